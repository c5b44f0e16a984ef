import type { EbookSeries } from '@topgear/shared/ebooks';
import type { PageQuery } from '@topgear/shared/pagination';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { findPage } from '../../db/pagination';
import { ebooks } from '../../db/schema';

export const listEbooks = (db: Executor, series: EbookSeries, page: PageQuery) =>
  findPage(db, ebooks, page, { order: 'oldest', where: eq(ebooks.series, series) });
