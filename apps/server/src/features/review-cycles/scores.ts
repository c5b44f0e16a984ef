import { SCORE_PARTS, SCORE_WEIGHTS, type ScorePart } from '@topgear/shared/review-calibration';

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** The mean of a sum of ratings over their count, to one decimal; null for no ratings. */
export const meanRating = (total: number, count: number) => (count === 0 ? null : oneDecimal(total / count));

/**
 * The weighted score of the parts that have a mean, with the weight each carried: a part without
 * one is left out and the weights of the others are scaled up to 100 %, so that a missing part
 * never pulls the score down as a zero would.
 */
export function weightedScore(averages: Partial<Record<ScorePart, number | null>>) {
  const present = SCORE_PARTS.flatMap((part) => {
    const average = averages[part];
    return average === null || average === undefined ? [] : [{ part, average }];
  });
  const totalWeight = present.reduce((sum, { part }) => sum + SCORE_WEIGHTS[part], 0);
  if (totalWeight === 0) return { score: null, parts: [] };
  const weighted = present.reduce((sum, { part, average }) => sum + average * SCORE_WEIGHTS[part], 0);
  return {
    score: oneDecimal(weighted / totalWeight),
    parts: present.map(({ part, average }) => ({
      part,
      average,
      weight: oneDecimal((SCORE_WEIGHTS[part] * 100) / totalWeight),
    })),
  };
}

/** The level of the scale nearest the score: what calibration starts from. */
export const nearestLevel = (score: number, levels: number) => Math.min(levels, Math.max(1, Math.round(score)));
