import { departmentKey } from '@topgear/shared/people-import';
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orgUnits, profiles, users } from '../../db/schema';
import type { Directory } from './import-rows';

/** Every account with a profile, deactivated ones included, and every department: what an import checks a file against. */
export async function loadDirectory(db: Executor): Promise<Directory> {
  const [people, departments] = await Promise.all([
    db
      .select({
        id: users.id,
        email: users.email,
        name: users.name,
        deactivated: sql<boolean>`${users.deactivatedAt} is not null`,
        firstName: profiles.firstName,
        lastName: profiles.lastName,
        jobTitle: profiles.jobRole,
        departmentId: profiles.departmentId,
        managerId: profiles.managerId,
        awaitedManagerEmail: profiles.awaitedManagerEmail,
        startDate: profiles.startDate,
      })
      .from(users)
      .innerJoin(profiles, eq(profiles.userId, users.id)),
    db.select({ id: orgUnits.id, name: orgUnits.name }).from(orgUnits).where(eq(orgUnits.kind, 'department')),
  ]);
  return { people, departments };
}

/**
 * Creates the departments of these names that do not exist yet (another administrator may have
 * just created one); resolves with the ones it created and every one's id by `departmentKey`.
 */
export async function createDepartments(db: Executor, names: readonly string[]) {
  if (names.length === 0) return { created: [], idByKey: new Map<string, string>() };
  const created = await db
    .insert(orgUnits)
    .values(names.map((name) => ({ kind: 'department' as const, name })))
    .onConflictDoNothing()
    .returning({ id: orgUnits.id, name: orgUnits.name });
  const all = await db
    .select({ id: orgUnits.id, name: orgUnits.name })
    .from(orgUnits)
    .where(
      and(
        eq(orgUnits.kind, 'department'),
        inArray(
          sql`lower(${orgUnits.name})`,
          names.map((name) => departmentKey(name)),
        ),
      ),
    );
  return { created, idByKey: new Map(all.map((unit) => [departmentKey(unit.name), unit.id])) };
}

/** What an import writes on a person's profile, but their manager. */
export interface ProfileFields {
  userId: string;
  firstName: string;
  lastName: string | null;
  jobTitle: string | null;
  departmentId: string | null;
  startDate: string | null;
}

/** Writes these profiles' names, job titles, departments and start dates, and keeps each account's full name in step. */
export async function updateProfiles(db: Executor, rows: readonly ProfileFields[]) {
  if (rows.length === 0) return;
  await db.execute(sql`
    update ${profiles} as p
    set first_name = v."firstName", last_name = v."lastName", job_role = v."jobTitle",
        department_id = v."departmentId", start_date = v."startDate"
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as v("userId" text, "firstName" text, "lastName" text, "jobTitle" text, "departmentId" uuid, "startDate" date)
    where p.user_id = v."userId"
  `);
  // Only the accounts whose name changes: each changed account announces itself to the session caches.
  const names = rows.map((row) => ({ id: row.userId, name: [row.firstName, row.lastName].filter(Boolean).join(' ') }));
  await db.execute(sql`
    update ${users} as u set name = v.name
    from jsonb_to_recordset(${JSON.stringify(names)}::jsonb) as v(id text, name text)
    where u.id = v.id and u.name is distinct from v.name
  `);
}

/** A new reporting line: a manager with an account, or the email of one who has yet to join. */
export interface ReportingLine {
  userId: string;
  managerId: string | null;
  awaitedManagerEmail: string | null;
}

/**
 * Gives these people their new managers; call it with the reporting lines locked and the lines
 * checked for loops as a whole. Every line is cleared first, then set: set one by one, a line
 * could meet one not yet changed and make a loop that the file as a whole does not make (two
 * people swapping places), which the database's trigger would refuse.
 */
export async function replaceReportingLines(db: Executor, lines: readonly ReportingLine[]) {
  if (lines.length === 0) return;
  const changed = JSON.stringify(lines);
  await db.execute(sql`
    update ${profiles} set manager_id = null
    where user_id in (select "userId" from jsonb_to_recordset(${changed}::jsonb) as v("userId" text))
      and manager_id is not null
  `);
  await db.execute(sql`
    update ${profiles} as p
    set manager_id = v."managerId", awaited_manager_email = v."awaitedManagerEmail"
    from jsonb_to_recordset(${changed}::jsonb) as v("userId" text, "managerId" text, "awaitedManagerEmail" text)
    where p.user_id = v."userId"
  `);
}

/** The active person with this (lower-cased) email, if any. */
export async function findActiveIdByEmail(db: Executor, email: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deactivatedAt)));
  return row?.id;
}

/** Places a new person: the fields given; one left undefined keeps what the registration wrote. */
export async function placeProfile(
  db: Executor,
  userId: string,
  fields: Partial<
    Pick<typeof profiles.$inferInsert, 'jobRole' | 'departmentId' | 'startDate' | 'managerId' | 'awaitedManagerEmail'>
  >,
) {
  if (Object.values(fields).every((value) => value === undefined)) return;
  await db.update(profiles).set(fields).where(eq(profiles.userId, userId));
}

/**
 * The active people awaiting a manager of this email who still have none now report to the
 * newcomer `id`, but those above the newcomer in their own chain: that line would be a loop.
 * Call it with the reporting lines locked, after the newcomer's own manager is set.
 */
export function adoptAwaitingReports(db: Executor, newcomer: { id: string; email: string }) {
  const aboveNewcomer: SQL = sql`
    with recursive chain(id) as (
      select manager_id from ${profiles} where user_id = ${newcomer.id} and manager_id is not null
      union
      select p.manager_id from chain join ${profiles} p on p.user_id = chain.id where p.manager_id is not null
    )
    select id from chain
  `;
  return db
    .update(profiles)
    .set({ managerId: newcomer.id, awaitedManagerEmail: null })
    .where(
      and(
        eq(profiles.awaitedManagerEmail, newcomer.email),
        isNull(profiles.managerId),
        sql`${profiles.userId} <> ${newcomer.id}`,
        sql`${profiles.userId} not in (${aboveNewcomer})`,
        sql`${profiles.userId} in (select ${users.id} from ${users} where ${users.deactivatedAt} is null)`,
      ),
    );
}
