import { DEFAULT_LEAVE_BALANCES } from '@topgear/shared/leave';
import type { Executor } from '../../db/client';
import { insertBalances } from './repository';

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
