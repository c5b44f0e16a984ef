import type { blogInputSchema } from '@topgear/shared/blogs';
import type { PageQuery } from '@topgear/shared/pagination';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { findPage } from '../../db/pagination';
import { blogs } from '../../db/schema';

export type BlogFields = z.output<typeof blogInputSchema>;

export const listBlogs = (db: Executor, page: PageQuery) => findPage(db, blogs, page, { order: 'newest' });

export async function insertBlog(db: Executor, blog: BlogFields) {
  const [row] = await db.insert(blogs).values(blog).returning();
  if (!row) throw new Error('the blog was not stored');
  return row;
}

/** Removes the blog; resolves with its title, or undefined when there was none. */
export async function deleteBlog(db: Executor, id: string) {
  const [row] = await db.delete(blogs).where(eq(blogs.id, id)).returning({ title: blogs.title });
  return row?.title;
}
