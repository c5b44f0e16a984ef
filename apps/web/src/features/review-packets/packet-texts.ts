import { mediumDate } from '@/lib/dates';

/** "Jan 1, 2026 – Jun 30, 2026": the period a cycle reviews. */
export const periodText = ({ periodStart, periodEnd }: { periodStart: string; periodEnd: string }) =>
  `${mediumDate(periodStart)} – ${mediumDate(periodEnd)}`;

/** "Average 4.3 of 5"; null when nobody gave a rating. */
export const averageText = (average: number | null, levels: number) =>
  average === null ? null : `Average ${average.toLocaleString('en', { maximumFractionDigits: 1 })} of ${levels}`;
