import type { EbookSeries } from '@topgear/shared/ebooks';
import type { PageQuery } from '@topgear/shared/pagination';
import type { Database } from '../../db/client';
import { listEbooks } from './repository';

export function createEbookService({ db }: { db: Database }) {
  return {
    /** One series in the order its books were added. */
    list: ({ series, ...page }: PageQuery & { series: EbookSeries }) => listEbooks(db, series, page),
  };
}
