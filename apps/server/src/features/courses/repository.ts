import type { PageQuery } from '@topgear/shared/pagination';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { findPage } from '../../db/pagination';
import { courses } from '../../db/schema';

export const listCourses = (db: Executor, page: PageQuery) => findPage(db, courses, page, { order: 'oldest' });

/** Deletes the course; resolves with its name, or undefined when there was none. */
export async function deleteCourse(db: Executor, id: string) {
  const [deleted] = await db.delete(courses).where(eq(courses.id, id)).returning({ name: courses.name });
  return deleted?.name;
}
