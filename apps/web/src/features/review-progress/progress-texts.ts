import { CYCLE_PHASES, type CyclePhase } from '@topgear/shared/review-cycles';
import { REMINDER_PHASES, type Completion } from '@topgear/shared/review-progress';
import type { Reviewer } from '@topgear/shared/review-templates';

/** "2 of 5". */
export const completionText = ({ done, total }: Completion) => `${done} of ${total}`;

/** Whose reviews a line of the writing counts. */
export const RELATION_TEXTS: Record<Reviewer, string> = {
  self: 'Self-reviews',
  manager: "Managers' reviews",
  peer: 'Peer reviews',
  upward: "Reports' reviews",
};

/** Whether the cycle has reached `phase`: a phase not reached yet has nothing to count. */
export const hasReached = (current: CyclePhase, phase: CyclePhase) =>
  CYCLE_PHASES.indexOf(current) >= CYCLE_PHASES.indexOf(phase);

/** The toast once reminders went out. */
export const remindedText = (reminded: number) => {
  if (reminded === 0) return 'Nobody has work left: no reminder was sent';
  return `Reminded ${reminded === 1 ? 'one person' : `${reminded} people`} in the app and by email`;
};

/** Whether people are asked for something in `phase`, and so reminded of it. */
export const remindsIn = (phase: CyclePhase) => (REMINDER_PHASES as readonly CyclePhase[]).includes(phase);
