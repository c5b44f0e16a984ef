import type { LeaveStatus } from '@topgear/shared/leave';
import type { LucideIcon } from 'lucide-react';
import Ban from 'lucide-react/icons/ban';
import CircleCheck from 'lucide-react/icons/circle-check';
import CircleX from 'lucide-react/icons/circle-x';
import Hourglass from 'lucide-react/icons/hourglass';
import { clsx } from 'clsx';
import { STATUS_LABELS } from '../texts';

const LOOKS: Record<LeaveStatus, { icon: LucideIcon; className: string }> = {
  pending: { icon: Hourglass, className: 'bg-amber-50 text-amber-800 ring-amber-200' },
  approved: { icon: CircleCheck, className: 'bg-green-50 text-green-800 ring-green-200' },
  rejected: { icon: CircleX, className: 'bg-red-50 text-red-800 ring-red-200' },
  cancelled: { icon: Ban, className: 'bg-slate-100 text-slate-700 ring-slate-200' },
};

/** The status in words, with an icon and a colour that only repeat what the words say. */
export function LeaveStatusBadge({ status }: { status: LeaveStatus }) {
  const { icon: Icon, className } = LOOKS[status];
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1',
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {STATUS_LABELS[status]}
    </span>
  );
}
