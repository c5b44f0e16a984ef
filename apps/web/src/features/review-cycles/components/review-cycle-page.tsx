import type { ReviewCycle } from '@topgear/shared/review-cycles';
import { type Ref, useRef } from 'react';
import { QueryState } from '@/components/ui/query-state';
import { type AdvanceablePhase, isAdvanceable } from '../advance-texts';
import { useReviewCycle } from '../api/get-review-cycle';
import { nextStep } from '../next-step';
import { AdvanceButton } from './advance-button';
import { DraftReviewCycle } from './draft-review-cycle';
import { PhaseBadge } from './phase-badge';
import { ReviewCycleSetup } from './review-cycle-setup';

const canMoveOn = (cycle: ReviewCycle): cycle is ReviewCycle & { phase: AdvanceablePhase } =>
  isAdvanceable(cycle.phase);

/** The cycle's name, its phase and what happens next; the heading stays as a draft becomes launched. */
function CycleHeading({ cycle, headingRef }: { cycle: ReviewCycle; headingRef: Ref<HTMLHeadingElement> }) {
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h1 ref={headingRef} tabIndex={-1} className="min-w-0 text-2xl font-bold wrap-anywhere text-brand-900">
          {cycle.name}
        </h1>
        <PhaseBadge phase={cycle.phase} />
      </div>
      <p className="text-slate-700">{nextStep(cycle)}</p>
    </div>
  );
}

/**
 * A review cycle: a draft to change, launch or delete; a launched cycle's setup, read only, with
 * its launch date and how many take part.
 */
export function ReviewCyclePage({ cycleId }: { cycleId: string }) {
  const cycle = useReviewCycle(cycleId);
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <QueryState query={cycle} what="the review cycle">
      {(shown) => (
        <div className="flex flex-col gap-8">
          <CycleHeading cycle={shown} headingRef={heading} />
          {shown.phase === 'draft' ? (
            <DraftReviewCycle cycle={shown} onLaunched={() => heading.current?.focus()} />
          ) : (
            <>
              {canMoveOn(shown) && (
                // A new button for each phase: nothing of the last phase's question lingers.
                <AdvanceButton key={shown.phase} cycle={shown} onAdvanced={() => heading.current?.focus()} />
              )}
              <ReviewCycleSetup cycle={shown} />
            </>
          )}
        </div>
      )}
    </QueryState>
  );
}
