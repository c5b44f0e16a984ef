import type { Course } from '@topgear/shared/courses';
import Trash2 from 'lucide-react/icons/trash-2';
import { toast } from '@/lib/toast';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { useDeleteCourse } from '../api/delete-course';
import { COURSE_TEXTS } from '../texts';

/** Delete, after the spec's confirmation; the toast shows only once the server has deleted it. */
export function DeleteCourseButton({ course }: { course: Course }) {
  const deletion = useDeleteCourse();
  return (
    <ConfirmButton
      title={COURSE_TEXTS.confirmDelete}
      description={`“${course.name}” will be removed from the free course list.`}
      confirmLabel="Delete"
      mutation={deletion}
      variables={course.id}
      onSuccess={() => toast.success(COURSE_TEXTS.deleted)}
    >
      <Trash2 aria-hidden="true" className="size-4" />
      Delete <span className="sr-only">{course.name}</span>
    </ConfirmButton>
  );
}
