import { DEFAULT_LEAVE_BALANCES } from '@topgear/shared/leave';
import type { Executor } from '../../db/client';
import { leaveBalances } from '../../db/schema';

export async function createDefaultBalances(db: Executor, userId: string): Promise<void> {
  await db.insert(leaveBalances).values(DEFAULT_LEAVE_BALANCES.map((balance) => ({ userId, ...balance })));
}
