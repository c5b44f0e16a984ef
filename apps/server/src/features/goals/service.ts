import { AUDIT_SUMMARIES } from '@topgear/shared/audit';
import { GOAL_MESSAGES, type checkInInputSchema, type goalInputSchema } from '@topgear/shared/goals';
import type { PageQuery } from '@topgear/shared/pagination';
import type { z } from 'zod';
import type { Auditor } from '../../audit';
import type { Database, Executor } from '../../db/client';
import { nameOf } from '../../db/personal-rows';
import { notFound, orNotFound, validationFailed } from '../../http-errors';
import type { Notifier } from '../../notifier';
import type { SessionUser } from '../../plugins/auth';
import {
  deleteGoal,
  findGoal,
  insertCheckIn,
  insertGoal,
  latestProgress,
  listCheckIns,
  listGoals,
  listTeamGoals,
  lockGoal,
  setFeedback,
  updateGoal,
} from './repository';

type GoalInput = z.output<typeof goalInputSchema>;
type CheckInInput = z.output<typeof checkInInputSchema>;

/** A manager or an administrator writing feedback, named in the owner's notification. */
type Author = Pick<SessionUser, 'id' | 'fullName'>;

/** The goal's own page in the dashboard, where its owner reads the feedback. */
const goalPage = (id: string) => `/dashboard/goals/${id}`;

/**
 * Every goal belongs to the user passed in: another user's goal answers the same 404 as none at
 * all. Only feedback, a manager's or an administrator's write, reaches anyone's goal.
 */
export function createGoalService({ db, notifier, auditor }: { db: Database; notifier: Notifier; auditor: Auditor }) {
  async function detail(executor: Executor, userId: string, id: string) {
    const goal = orNotFound(await findGoal(executor, userId, id), GOAL_MESSAGES.notFound);
    return { ...goal, checkIns: await listCheckIns(executor, id) };
  }

  return {
    /** Newest first, each with its latest check-in's progress and status. */
    list: (userId: string, page: PageQuery) => listGoals(db, userId, page),

    /** Everyone's goals, newest first, each with its owner: for managers. */
    teamGoals: (page: PageQuery) => listTeamGoals(db, page),

    /** The goal with its check-ins, oldest first. */
    get: (userId: string, id: string) => detail(db, userId, id),

    create: (userId: string, input: GoalInput) => insertGoal(db, { ...input, userId }),

    /**
     * Replaces the form's fields. A target below the progress already checked in is refused rather
     * than hidden, so the progress shown never passes its target.
     */
    update: (userId: string, id: string, input: GoalInput) =>
      db.transaction(async (tx) => {
        orNotFound(await lockGoal(tx, userId, id), GOAL_MESSAGES.notFound);
        if (input.target < (await latestProgress(tx, id))) {
          throw validationFailed({ target: GOAL_MESSAGES.targetBelowProgress });
        }
        await updateGoal(tx, userId, id, input);
        return orNotFound(await findGoal(tx, userId, id), GOAL_MESSAGES.notFound);
      }),

    remove: async (userId: string, id: string) => {
      if (!(await deleteGoal(db, userId, id))) throw notFound(GOAL_MESSAGES.notFound);
    },

    /** Records progress toward the target; resolves with the goal and all its check-ins. */
    checkIn: (userId: string, id: string, input: CheckInInput) =>
      db.transaction(async (tx) => {
        const goal = orNotFound(await lockGoal(tx, userId, id), GOAL_MESSAGES.notFound);
        if (input.progress > goal.target) throw validationFailed({ progress: GOAL_MESSAGES.progressOverTarget });
        await insertCheckIn(tx, { ...input, goalId: id });
        return detail(tx, userId, id);
      }),

    /**
     * Sets a manager's or an administrator's feedback on anyone's goal, replacing any before it,
     * tells the owner (unless they wrote it themselves) and records it in the audit log. Resolves
     * with the goal.
     */
    giveFeedback: (author: Author, id: string, feedback: string) =>
      notifier.writeAndTell(async (tx, tell) => {
        const { userId, name } = orNotFound(await setFeedback(tx, id, feedback), GOAL_MESSAGES.notFound);
        await auditor.record(tx, author, {
          action: 'goal.feedback',
          summary: AUDIT_SUMMARIES.goalFeedback((await nameOf(tx, userId)) ?? '', name),
          subjectId: id,
        });
        if (userId !== author.id) {
          await tell({
            userId,
            kind: 'goal-feedback',
            text: GOAL_MESSAGES.feedbackNotification(author.fullName, name),
            link: goalPage(id),
          });
        }
        return orNotFound(await findGoal(tx, userId, id), GOAL_MESSAGES.notFound);
      }),
  };
}
