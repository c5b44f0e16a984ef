import { ScreenHeading } from '@/components/ui/screen-heading';
import { LeaveBalances } from '@/features/leave/components/leave-balances';
import { LeaveHistory } from '@/features/leave/components/leave-history';

export function Component() {
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-8">
      <title>Take Vacation · TopGear Perform</title>
      <ScreenHeading title="Days Off">
        Record days off from a leave type’s card. Pending requests already count against your balance.
      </ScreenHeading>
      <LeaveBalances />
      <LeaveHistory />
    </div>
  );
}
