import {
  SCORE_PART_LABELS,
  SCORE_PARTS,
  SCORE_WEIGHTS,
  type Calibration,
  type CalibrationRow,
  type ScorePart,
} from '@topgear/shared/review-calibration';
import { CYCLE_PHASE_LABELS } from '@topgear/shared/review-cycles';
import { mediumDate } from '@/lib/dates';

type GroupSummary = CalibrationRow['peers'];

/** Means are kept to one decimal by the server; shown with it always, so that 4 and 4.0 do not read apart. */
export const oneDecimal = (value: number) => value.toFixed(1);

const percent = (value: number) => `${value.toLocaleString('en', { maximumFractionDigits: 1 })} %`;

/** "manager", "peers": a part of the score inside a sentence. */
const partName = (part: ScorePart) => SCORE_PART_LABELS[part].toLowerCase();

/** "1 person", "3 people". */
export const peopleText = (count: number) => `${count} ${count === 1 ? 'person' : 'people'}`;

/** A manager's or self mean, or that there is none. */
export const averageText = (average: number | null) => (average === null ? 'No rating' : oneDecimal(average));

/** A group's mean; below the anonymity threshold only how many answered, never a mean (decision 043). */
export function groupText({ asked, submitted, shown, average }: GroupSummary) {
  if (asked === 0) return 'None asked';
  if (!shown) return `Hidden: ${submitted} of ${asked} answered`;
  return averageText(average);
}

/** "2 goals · 63 %": the goals of the review period and their mean progress. */
export function goalsText({ count, averageProgress }: CalibrationRow['goals']) {
  if (count === 0) return 'No goals';
  const goals = `${count} ${count === 1 ? 'goal' : 'goals'}`;
  return averageProgress === null ? goals : `${goals} · ${averageProgress} %`;
}

/** "4 · Exceeds expectations": a level of the scale with its label. */
export const levelText = (rating: number, scale: Calibration['scale']) => `${rating} · ${scale[rating - 1]!.label}`;

export const finalRatingText = (rating: number | null, scale: Calibration['scale']) =>
  rating === null ? 'None yet' : levelText(rating, scale);

/** The table's columns of plain facts, with what each says of a person; the score and final rating have their own. */
export const FACT_COLUMNS: ReadonlyArray<{ title: string; text: (row: CalibrationRow) => string }> = [
  { title: 'Manager', text: (row) => row.manager?.name ?? 'No manager' },
  { title: 'Manager rating', text: (row) => averageText(row.managerAverage) },
  { title: 'Self rating', text: (row) => averageText(row.selfAverage) },
  { title: 'Peers', text: (row) => groupText(row.peers) },
  { title: 'Reports', text: (row) => groupText(row.reports) },
  { title: 'Goals', text: (row) => goalsText(row.goals) },
];

const NO_RATING = 'no rating';

/** Why a part with nothing to count was left out of a person's score, or nothing when it was counted or never asked. */
function whyLeftOut(row: CalibrationRow, part: ScorePart, threshold: number): string | undefined {
  if (row.scoreParts.some((counted) => counted.part === part)) return undefined;
  if (part === 'manager' || part === 'self') return NO_RATING;
  const group = part === 'peer' ? row.peers : row.reports;
  if (group.asked === 0) return undefined;
  return group.shown ? NO_RATING : `fewer than ${threshold} answered`;
}

const leftOutText = ({ part, reason }: { part: ScorePart; reason: string }) => `${partName(part)} left out: ${reason}`;

/**
 * How a person's score is made, in one line: "3.5 = manager 4.0 × 76.9 % + self 2.0 × 23.1 %;
 * peers left out: fewer than 3 answered". The weights are those the server re-balanced (decision 044).
 */
export function scoreExplanation(row: CalibrationRow, threshold: number) {
  const leftOut = SCORE_PARTS.flatMap((part) => {
    const reason = whyLeftOut(row, part, threshold);
    return reason === undefined ? [] : [{ part, reason }];
  });
  if (row.score === null) {
    // Each part lacks a rating: only a hidden group says more than "no score" does.
    const hidden = leftOut.filter(({ reason }) => reason !== NO_RATING);
    return ['No score: nobody has given a rating that counts', ...hidden.map(leftOutText)].join('; ');
  }
  const sum = row.scoreParts
    .map(({ part, average, weight }) => `${partName(part)} ${oneDecimal(average)} × ${percent(weight)}`)
    .join(' + ');
  return [`${oneDecimal(row.score)} = ${sum}`, ...leftOut.map(leftOutText)].join('; ');
}

/** The rule every score follows, from the shared weights, heaviest first. */
export function scoreRule(threshold: number) {
  const weights = [...SCORE_PARTS]
    .sort((a, b) => SCORE_WEIGHTS[b] - SCORE_WEIGHTS[a])
    .map((part) => `${partName(part)} ${percent(SCORE_WEIGHTS[part])}`);
  const listed = `${weights.slice(0, -1).join(', ')} and ${weights.at(-1)!}`;
  return `Score: the weighted average of the ratings of ${listed}. A part without ratings, or a group of peers or reports with fewer than ${threshold} answers, is left out and the others weigh more, so a missing part never counts as a low one.`;
}

/** Where the cycle stands, as the page's header says it. */
export function phaseText({ phase, calibrationDue }: Calibration['cycle']) {
  const due = mediumDate(calibrationDue);
  if (phase === 'calibration')
    return `${CYCLE_PHASE_LABELS[phase]}, due ${due}: change a final rating with the reason why.`;
  return `${CYCLE_PHASE_LABELS[phase]}: calibration was due ${due}, and the final ratings are settled.`;
}
