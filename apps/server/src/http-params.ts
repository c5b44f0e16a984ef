import { z } from 'zod';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `/:id` in a path. Any string is accepted so that an id that cannot exist answers 404, like one that does not. */
export const idParamsSchema = z.object({ id: z.string().max(100) });

/** Whether `id` can name a row at all; ids that cannot are simply not found, without asking the database. */
export const isUuid = (id: string) => UUID_PATTERN.test(id);
