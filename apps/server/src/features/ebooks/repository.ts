import type { ebookInputSchema, EbookSeries } from '@topgear/shared/ebooks';
import type { PageQuery } from '@topgear/shared/pagination';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { findPage } from '../../db/pagination';
import { ebooks } from '../../db/schema';

export const listEbooks = (db: Executor, series: EbookSeries, page: PageQuery) =>
  findPage(db, ebooks, page, { order: 'oldest', where: eq(ebooks.series, series) });

export type EbookFields = z.output<typeof ebookInputSchema>;

export async function insertEbook(db: Executor, ebook: EbookFields) {
  const [row] = await db.insert(ebooks).values(ebook).returning();
  if (!row) throw new Error('the ebook was not stored');
  return row;
}

/** Removes the book; resolves with its name, or undefined when there was none. */
export async function deleteEbook(db: Executor, id: string) {
  const [row] = await db.delete(ebooks).where(eq(ebooks.id, id)).returning({ name: ebooks.name });
  return row?.name;
}
