import { CHECK_IN_STATUS_LABELS, type CheckInStatus } from '@topgear/shared/goals';
import type { LucideIcon } from 'lucide-react';
import CircleCheck from 'lucide-react/icons/circle-check';
import CircleDashed from 'lucide-react/icons/circle-dashed';
import CircleX from 'lucide-react/icons/circle-x';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import { clsx } from 'clsx';

const LOOKS: Record<CheckInStatus, { icon: LucideIcon; className: string }> = {
  'on-track': { icon: CircleCheck, className: 'bg-emerald-50 text-emerald-800 ring-emerald-200' },
  'at-risk': { icon: TriangleAlert, className: 'bg-amber-50 text-amber-800 ring-amber-200' },
  'off-track': { icon: CircleX, className: 'bg-red-50 text-red-800 ring-red-200' },
};

const badge = 'inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1';

/** How the latest check-in said the goal is going, in words and with an icon, not by colour alone. */
export function CheckInStatusBadge({ status }: { status: CheckInStatus | null }) {
  if (!status) {
    return (
      <span className={clsx(badge, 'bg-slate-50 text-slate-600 ring-slate-200')}>
        <CircleDashed aria-hidden="true" className="size-3.5" />
        No check-in yet
      </span>
    );
  }
  const { icon: Icon, className } = LOOKS[status];
  return (
    <span className={clsx(badge, className)}>
      <Icon aria-hidden="true" className="size-3.5" />
      {CHECK_IN_STATUS_LABELS[status]}
    </span>
  );
}
