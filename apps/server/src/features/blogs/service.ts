import type { PageQuery } from '@topgear/shared/pagination';
import type { Database } from '../../db/client';
import { listBlogs } from './repository';

export function createBlogService({ db }: { db: Database }) {
  return {
    /** Newest first; the response schema keeps only the public fields of each row. */
    list: (page: PageQuery) => listBlogs(db, page),
  };
}
