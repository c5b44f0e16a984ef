import { AUDIT_SUMMARIES } from '@topgear/shared/audit';
import { COURSE_MESSAGES } from '@topgear/shared/courses';
import type { PageQuery } from '@topgear/shared/pagination';
import type { Actor } from '../../audit';
import { announcing, type PublicContentServiceDeps } from '../../content-changes';
import { orNotFound } from '../../http-errors';
import { deleteCourse, insertCourse, listCourses, type CourseFields } from './repository';

export function createCourseService({ db, auditor, contentChanged }: PublicContentServiceDeps) {
  const announced = <T>(write: Promise<T>) => announcing(contentChanged, 'courses', write);
  return {
    /** In the order the courses were added. */
    list: (page: PageQuery) => listCourses(db, page),

    /** Deletes the course and logs who did, or answers 404 when it does not exist (any more). */
    remove: (actor: Actor, id: string) =>
      announced(
        auditor.writeAndRecord(
          actor,
          async (tx) => orNotFound(await deleteCourse(tx, id), COURSE_MESSAGES.notFound),
          (name) => ({ action: 'course.deleted', summary: AUDIT_SUMMARIES.courseDeleted(name), subjectId: id }),
        ),
      ),

    /** Adds a course at the end of the list, logged as the actor's. */
    add: (actor: Actor, input: CourseFields) =>
      announced(
        auditor.writeAndRecord(
          actor,
          (tx) => insertCourse(tx, input),
          (course) => ({
            action: 'course.created',
            summary: AUDIT_SUMMARIES.courseCreated(course.name),
            subjectId: course.id,
          }),
        ),
      ),
  };
}
