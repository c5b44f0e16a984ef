import { QueryFailure } from '@/components/ui/query-failure';
import { TitledSection } from '@/components/ui/titled-section';
import { useMyReviewCycles } from '../api/get-my-review-cycles';
import { MyReviewCycleCard } from './my-review-cycle-card';

/**
 * "Your review cycles": each running cycle I take part in or manage someone in, with what its phase
 * asks of me. Most of the year none runs, so the area shows only when one does, and stays out of
 * the way while it loads; a failure says so, with Try again.
 */
export function MyReviewCycles() {
  const cycles = useMyReviewCycles();
  if (cycles.isLoadingError) {
    return (
      <TitledSection title="Your review cycles">
        <QueryFailure query={cycles} message="We could not load your review cycles." />
      </TitledSection>
    );
  }
  if (cycles.isPending || cycles.data.length === 0) return null;
  return (
    <TitledSection title="Your review cycles">
      <ul aria-label="Running review cycles" className="flex flex-col gap-3">
        {cycles.data.map((entry) => (
          <li key={entry.cycle.id}>
            <MyReviewCycleCard entry={entry} />
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
