import { COURSE_MESSAGES, courseInputSchema } from '@topgear/shared/courses';
import { toast } from '@/lib/toast';
import { Form, FormFailure } from '@/components/ui/form';
import { FormActions } from '@/components/ui/form-actions';
import { FormInput, FormTextArea } from '@/components/ui/form-fields';
import { FormMediaField } from '@/components/ui/form-media-field';
import { useAddCourse } from '../api/add-course';

const empty = { name: '', createdBy: '', description: '', link: '', image: '' };

/** The Add Course form: 'Add Successfully' once the course is on the list, and the form empties. */
export function AddCourseForm() {
  const adding = useAddCourse();
  return (
    <Form
      schema={courseInputSchema}
      options={{ defaultValues: empty }}
      error={adding.error}
      onSubmit={(course, form) =>
        adding.mutate(course, {
          onSuccess: () => {
            toast.success(COURSE_MESSAGES.added);
            form.reset();
          },
        })
      }
      className="flex flex-col gap-4"
    >
      <FormInput name="name" label="Name" autoComplete="off" />
      <FormInput name="createdBy" label="Created by" autoComplete="off" />
      <FormTextArea name="description" label="Description" rows={3} />
      <FormInput name="link" label="Link" type="url" placeholder="https://…" autoComplete="off" />
      <FormMediaField name="image" label="Image" kind="picture" />
      <FormFailure />
      <FormActions submitLabel="Add Course" pending={adding.isPending} />
    </Form>
  );
}
