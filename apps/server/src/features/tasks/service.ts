import { TASK_MESSAGES, type newTaskSchema, type taskChangesSchema, type taskMoveSchema } from '@topgear/shared/tasks';
import type { z } from 'zod';
import { lockPerson } from '../../db/personal-rows';
import type { Database, Executor } from '../../db/client';
import { orNotFound, validationFailed } from '../../http-errors';
import { isUuid } from '../../http-params';
import {
  columnIds,
  deleteTask,
  findTask,
  insertTaskAtBottom,
  isOwnGoal,
  listBoard,
  placeInColumn,
  updateTask,
  type TaskRow,
} from './repository';

/** An action item from a meeting, as the meetings feature hands it over. */
export interface ActionItemTask {
  text: string;
  dueDate: string;
  meetingSeriesId: string;
  meetingOccursAt: Date;
}

/** Where an action item was agreed; null on a task of the owner's own. */
interface MeetingOf {
  meetingSeriesId: string | null;
  meetingOccursAt: Date | null;
}

interface TaskServiceDeps {
  db: Database;
  /** Told, after the commit, of a change its owner made on the board to an action item from a meeting. */
  onActionItemChanged?: (task: MeetingOf) => void;
}

export type TaskService = ReturnType<typeof createTaskService>;

/**
 * Every write that changes positions first locks the owner's board, so the positions of each column
 * stay 0..n-1 with no duplicates whatever order simultaneous requests (two open tabs) arrive in.
 */
export function createTaskService({ db, onActionItemChanged = () => {} }: TaskServiceDeps) {
  /** Passes `task` on to whoever follows action items, when it is one. */
  function tellIfActionItem(task: MeetingOf) {
    if (task.meetingSeriesId !== null) onActionItemChanged(task);
  }

  /** Refuses a goal the user does not own; `null` (unlink) and a left-out goal pass. */
  async function checkOwnGoal(tx: Executor, userId: string, goalId: string | null | undefined) {
    if (goalId && !(await isOwnGoal(tx, userId, goalId)))
      throw validationFailed({ goalId: TASK_MESSAGES.goalNotFound });
  }

  return {
    /** The whole board; with `goalId`, only the tasks linked to it (an id that is no uuid links none). */
    async board(userId: string, goalId?: string): Promise<TaskRow[]> {
      if (goalId !== undefined && !isUuid(goalId)) return [];
      return listBoard(db, userId, goalId);
    },

    /** A new card at the bottom of its column. */
    add: (userId: string, task: z.output<typeof newTaskSchema>) =>
      db.transaction(async (tx) => {
        await lockPerson(tx, userId);
        await checkOwnGoal(tx, userId, task.goalId);
        return insertTaskAtBottom(tx, { ...task, userId });
      }),

    /** Changes the text, date or goal in place; the card keeps its column and place. */
    async edit(userId: string, id: string, changes: z.output<typeof taskChangesSchema>) {
      const task = await db.transaction(async (tx) => {
        await checkOwnGoal(tx, userId, changes.goalId);
        const task = Object.keys(changes).length === 0 ? findTask(tx, userId, id) : updateTask(tx, userId, id, changes);
        return orNotFound(await task, TASK_MESSAGES.notFound);
      });
      tellIfActionItem(task);
      return task;
    },

    /**
     * Takes the card out of its column and puts it at `index` among the target column's other
     * cards (after the last one when `index` is past the end). Resolves with the board afterwards.
     */
    async move(userId: string, id: string, { status, index }: z.output<typeof taskMoveSchema>) {
      const { task, board } = await db.transaction(async (tx) => {
        await lockPerson(tx, userId);
        const task = orNotFound(await findTask(tx, userId, id), TASK_MESSAGES.notFound);
        if (task.status !== status) {
          await placeInColumn(tx, userId, task.status, await columnIds(tx, userId, task.status, id));
        }
        const target = await columnIds(tx, userId, status, id);
        target.splice(Math.min(index, target.length), 0, id);
        await placeInColumn(tx, userId, status, target);
        return { task, board: await listBoard(tx, userId) };
      });
      tellIfActionItem(task);
      return board;
    },

    /** An action item agreed in a meeting: a card at the bottom of the owner's Not Started column, linked to it. */
    addActionItem: (ownerId: string, item: ActionItemTask) =>
      db.transaction(async (tx) => {
        await lockPerson(tx, ownerId);
        return insertTaskAtBottom(tx, { ...item, goalId: null, userId: ownerId, status: 'not-started' });
      }),

    /**
     * Ticks or unticks an action item from its meeting: done puts the card at the top of the
     * owner's Completed column, undone at the top of Not Started; a card already there stays put.
     */
    setDone: (ownerId: string, id: string, done: boolean) =>
      db.transaction(async (tx) => {
        await lockPerson(tx, ownerId);
        const task = orNotFound(await findTask(tx, ownerId, id), TASK_MESSAGES.notFound);
        const status = done ? 'completed' : 'not-started';
        if ((task.status === 'completed') === done) return task;
        await placeInColumn(tx, ownerId, task.status, await columnIds(tx, ownerId, task.status, id));
        await placeInColumn(tx, ownerId, status, [id, ...(await columnIds(tx, ownerId, status, id))]);
        return orNotFound(await findTask(tx, ownerId, id), TASK_MESSAGES.notFound);
      }),

    /** Deletes the card for good and closes the gap it leaves in its column. */
    async remove(userId: string, id: string) {
      const deleted = await db.transaction(async (tx) => {
        await lockPerson(tx, userId);
        const deleted = orNotFound(await deleteTask(tx, userId, id), TASK_MESSAGES.notFound);
        await placeInColumn(tx, userId, deleted.status, await columnIds(tx, userId, deleted.status));
        return deleted;
      });
      tellIfActionItem(deleted);
    },
  };
}
