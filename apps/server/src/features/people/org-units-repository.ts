import type { OrgUnitKind, OrgUnitUpdate } from '@topgear/shared/people';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { invitations, orgUnits, profiles, users } from '../../db/schema';

/** The profile column that places a person in a unit of this kind. */
const memberColumn = (kind: OrgUnitKind) => (kind === 'department' ? profiles.departmentId : profiles.teamId);

/** Departments (or teams) alphabetically, with their head and how many active people are in each. */
export function listUnits(db: Executor, kind: OrgUnitKind) {
  const members = db
    .select({ unitId: sql<string>`${memberColumn(kind)}`.as('unit_id'), total: count().as('total') })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(isNull(users.deactivatedAt))
    .groupBy(memberColumn(kind))
    .as('members');
  return db
    .select({
      id: orgUnits.id,
      name: orgUnits.name,
      head: sql<{
        id: string;
        name: string;
        image: string | null;
        jobTitle: string | null;
      } | null>`case when ${users.id} is null then null else json_build_object('id', ${users.id}, 'name', ${users.name}, 'image', ${users.image}, 'jobTitle', ${profiles.jobRole}) end`,
      memberCount: sql<number>`coalesce(${members.total}, 0)::int`,
    })
    .from(orgUnits)
    .leftJoin(users, eq(users.id, orgUnits.headId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(members, eq(members.unitId, orgUnits.id))
    .where(eq(orgUnits.kind, kind))
    .orderBy(sql`lower(${orgUnits.name})`, orgUnits.id);
}

/** The unit, locked until the transaction ends; undefined when there is no unit of this kind with that id. */
export async function lockUnit(db: Executor, kind: OrgUnitKind, id: string) {
  const [unit] = await db
    .select({ id: orgUnits.id, name: orgUnits.name })
    .from(orgUnits)
    .where(and(eq(orgUnits.id, id), eq(orgUnits.kind, kind)))
    .for('update');
  return unit;
}

export async function insertUnit(db: Executor, kind: OrgUnitKind, name: string, headId: string | null) {
  const [unit] = await db.insert(orgUnits).values({ kind, name, headId }).returning({ id: orgUnits.id });
  return unit!.id;
}

export function updateUnit(db: Executor, id: string, changes: OrgUnitUpdate) {
  return db.update(orgUnits).set(changes).where(eq(orgUnits.id, id));
}

/** How many active people are in the unit. */
export async function countActiveMembers(db: Executor, kind: OrgUnitKind, id: string) {
  const [row] = await db
    .select({ total: count() })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(and(eq(memberColumn(kind), id), isNull(users.deactivatedAt)));
  return row?.total ?? 0;
}

/**
 * Moves everyone in unit `from` (active or not) to unit `into` (null: to none), and for a
 * department the pending invitations an import placed in it too, so that invitees join `into`.
 */
export async function moveMembers(db: Executor, kind: OrgUnitKind, from: string, into: string | null) {
  if (kind === 'team') {
    await db.update(profiles).set({ teamId: into }).where(eq(profiles.teamId, from));
    return;
  }
  await db.update(profiles).set({ departmentId: into }).where(eq(profiles.departmentId, from));
  await db
    .update(invitations)
    .set({ departmentId: into })
    .where(and(eq(invitations.departmentId, from), isNull(invitations.acceptedAt)));
}

export function deleteUnit(db: Executor, id: string) {
  return db.delete(orgUnits).where(eq(orgUnits.id, id));
}
