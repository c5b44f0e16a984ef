import { TASK_STATUSES, type TaskStatus, type taskSchema } from '@topgear/shared/tasks';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { ownedRow } from '../../db/personal-rows';
import { goals, meetingSeries, tasks } from '../../db/schema';

/** What a client sees of a task; a check constraint keeps `status` to the board's columns. */
const taskColumns = {
  id: tasks.id,
  text: tasks.text,
  dueDate: tasks.dueDate,
  status: tasks.status,
  goalId: tasks.goalId,
  meetingSeriesId: tasks.meetingSeriesId,
  meetingOccursAt: tasks.meetingOccursAt,
  meetingTitle: sql<
    string | null
  >`(select ${meetingSeries.title} from ${meetingSeries} where ${meetingSeries.id} = ${tasks.meetingSeriesId})`,
  createdAt: tasks.createdAt,
};

export type TaskRow = z.output<typeof taskSchema>;

/** The parts of a task its owner writes. */
export type TaskFields = Pick<typeof tasks.$inferInsert, 'text' | 'dueDate' | 'goalId'>;

/** The meeting an action item was agreed in. */
export type MeetingLink = Pick<typeof tasks.$inferInsert, 'meetingSeriesId' | 'meetingOccursAt'>;

/** Left to right as TASK_STATUSES lists them, not alphabetically as the text sorts. */
const columnOrder = sql`array_position(array[${sql.join(
  TASK_STATUSES.map((status) => sql`${status}`),
  sql`, `,
)}]::text[], ${tasks.status})`;

/**
 * The board query, built once per database handle and prepared by name: the most frequent request
 * of the dashboard then costs neither building its SQL nor PostgreSQL planning it again. The user's
 * rows come from the (user_id, status, position) index; sorting one person's board in memory costs
 * next to nothing.
 */
const prepareBoard = (db: Executor, ofGoal: boolean) =>
  db
    .select(taskColumns)
    .from(tasks)
    .where(
      and(
        eq(tasks.userId, sql.placeholder('userId')),
        ofGoal ? eq(tasks.goalId, sql.placeholder('goalId')) : undefined,
      ),
    )
    .orderBy(columnOrder, asc(tasks.position))
    .prepare(ofGoal ? 'tasks_board_of_goal' : 'tasks_board');

type PreparedBoard = ReturnType<typeof prepareBoard>;
const preparedBoards = new WeakMap<Executor, { all?: PreparedBoard; ofGoal?: PreparedBoard }>();

function preparedBoard(db: Executor, ofGoal: boolean): PreparedBoard {
  const boards = preparedBoards.get(db) ?? {};
  preparedBoards.set(db, boards);
  const key = ofGoal ? 'ofGoal' : 'all';
  return (boards[key] ??= prepareBoard(db, ofGoal));
}

/** The user's board (or the part of it linked to one of their goals), column by column, each in its order. */
export const listBoard = (db: Executor, userId: string, goalId?: string): Promise<TaskRow[]> =>
  goalId === undefined
    ? preparedBoard(db, false).execute({ userId })
    : preparedBoard(db, true).execute({ userId, goalId });

/**
 * Whether `goalId` is one of the user's goals. Holds a key-share lock on it until the transaction
 * ends, so the goal cannot be deleted between this check and the write that links a task to it.
 */
export async function isOwnGoal(tx: Executor, userId: string, goalId: string) {
  const [goal] = await tx
    .select({ id: goals.id })
    .from(goals)
    .where(and(eq(goals.id, goalId), eq(goals.userId, userId)))
    .for('key share');
  return goal !== undefined;
}

export async function findTask(db: Executor, userId: string, id: string) {
  const [task] = await db
    .select(taskColumns)
    .from(tasks)
    .where(ownedRow(tasks, userId, id));
  return task;
}

/** Adds the task below the last card of its column. */
export async function insertTaskAtBottom(
  tx: Executor,
  task: TaskFields & MeetingLink & { userId: string; status: TaskStatus },
): Promise<TaskRow> {
  const nextPosition = sql<number>`(
    select coalesce(max(${tasks.position}) + 1, 0) from ${tasks}
    where ${tasks.userId} = ${task.userId} and ${tasks.status} = ${task.status}
  )`;
  const [inserted] = await tx
    .insert(tasks)
    .values({ ...task, position: nextPosition })
    .returning(taskColumns);
  return inserted!;
}

export async function updateTask(db: Executor, userId: string, id: string, changes: Partial<TaskFields>) {
  const [updated] = await db
    .update(tasks)
    .set(changes)
    .where(ownedRow(tasks, userId, id))
    .returning(taskColumns);
  return updated;
}

export async function deleteTask(tx: Executor, userId: string, id: string) {
  const [deleted] = await tx
    .delete(tasks)
    .where(ownedRow(tasks, userId, id))
    .returning({
      status: tasks.status,
      meetingSeriesId: tasks.meetingSeriesId,
      meetingOccursAt: tasks.meetingOccursAt,
    });
  return deleted;
}

/** The ids of a column's cards in order, leaving out `exceptId`. */
export async function columnIds(tx: Executor, userId: string, status: TaskStatus, exceptId?: string) {
  const rows = await tx
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(eq(tasks.userId, userId), eq(tasks.status, status), exceptId ? ne(tasks.id, exceptId) : undefined))
    .orderBy(asc(tasks.position), asc(tasks.id));
  return rows.map((row) => row.id);
}

/** Puts the cards `ids` in column `status` at positions 0, 1, 2… in that order, writing only the rows that change. */
export async function placeInColumn(tx: Executor, userId: string, status: TaskStatus, ids: string[]) {
  if (ids.length === 0) return;
  const places = sql.join(
    ids.map((id, position) => sql`(${id}::uuid, ${position}::integer)`),
    sql`, `,
  );
  await tx.execute(sql`
    update ${tasks} set status = ${status}, position = place.position
    from (values ${places}) as place (id, position)
    where ${tasks.id} = place.id and ${tasks.userId} = ${userId}
      and (${tasks.status} <> ${status} or ${tasks.position} <> place.position)
  `);
}
