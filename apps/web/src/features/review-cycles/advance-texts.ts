import type { advanceInputSchema, CyclePhase } from '@topgear/shared/review-cycles';
import type { z } from 'zod';

/** The phases an administrator moves a cycle on from: every launched phase but the last. */
export type AdvanceablePhase = z.infer<typeof advanceInputSchema>['from'];

interface AdvanceTexts {
  /** The button, and the dialog's confirming button. */
  action: string;
  question: (cycleName: string) => string;
  /** What moving on does, said before it is done: it cannot be undone (decision 042). */
  consequence: string;
  done: (cycleName: string) => string;
}

/** What the administrator reads before and after moving a cycle on from each phase. */
export const ADVANCE_TEXTS: Record<AdvanceablePhase, AdvanceTexts> = {
  nominations: {
    action: 'Move on to writing',
    question: (name) => `Move ${name} on to writing?`,
    consequence:
      'Nominations still waiting for a manager are approved, nobody can nominate or decline any more, and every review opens for its writer.',
    done: (name) => `${name} is taking reviews`,
  },
  writing: {
    action: 'Move on to calibration',
    question: (name) => `Move ${name} on to calibration?`,
    consequence:
      "Reviews lock: nobody can write or change one. Each person's final rating is proposed from their score.",
    done: (name) => `${name} is in calibration`,
  },
  calibration: {
    action: 'Move on to sharing results',
    question: (name) => `Move ${name} on to sharing results?`,
    consequence: "Final ratings are settled. Managers can share each person's results with them.",
    done: (name) => `${name} is sharing results`,
  },
  sharing: {
    action: 'Close the cycle',
    question: (name) => `Close ${name}?`,
    consequence: 'Nobody can share or acknowledge any more.',
    done: (name) => `${name} is closed`,
  },
};

/** Whether an administrator can move a cycle on from `phase`: not a draft (it launches) nor a closed cycle. */
export const isAdvanceable = (phase: CyclePhase): phase is AdvanceablePhase => Object.hasOwn(ADVANCE_TEXTS, phase);
