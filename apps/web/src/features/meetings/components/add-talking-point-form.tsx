import { newTalkingPointSchema } from '@topgear/shared/meetings';
import Plus from 'lucide-react/icons/plus';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Form, FormFailure } from '@/components/ui/form';
import { FormInput } from '@/components/ui/form-fields';
import { useAddTalkingPoint } from '../api/add-talking-point';
import { newId } from '@/lib/new-id';

/**
 * 'Add a talking point': the point is named here, and keeps its name until the server has it, so
 * sending it again after a failure never adds it twice. The box clears once the point is added.
 */
export function AddTalkingPointForm({ seriesId, occursAt }: { seriesId: string; occursAt: string }) {
  const add = useAddTalkingPoint(seriesId, occursAt);
  const [empty] = useState(() => ({ id: newId(), text: '' }));
  return (
    <Form
      schema={newTalkingPointSchema}
      options={{ defaultValues: empty }}
      error={add.error}
      onSubmit={(point, form) =>
        add.mutate(point, {
          onSuccess: () => {
            form.reset({ id: newId(), text: '' });
            form.setFocus('text');
          },
        })
      }
      className="flex flex-col gap-2"
    >
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <FormInput name="text" label="Add a talking point" autoComplete="off" />
        </div>
        <Button type="submit" loading={add.isPending} className="mt-6 shrink-0">
          <Plus aria-hidden="true" className="size-4" />
          Add
        </Button>
      </div>
      <FormFailure />
    </Form>
  );
}
