import { ACCRUAL_LEVEL_START_DATE, type LeaveBalance } from '@topgear/shared/leave';
import CalendarPlus from 'lucide-react/icons/calendar-plus';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { daysText, LEAVE_TEXTS } from '../texts';

interface LeaveBalanceCardProps {
  balance: LeaveBalance;
  /** Opens the record-day-off modal with this card's type chosen. */
  onRecord: () => void;
}

export function LeaveBalanceCard({ balance, onRecord }: LeaveBalanceCardProps) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h3 id={headingId} className="text-lg font-bold text-brand-900">
        {balance.label}
      </h3>
      <p className="text-slate-700">
        <span className="text-3xl font-extrabold text-brand-700">{balance.days}</span>{' '}
        {balance.days === 1 ? 'day' : 'days'} available
      </p>
      <p className="text-sm text-slate-600">
        {LEAVE_TEXTS.accrualLevelStartDate}:{' '}
        <span className="font-medium text-slate-800">{ACCRUAL_LEVEL_START_DATE}</span>
      </p>
      <Button onClick={onRecord} className="mt-auto self-start">
        <CalendarPlus aria-hidden="true" className="size-4" />
        Record {balance.type} days
        <span className="sr-only">({daysText(balance.days)} available)</span>
      </Button>
    </article>
  );
}
