export interface RatingDistribution {
  /** How many people hold each level as their final rating, lowest first. */
  counts: number[];
  /** How many have no final rating yet. */
  unrated: number;
}

/** How the final ratings spread over the scale's `levels`. */
export function ratingDistribution(
  rows: readonly { finalRating: number | null }[],
  levels: number,
): RatingDistribution {
  const counts = Array.from({ length: levels }, () => 0);
  let unrated = 0;
  for (const { finalRating } of rows) {
    if (finalRating === null) unrated += 1;
    else counts[finalRating - 1] = (counts[finalRating - 1] ?? 0) + 1;
  }
  return { counts, unrated };
}

/** A level's share of the people, in whole percent: how long its bar is. */
export const shareOf = (count: number, total: number) => (total === 0 ? 0 : Math.round((count / total) * 100));
