import { COURSE_MESSAGES } from '@topgear/shared/courses';
import type { PageQuery } from '@topgear/shared/pagination';
import type { Database } from '../../db/client';
import { orNotFound } from '../../http-errors';
import { deleteCourse, listCourses } from './repository';

export function createCourseService({ db }: { db: Database }) {
  return {
    /** In the order the courses were added. */
    list: (page: PageQuery) => listCourses(db, page),

    /** Deletes the course, or answers 404 when it does not exist (any more). */
    async remove(id: string): Promise<void> {
      orNotFound(await deleteCourse(db, id), COURSE_MESSAGES.notFound);
    },
  };
}
