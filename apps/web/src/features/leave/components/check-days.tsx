import { leaveDaysBetween, type NewLeaveRequest } from '@topgear/shared/leave';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { daysText, LEAVE_TEXTS } from '../texts';

/**
 * 'Check days': the count the server will take for the chosen dates, by the same shared rule. The
 * count shows only while the dates are the ones checked; changing either asks for a new check.
 */
export function CheckDays() {
  const { control, trigger } = useFormContext<NewLeaveRequest>();
  const [from, to] = useWatch({ control, name: ['from', 'to'] });
  const [checked, setChecked] = useState<{ from: string; to: string } | null>(null);
  const isCurrent = checked?.from === from && checked.to === to;

  const check = async () => {
    setChecked((await trigger(['from', 'to'])) ? { from, to } : null);
  };

  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button variant="secondary" onClick={() => void check()}>
        {LEAVE_TEXTS.checkDays}
      </Button>
      <output aria-live="polite" className="text-sm font-semibold text-brand-900">
        {isCurrent && `Total rest days: ${daysText(leaveDaysBetween(from, to))}`}
      </output>
    </div>
  );
}
