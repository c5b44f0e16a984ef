import { CYCLE_PHASE_LABELS } from '@topgear/shared/review-cycles';
import { REVIEW_PACKET_MESSAGES } from '@topgear/shared/review-packets';
import { useId } from 'react';
import { Link } from 'react-router';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { formatMoment } from '@/lib/dates';
import { usePersonReviewCycles } from '../api/get-person-review-cycles';
import { periodText } from '../packet-texts';

interface PastReviewsProps {
  personId: string;
  /** Whether the reader is the person: their own reviews open as shared with them. */
  own: boolean;
  className?: string;
}

/**
 * On a person's page, for those who may read it: the review cycles they took part in, the latest
 * first, with the final rating and whether it was shared and acknowledged. The person sees those
 * shared with them.
 */
export function PastReviews({ personId, own, className }: PastReviewsProps) {
  const cycles = usePersonReviewCycles(personId);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className="mb-4 text-lg font-bold text-brand-900">
        Past reviews
      </h2>
      <QueryState query={cycles} what="the past reviews">
        {(items) =>
          items.length === 0 ? (
            <p className="text-sm text-slate-600">No past reviews yet.</p>
          ) : (
            <ul className="flex flex-col gap-3">
              {items.map(({ cycle, finalRating, sharedAt, acknowledgedAt, packetAvailable }) => (
                <li key={cycle.id} className="flex flex-col gap-1 rounded-lg border border-slate-200 px-3 py-3 text-sm">
                  <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                    <span className="min-w-0 font-medium wrap-anywhere text-brand-900">{cycle.name}</span>
                    <span className="text-xs text-slate-600">{CYCLE_PHASE_LABELS[cycle.phase]}</span>
                  </div>
                  <span className="text-slate-600">{periodText(cycle)}</span>
                  <span className="text-slate-900">
                    Final rating: {finalRating ?? REVIEW_PACKET_MESSAGES.noFinalRating}
                  </span>
                  <span className="text-slate-600">
                    {sharedAt ? `Shared on ${formatMoment(sharedAt)}` : 'Not shared yet'}
                    {acknowledgedAt && ` · Acknowledged on ${formatMoment(acknowledgedAt)}`}
                  </span>
                  {packetAvailable && (
                    <Link
                      to={
                        own
                          ? paths.dashboard.performancePacket.getHref(cycle.id)
                          : paths.dashboard.performancePersonPacket.getHref(cycle.id, personId)
                      }
                      className="self-start font-medium text-brand-700 hover:underline"
                    >
                      Open the review<span className="sr-only"> of {cycle.name}</span>
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </section>
  );
}
