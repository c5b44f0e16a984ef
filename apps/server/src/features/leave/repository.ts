import type { LeaveDecision, LeaveRequestQuery, LeaveStatus, LeaveType, TeamLeaveQuery } from '@topgear/shared/leave';
import { and, asc, count, eq, getTableColumns, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { ownedRow } from '../../db/personal-rows';
import { findPage, keyset, pageOf } from '../../db/pagination';
import { leaveBalances, leaveRequests, users } from '../../db/schema';

type NewLeaveBalance = typeof leaveBalances.$inferInsert;
type NewLeaveRequest = typeof leaveRequests.$inferInsert;
export type LeaveRequestRow = typeof leaveRequests.$inferSelect;

/** Pending and approved requests hold their days; rejected and cancelled ones have given them back. */
const HOLDING_DAYS: LeaveStatus[] = ['pending', 'approved'];

export async function insertBalances(db: Executor, balances: NewLeaveBalance[]): Promise<void> {
  await db.insert(leaveBalances).values(balances);
}

export const listBalances = (db: Executor, userId: string) =>
  db.select().from(leaveBalances).where(eq(leaveBalances.userId, userId));

/**
 * Locks all of the user's balance rows until the transaction ends, always in the same order, so one
 * person's leave writes run one after another and two of them never wait on each other in a cycle.
 */
export const lockBalances = (tx: Executor, userId: string) =>
  tx
    .select()
    .from(leaveBalances)
    .where(eq(leaveBalances.userId, userId))
    .orderBy(asc(leaveBalances.type))
    .for('update');

export async function changeBalance(tx: Executor, userId: string, type: LeaveType, byDays: number) {
  await tx
    .update(leaveBalances)
    .set({ days: sql`${leaveBalances.days} + ${byDays}` })
    .where(and(eq(leaveBalances.userId, userId), eq(leaveBalances.type, type)));
}

/** Whether any of the user's requests holding days shares a day with [from, to). */
export async function hasOverlappingLeave(tx: Executor, userId: string, from: string, to: string) {
  const [row] = await tx
    .select({ id: leaveRequests.id })
    .from(leaveRequests)
    .where(
      and(
        eq(leaveRequests.userId, userId),
        inArray(leaveRequests.status, HOLDING_DAYS),
        lt(leaveRequests.from, to),
        gt(leaveRequests.to, from),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertRequest(tx: Executor, request: NewLeaveRequest) {
  const [row] = await tx.insert(leaveRequests).values(request).returning();
  return row!;
}

export const listRequests = (db: Executor, userId: string, { status, ...page }: LeaveRequestQuery) =>
  findPage(db, leaveRequests, page, {
    order: 'newest',
    where: and(eq(leaveRequests.userId, userId), status && eq(leaveRequests.status, status)),
  });

export async function findRequest(db: Executor, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(leaveRequests)
    .where(ownedRow(leaveRequests, userId, id));
  return row;
}

/** Marks the user's request cancelled if it is still pending; resolves with it, or undefined. */
export async function cancelPendingRequest(tx: Executor, userId: string, id: string) {
  const [row] = await tx
    .update(leaveRequests)
    .set({ status: 'cancelled' })
    .where(and(eq(leaveRequests.id, id), eq(leaveRequests.userId, userId), eq(leaveRequests.status, 'pending')))
    .returning();
  return row;
}

/** Anyone's request, for a manager or an administrator; undefined when there is none. */
export async function findAnyRequest(db: Executor, id: string) {
  const [row] = await db.select().from(leaveRequests).where(eq(leaveRequests.id, id));
  return row;
}

/** Sets the feedback on anyone's request; resolves with it, or undefined when there is none. */
export async function setFeedback(db: Executor, id: string, feedback: string) {
  const [row] = await db.update(leaveRequests).set({ feedback }).where(eq(leaveRequests.id, id)).returning();
  return row;
}

/** Marks the request approved or rejected if it is still pending; resolves with it, or undefined. */
export async function decidePendingRequest(tx: Executor, id: string, decision: LeaveDecision) {
  const [row] = await tx
    .update(leaveRequests)
    .set({ status: decision })
    .where(and(eq(leaveRequests.id, id), eq(leaveRequests.status, 'pending')))
    .returning();
  return row;
}

/** Requests with whose they are, for managers. */
const selectWithOwner = (db: Executor) =>
  db
    .select({ ...getTableColumns(leaveRequests), owner: { id: users.id, name: users.name } })
    .from(leaveRequests)
    .innerJoin(users, eq(users.id, leaveRequests.userId));

/** The requests of these people only; everyone's when `owners` is undefined. */
const ownedByAny = (owners: string[] | undefined) =>
  owners === undefined ? undefined : inArray(leaveRequests.userId, owners);

/** Requests newest first, of one status and/or one person when given, of `owners` only when given. */
export async function listTeamRequests(db: Executor, { status, userId, ...page }: TeamLeaveQuery, owners?: string[]) {
  const { pastCursor, orderBy, limit } = keyset(leaveRequests, page, 'newest');
  const rows = await selectWithOwner(db)
    .where(
      and(
        status && eq(leaveRequests.status, status),
        userId === undefined ? undefined : eq(leaveRequests.userId, userId),
        ownedByAny(owners),
        pastCursor,
      ),
    )
    .orderBy(...orderBy)
    .limit(limit);
  return pageOf(rows, page);
}

/**
 * Pending and approved requests sharing a day with [from, to), earliest first, then by person; of
 * `owners` only when given.
 */
export const requestsDuring = (db: Executor, from: string, to: string, owners?: string[]) =>
  selectWithOwner(db)
    .where(
      and(
        inArray(leaveRequests.status, HOLDING_DAYS),
        lt(leaveRequests.from, to),
        gt(leaveRequests.to, from),
        ownedByAny(owners),
      ),
    )
    .orderBy(asc(leaveRequests.from), asc(users.name), asc(leaveRequests.id));

/** How many pending requests each of `owners` has; someone with none is left out. */
export const countPendingRequests = (db: Executor, owners: string[]) =>
  db
    .select({ userId: leaveRequests.userId, pending: count() })
    .from(leaveRequests)
    .where(and(eq(leaveRequests.status, 'pending'), ownedByAny(owners)))
    .groupBy(leaveRequests.userId);
