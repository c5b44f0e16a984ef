import { SkeletonGrid } from '@/components/ui/card-skeleton';
import { MediaCardSkeleton } from '@/components/ui/media-card';
import { PagedList } from '@/components/ui/paged-list';
import { pagesAsked } from '@/lib/paged-list';
import { coursesQueryOptions, useCourses } from '../api/get-courses';
import { CourseCard } from './course-card';

const COURSES_PER_PAGE = 12;
/** The address's parameter for how many courses are shown (`pagesAsked`). */
const COURSES_PARAM = 'courses';
const GRID = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

/** What the list shows at `url`, for the loader of a page that shows it. */
export const courseListQueryOptions = (url: string) => ({
  ...coursesQueryOptions(COURSES_PER_PAGE),
  pages: pagesAsked(url, COURSES_PARAM, COURSES_PER_PAGE),
});

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
      moreParam={COURSES_PARAM}
      empty="No courses yet. Please check back soon."
      skeleton={
        <SkeletonGrid className={GRID} count={6}>
          <MediaCardSkeleton aspect="aspect-video" titleLines={1} lines={3} action="button" />
        </SkeletonGrid>
      }
    >
      {(items, itemId) => (
        <ul className={GRID}>
          {items.map((course, index) => (
            <li key={course.id} id={itemId(index)} className="scroll-mt-24">
              <CourseCard course={course} canDelete={canDelete} />
            </li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}
