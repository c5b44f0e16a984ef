import { useId } from 'react';
import { CourseList } from '@/features/courses/components/course-list';
import { useCurrentUser } from '@/features/users/api/get-me';

export function Component() {
  const me = useCurrentUser();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-6xl">
      <title>Courses · TopGear Perform</title>
      <h1 id={headingId} className="text-2xl font-bold text-brand-900">
        Courses
      </h1>
      <p className="mt-1 text-slate-600">Free short courses from our team: open one with 'enable course'.</p>
      <div className="mt-6">
        <CourseList canDelete={me.isAdmin || me.isManager} />
      </div>
    </section>
  );
}
