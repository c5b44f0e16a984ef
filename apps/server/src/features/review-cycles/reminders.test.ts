import type { AuditEntry } from '@topgear/shared/audit';
import type { Page } from '@topgear/shared/pagination';
import type { ReviewCycle, ReviewCycleInput } from '@topgear/shared/review-cycles';
import { REVIEW_PROGRESS_MESSAGES } from '@topgear/shared/review-progress';
import type { ReviewTemplate } from '@topgear/shared/review-templates';
import { and, asc, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_PUBLIC_URL, useTestApp } from '../../../test/app';
import { answered, signInAs, type SignedInUser } from '../../../test/clients';
import {
  aLaunchedCycle,
  aReviewTeam,
  aTemplate,
  cycleSetup,
  dayFromToday,
  deadlinesAhead,
} from '../../../test/reviews';
import {
  notifications,
  outbox,
  reviewCycles,
  reviewParticipants,
  reviewReminders,
  reviewRequests,
} from '../../db/schema';
import { createAuditService } from '../audit/service';
import { createNotificationService } from '../notifications/service';
import { createReminderService } from './reminders-service';

const testApp = useTestApp();

let admin: SignedInUser;
let template: ReviewTemplate;
beforeAll(async () => {
  admin = await signInAs(testApp, { isAdmin: true });
  template = await aTemplate(admin);
});

/**
 * A reminder service of its own, as another process of the deployment has, whose sweeps the test
 * runs at a moment it chooses.
 */
function anotherProcess() {
  const { app, db } = testApp;
  return createReminderService({
    db,
    notifier: createNotificationService({ db, io: app.io, log: app.log }),
    mail: app.mail,
    auditor: createAuditService({ db }),
    publicUrl: TEST_PUBLIC_URL,
  });
}

/** Nine in the morning, UTC, on `day`. */
const on = (day: string) => new Date(`${day}T09:00:00Z`);

const mediumDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** A cycle for the team's department, with deadlines ahead unless `changes` say otherwise, launched. */
const launchedFor = (department: { id: string }, changes: Partial<ReviewCycleInput> = {}) =>
  aLaunchedCycle(admin, cycleSetup(template.id, { departmentIds: [department.id], ...deadlinesAhead(), ...changes }));

/** The texts of the reminders `person` has in the app about `cycle`, oldest first. */
const remindersOf = async (person: SignedInUser, cycle: ReviewCycle) =>
  (
    await testApp.db
      .select({ text: notifications.text, link: notifications.link })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, person.me.id),
          eq(notifications.kind, 'review-reminder'),
          like(notifications.text, `${cycle.name}:%`),
        ),
      )
      .orderBy(asc(notifications.createdAt))
  ).map((row) => {
    expect(row.link).toBe('/dashboard/performance');
    return row.text;
  });

/** The mails queued for `person` about `cycle`. */
const mailsTo = (person: SignedInUser, cycle: ReviewCycle) =>
  testApp.db
    .select({ subject: outbox.subject, text: outbox.text })
    .from(outbox)
    .where(and(eq(outbox.recipient, person.email), like(outbox.subject, `% in ${cycle.name}`)));

const subjectsTo = async (person: SignedInUser, cycle: ReviewCycle) =>
  (await mailsTo(person, cycle)).map((mail) => mail.subject).sort();

const remindersRecorded = (cycle: ReviewCycle) =>
  testApp.db
    .select({ userId: reviewReminders.userId, occasion: reviewReminders.occasion })
    .from(reviewReminders)
    .where(eq(reviewReminders.cycleId, cycle.id));

const submitEverythingBy = (person: SignedInUser, cycle: ReviewCycle) =>
  testApp.db
    .update(reviewRequests)
    .set({ submittedAt: new Date() })
    .where(and(eq(reviewRequests.cycleId, cycle.id), eq(reviewRequests.reviewerId, person.me.id)));

/** Puts the cycle in `phase` directly, as the administrators moving it on would. */
const putInPhase = (cycle: ReviewCycle, phase: ReviewCycle['phase']) =>
  testApp.db.update(reviewCycles).set({ phase }).where(eq(reviewCycles.id, cycle.id));

describe('peer nominations', () => {
  it('reminds only the people with work left: at launch, near the deadline and once it has passed, each once', async () => {
    const { top, lead, first, second, department } = await aReviewTeam(testApp, admin);
    const cycle = await launchedFor(department, { reviews: ['self', 'manager', 'peer'], peersMin: 1, peersMax: 2 });
    const due = mediumDay(cycle.nominationsDue!);

    // At launch everyone taking part has a peer to nominate; `top` only manages, with nothing to approve.
    for (const person of [lead, first, second]) {
      expect(await remindersOf(person, cycle)).toEqual([`${cycle.name}: 1 more peer to nominate, due ${due}.`]);
      expect(await subjectsTo(person, cycle)).toEqual([`1 more peer to nominate in ${cycle.name}`]);
    }
    expect(await remindersOf(top, cycle)).toEqual([]);
    expect(await mailsTo(top, cycle)).toEqual([]);
    const [mail] = await mailsTo(first, cycle);
    expect(mail!.text).toContain(`Hello ${first.me.fullName},`);
    expect(mail!.text).toContain(`The review cycle "${cycle.name}" is in peer nominations`);
    expect(mail!.text).toContain(`The deadline is ${due}.`);
    expect(mail!.text).toContain(`${TEST_PUBLIC_URL}/dashboard/performance`);

    // `first` nominates `second`: done, and now `lead` has a proposal to approve.
    await answered(first, {
      method: 'PUT',
      url: `/api/review-cycles/${cycle.id}/nominations/mine`,
      payload: { peerIds: [second.me.id] },
    });
    const reminders = anotherProcess();
    const threeDaysBefore = on(dayFromToday(27));
    expect(await reminders.sweepCycle(cycle.id, on(dayFromToday(26)))).toBe(0);
    expect(await reminders.sweepCycle(cycle.id, threeDaysBefore)).toBe(2);
    expect(await reminders.sweepCycle(cycle.id, threeDaysBefore)).toBe(0);

    expect(await remindersOf(lead, cycle)).toEqual([
      `${cycle.name}: 1 more peer to nominate, due ${due}.`,
      `${cycle.name}: 1 more peer to nominate and 1 peer nomination to approve, due ${due}.`,
    ]);
    expect(await subjectsTo(lead, cycle)).toContain(
      `Due ${due}: 1 more peer to nominate and 1 peer nomination to approve in ${cycle.name}`,
    );
    expect(await remindersOf(second, cycle)).toHaveLength(2);
    expect(await remindersOf(first, cycle)).toHaveLength(1);

    const dayAfter = on(dayFromToday(31));
    expect(await reminders.sweepCycle(cycle.id, dayAfter)).toBe(2);
    expect(await reminders.sweepCycle(cycle.id, on(dayFromToday(40)))).toBe(0);
    expect((await remindersOf(second, cycle)).at(-1)).toBe(
      `${cycle.name}: 1 more peer to nominate, past its deadline of ${due}.`,
    );
    expect(await subjectsTo(second, cycle)).toContain(`Overdue: 1 more peer to nominate in ${cycle.name}`);
    expect(await remindersOf(first, cycle)).toHaveLength(1);
    expect(await remindersOf(top, cycle)).toEqual([]);
  });

  it('sends the one reminder that is due when a phase opens close to its deadline', async () => {
    const { lead, department } = await aReviewTeam(testApp, admin);
    const cycle = await launchedFor(department, {
      reviews: ['self', 'manager', 'peer'],
      peersMin: 1,
      nominationsDue: dayFromToday(2),
    });

    expect(await remindersOf(lead, cycle)).toEqual([
      `${cycle.name}: 1 more peer to nominate, due ${mediumDay(cycle.nominationsDue!)}.`,
    ]);
    expect((await remindersRecorded(cycle)).map((row) => row.occasion)).toEqual(['due-soon', 'due-soon', 'due-soon']);
  });
});

describe('writing', () => {
  it('reminds each reviewer of the reviews they have not submitted as soon as writing opens, and nobody who is done', async () => {
    const { top, lead, first, second, department } = await aReviewTeam(testApp, admin);
    let cycle = await launchedFor(department, { reviews: ['self', 'manager', 'peer'], peersMin: 1 });
    await answered(first, {
      method: 'PUT',
      url: `/api/review-cycles/${cycle.id}/nominations/mine`,
      payload: { peerIds: [second.me.id] },
    });

    cycle = await answered<ReviewCycle>(admin, {
      method: 'POST',
      url: `/api/review-cycles/${cycle.id}/advance`,
      payload: { from: 'nominations' },
    });

    const due = mediumDay(cycle.writingDue);
    expect((await remindersOf(lead, cycle)).at(-1)).toBe(`${cycle.name}: 3 reviews to write, due ${due}.`);
    expect((await remindersOf(second, cycle)).at(-1)).toBe(`${cycle.name}: 2 reviews to write, due ${due}.`);
    expect((await remindersOf(first, cycle)).at(-1)).toBe(`${cycle.name}: 1 review to write, due ${due}.`);
    expect(await remindersOf(top, cycle)).toEqual([`${cycle.name}: 1 review to write, due ${due}.`]);

    await submitEverythingBy(first, cycle);
    await answered(admin, { method: 'PUT', url: `/api/users/${second.me.id}/deactivation` });
    expect(await anotherProcess().sweepCycle(cycle.id, on(dayFromToday(61)))).toBe(2);

    // `second` left: they are asked nothing, and nothing is asked about them.
    expect((await remindersOf(lead, cycle)).at(-1)).toBe(
      `${cycle.name}: 2 reviews to write, past its deadline of ${due}.`,
    );
    expect((await remindersOf(top, cycle)).at(-1)).toBe(
      `${cycle.name}: 1 review to write, past its deadline of ${due}.`,
    );
    expect((await remindersOf(first, cycle)).at(-1)).toBe(`${cycle.name}: 1 review to write, due ${due}.`);
    expect((await remindersOf(second, cycle)).at(-1)).toBe(`${cycle.name}: 2 reviews to write, due ${due}.`);
  });

  it('sends each automatic reminder once when several processes sweep at the same moment', async () => {
    const { top, lead, first, second, department } = await aReviewTeam(testApp, admin);
    const cycle = await launchedFor(department, { reviews: ['self', 'manager'] });
    const processes = [anotherProcess(), anotherProcess(), anotherProcess()];
    const dueSoon = on(dayFromToday(58));

    await Promise.all(processes.map((process) => process.sweep(dueSoon)));

    for (const person of [top, lead, first, second]) {
      const subjects = await subjectsTo(person, cycle);
      expect(
        subjects.filter((subject) => subject.startsWith('Due ')),
        person.email,
      ).toHaveLength(1);
      expect(subjects, person.email).toHaveLength(2);
      expect(await remindersOf(person, cycle), person.email).toHaveLength(2);
    }
    expect((await remindersRecorded(cycle)).filter((row) => row.occasion === 'due-soon')).toHaveLength(4);
  });
});

describe('sharing results', () => {
  it('reminds managers of the results they have not shared, and people of the results to acknowledge', async () => {
    const { top, lead, first, second, department } = await aReviewTeam(testApp, admin);
    const cycle = await launchedFor(department, { reviews: ['self', 'manager'] });
    await putInPhase(cycle, 'calibration');
    const reminders = anotherProcess();
    expect(await reminders.sweepCycle(cycle.id)).toBe(0);

    await putInPhase(cycle, 'sharing');
    await testApp.db
      .update(reviewParticipants)
      .set({ sharedAt: new Date(), sharedBy: lead.me.id })
      .where(and(eq(reviewParticipants.cycleId, cycle.id), eq(reviewParticipants.personId, first.me.id)));
    expect(await reminders.sweepCycle(cycle.id)).toBe(3);

    const due = mediumDay(cycle.sharingDue);
    expect((await remindersOf(lead, cycle)).at(-1)).toBe(
      `${cycle.name}: results to share with one person, due ${due}.`,
    );
    expect((await remindersOf(top, cycle)).at(-1)).toBe(`${cycle.name}: results to share with one person, due ${due}.`);
    expect((await remindersOf(first, cycle)).at(-1)).toBe(
      `${cycle.name}: results to read and acknowledge, due ${due}.`,
    );
    // `second` waits for `lead`: nothing to do yet.
    expect((await remindersOf(second, cycle)).at(-1)).toBe(
      `${cycle.name}: 1 review to write, due ${mediumDay(cycle.writingDue)}.`,
    );
  });
});

describe('POST /api/review-cycles/:id/reminders', () => {
  const nothingToRemind = { error: { code: 'NOTHING_TO_REMIND', message: REVIEW_PROGRESS_MESSAGES.nothingToRemind } };
  const remind = (cycle: { id: string }) =>
    admin.inject({
      method: 'POST',
      url: `/api/review-cycles/${cycle.id}/reminders`,
      headers: { origin: TEST_PUBLIC_URL },
    });

  it('reminds everyone with work left now, each time it is pressed, and audits it', async () => {
    const { top, lead, first, second, department } = await aReviewTeam(testApp, admin);
    const cycle = await launchedFor(department, { reviews: ['self', 'manager'] });
    await submitEverythingBy(second, cycle);

    for (const _press of [1, 2]) {
      const response = await remind(cycle);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ reminded: 3 });
    }

    const manual = `Reminder: 3 reviews to write in ${cycle.name}`;
    expect((await subjectsTo(lead, cycle)).filter((subject) => subject === manual)).toHaveLength(2);
    expect(await remindersOf(lead, cycle)).toHaveLength(3);
    expect(await remindersOf(top, cycle)).toHaveLength(3);
    expect(await remindersOf(first, cycle)).toHaveLength(3);
    expect(await remindersOf(second, cycle)).toHaveLength(1);
    const recorded = await remindersRecorded(cycle);
    expect(recorded.filter((row) => row.occasion === 'manual')).toHaveLength(6);
    const log = await admin.getJson<Page<AuditEntry>>('/api/audit-log', { limit: '5' });
    expect(log.items.filter((entry) => entry.subjectId === cycle.id)[0]).toMatchObject({
      action: 'review-cycle.reminded',
      summary: `Reminded 3 people of their work left in the review cycle "${cycle.name}"`,
      actorId: admin.me.id,
    });
  });

  it.each(['calibration', 'closed'] as const)('answers 409 to a cycle in %s, telling nobody', async (phase) => {
    const { department, lead } = await aReviewTeam(testApp, admin);
    const cycle = await launchedFor(department, { reviews: ['self', 'manager'] });
    await putInPhase(cycle, phase);

    const response = await remind(cycle);

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(nothingToRemind);
    expect((await remindersRecorded(cycle)).map((row) => row.occasion)).not.toContain('manual');
    expect(await remindersOf(lead, cycle)).toHaveLength(1);
  });

  it('answers 409 to a draft', async () => {
    const draft = await answered<ReviewCycle>(
      admin,
      { method: 'POST', url: '/api/review-cycles', payload: cycleSetup(template.id, deadlinesAhead()) },
      201,
    );

    const response = await remind(draft);

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(nothingToRemind);
  });

  it('answers 404 to an unknown cycle, and 400 to an id that cannot be one', async () => {
    expect((await remind({ id: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    expect((await remind({ id: 'nope' })).statusCode).toBe(400);
  });
});

// Checked against the table itself: these rows are what every process's sweep relies on.
describe('the reminders table', () => {
  it('keeps each automatic reminder once per person, phase and occasion, and every manual one', async () => {
    const { lead, department } = await aReviewTeam(testApp, admin);
    const cycle = await launchedFor(department, { reviews: ['self', 'manager'] });
    const row = { cycleId: cycle.id, userId: lead.me.id, phase: 'writing' as const };

    const again = await testApp.db
      .insert(reviewReminders)
      .values({ ...row, occasion: 'opened' })
      .onConflictDoNothing()
      .returning();
    await testApp.db.insert(reviewReminders).values([
      { ...row, occasion: 'manual' },
      { ...row, occasion: 'manual' },
    ]);

    expect(again).toEqual([]);
    const mine = await testApp.db
      .select({ occasion: reviewReminders.occasion })
      .from(reviewReminders)
      .where(and(eq(reviewReminders.cycleId, cycle.id), eq(reviewReminders.userId, lead.me.id)));
    expect(mine.map((each) => each.occasion).sort()).toEqual(['manual', 'manual', 'opened']);
  });
});
