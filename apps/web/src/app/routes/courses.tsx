import { PagedList } from '@/components/ui/paged-list';
import { PageHeader } from '@/components/ui/page-header';
import { useCourses } from '@/features/courses/api/get-courses';
import { CourseCard } from '@/features/courses/components/course-card';
import { useMe } from '@/features/users/api/get-me';

const COURSES_PER_PAGE = 12;

export function Component() {
  const courses = useCourses(COURSES_PER_PAGE);
  const { data: me } = useMe();
  // Hiding the control is a courtesy; the server refuses the deletion to anyone else.
  const canDelete = Boolean(me && (me.isAdmin || me.isManager));

  return (
    <>
      <title>Free courses · TopGear Perform</title>
      <meta
        name="description"
        content="Free short courses on OKRs, feedback, time management, remote leadership and people analytics."
      />
      <PageHeader eyebrow="Learn with us" title="welcome to our free course">
        <p className="max-w-2xl text-lg text-slate-600">
          Short courses from our team on the skills that make managers and teams better, free for everyone.
        </p>
      </PageHeader>
      <section aria-label="Courses" className="mx-auto max-w-7xl px-4 pb-16">
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
      </section>
    </>
  );
}
