import {
  DEFAULT_LEAVE_BALANCES,
  LEAVE_MESSAGES,
  LEAVE_TYPES,
  leaveDaysBetween,
  type LeaveBalance,
  type LeaveRequestQuery,
  type LeaveType,
  type newLeaveRequestSchema,
} from '@topgear/shared/leave';
import type { Page } from '@topgear/shared/pagination';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { conflict, notFound } from '../../http-errors';
import {
  cancelPendingRequest,
  changeBalance,
  findRequest,
  hasOverlappingLeave,
  insertBalances,
  insertRequest,
  listBalances,
  listRequests,
  lockBalances,
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

/**
 * A person's days off: the balances and the requests that draw on them. Every write takes the
 * person's balance rows under lock first, so their requests and cancellations are applied one at
 * a time and the balance can never go below zero or get the same days back twice.
 */
export function createLeaveRequestService({ db }: { db: Database }) {
  return {
    /** Vacation, then Sick. */
    balances: async (userId: string): Promise<LeaveBalance[]> =>
      (await listBalances(db, userId)).sort(byTypeOrder).map(({ type, label, days }) => ({ type, label, days })),

    /** Newest first, of one status when the query names one. */
    requests: (userId: string, query: LeaveRequestQuery): Promise<Page<LeaveRequestRow>> =>
      listRequests(db, userId, query),

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
  };
}
