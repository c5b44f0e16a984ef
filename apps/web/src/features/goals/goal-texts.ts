import { CHECK_IN_STATUS_LABELS, type CheckIn, type Goal } from '@topgear/shared/goals';
import { formatMoment, mediumDate } from '@/lib/dates';

/**
 * How the goal screens write numbers, days and moments. Days are the API's 'YYYY-MM-DD' strings,
 * which compare as plain strings.
 */

/** '2025-01-06' to '2025-03-28' → 'Jan 6, 2025 – Mar 28, 2025'; either end may be open. */
export function formatPeriod({ from, to }: Pick<Goal, 'from' | 'to'>) {
  if (from && to) return `${mediumDate(from)} – ${mediumDate(to)}`;
  if (from) return `From ${mediumDate(from)}`;
  if (to) return `Until ${mediumDate(to)}`;
  return 'No dates set';
}

/** '3 of 5 Development Sprints', or '2.5 of 4' for a goal without a unit. */
export const progressText = (progress: number, { target, unit }: Pick<Goal, 'target' | 'unit'>) =>
  `${progress} of ${target}${unit ? ` ${unit}` : ''}`;

/** Still to be worked on: its To date has not passed (or it has none) and its target is not reached. */
export const isActiveGoal = (goal: Pick<Goal, 'to' | 'progress' | 'target'>, today: string) =>
  (goal.to === null || goal.to >= today) && goal.progress < goal.target;

/** What the progress chart shows, in words, for those who cannot see it. */
export function progressSummary(goal: Pick<Goal, 'target' | 'unit'>, checkIns: readonly CheckIn[]) {
  const first = checkIns[0];
  const last = checkIns.at(-1);
  if (!first || !last) return 'Progress over time: no check-ins yet.';
  const latest = `${progressText(last.progress, goal)}, ${CHECK_IN_STATUS_LABELS[last.status]}`;
  if (checkIns.length === 1) return `Progress over time: 1 check-in, on ${formatMoment(first.createdAt)}: ${latest}.`;
  const progresses = checkIns.map((checkIn) => checkIn.progress);
  return (
    `Progress over time: ${checkIns.length} check-ins from ${formatMoment(first.createdAt)} ` +
    `to ${formatMoment(last.createdAt)}; progress ranged from ${Math.min(...progresses)} ` +
    `to ${Math.max(...progresses)}, latest ${latest}.`
  );
}
