import type { Executor } from '../../db/client';
import { leaveBalances } from '../../db/schema';

type NewLeaveBalance = typeof leaveBalances.$inferInsert;

export async function insertBalances(db: Executor, balances: NewLeaveBalance[]): Promise<void> {
  await db.insert(leaveBalances).values(balances);
}
