import { z } from 'zod';

/**
 * A moment in time: an ISO 8601 string on the wire, a `Date` in the database and in server code.
 * Response schemas encode the `Date` a query returns; request schemas decode what a client sends.
 * A client reads the wire shape (`z.input` of a schema).
 */
export const instantSchema = z.codec(z.iso.datetime({ offset: true }), z.date(), {
  decode: (iso) => new Date(iso),
  encode: (date) => date.toISOString(),
});

/** Calendars (and PostgreSQL's dates) have no year 0; nothing in the product is planned outside this century. */
const EARLIEST_DATE = '2000-01-01';
const LATEST_DATE = '2099-12-31';

/** A day on the calendar, `YYYY-MM-DD`, with no time or zone; `message` explains any other value. */
export const calendarDateSchema = (message: string) =>
  z.iso.date({ error: message }).refine((date) => date >= EARLIEST_DATE && date <= LATEST_DATE, message);

/** A month of this century, `YYYY-MM`; `field` names it in the message for any other value. */
export const monthSchema = (field = 'month') => {
  const message = `${field} must be a month from 2000-01 to 2099-12, written YYYY-MM`;
  return z.string({ error: message }).regex(/^20\d\d-(0[1-9]|1[0-2])$/, message);
};
