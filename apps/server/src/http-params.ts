import { z } from 'zod';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The nil UUID: never given to a row (they get random version 4 ids), so looking it up finds nothing. */
const NO_ROW_ID = '00000000-0000-0000-0000-000000000000';

/**
 * `/:id` of a row with a uuid key. An id that cannot name a row becomes one that names none, so it
 * answers the same 404 as an id that does not exist, and the database never sees a malformed uuid.
 */
export const idParamsSchema = z.object({
  id: z.string().transform((id) => (UUID_PATTERN.test(id) ? id : NO_ROW_ID)),
});

/** Whether `id` is in the form of a uuid (a cursor's row id, say). */
export const isUuid = (id: string) => UUID_PATTERN.test(id);
