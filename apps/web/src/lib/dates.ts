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
