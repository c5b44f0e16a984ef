import type { ReviewRequestSummary } from '@topgear/shared/review-writing';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import { useState } from 'react';
import { mediumDate, toIsoDate } from '@/lib/dates';
import { isOverdue } from '../review-texts';

/** When the review is due, marked "Overdue" (in words, not only in red) once that day has passed. */
export function Deadline({ review }: { review: Pick<ReviewRequestSummary, 'status' | 'cycle'> }) {
  const [today] = useState(() => toIsoDate(new Date()));
  const due = mediumDate(review.cycle.writingDue);
  if (isOverdue(review, today)) {
    return (
      <span className="inline-flex items-center gap-1 font-semibold text-red-700">
        <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
        Overdue: was due {due}
      </span>
    );
  }
  return (
    <span className="inline-flex items-center gap-1">
      <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
      Due {due}
    </span>
  );
}
