import type { GoalDetail } from '@topgear/shared/goals';
import { useId } from 'react';
import { formatMoment } from '@/lib/dates';
import { progressText } from '../goal-texts';
import { CheckInStatusBadge } from './check-in-status-badge';

/** Every check-in, newest first, in words: when, how far, how it is going, and the comment. */
export function CheckInHistory({ goal }: { goal: GoalDetail }) {
  const headingId = useId();
  const newestFirst = [...goal.checkIns].reverse();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="font-semibold text-brand-900">
        Check-in history
      </h3>
      {newestFirst.length === 0 ? (
        <p className="text-sm text-slate-600">No check-ins yet.</p>
      ) : (
        <ol className="flex flex-col gap-2">
          {newestFirst.map((checkIn) => (
            <li key={checkIn.id} className="rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <time dateTime={checkIn.createdAt} className="text-slate-600">
                  {formatMoment(checkIn.createdAt)}
                </time>
                <CheckInStatusBadge status={checkIn.status} />
              </div>
              <p className="mt-1 font-medium text-slate-800">Progress: {progressText(checkIn.progress, goal)}</p>
              {checkIn.comment && (
                <p className="mt-1 whitespace-pre-line break-words text-slate-700">{checkIn.comment}</p>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
