import { z } from 'zod';

export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;

/** `?limit=&cursor=`: the page size, and where the previous page ended. */
export const pageQuerySchema = z.object({
  limit: z.coerce
    .number({ error: `limit must be a whole number from 1 to ${PAGE_SIZE_MAX}` })
    .int(`limit must be a whole number from 1 to ${PAGE_SIZE_MAX}`)
    .min(1, `limit must be a whole number from 1 to ${PAGE_SIZE_MAX}`)
    .max(PAGE_SIZE_MAX, `limit must be a whole number from 1 to ${PAGE_SIZE_MAX}`)
    .default(PAGE_SIZE_DEFAULT),
  cursor: z.string().max(200).optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** One page of a list; `nextCursor` is null on the last page. */
export const pageSchema = <Item extends z.ZodType>(item: Item) =>
  z.object({ items: z.array(item), nextCursor: z.string().nullable() });

export interface Page<Item> {
  items: Item[];
  nextCursor: string | null;
}

/** Whose row it is, on lists of everyone's rows that managers read. */
export const ownerSchema = z.object({ id: z.string(), name: z.string() });
export type Owner = z.infer<typeof ownerSchema>;
