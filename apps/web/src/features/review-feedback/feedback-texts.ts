import type { ManagerFeedback } from '@topgear/shared/review-writing';

type Relation = ManagerFeedback['groups'][number]['relation'];

/** A group's heading. */
export const GROUP_TITLES: Record<Relation, string> = { peer: 'Peers', upward: 'Reports' };

const MEMBERS: Record<Relation, string> = { peer: 'peers', upward: 'reports' };

/** "3 of 4 submitted". */
export const submittedText = ({ submitted, asked }: { submitted: number; asked: number }) =>
  `${submitted} of ${asked} submitted`;

/** Why a group's answers are hidden, and when they will show. */
export const thresholdText = (relation: Relation, threshold: number) =>
  `Their answers show once at least ${threshold} ${MEMBERS[relation]} have submitted, so that nobody can tell who wrote what.`;

/** "Average 3.5 of 5", or that nobody gave a rating. */
export const averageText = (average: number | null, levels: number) =>
  average === null ? 'No ratings given' : `Average ${average.toLocaleString('en')} of ${levels}`;

/** How wide each level's bar is, as a percentage of the most any level got (the tallest is full). */
export function barWidths(ratings: readonly number[]) {
  const most = Math.max(0, ...ratings);
  return ratings.map((count) => (most === 0 ? 0 : Math.round((count / most) * 100)));
}
