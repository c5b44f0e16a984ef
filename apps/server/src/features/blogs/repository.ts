import type { PageQuery } from '@topgear/shared/pagination';
import type { Executor } from '../../db/client';
import { findPage } from '../../db/pagination';
import { blogs } from '../../db/schema';

export const listBlogs = (db: Executor, page: PageQuery) => findPage(db, blogs, page, { order: 'newest' });
