import {
  CHECK_IN_STATUS_LABELS,
  CHECK_IN_STATUSES,
  CHECK_IN_STEP,
  checkInInputSchema,
  GOAL_MESSAGES,
  type GoalDetail,
} from '@topgear/shared/goals';
import { useMemo } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Form, FormFailure } from '@/components/ui/form';
import { FormInput, FormRadioGroup, FormTextArea } from '@/components/ui/form-fields';
import { useCheckIn } from '../api/check-in';

const STATUS_OPTIONS = CHECK_IN_STATUSES.map((status) => ({ value: status, label: CHECK_IN_STATUS_LABELS[status] }));

/** The server's rules, and the goal's own target as the highest progress. */
const checkInSchemaFor = (target: number) =>
  checkInInputSchema.extend({
    progress: checkInInputSchema.shape.progress.max(target, GOAL_MESSAGES.progressOverTarget),
  });

/** Progress (0 to the target in half steps), a status and a comment. Mount it again when the target changes. */
export function CheckInForm({ goal }: { goal: GoalDetail }) {
  const checkIn = useCheckIn();
  const schema = useMemo(() => checkInSchemaFor(goal.target), [goal.target]);
  return (
    <Form
      schema={schema}
      options={{ defaultValues: { progress: goal.progress, status: goal.status ?? 'on-track', comment: '' } }}
      error={checkIn.error}
      onSubmit={(values, form) =>
        checkIn.mutate(
          { goalId: goal.id, checkIn: values },
          {
            onSuccess: (updated) => {
              toast.success('Your check-in has been saved');
              form.reset({ progress: updated.progress, status: updated.status ?? 'on-track', comment: '' });
            },
          },
        )
      }
      className="flex flex-col gap-4"
    >
      <FormInput
        name="progress"
        label={`Progress (0 to ${goal.target})`}
        type="number"
        inputMode="decimal"
        min={0}
        max={goal.target}
        step={CHECK_IN_STEP}
        rules={{ valueAsNumber: true }}
      />
      <FormRadioGroup name="status" legend="Status" options={STATUS_OPTIONS} columns="grid-cols-1 sm:grid-cols-3" />
      <FormTextArea name="comment" label="Comment" rows={3} />
      <FormFailure />
      <Button type="submit" loading={checkIn.isPending} className="self-start">
        Check in
      </Button>
    </Form>
  );
}
