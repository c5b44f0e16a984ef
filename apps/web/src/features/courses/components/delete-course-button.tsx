import type { Course } from '@topgear/shared/courses';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@/lib/api-client';
import { useDeleteCourse } from '../api/delete-course';
import { COURSE_TEXTS } from '../texts';

/** Delete, after the spec's confirmation; the toast shows only once the server has deleted it. */
export function DeleteCourseButton({ course }: { course: Course }) {
  const [confirming, setConfirming] = useState(false);
  const deletion = useDeleteCourse();

  const close = () => {
    setConfirming(false);
    deletion.reset();
  };

  return (
    <>
      <Button variant="ghost" className="text-red-700 hover:bg-red-50" onClick={() => setConfirming(true)}>
        <Trash2 aria-hidden="true" className="size-4" />
        Delete <span className="sr-only">{course.name}</span>
      </Button>
      <ConfirmDialog
        open={confirming}
        title={COURSE_TEXTS.confirmDelete}
        description={`“${course.name}” will be removed from the free course list.`}
        confirmLabel="Delete"
        pending={deletion.isPending}
        error={deletion.error ? errorMessage(deletion.error) : undefined}
        onCancel={close}
        onConfirm={() =>
          deletion.mutate(course.id, {
            onSuccess: () => {
              toast.success(COURSE_TEXTS.deleted);
              close();
            },
          })
        }
      />
    </>
  );
}
