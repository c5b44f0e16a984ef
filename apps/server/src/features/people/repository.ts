import type { PeopleQuery, PersonRef, PersonUpdate } from '@topgear/shared/people';
import { USER_ID_PATTERN } from '@topgear/shared/users';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { alphabetical, alphabeticalPageOf, containing } from '../../db/pagination';
import { personRefColumns } from '../../db/people';
import { selectRows } from '../../db/raw-rows';
import { orgUnits, profiles, users } from '../../db/schema';

const departments = alias(orgUnits, 'department');
const teams = alias(orgUnits, 'team');

const isActive = isNull(users.deactivatedAt);

/** A person's name, picture and title: how every list and link names them. */

const unitRef = (unit: { id: PgColumn; name: PgColumn }) =>
  sql<{
    id: string;
    name: string;
  } | null>`case when ${unit.id} is null then null else json_build_object('id', ${unit.id}, 'name', ${unit.name}) end`;

/**
 * Held until the transaction ends by whoever changes a reporting line (a manager, a deactivation,
 * an import), before touching any row: changes take turns, and each sees the lines as the one
 * before left them. The profiles trigger takes the same lock (migration 0013).
 */
export function lockReportingLines(db: Executor) {
  return db.execute(sql`select pg_advisory_xact_lock(hashtext('reporting_lines'))`);
}

/**
 * Active people alphabetically, a page at a time; `q` matches any part of a name, job title or
 * department name, in any case.
 */
export async function listPeople(db: Executor, { q, departmentId, managerId, ...page }: PeopleQuery) {
  const { pastCursor, orderBy, limit } = alphabetical({ name: users.name, id: users.id }, page, (id) =>
    USER_ID_PATTERN.test(id),
  );
  const searched =
    q === undefined
      ? undefined
      : sql`(${users.name} || ' ' || coalesce(${profiles.jobRole}, '') || ' ' || coalesce(${departments.name}, '')) ilike ${containing(q)}`;
  const rows = await db
    .select({
      ...personRefColumns,
      email: users.email,
      department: unitRef(departments),
      managerId: profiles.managerId,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(departments, eq(departments.id, profiles.departmentId))
    .where(
      and(
        isActive,
        searched,
        departmentId === undefined ? undefined : eq(profiles.departmentId, departmentId),
        managerId === undefined ? undefined : eq(profiles.managerId, managerId),
        pastCursor,
      ),
    )
    .orderBy(...orderBy)
    .limit(limit);
  return alphabeticalPageOf(rows, page, (row) => row.name);
}

/** Everything a person's page shows but their chain and reports; undefined when there is no such person. */
export async function findPerson(db: Executor, id: string) {
  const [person] = await db
    .select({
      ...personRefColumns,
      email: users.email,
      deactivatedAt: users.deactivatedAt,
      department: unitRef(departments),
      team: unitRef(teams),
      managerId: profiles.managerId,
      startDate: profiles.startDate,
      location: profiles.location,
      workPhone: profiles.workPhone,
      phone: profiles.phone,
      address: profiles.address,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(departments, eq(departments.id, profiles.departmentId))
    .leftJoin(teams, eq(teams.id, profiles.teamId))
    .where(eq(users.id, id));
  return person;
}

/** The active people who report to `managerId` directly, alphabetically. */
export function findDirectReports(db: Executor, managerId: string): Promise<PersonRef[]> {
  return db
    .select(personRefColumns)
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(and(eq(profiles.managerId, managerId), isActive))
    .orderBy(users.name, users.id);
}

/**
 * The managers above `managerId`'s report, starting with `managerId` itself: the manager, theirs,
 * and so on to the top. A loop cannot exist (the trigger refuses one), and UNION stops at a repeat
 * all the same.
 */
export function findChainFrom(db: Executor, managerId: string): Promise<PersonRef[]> {
  return selectRows<PersonRef>(
    db,
    sql`
      with recursive chain(id, depth) as (
        select ${managerId}::text, 1
        union
        select p.manager_id, chain.depth + 1
        from chain join ${profiles} p on p.user_id = chain.id
        where p.manager_id is not null and chain.depth < 1000
      )
      select u.id, u.name, u.image, p.job_role as "jobTitle"
      from chain join ${users} u on u.id = chain.id join ${profiles} p on p.user_id = u.id
      order by chain.depth
    `,
  );
}

/** Whether the person exists, is active and has a profile: who may be a manager or a head. */
export async function isActivePerson(db: Executor, id: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(users.id, id), isActive));
  return row !== undefined;
}

/** Whether `id` names a department (or team, by `kind`). */
export async function unitExists(db: Executor, id: string, kind: 'department' | 'team') {
  const [row] = await db
    .select({ id: orgUnits.id })
    .from(orgUnits)
    .where(and(eq(orgUnits.id, id), eq(orgUnits.kind, kind)));
  return row !== undefined;
}

/** Writes the organisation's fields given; the job title is the profile's `job_role`. */
export function updatePlacement(db: Executor, id: string, { jobTitle, ...changes }: PersonUpdate) {
  return db
    .update(profiles)
    .set({ ...changes, ...(jobTitle !== undefined && { jobRole: jobTitle }) })
    .where(eq(profiles.userId, id));
}

/**
 * Every active person for the org chart, with whom they report to. Ordered by name so that the
 * browser lists each manager's reports alphabetically without sorting. Written out rather than
 * built: the builder maps each of 10,000 rows once more, a third of the query's time (scripts/bench-people.ts).
 */
export function listOrgChart(db: Executor) {
  return selectRows<PersonRef & { managerId: string | null }>(
    db,
    sql`select ${users.id} as id, ${users.name} as name, ${users.image} as image,
        ${profiles.jobRole} as "jobTitle", ${profiles.managerId} as "managerId"
      from ${users} join ${profiles} on ${profiles.userId} = ${users.id}
      where ${users.deactivatedAt} is null
      order by ${users.name}, ${users.id}`,
  );
}

/**
 * Gives the people who report to `id` directly `id`'s own manager (nobody, at the top), and
 * resolves with how many moved. Call it with the reporting lines locked.
 */
export async function moveReportsUp(db: Executor, id: string) {
  const [leaving] = await db.select({ managerId: profiles.managerId }).from(profiles).where(eq(profiles.userId, id));
  const moved = await db
    .update(profiles)
    .set({ managerId: leaving?.managerId ?? null })
    .where(eq(profiles.managerId, id))
    .returning({ id: profiles.userId });
  return moved.length;
}

/** The person's direct manager while that account is active; undefined otherwise. */
export async function findActiveManagerOf(db: Executor, personId: string) {
  const managers = alias(users, 'manager');
  const [row] = await db
    .select({ id: managers.id })
    .from(profiles)
    .innerJoin(managers, eq(managers.id, profiles.managerId))
    .where(and(eq(profiles.userId, personId), isNull(managers.deactivatedAt)));
  return row?.id;
}

/** Every active administrator. */
export async function findActiveAdminIds(db: Executor) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.isAdmin, true), isActive));
  return rows.map((row) => row.id);
}

/** Whether `managerId` is somewhere above `personId` in the reporting chain: their manager, that one's, and so on. */
export async function isAboveInChain(db: Executor, managerId: string, personId: string) {
  const [row] = await selectRows<{ above: boolean }>(
    db,
    sql`
      with recursive chain(id, depth) as (
        select p.manager_id, 1 from ${profiles} p where p.user_id = ${personId} and p.manager_id is not null
        union
        select p.manager_id, chain.depth + 1
        from chain join ${profiles} p on p.user_id = chain.id
        where p.manager_id is not null and chain.depth < 1000
      )
      select exists (select 1 from chain where chain.id = ${managerId}) as above
    `,
  );
  return row?.above === true;
}

/** The active people below `managerId` at any distance: their reports, the reports' reports, and so on. */
export async function findAllReportIds(db: Executor, managerId: string) {
  const rows = await selectRows<{ id: string }>(
    db,
    sql`
      with recursive below(id, depth) as (
        select p.user_id, 1 from ${profiles} p where p.manager_id = ${managerId}
        union
        select p.user_id, below.depth + 1
        from below join ${profiles} p on p.manager_id = below.id
        where below.depth < 1000
      )
      select distinct below.id from below join ${users} u on u.id = below.id where u.deactivated_at is null
    `,
  );
  return rows.map((row) => row.id);
}

/** The active members of a team. */
export async function findTeamMemberIds(db: Executor, teamId: string) {
  const rows = await db
    .select({ id: users.id })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(and(eq(profiles.teamId, teamId), isActive));
  return rows.map((row) => row.id);
}
