import type { LeaveType } from '@topgear/shared/leave';
import { useId, useState } from 'react';
import { QueryState } from '@/components/ui/query-state';
import { useLeaveBalances } from '../api/get-leave-balances';
import { LeaveBalanceCard } from './leave-balance-card';
import { RecordLeaveDialog } from './record-leave-dialog';

/** A card per leave type with its days available; each opens the record-day-off modal for its type. */
export function LeaveBalances() {
  const balances = useLeaveBalances();
  const [recording, setRecording] = useState<LeaveType | null>(null);
  const headingId = useId();

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="sr-only">
        Days available
      </h2>
      <QueryState query={balances} what="your days available" className="py-6">
        {(loaded) => (
          <ul className="grid gap-4 sm:grid-cols-2">
            {loaded.map((balance) => (
              <li key={balance.type}>
                <LeaveBalanceCard balance={balance} onRecord={() => setRecording(balance.type)} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <RecordLeaveDialog type={recording} onClose={() => setRecording(null)} />
    </section>
  );
}
