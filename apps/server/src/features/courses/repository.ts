import type { courseInputSchema } from '@topgear/shared/courses';
import type { PageQuery } from '@topgear/shared/pagination';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { findPage } from '../../db/pagination';
import { courses } from '../../db/schema';

export const listCourses = (db: Executor, page: PageQuery) => findPage(db, courses, page, { order: 'oldest' });

/** Deletes the course; resolves with its name, or undefined when there was none. */
export async function deleteCourse(db: Executor, id: string) {
  const [deleted] = await db.delete(courses).where(eq(courses.id, id)).returning({ name: courses.name });
  return deleted?.name;
}

export type CourseFields = z.output<typeof courseInputSchema>;

export async function insertCourse(db: Executor, course: CourseFields) {
  const [row] = await db.insert(courses).values(course).returning();
  if (!row) throw new Error('the course was not stored');
  return row;
}
