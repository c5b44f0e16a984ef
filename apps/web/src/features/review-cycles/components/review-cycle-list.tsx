import { QueryState } from '@/components/ui/query-state';
import { useReviewCycles } from '../api/get-review-cycles';
import { NewReviewCycleLink } from './new-review-cycle-link';
import { ReviewCycleCard } from './review-cycle-card';

/** Every review cycle, the latest set up first, with "New cycle"; with none yet, a word on where to start. */
export function ReviewCycleList() {
  const cycles = useReviewCycles();
  return (
    <QueryState query={cycles} what="the review cycles">
      {(items) =>
        items.length === 0 ? (
          <div className="flex flex-col gap-4 rounded-2xl border border-dashed border-slate-300 bg-white p-6">
            <p className="text-slate-700">
              There are no review cycles yet. Set one up as a draft: choose a template, the period reviewed, who takes
              part and the deadlines, then launch it.
            </p>
            <NewReviewCycleLink />
          </div>
        ) : (
          <div className="flex flex-col gap-4">
            <NewReviewCycleLink />
            <ul aria-label="Review cycles" className="flex flex-col gap-3">
              {items.map((cycle) => (
                <li key={cycle.id}>
                  <ReviewCycleCard cycle={cycle} />
                </li>
              ))}
            </ul>
          </div>
        )
      }
    </QueryState>
  );
}
