import type { ReviewPacket } from '@topgear/shared/review-packets';
import CircleCheck from 'lucide-react/icons/circle-check';
import { formatMoment } from '@/lib/dates';

interface AcknowledgementNoteProps {
  acknowledgement: NonNullable<ReviewPacket['acknowledgement']>;
  /** Who reads it: "You acknowledged…", or "They acknowledged…" for their managers. */
  who: 'You' | 'They';
}

/** When the person acknowledged their review, and what they wrote back. */
export function AcknowledgementNote({ acknowledgement, who }: AcknowledgementNoteProps) {
  return (
    <div className="flex items-start gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4">
      <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
      <div className="flex min-w-0 flex-col gap-2">
        <p className="font-medium text-emerald-900">
          {who} acknowledged this review on {formatMoment(acknowledgement.at)}.
        </p>
        {acknowledgement.comment ? (
          <blockquote className="border-l-2 border-emerald-300 pl-3 text-sm whitespace-pre-line wrap-anywhere text-slate-900">
            {acknowledgement.comment}
          </blockquote>
        ) : (
          <p className="text-sm text-slate-600">No comment.</p>
        )}
      </div>
    </div>
  );
}
