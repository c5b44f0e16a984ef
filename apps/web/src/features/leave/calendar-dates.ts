const FORMAT = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/**
 * A `YYYY-MM-DD` day as people read it ('Mar 2, 2026'). The day is read and written in UTC, so it
 * is the same day wherever the browser is.
 */
export const formatCalendarDate = (date: string) => FORMAT.format(Date.parse(`${date}T00:00:00Z`));
