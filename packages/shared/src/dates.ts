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
