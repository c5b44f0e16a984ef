import type { CyclePhase } from '@topgear/shared/review-cycles';
import { mediumDate } from '@/lib/dates';

/** What the sentences need of a cycle. */
export interface CycleProgress {
  phase: CyclePhase;
  participantCount: number;
  nominationsDue: string | null;
  writingDue: string;
  calibrationDue: string;
  sharingDue: string;
}

/** '1 person', '12 people'. */
export const peopleCount = (count: number) => `${count} ${count === 1 ? 'person' : 'people'}`;

/** How many would take part if the draft were launched today, as a sentence's end. */
export const wouldTakePart = (count: number) =>
  count === 0 ? 'nobody would take part today' : `${peopleCount(count)} would take part today`;

/**
 * One sentence per phase saying what happens now and what the administrator does next — the
 * question people ask most of a review cycle (decision 042). Deadlines drive the sentence, never
 * the phase.
 */
export function nextStep(cycle: CycleProgress): string {
  switch (cycle.phase) {
    case 'draft':
      return cycle.participantCount === 0
        ? 'Set it up, then launch it: nobody would take part today, so widen who takes part.'
        : `Set it up, then launch it: ${wouldTakePart(cycle.participantCount)}.`;
    case 'nominations':
      return cycle.nominationsDue === null
        ? 'People nominate peers to review them; then move the cycle on to writing.'
        : `People nominate peers until ${mediumDate(cycle.nominationsDue)}; then move the cycle on to writing.`;
    case 'writing':
      return `Reviews are written until ${mediumDate(cycle.writingDue)}; then move the cycle on to calibration.`;
    case 'calibration':
      return `Managers compare and settle ratings until ${mediumDate(cycle.calibrationDue)}; then move the cycle on to sharing results.`;
    case 'sharing':
      return `Managers share the results with their people until ${mediumDate(cycle.sharingDue)}; then close the cycle.`;
    case 'closed':
      return 'The cycle is over: its reviews stay as they were shared.';
  }
}
