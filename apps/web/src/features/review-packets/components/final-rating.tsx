import { REVIEW_PACKET_MESSAGES, type ReviewPacket } from '@topgear/shared/review-packets';
import Award from 'lucide-react/icons/award';
import { TitledSection } from '@/components/ui/titled-section';

/** The rating the review ends with, as calibration left it, with what its level means. */
export function FinalRating({ rating }: { rating: ReviewPacket['finalRating'] }) {
  return (
    <TitledSection title="Final rating">
      <div className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-4">
        <Award aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-600" />
        {rating ? (
          <div className="min-w-0">
            <p className="text-lg font-semibold wrap-anywhere text-brand-900">{rating.label}</p>
            {rating.description && <p className="mt-1 text-sm wrap-anywhere text-slate-700">{rating.description}</p>}
          </div>
        ) : (
          <p className="text-slate-700">{REVIEW_PACKET_MESSAGES.noFinalRating}</p>
        )}
      </div>
    </TitledSection>
  );
}
