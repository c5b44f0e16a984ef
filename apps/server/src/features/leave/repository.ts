import { DEFAULT_LEAVE_BALANCES } from '@topgear/shared/leave';
import type { Executor } from '../../db/client';
import { leaveBalances } from '../../db/schema';

export function createDefaultBalances(db: Executor, userId: string) {
  return db.insert(leaveBalances).values(DEFAULT_LEAVE_BALANCES.map((balance) => ({ userId, ...balance })));
}
