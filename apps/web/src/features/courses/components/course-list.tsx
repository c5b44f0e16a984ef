import { PagedList } from '@/components/ui/paged-list';
import { useCourses } from '../api/get-courses';
import { CourseCard } from './course-card';

const COURSES_PER_PAGE = 12;

/**
 * The free courses as cards, a page at a time: the public list and the dashboard's show the same.
 * `canDelete` only hides the control; the server refuses a deletion by anyone but admins and managers.
 */
export function CourseList({ canDelete }: { canDelete: boolean }) {
  const courses = useCourses(COURSES_PER_PAGE);
  return (
    <PagedList query={courses} noun="courses" empty="No courses yet. Please check back soon.">
      {(items) => (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((course) => (
            <li key={course.id}>
              <CourseCard course={course} canDelete={canDelete} />
            </li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}
