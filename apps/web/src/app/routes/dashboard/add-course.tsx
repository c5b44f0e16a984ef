import { useId } from 'react';
import { RequireRole } from '@/app/require-role';
import { AddCourseForm } from '@/features/courses/components/add-course-form';
import { CourseList } from '@/features/courses/components/course-list';

export function Component() {
  const listHeadingId = useId();
  return (
    <RequireRole audience="admins">
      <div className="mx-auto flex max-w-6xl flex-col gap-8">
        <title>Add Course · TopGear Perform</title>
        <div className="max-w-2xl">
          <h1 className="text-2xl font-bold text-brand-900">Add Course</h1>
          <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
            <AddCourseForm />
          </div>
        </div>
        <section aria-labelledby={listHeadingId}>
          <h2 id={listHeadingId} className="mb-4 text-lg font-bold text-brand-900">
            Our courses
          </h2>
          <CourseList canDelete />
        </section>
      </div>
    </RequireRole>
  );
}
