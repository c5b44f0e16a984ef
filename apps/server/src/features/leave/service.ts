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
import type { Notifier, Tell } from '../../notifier';
import type { SessionUser } from '../../plugins/auth';
import {
  cancelPendingRequest,
  changeBalance,
  countPendingRequests,
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

/** Someone writing feedback or deciding, named in the owner's notification; their roles say on whose records. */
type Author = Pick<SessionUser, 'id' | 'fullName' | 'isAdmin' | 'isManager'>;

/**
 * The reporting lines as days off need them; the people feature provides them (through app.ts).
 * A manager of someone is anyone above them in the chain, whatever their roles.
 */
export interface ReportingLines {
  /** The person's direct manager, when that account is active; null otherwise. */
  managerOf(executor: Executor, personId: string): Promise<string | null>;
  /** Every active administrator. */
  activeAdminIds(executor: Executor): Promise<string[]>;
  /** Whether `managerId` is above `personId` in the reporting chain, at any distance. */
  isAbove(executor: Executor, managerId: string, personId: string): Promise<boolean>;
  /** The active people below `managerId`, at any distance. */
  reportIdsOf(managerId: string): Promise<string[]>;
  /** The active members of the team. */
  teamMemberIds(teamId: string): Promise<string[]>;
}

/** The first day of the month after `month` (YYYY-MM), as YYYY-MM-DD. */
function firstDayAfter(month: string) {
  const [year = 0, monthNumber = 0] = month.split('-').map(Number);
  return new Date(Date.UTC(year, monthNumber, 1)).toISOString().slice(0, 10);
}

/** The Days Off page, where the owner reads their records' status and feedback. */
const DAYS_OFF_PAGE = '/dashboard/vacation-select';

/** Employees All Vacation narrowed to one person's records, in the view ('reports' or 'everyone') that holds them. */
const recordsPage = (view: 'reports' | 'everyone', personId: string) =>
  `/dashboard/employeesvacation?${new URLSearchParams({ view, person: personId }).toString()}`;

/** `month` as [its first day, the first day after it): what a record shares a day with to count in it. */
const monthRange = (month: string) => [`${month}-01`, firstDayAfter(month)] as const;

/**
 * What Manager Activity's My team reads of people's days off: for each of `owners`, their pending
 * and approved records sharing a day with `month` (YYYY-MM), and how many requests wait for a decision.
 */
export function createLeaveOverview({ db }: { db: Database }) {
  return {
    monthOf: async (owners: string[], month: string) => {
      const [records, pending] = await Promise.all([
        requestsDuring(db, ...monthRange(month), owners),
        countPendingRequests(db, owners),
      ]);
      const pendingByOwner = new Map(pending.map((row) => [row.userId, row.pending]));
      return new Map(
        owners.map((owner) => [
          owner,
          {
            daysOff: records
              .filter((record) => record.userId === owner)
              .map(({ id, type, from, to, days, status }) => ({ id, type, from, to, days, status })),
            pendingRequests: pendingByOwner.get(owner) ?? 0,
          },
        ]),
      );
    },
  };
}

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
  reporting,
}: {
  db: Database;
  notifier: Notifier;
  auditor: Auditor;
  reporting: ReportingLines;
}) {
  /** Administrators and managers by role review anyone's records; anyone else those of the people below them. */
  const mayReview = async (executor: Executor, author: Author, ownerId: string) =>
    author.isAdmin || author.isManager || reporting.isAbove(executor, author.id, ownerId);

  /**
   * Tells the owner's manager of their new request, or every other active administrator when
   * they have no manager, each with a link to the view of Employees All Vacation that lists it.
   */
  async function tellWhoDecides(tx: Executor, tell: Tell, request: LeaveRequestRow) {
    const { userId } = request;
    const text = LEAVE_MESSAGES.requestedNotification((await nameOf(tx, userId)) ?? '', request);
    const managerId = await reporting.managerOf(tx, userId);
    if (managerId !== null) {
      await tell({ userId: managerId, kind: 'leave-requested', text, link: recordsPage('reports', userId) });
      return;
    }
    for (const adminId of await reporting.activeAdminIds(tx)) {
      if (adminId !== userId) {
        await tell({ userId: adminId, kind: 'leave-requested', text, link: recordsPage('everyone', userId) });
      }
    }
  }

  return {
    /** Vacation, then Sick. */
    balances: async (userId: string): Promise<LeaveBalance[]> =>
      (await listBalances(db, userId)).sort(byTypeOrder).map(({ type, label, days }) => ({ type, label, days })),

    /** Newest first, of one status when the query names one. */
    requests: (userId: string, query: LeaveRequestQuery): Promise<Page<LeaveRequestRow>> =>
      listRequests(db, userId, query),

    /** Everyone's records, newest first, for managers. */
    teamRequests: (query: TeamLeaveQuery) => listTeamRequests(db, query),

    /** The records of the people below `managerId` in the reporting chain, at any distance, newest first. */
    reportsRequests: async (managerId: string, query: TeamLeaveQuery) =>
      listTeamRequests(db, query, await reporting.reportIdsOf(managerId)),

    /** Who is out, or asked to be, on any day of `month` (YYYY-MM); of one team when `teamId` is given. */
    calendar: async (month: string, teamId?: string) =>
      requestsDuring(
        db,
        ...monthRange(month),
        teamId === undefined ? undefined : await reporting.teamMemberIds(teamId),
      ),

    /**
     * Stores a pending request, counted by the product's rule, takes its days off that balance at
     * once, and tells who decides it.
     */
    request: (userId: string, { type, from, to, notes }: z.output<typeof newLeaveRequestSchema>) =>
      notifier.writeAndTell(async (tx, tell) => {
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
        await tellWhoDecides(tx, tell, stored);
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
     * Sets feedback on a record, replacing any before it, and tells the owner (unless they wrote it
     * themselves): administrators and managers by role on anyone's, others on the records of the
     * people below them (404 for any other record, 403 for their own).
     */
    giveFeedback: (author: Author, id: string, feedback: string) =>
      notifier.writeAndTell(async (tx, tell) => {
        const { userId } = orNotFound(await findAnyRequest(tx, id), LEAVE_MESSAGES.notFound);
        if (!(await mayReview(tx, author, userId))) {
          throw userId === author.id ? forbidden() : notFound(LEAVE_MESSAGES.notFound);
        }
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
     * the days back. Administrators and managers by role decide anyone's, others the requests of
     * the people below them in the reporting chain (404 for any other). It takes the owner's
     * balance locks like the owner's own writes, so a decision and a cancellation sent together
     * are applied one after the other and the second finds the request no longer pending (409).
     */
    decide: (author: Author, id: string, decision: LeaveDecision) =>
      notifier.writeAndTell(async (tx, tell) => {
        const { userId } = orNotFound(await findAnyRequest(tx, id), LEAVE_MESSAGES.notFound);
        if (userId === author.id) throw forbidden(LEAVE_MESSAGES.ownDecision);
        if (!(await mayReview(tx, author, userId))) throw notFound(LEAVE_MESSAGES.notFound);
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
