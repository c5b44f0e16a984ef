import { NOMINATION_STATUS_LABELS, type NominationStatus } from '@topgear/shared/review-nominations';
import { clsx } from 'clsx';

const LOOKS = {
  proposed: 'bg-amber-50 text-amber-900 ring-amber-200',
  approved: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  declined: 'bg-red-50 text-red-800 ring-red-200',
  /** Facts beside the status: who added the peer, a choice not saved yet. */
  note: 'bg-slate-100 text-slate-700 ring-slate-300',
} as const;

const badgeClasses = (look: keyof typeof LOOKS) =>
  clsx('inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1', LOOKS[look]);

/** Where a nomination stands, in words (its colour only helps): "Waiting for approval", "Approved", "Declined". */
export function NominationStatusBadge({ status }: { status: NominationStatus }) {
  return (
    <span className={badgeClasses(status)}>
      <span className="sr-only">Status: </span>
      {NOMINATION_STATUS_LABELS[status]}
    </span>
  );
}

/** A fact about a nomination beside its status: "Added by your manager", "Not saved yet". */
export function NominationNote({ children }: { children: string }) {
  return <span className={badgeClasses('note')}>{children}</span>;
}
