/** A calendar day as the API writes it, 'YYYY-MM-DD', from the day shown in the browser. */
export const toIsoDate = (day: Date) =>
  `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;

/** The browser's Date for an API day, at local midnight, for the calendar. */
export function fromIsoDate(date: string): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(year, month - 1, day);
}

/** 'Nov 24, 2026': the medium date the spec shows. */
export const mediumDate = (date: string) => fromIsoDate(date).toLocaleDateString('en-US', { dateStyle: 'medium' });
