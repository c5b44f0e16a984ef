import type { CheckInStatus } from '@topgear/shared/goals';
import type { Page, PageQuery } from '@topgear/shared/pagination';
import { and, asc, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { ownedRow } from '../../db/personal-rows';
import { keyset, pageOf } from '../../db/pagination';
import { goalCheckIns, goals, users } from '../../db/schema';

type NewGoal = typeof goals.$inferInsert;
type NewCheckIn = typeof goalCheckIns.$inferInsert;
/** The form's fields of a goal, as its owner writes them. */
export type GoalFields = Omit<NewGoal, 'id' | 'userId' | 'feedback' | 'createdAt'>;

type StoredGoal = typeof goals.$inferSelect;
type StoredCheckIn = Omit<typeof goalCheckIns.$inferSelect, 'goalId'>;

/** A goal with where its latest check-in left it: progress 0 and no status before the first. */
export type GoalRow = StoredGoal & { progress: number; status: CheckInStatus | null };

/** The goal's latest check-in, joined laterally so a page of goals costs one query. */
const latestCheckIn = (db: Executor) =>
  db
    .select({ progress: goalCheckIns.progress, status: goalCheckIns.status })
    .from(goalCheckIns)
    .where(eq(goalCheckIns.goalId, goals.id))
    .orderBy(desc(goalCheckIns.createdAt), desc(goalCheckIns.id))
    .limit(1)
    .as('latest_check_in');

/** A goal's columns with where its latest check-in left it. */
const withProgress = (latest: ReturnType<typeof latestCheckIn>) => ({
  ...getTableColumns(goals),
  progress: sql<number>`coalesce(${latest.progress}, 0)`.mapWith(Number),
  status: latest.status,
});

function selectGoalsWithProgress(db: Executor) {
  const latest = latestCheckIn(db);
  return db
    .select(withProgress(latest))
    .from(goals)
    .leftJoinLateral(latest, sql`true`);
}

/** Everyone's goals newest first, each with its owner, for managers. */
export async function listTeamGoals(db: Executor, page: PageQuery) {
  const { pastCursor, orderBy, limit } = keyset(goals, page, 'newest');
  const latest = latestCheckIn(db);
  const rows = await db
    .select({ ...withProgress(latest), owner: { id: users.id, name: users.name } })
    .from(goals)
    .innerJoin(users, eq(users.id, goals.userId))
    .leftJoinLateral(latest, sql`true`)
    .where(pastCursor)
    .orderBy(...orderBy)
    .limit(limit);
  return pageOf(rows, page);
}

/** The owner's goals newest first, a page at a time. */
export async function listGoals(db: Executor, userId: string, page: PageQuery): Promise<Page<GoalRow>> {
  const { pastCursor, orderBy, limit } = keyset(goals, page, 'newest');
  const rows = await selectGoalsWithProgress(db)
    .where(and(eq(goals.userId, userId), pastCursor))
    .orderBy(...orderBy)
    .limit(limit);
  return pageOf(rows, page);
}

export async function findGoal(db: Executor, userId: string, id: string): Promise<GoalRow | undefined> {
  const [goal] = await selectGoalsWithProgress(db).where(ownedRow(goals, userId, id));
  return goal;
}

/**
 * Locks the owner's goal row until the transaction ends, so a check-in and a change of target
 * are checked against each other one at a time. Resolves with its target, or undefined.
 */
export async function lockGoal(db: Executor, userId: string, id: string) {
  const [goal] = await db
    .select({ target: goals.target })
    .from(goals)
    .where(ownedRow(goals, userId, id))
    .for('update');
  return goal;
}

/** The progress of the goal's latest check-in; 0 before the first. */
export async function latestProgress(db: Executor, goalId: string) {
  const [latest] = await db
    .select({ progress: goalCheckIns.progress })
    .from(goalCheckIns)
    .where(eq(goalCheckIns.goalId, goalId))
    .orderBy(desc(goalCheckIns.createdAt), desc(goalCheckIns.id))
    .limit(1);
  return latest?.progress ?? 0;
}

/** Stores a new goal; it has no check-ins yet. */
export async function insertGoal(db: Executor, goal: GoalFields & { userId: string }): Promise<GoalRow> {
  const [inserted] = await db.insert(goals).values(goal).returning();
  return { ...inserted!, progress: 0, status: null };
}

/** Resolves with the id when the owner's goal was updated, undefined when there is none. */
export async function updateGoal(db: Executor, userId: string, id: string, fields: GoalFields) {
  const [updated] = await db
    .update(goals)
    .set(fields)
    .where(ownedRow(goals, userId, id))
    .returning({ id: goals.id });
  return updated?.id;
}

/**
 * Sets the feedback on anyone's goal (a manager's or an administrator's write); resolves with the
 * goal's owner and name, or undefined when there is no such goal.
 */
export async function setFeedback(db: Executor, id: string, feedback: string) {
  const [goal] = await db
    .update(goals)
    .set({ feedback })
    .where(eq(goals.id, id))
    .returning({ userId: goals.userId, name: goals.name });
  return goal;
}

/** Deletes the owner's goal (its check-ins go with it); resolves with whether there was one. */
export async function deleteGoal(db: Executor, userId: string, id: string) {
  const deleted = await db
    .delete(goals)
    .where(ownedRow(goals, userId, id))
    .returning({ id: goals.id });
  return deleted.length > 0;
}

export async function insertCheckIn(db: Executor, checkIn: NewCheckIn) {
  await db.insert(goalCheckIns).values(checkIn);
}

/** The goal's check-ins, oldest first. */
export async function listCheckIns(db: Executor, goalId: string): Promise<StoredCheckIn[]> {
  const rows = await db
    .select({
      id: goalCheckIns.id,
      progress: goalCheckIns.progress,
      status: goalCheckIns.status,
      comment: goalCheckIns.comment,
      createdAt: goalCheckIns.createdAt,
    })
    .from(goalCheckIns)
    .where(eq(goalCheckIns.goalId, goalId))
    .orderBy(asc(goalCheckIns.createdAt), asc(goalCheckIns.id));
  return rows;
}

/**
 * The person's goals whose latest check-in has not reached the target (none yet counts as 0),
 * newest first, a page at a time: what their page shows as goals in progress.
 */
export async function listGoalsInProgress(db: Executor, userId: string, page: PageQuery): Promise<Page<GoalRow>> {
  const { pastCursor, orderBy, limit } = keyset(goals, page, 'newest');
  const latest = latestCheckIn(db);
  const rows = await db
    .select(withProgress(latest))
    .from(goals)
    .leftJoinLateral(latest, sql`true`)
    .where(and(eq(goals.userId, userId), sql`coalesce(${latest.progress}, 0) < ${goals.target}`, pastCursor))
    .orderBy(...orderBy)
    .limit(limit);
  return pageOf(rows, page);
}

/**
 * The person's goals that share a day with the period `from`–`to` (a goal without dates always
 * does), with their progress, newest first: what a review of that period rates.
 */
export function listGoalsDuring(db: Executor, userId: string, from: string, to: string) {
  return selectGoalsWithProgress(db)
    .where(
      and(
        eq(goals.userId, userId),
        sql`(${goals.from} is null or ${goals.from} <= ${to}::date)`,
        sql`(${goals.to} is null or ${goals.to} >= ${from}::date)`,
      ),
    )
    .orderBy(desc(goals.createdAt), desc(goals.id))
    .limit(100);
}

/**
 * For each of the people, how many goals share a day with the period `from`–`to` and their mean
 * progress toward target in percent (a goal past its target counts as reached): one query for a
 * whole review cycle's table.
 */
export async function summariseGoalsDuring(db: Executor, userIds: readonly string[], from: string, to: string) {
  if (userIds.length === 0) return new Map<string, { count: number; averageProgress: number | null }>();
  const latest = latestCheckIn(db);
  const rows = await db
    .select({
      userId: goals.userId,
      count: sql<number>`count(*)::int`,
      averageProgress: sql<
        number | null
      >`round(avg(least(coalesce(${latest.progress}, 0)::numeric / ${goals.target}, 1)) * 100)::int`,
    })
    .from(goals)
    .leftJoinLateral(latest, sql`true`)
    .where(
      and(
        sql`${goals.userId} in (select jsonb_array_elements_text(${JSON.stringify(userIds)}::jsonb))`,
        sql`(${goals.from} is null or ${goals.from} <= ${to}::date)`,
        sql`(${goals.to} is null or ${goals.to} >= ${from}::date)`,
      ),
    )
    .groupBy(goals.userId);
  return new Map(rows.map(({ userId, ...summary }) => [userId, summary]));
}
