import type { AuditEntry } from '@topgear/shared/audit';
import type { Page } from '@topgear/shared/pagination';
import type { OrgUnit, Person } from '@topgear/shared/people';
import {
  PEOPLE_FILE_HEADINGS,
  PEOPLE_IMPORT_MESSAGES,
  type PeopleImportPreview,
  type PeopleImportResult,
  type PeopleImportRow,
} from '@topgear/shared/people-import';
import { registrationFor, uniqueEmail, uniqueLastName } from '@topgear/shared/test-factories';
import type { Me } from '@topgear/shared/users';
import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_PUBLIC_URL, useTestApp } from '../../../test/app';
import { registrationRequest, signInAs, signInEachRole, visitorOf, type SignedInUser } from '../../../test/clients';
import { invitations, orgUnits, outbox, profiles } from '../../db/schema';

const testApp = useTestApp();

let employee: SignedInUser;
let manager: SignedInUser;
let admin: SignedInUser;
beforeAll(async () => {
  ({ employee, manager, admin } = await signInEachRole(testApp));
});

const HEADER = Object.values(PEOPLE_FILE_HEADINGS).join(',');

/** One row of a file: email, first name, last name, job title, department, manager email, start date. */
type Cells = [string, string, string, string, string, string, string];

const fileOf = (rows: readonly Cells[], header = HEADER) =>
  [header, ...rows.map((cells) => cells.join(','))].join('\r\n') + '\r\n';

const send = (url: string, csv: string, createDepartments: string[] = [], actor = admin) =>
  actor.inject({ method: 'POST', url, payload: { csv, createDepartments }, headers: { origin: TEST_PUBLIC_URL } });

async function previewOf(csv: string): Promise<PeopleImportPreview> {
  const response = await send('/api/people/import/preview', csv);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function imported(csv: string, createDepartments: string[] = []): Promise<PeopleImportResult> {
  const response = await send('/api/people/import', csv, createDepartments);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const rowAt = (preview: PeopleImportPreview, line: number) => preview.rows.find((row) => row.line === line)!;
const errorsOf = (row: PeopleImportRow) => row.errors.map(({ column, message }) => [column, message]);

const pageOf = (person: SignedInUser | string) =>
  admin.getJson<Person>(`/api/people/${typeof person === 'string' ? person : person.me.id}`);

async function newDepartment(name = `Department ${uniqueLastName()}`) {
  const response = await admin.inject({
    method: 'POST',
    url: '/api/departments',
    payload: { name },
    headers: { origin: TEST_PUBLIC_URL },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<OrgUnit>();
}

const setManager = async (person: SignedInUser, managerId: string | null) => {
  const response = await admin.inject({
    method: 'PATCH',
    url: `/api/people/${person.me.id}`,
    payload: { managerId },
    headers: { origin: TEST_PUBLIC_URL },
  });
  expect(response.statusCode, response.body).toBe(200);
};

const pendingInvitations = (email: string) =>
  testApp.db
    .select()
    .from(invitations)
    .where(and(eq(invitations.email, email), isNull(invitations.acceptedAt)));

/** The sign-up link's token in the latest invitation mail queued for `email`. */
async function invitationTokenFor(email: string) {
  const mails = await testApp.db.select().from(outbox).where(eq(outbox.recipient, email));
  const text = mails.at(-1)?.text ?? '';
  const token = new RegExp(`${TEST_PUBLIC_URL}/signUp\\?invitation=([A-Za-z0-9_-]+)`).exec(text)?.[1];
  if (!token) throw new Error(`no invitation mail to ${email}`);
  return token;
}

/** Registers through the latest invitation to `email`, typing names of their own. */
async function registerInvited(email: string) {
  const response = await visitorOf(testApp).inject(
    registrationRequest({
      ...registrationFor({ firstName: 'Typed', lastName: 'Name' }),
      invitation: await invitationTokenFor(email),
    }),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Me>();
}

describe('the people file routes', () => {
  it.each([
    ['POST', '/api/people/import/preview'],
    ['POST', '/api/people/import'],
    ['GET', '/api/people/export'],
  ] as const)('%s %s: 401 to a visitor, 403 to an employee and to a manager', async (method, url) => {
    const request = { method, url, payload: { csv: fileOf([]) }, headers: { origin: TEST_PUBLIC_URL } };
    expect((await visitorOf(testApp).inject(request)).statusCode).toBe(401);
    expect((await employee.inject(request)).statusCode).toBe(403);
    expect((await manager.inject(request)).statusCode).toBe(403);
  });
});

describe('reading the file', () => {
  it.each([
    ['an empty file', '\uFEFF\r\n\r\n', PEOPLE_IMPORT_MESSAGES.empty],
    ['a header and nobody', `${HEADER}\r\n,,,,,,\r\n`, PEOPLE_IMPORT_MESSAGES.noPeople],
    [
      'a header without two columns',
      'Email,First name,Last name,Job title,Department\r\na@example.com,A,B,,\r\n',
      PEOPLE_IMPORT_MESSAGES.missingColumns(['Manager email', 'Start date']),
    ],
    [
      'a misspelt column',
      `${HEADER.replace('Manager email', 'Manger email')}\r\n`,
      `${PEOPLE_IMPORT_MESSAGES.missingColumns(['Manager email'])} ${PEOPLE_IMPORT_MESSAGES.unknownColumns(['Manger email'])}`,
    ],
    ['a column twice', `${HEADER},email\r\n`, PEOPLE_IMPORT_MESSAGES.repeatedColumn('Email')],
    [
      'a quote that never closes',
      `${HEADER}\r\na@example.com,"Ana,Silva,,,,\r\n`,
      PEOPLE_IMPORT_MESSAGES.unreadable(3, PEOPLE_IMPORT_MESSAGES.unclosedQuote),
    ],
  ])('refuses %s as a whole, naming the problem', async (_case, csv, message) => {
    for (const url of ['/api/people/import/preview', '/api/people/import']) {
      const response = await send(url, csv);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.fields).toEqual({ csv: message });
    }
  });

  it('reads headings in any case and order, a byte order mark, quoted values and any line ending', async () => {
    const email = uniqueEmail('reader');
    const csv =
      '\uFEFFstart_date,EMAIL,first name,LastName,job-title,Department,manager_email\n' +
      `2024-02-01,${email.toUpperCase()},"Zoë","O'Brien","Lead, ""Platform""",,\r\n\n` +
      `,${uniqueEmail('second')},Ana,"Silva\nSantos",,,\r`;
    const { rows } = await previewOf(csv);

    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      line: 2,
      action: 'invite',
      errors: [],
      values: { email: email.toUpperCase(), firstName: 'Zoë', lastName: "O'Brien", jobTitle: 'Lead, "Platform"' },
    });
    // The blank line is skipped, and the second row starts on line 4 although it spans two.
    expect(rows[1]).toMatchObject({ line: 4, errors: [{ column: 'lastName' }] });
  });
});

describe('the preview', () => {
  it('answers every row with each of its errors, and writes nothing', async () => {
    const [leaver, existing] = await Promise.all([signInAs(testApp), signInAs(testApp)]);
    await admin.inject({
      method: 'PUT',
      url: `/api/users/${leaver.me.id}/deactivation`,
      headers: { origin: TEST_PUBLIC_URL },
    });
    const [ana, bo, cy, dee] = ['ana', 'bo', 'cy', 'dee'].map((name) => uniqueEmail(name)) as [
      string,
      string,
      string,
      string,
    ];
    const newDepartmentName = `Research ${uniqueLastName()}`;
    const csv = fileOf([
      /* 2 */ ['not-an-address', 'Ana', 'Silva', '', '', '', ''],
      /* 3 */ [ana, '', 'Silva<b>', '', '', '', '2024-13-01'],
      /* 4 */ [ana, 'Ana', 'Silva', '', '', '', ''],
      /* 5 */ [bo, 'Bo', 'Berg', '', '', uniqueEmail('nobody'), ''],
      /* 6 */ [cy, 'Cy', 'Chen', '', '', cy, ''],
      /* 7 */ [leaver.email, 'Lee', 'Ver', '', '', '', ''],
      /* 8 */ [dee, 'Dee', 'Dee', '', newDepartmentName, leaver.email, ''],
      /* 9 */ [existing.email, 'Ada', 'Lovelace', 'Engineer', newDepartmentName.toUpperCase(), '', '01/02/2024'],
    ]);
    const invitationsBefore = (await testApp.db.select({ id: invitations.id }).from(invitations)).length;

    const preview = await previewOf(csv);

    expect(preview.rows.map((row) => row.line)).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    expect(errorsOf(rowAt(preview, 2))).toEqual([['email', PEOPLE_IMPORT_MESSAGES.invalidEmail]]);
    expect(errorsOf(rowAt(preview, 3))).toEqual([
      ['firstName', PEOPLE_IMPORT_MESSAGES.nameRequired('first name')],
      ['lastName', PEOPLE_IMPORT_MESSAGES.nameCharacters('last name')],
      ['startDate', PEOPLE_IMPORT_MESSAGES.invalidStartDate],
    ]);
    expect(errorsOf(rowAt(preview, 4))).toEqual([['email', PEOPLE_IMPORT_MESSAGES.duplicateEmail(3)]]);
    expect(errorsOf(rowAt(preview, 5))).toEqual([['managerEmail', PEOPLE_IMPORT_MESSAGES.managerUnknown]]);
    expect(errorsOf(rowAt(preview, 6))).toEqual([['managerEmail', PEOPLE_IMPORT_MESSAGES.ownManager]]);
    expect(errorsOf(rowAt(preview, 7))).toEqual([['email', PEOPLE_IMPORT_MESSAGES.deactivated]]);
    expect(errorsOf(rowAt(preview, 8))).toEqual([
      ['department', PEOPLE_IMPORT_MESSAGES.unknownDepartment(newDepartmentName)],
      ['managerEmail', PEOPLE_IMPORT_MESSAGES.managerUnknown],
    ]);
    expect(rowAt(preview, 8).errors[0]?.unknownDepartment).toBe(newDepartmentName);
    expect(errorsOf(rowAt(preview, 9))).toEqual([
      ['department', PEOPLE_IMPORT_MESSAGES.unknownDepartment(newDepartmentName)],
      ['startDate', PEOPLE_IMPORT_MESSAGES.invalidStartDate],
    ]);
    expect(preview.unknownDepartments).toEqual([newDepartmentName]);
    expect(rowAt(preview, 2).action).toBe('invite');
    expect(rowAt(preview, 9).action).toBe('update');
    expect(preview.counts).toEqual({ invite: 6, update: 2, unchanged: 0, withErrors: 8 });

    expect((await testApp.db.select({ id: invitations.id }).from(invitations)).length).toBe(invitationsBefore);
    expect((await pageOf(existing)).jobTitle).toBe('Employee');
  });

  it('names a row with more or fewer values than the header', async () => {
    const csv = `${HEADER}\r\n${uniqueEmail()},Ana,Silva,,,,,extra\r\n`;
    const [row] = (await previewOf(csv)).rows;
    expect(errorsOf(row!)).toEqual([[null, PEOPLE_IMPORT_MESSAGES.valueCount(8, 7)]]);
  });

  it('finds the loops the file would make with the reporting lines as they are', async () => {
    const [top, middle, bottom] = await Promise.all([signInAs(testApp), signInAs(testApp), signInAs(testApp)]);
    await setManager(middle, top.me.id);
    await setManager(bottom, middle.me.id);
    const [newA, newB] = [uniqueEmail('loop-a'), uniqueEmail('loop-b')];

    const preview = await previewOf(
      fileOf([
        // Existing lines: top ← middle ← bottom; the file puts top under bottom.
        [top.email, 'Tia', 'Top', '', '', bottom.email, ''],
        // Two new people managing each other.
        [newA, 'Ann', 'Alpha', '', '', newB, ''],
        [newB, 'Ben', 'Beta', '', '', newA, ''],
      ]),
    );

    expect(errorsOf(rowAt(preview, 2))).toEqual([
      ['managerEmail', PEOPLE_IMPORT_MESSAGES.reportingLoop(['Tia Top', 'Ada Lovelace', 'Ada Lovelace', 'Tia Top'])],
    ]);
    expect(errorsOf(rowAt(preview, 3))).toEqual([
      ['managerEmail', PEOPLE_IMPORT_MESSAGES.reportingLoop(['Ann Alpha', 'Ben Beta', 'Ann Alpha'])],
    ]);
    expect(errorsOf(rowAt(preview, 4))).toEqual([
      ['managerEmail', PEOPLE_IMPORT_MESSAGES.reportingLoop(['Ben Beta', 'Ann Alpha', 'Ben Beta'])],
    ]);
  });

  it('lets people swap places: the file as a whole makes no loop', async () => {
    const [boss, deputy] = await Promise.all([signInAs(testApp), signInAs(testApp)]);
    await setManager(deputy, boss.me.id);
    const csv = fileOf([
      [boss.email, 'Ada', 'Lovelace', '', '', deputy.email, ''],
      [deputy.email, 'Ada', 'Lovelace', '', '', '', ''],
    ]);

    expect((await previewOf(csv)).counts).toMatchObject({ update: 2, withErrors: 0 });
    expect(await imported(csv)).toMatchObject({ updated: 2 });
    expect((await pageOf(boss)).manager?.id).toBe(deputy.me.id);
    expect((await pageOf(deputy)).manager).toBeNull();
  });
});

describe('importing', () => {
  it('writes nothing while any row has an error, answering each with its line and column', async () => {
    const person = await signInAs(testApp);
    const newcomer = uniqueEmail('blocked');
    const csv = fileOf([
      [person.email, 'Ada', 'Lovelace', 'Chief Analyst', '', '', ''],
      [newcomer, 'New', 'Comer', '', '', '', 'soon'],
    ]);

    const response = await send('/api/people/import', csv);

    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'IMPORT_HAS_ERRORS',
      message: PEOPLE_IMPORT_MESSAGES.rowsHaveErrors(1),
      fields: { '3.startDate': PEOPLE_IMPORT_MESSAGES.invalidStartDate },
    });
    expect((await pageOf(person)).jobTitle).toBe('Employee');
    expect(await pendingInvitations(newcomer)).toEqual([]);
  });

  it('refuses an unknown department unless told to create it', async () => {
    const person = await signInAs(testApp);
    const name = `Support ${uniqueLastName()}`;
    const csv = fileOf([[person.email, 'Ada', 'Lovelace', '', name, '', '']]);

    const refused = await send('/api/people/import', csv, ['Some other']);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ '2.department': PEOPLE_IMPORT_MESSAGES.unknownDepartment(name) });

    expect(await imported(csv, [name.toLowerCase()])).toMatchObject({ updated: 1, departmentsCreated: 1 });
    expect((await pageOf(person)).department?.name).toBe(name);
    const [unit] = await testApp.db.select().from(orgUnits).where(eq(orgUnits.name, name));
    expect(unit?.kind).toBe('department');
    const [entry] = (await admin.getJson<Page<AuditEntry>>('/api/audit-log', { limit: '2' })).items.filter(
      (item) => item.action === 'org-unit.created',
    );
    expect(entry?.summary).toBe(`Created the department ${name}`);
  });

  it('updates existing people and invites new emails in one go, audited once', async () => {
    const [lead, report] = await Promise.all([signInAs(testApp), signInAs(testApp)]);
    const department = await newDepartment();
    const [newcomer, second] = [uniqueEmail('newcomer'), uniqueEmail('second')];
    const outboxBefore = (await testApp.db.select({ id: outbox.id }).from(outbox)).length;

    const result = await imported(
      fileOf([
        [lead.email, 'Lena', 'Lead', 'Head of Platform', department.name.toLowerCase(), '', '2021-04-01'],
        [report.email, 'Rio', 'Report', 'Engineer', department.name, lead.email, '2023-09-15'],
        [newcomer, 'Nia', 'New', 'Engineer', department.name, lead.email, '2025-01-06'],
        [second, 'Sol', 'Second', '', '', newcomer, ''],
      ]),
    );

    expect(result).toEqual({ invited: 2, updated: 2, unchanged: 0, departmentsCreated: 0 });
    expect(await pageOf(report)).toMatchObject({
      name: 'Rio Report',
      jobTitle: 'Engineer',
      department: { id: department.id },
      manager: { id: lead.me.id },
      startDate: '2023-09-15',
    });
    expect(await pageOf(lead)).toMatchObject({ name: 'Lena Lead', jobTitle: 'Head of Platform', manager: null });
    const [profile] = await testApp.db.select().from(profiles).where(eq(profiles.userId, lead.me.id));
    expect(profile).toMatchObject({ firstName: 'Lena', lastName: 'Lead' });

    const [invitation] = await pendingInvitations(newcomer);
    expect(invitation).toMatchObject({
      firstName: 'Nia',
      lastName: 'New',
      jobTitle: 'Engineer',
      departmentId: department.id,
      managerEmail: lead.email,
      startDate: '2025-01-06',
      invitedBy: admin.me.id,
    });
    const mails = await testApp.db.select().from(outbox);
    expect(mails.length).toBe(outboxBefore + 2);
    expect(mails.filter((mail) => [newcomer, second].includes(mail.recipient))).toHaveLength(2);
    expect(mails.find((mail) => mail.recipient === newcomer)?.subject).toBe('You are invited to join TopGear Perform');

    const [entry] = (await admin.getJson<Page<AuditEntry>>('/api/audit-log', { limit: '1' })).items;
    expect(entry).toMatchObject({
      action: 'people.imported',
      actorId: admin.me.id,
      summary: 'Imported people from a file: 2 updated, 2 invited',
    });
  });

  it('gives a pending invitation the new placement and a new link, never a second invitation', async () => {
    const email = uniqueEmail('pending');
    const invited = await admin.inject({
      method: 'POST',
      url: '/api/invitations',
      payload: { addresses: email },
      headers: { origin: TEST_PUBLIC_URL },
    });
    expect(invited.statusCode, invited.body).toBe(200);
    const [before] = await pendingInvitations(email);

    await imported(fileOf([[email, 'Pia', 'Pending', 'Designer', '', '', '']]));

    const after = await pendingInvitations(email);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ id: before!.id, firstName: 'Pia', jobTitle: 'Designer' });
    expect(after[0]!.tokenHash).not.toBe(before!.tokenHash);
  });

  it('imports a file larger than one statement writes', async () => {
    const lead = await signInAs(testApp);
    const rows: Cells[] = Array.from({ length: 1_100 }, (_, index) => [
      uniqueEmail(`bulk${index}`),
      'Bulk',
      'Person',
      'Analyst',
      '',
      lead.email,
      '',
    ]);

    expect(await imported(fileOf(rows))).toMatchObject({ invited: 1_100 });
    const pending = await testApp.db
      .select({ id: invitations.id })
      .from(invitations)
      .where(and(eq(invitations.managerEmail, lead.email), isNull(invitations.acceptedAt)));
    expect(pending).toHaveLength(1_100);
  });
});

describe('joining through an imported invitation', () => {
  it('places the newcomer, and whoever awaits them as a manager now reports to them', async () => {
    const [boss, waiting] = await Promise.all([signInAs(testApp), signInAs(testApp)]);
    const department = await newDepartment();
    const [lead, report] = [uniqueEmail('lead'), uniqueEmail('report')];
    await imported(
      fileOf([
        [lead, 'Lou', 'Lead', 'Team Lead', department.name, boss.email, '2025-02-03'],
        [report, 'Ray', 'Report', 'Engineer', '', lead, ''],
        // Someone with an account whose manager has yet to join.
        [waiting.email, 'Ada', 'Lovelace', '', '', lead, ''],
      ]),
    );
    expect((await pageOf(waiting)).manager).toBeNull();

    // The sign-up form starts from the file's names; the person may correct them.
    const lookup = await visitorOf(testApp).inject({
      method: 'GET',
      url: `/api/invitations/token/${await invitationTokenFor(report)}`,
    });
    expect(lookup.json()).toMatchObject({ email: report, firstName: 'Ray', lastName: 'Report', jobTitle: 'Engineer' });

    // The report joins first: their manager has no account yet.
    const reportMe = await registerInvited(report);
    expect(reportMe.fullName).toBe('Typed Name');
    expect(await pageOf(reportMe.id)).toMatchObject({ name: 'Typed Name', jobTitle: 'Engineer', manager: null });

    const leadMe = await registerInvited(lead);
    const leadPage = await pageOf(leadMe.id);
    expect(leadPage).toMatchObject({
      name: 'Typed Name',
      jobTitle: 'Team Lead',
      department: { id: department.id },
      startDate: '2025-02-03',
      manager: { id: boss.me.id },
    });
    expect(leadPage.directReports.map((person) => person.id).sort()).toEqual([reportMe.id, waiting.me.id].sort());
    const [profile] = await testApp.db.select().from(profiles).where(eq(profiles.userId, leadMe.id));
    expect(profile).toMatchObject({ firstName: 'Typed', lastName: 'Name', awaitedManagerEmail: null });
  });

  it('never makes a loop with someone who awaits the newcomer but stands above them', async () => {
    const [top, middle] = await Promise.all([signInAs(testApp), signInAs(testApp)]);
    const newcomer = uniqueEmail('newcomer');
    // The file makes top await the newcomer; later, an administrator puts middle under top.
    await imported(
      fileOf([
        [top.email, 'Ada', 'Lovelace', '', '', newcomer, ''],
        [newcomer, 'Nel', 'New', '', '', middle.email, ''],
      ]),
    );
    await setManager(middle, top.me.id);

    const me = await registerInvited(newcomer);

    expect((await pageOf(me.id)).manager?.id).toBe(middle.me.id);
    expect((await pageOf(top)).manager).toBeNull();
  });
});

describe('exporting', () => {
  it('writes every active person as a UTF-8 file that imports back without a change', async () => {
    const [lead, report] = await Promise.all([signInAs(testApp), signInAs(testApp)]);
    const department = await newDepartment(`Ventes, "Équipe" ${uniqueLastName()}`);
    await imported(
      fileOf([
        [lead.email, 'Zoë', 'Ødegård', 'Head', `"${department.name.replaceAll('"', '""')}"`, '', '2020-01-01'],
        [report.email, 'Ada', 'Lovelace', '', '', lead.email, ''],
      ]),
    );

    const response = await admin.inject({ method: 'GET', url: '/api/people/export' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="people-\d{4}-\d{2}-\d{2}\.csv"$/);
    const csv = response.body;
    expect(csv.startsWith(`\uFEFF${HEADER}\r\n`)).toBe(true);
    expect(csv).toContain(`${lead.email},Zoë,Ødegård,Head,"${department.name.replaceAll('"', '""')}",,2020-01-01\r\n`);
    expect(csv).toContain(`${report.email},Ada,Lovelace,,,${lead.email},\r\n`);

    const preview = await previewOf(csv);
    expect(preview.counts).toMatchObject({ invite: 0, update: 0, withErrors: 0 });
    expect(preview.rows.every((row) => row.action === 'unchanged')).toBe(true);
  });

  it('keeps a spreadsheet from running a cell as a formula, and reads the cell back as it was', async () => {
    const person = await signInAs(testApp);
    const title = '=HYPERLINK("http://evil.example","Click")';
    await imported(fileOf([[person.email, 'Ada', 'Lovelace', `"${title.replaceAll('"', '""')}"`, '', '', '']]));
    expect((await pageOf(person)).jobTitle).toBe(title);

    const csv = (await admin.inject({ method: 'GET', url: '/api/people/export' })).body;

    expect(csv).toContain(`${person.email},Ada,Lovelace,"'${title.replaceAll('"', '""')}",`);
    const preview = await previewOf(csv);
    expect(preview.rows.find((row) => row.values.email === person.email)?.action).toBe('unchanged');
  });
});

describe('an import and a manager change at the same moment', () => {
  it('cannot close a loop together: one of them is refused', async () => {
    const [first, second] = await Promise.all([signInAs(testApp), signInAs(testApp)]);

    const [importing, changing] = await Promise.all([
      send('/api/people/import', fileOf([[first.email, 'Ada', 'Lovelace', '', '', second.email, '']])),
      admin.inject({
        method: 'PATCH',
        url: `/api/people/${second.me.id}`,
        payload: { managerId: first.me.id },
        headers: { origin: TEST_PUBLIC_URL },
      }),
    ]);

    // Whichever takes the reporting lines first wins; the other sees its line and refuses the loop.
    expect([
      [200, 409],
      [400, 200],
    ]).toContainEqual([importing.statusCode, changing.statusCode]);
    const managers = [(await pageOf(first)).manager, (await pageOf(second)).manager];
    expect(managers.filter((manager) => manager !== null)).toHaveLength(1);
  });
});
