import { RequireRole } from '@/app/require-role';
import { ScreenHeading } from '@/components/ui/screen-heading';
import { TitledSection } from '@/components/ui/titled-section';
import { AddCourseForm } from '@/features/courses/components/add-course-form';
import { CourseList } from '@/features/courses/components/course-list';

export function Component() {
  return (
    <RequireRole audience="admins">
      <div className="mx-auto flex max-w-6xl flex-col gap-8">
        <title>Add Course · TopGear Perform</title>
        <div className="max-w-2xl">
          <ScreenHeading title="Add Course" />
          <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
            <AddCourseForm />
          </div>
        </div>
        <TitledSection title="Our courses">
          <CourseList canDelete />
        </TitledSection>
      </div>
    </RequireRole>
  );
}
