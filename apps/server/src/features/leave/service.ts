import { AUDIT_SUMMARIES } from '@topgear/shared/audit';
import {
  DEFAULT_LEAVE_BALANCES,
  LEAVE_MESSAGES,
  LEAVE_TYPES,
  leaveDaysBetween,
  type LeaveBalance,
  type LeaveDecision,
  type LeaveRequestQuery,
  type LeaveType,
  type TeamLeaveQuery,
  type newLeaveRequestSchema,
} from '@topgear/shared/leave';
import type { Page } from '@topgear/shared/pagination';
import type { z } from 'zod';
import type { Auditor } from '../../audit';
import type { Database, Executor } from '../../db/client';
import { nameOf } from '../../db/personal-rows';
import { conflict, forbidden, notFound, orNotFound } from '../../http-errors';
import type { Notifier } from '../../notifier';
import type { SessionUser } from '../../plugins/auth';
import {
  cancelPendingRequest,
  changeBalance,
  decidePendingRequest,
  findAnyRequest,
  findRequest,
  hasOverlappingLeave,
  insertBalances,
  insertRequest,
  listBalances,
  listRequests,
  listTeamRequests,
  lockBalances,
  requestsDuring,
  setFeedback,
  type LeaveRequestRow,
} from './repository';

export function createLeaveService() {
  return {
    /** Gives a new person the balances everyone starts with; pass the transaction that creates them. */
    createDefaultBalances: (tx: Executor, userId: string) =>
      insertBalances(
        tx,
        DEFAULT_LEAVE_BALANCES.map((balance) => ({ userId, ...balance })),
      ),
  };
}

const byTypeOrder = (a: { type: LeaveType }, b: { type: LeaveType }) =>
  LEAVE_TYPES.indexOf(a.type) - LEAVE_TYPES.indexOf(b.type);

/** A manager or an administrator writing feedback or deciding, named in the owner's notification. */
type Author = Pick<SessionUser, 'id' | 'fullName'>;

/** The first day of the month after `month` (YYYY-MM), as YYYY-MM-DD. */
function firstDayAfter(month: string) {
  const [year = 0, monthNumber = 0] = month.split('-').map(Number);
  return new Date(Date.UTC(year, monthNumber, 1)).toISOString().slice(0, 10);
}

/** The Days Off page, where the owner reads their records' status and feedback. */
const DAYS_OFF_PAGE = '/dashboard/vacation-select';

/**
 * A person's days off: the balances and the requests that draw on them. Every write that changes
 * a balance (a request, a cancellation, a rejection) takes the owner's balance rows under lock
 * first, so they are applied one at a time and the balance can never go below zero or get the
 * same days back twice.
 */
export function createLeaveRequestService({
  db,
  notifier,
  auditor,
}: {
  db: Database;
  notifier: Notifier;
  auditor: Auditor;
}) {
  return {
    /** Vacation, then Sick. */
    balances: async (userId: string): Promise<LeaveBalance[]> =>
      (await listBalances(db, userId)).sort(byTypeOrder).map(({ type, label, days }) => ({ type, label, days })),

    /** Newest first, of one status when the query names one. */
    requests: (userId: string, query: LeaveRequestQuery): Promise<Page<LeaveRequestRow>> =>
      listRequests(db, userId, query),

    /** Everyone's records, newest first, for managers. */
    teamRequests: (query: TeamLeaveQuery) => listTeamRequests(db, query),

    /** Who is out, or asked to be, on any day of `month` (YYYY-MM). */
    calendar: (month: string) => requestsDuring(db, `${month}-01`, firstDayAfter(month)),

    /** Stores a pending request, counted by the product's rule, and takes its days off that balance at once. */
    request: (userId: string, { type, from, to, notes }: z.output<typeof newLeaveRequestSchema>) =>
      db.transaction(async (tx) => {
        const balances = await lockBalances(tx, userId);
        const days = leaveDaysBetween(from, to);
        if (await hasOverlappingLeave(tx, userId, from, to)) {
          throw conflict('LEAVE_OVERLAPS', LEAVE_MESSAGES.overlaps);
        }
        const available = balances.find((balance) => balance.type === type)?.days ?? 0;
        if (days > available) {
          throw conflict('OVER_BALANCE', LEAVE_MESSAGES.overBalance(type, available, days));
        }
        const stored = await insertRequest(tx, { userId, type, from, to, days, notes });
        await changeBalance(tx, userId, type, -days);
        return stored;
      }),

    /** Cancels a pending request and gives its days back; 409 once it is no longer pending. */
    cancel: (userId: string, id: string) =>
      db.transaction(async (tx) => {
        await lockBalances(tx, userId);
        const cancelled = await cancelPendingRequest(tx, userId, id);
        if (cancelled) {
          await changeBalance(tx, userId, cancelled.type, cancelled.days);
          return cancelled;
        }
        if (await findRequest(tx, userId, id)) throw conflict('NOT_PENDING', LEAVE_MESSAGES.notPending);
        throw notFound(LEAVE_MESSAGES.notFound);
      }),

    /**
     * Sets a manager's or an administrator's feedback on anyone's record, replacing any before it,
     * and tells the owner (unless they wrote it themselves).
     */
    giveFeedback: (author: Author, id: string, feedback: string) =>
      notifier.writeAndTell(async (tx, tell) => {
        const stored = orNotFound(await setFeedback(tx, id, feedback), LEAVE_MESSAGES.notFound);
        await auditor.record(tx, author, {
          action: 'leave.feedback',
          summary: AUDIT_SUMMARIES.leaveFeedback((await nameOf(tx, stored.userId)) ?? '', stored),
          subjectId: id,
        });
        if (stored.userId !== author.id) {
          await tell({
            userId: stored.userId,
            kind: 'leave-feedback',
            text: LEAVE_MESSAGES.feedbackNotification(author.fullName, stored),
            link: DAYS_OFF_PAGE,
          });
        }
        return stored;
      }),

    /**
     * Approves or rejects someone else's pending request and tells its owner; a rejection gives
     * the days back. It takes the owner's balance locks like the owner's own writes, so a decision
     * and a cancellation sent together are applied one after the other and the second finds the
     * request no longer pending (409).
     */
    decide: (author: Author, id: string, decision: LeaveDecision) =>
      notifier.writeAndTell(async (tx, tell) => {
        const { userId } = orNotFound(await findAnyRequest(tx, id), LEAVE_MESSAGES.notFound);
        if (userId === author.id) throw forbidden(LEAVE_MESSAGES.ownDecision);
        await lockBalances(tx, userId);
        const request = await decidePendingRequest(tx, id, decision);
        if (!request) throw conflict('NOT_PENDING', LEAVE_MESSAGES.alreadyDecided);
        if (decision === 'rejected') await changeBalance(tx, userId, request.type, request.days);
        const owner = (await nameOf(tx, userId)) ?? '';
        await auditor.record(tx, author, {
          action: decision === 'approved' ? 'leave.approved' : 'leave.rejected',
          summary:
            decision === 'approved'
              ? AUDIT_SUMMARIES.leaveApproved(owner, request)
              : AUDIT_SUMMARIES.leaveRejected(owner, request),
          subjectId: id,
        });
        await tell({
          userId,
          kind: decision === 'approved' ? 'leave-approved' : 'leave-rejected',
          text:
            decision === 'approved'
              ? LEAVE_MESSAGES.approvedNotification(author.fullName, request)
              : LEAVE_MESSAGES.rejectedNotification(author.fullName, request),
          link: DAYS_OFF_PAGE,
        });
        return request;
      }),
  };
}
