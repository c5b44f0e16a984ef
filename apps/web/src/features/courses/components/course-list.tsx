import { SkeletonGrid } from '@/components/ui/card-skeleton';
import { MediaCardSkeleton } from '@/components/ui/media-card';
import { PagedList } from '@/components/ui/paged-list';
import { coursesQueryOptions, useCourses } from '../api/get-courses';
import { CourseCard } from './course-card';

const COURSES_PER_PAGE = 12;
const GRID = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

/** What the list shows first, for the loader of a page that shows it. */
export const courseListQueryOptions = () => coursesQueryOptions(COURSES_PER_PAGE);

/**
 * The free courses as cards, a page at a time: the public list and the dashboard's show the same.
 * `canDelete` only hides the control; the server refuses a deletion by anyone but admins and managers.
 */
export function CourseList({ canDelete }: { canDelete: boolean }) {
  const courses = useCourses(COURSES_PER_PAGE);
  return (
    <PagedList
      query={courses}
      noun="courses"
      empty="No courses yet. Please check back soon."
      skeleton={
        <SkeletonGrid className={GRID} count={6}>
          <MediaCardSkeleton aspect="aspect-video" titleLines={1} lines={3} action="button" />
        </SkeletonGrid>
      }
    >
      {(items) => (
        <ul className={GRID}>
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
