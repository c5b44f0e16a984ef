import { LeaveBalances } from '@/features/leave/components/leave-balances';
import { LeaveHistory } from '@/features/leave/components/leave-history';

export function Component() {
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-8">
      <title>Take Vacation · TopGear Perform</title>
      <div>
        <h1 className="text-2xl font-bold text-brand-900">Days Off</h1>
        <p className="mt-1 text-slate-600">
          Record days off from a leave type’s card. Pending requests already count against your balance.
        </p>
      </div>
      <LeaveBalances />
      <LeaveHistory />
    </div>
  );
}
