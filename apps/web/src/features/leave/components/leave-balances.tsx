import type { LeaveType } from '@topgear/shared/leave';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { errorMessage } from '@/lib/api-client';
import { useLeaveBalances } from '../api/get-leave-balances';
import { LeaveBalanceCard } from './leave-balance-card';
import { RecordLeaveDialog } from './record-leave-dialog';

function BalancesSection({ children }: { children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="sr-only">
        Days available
      </h2>
      {children}
    </section>
  );
}

/** A card per leave type with its days available; each opens the record-day-off modal for its type. */
export function LeaveBalances() {
  const balances = useLeaveBalances();
  const [recording, setRecording] = useState<LeaveType | null>(null);

  if (balances.isPending) {
    return (
      <BalancesSection>
        <p role="status" className="py-6 text-slate-600">
          Loading...
        </p>
      </BalancesSection>
    );
  }
  if (balances.isLoadingError) {
    return (
      <BalancesSection>
        <div className="flex flex-col items-start gap-3 py-6">
          <FormAlert message={`We could not load your days available. ${errorMessage(balances.error)}`} />
          <Button variant="secondary" loading={balances.isFetching} onClick={() => void balances.refetch()}>
            Try again
          </Button>
        </div>
      </BalancesSection>
    );
  }
  return (
    <BalancesSection>
      <ul className="grid gap-4 sm:grid-cols-2">
        {balances.data.map((balance) => (
          <li key={balance.type}>
            <LeaveBalanceCard balance={balance} onRecord={() => setRecording(balance.type)} />
          </li>
        ))}
      </ul>
      <RecordLeaveDialog type={recording} onClose={() => setRecording(null)} />
    </BalancesSection>
  );
}
