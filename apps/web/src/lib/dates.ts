/**
 * Calendar days as the API writes them, 'YYYY-MM-DD'. They compare in calendar order as plain
 * strings; "today" is the day on the browser's own calendar, not in UTC.
 */

/** A moment's day on the browser's calendar, as the API writes days. */
export const toIsoDate = (moment: Date) =>
  `${moment.getFullYear()}-${String(moment.getMonth() + 1).padStart(2, '0')}-${String(moment.getDate()).padStart(2, '0')}`;

/** An API day as the browser's Date at local midnight, e.g. for a calendar widget. */
export function fromIsoDate(date: string): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(year, month - 1, day);
}

/** 'Nov 24, 2026': the medium date the spec shows. */
export const mediumDate = (date: string) => fromIsoDate(date).toLocaleDateString('en-US', { dateStyle: 'medium' });

// Made on first use: making a format costs the main thread milliseconds, which a page that shows
// no moment (the demo booking page imports this module) should not spend.
let momentFormat: Intl.DateTimeFormat | undefined;

/** An ISO instant in the browser's time zone: 'Jan 6, 2025, 3:04 PM'. */
export const formatMoment = (iso: string) =>
  (momentFormat ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })).format(
    new Date(iso),
  );

/** A moment's month on the browser's calendar, 'YYYY-MM'. */
export const toIsoMonth = (moment: Date) => toIsoDate(moment).slice(0, 7);

/** The month `by` months after `month` ('YYYY-MM'); negative goes back. */
export function shiftMonth(month: string, by: number) {
  const [year = 0, monthNumber = 1] = month.split('-').map(Number);
  return toIsoMonth(new Date(year, monthNumber - 1 + by, 1));
}

/** Every day of `month` ('YYYY-MM'), first to last, as API days. */
export function daysOfMonth(month: string) {
  const first = fromIsoDate(`${month}-01`);
  const count = new Date(first.getFullYear(), first.getMonth() + 1, 0).getDate();
  return Array.from({ length: count }, (_, index) => `${month}-${String(index + 1).padStart(2, '0')}`);
}

/** '2026-11' → 'Nov': a chart's axis, where the year is plain from the run of months. */
export const shortMonth = (month: string) => fromIsoDate(`${month}-01`).toLocaleDateString('en-US', { month: 'short' });

/** 'November 2026'. */
export const monthLabel = (month: string) =>
  fromIsoDate(`${month}-01`).toLocaleDateString('en-US', { month: 'long', year: 'numeric' });
