import {
  GOAL_CATEGORIES,
  GOAL_TARGET_MAX,
  GOAL_TARGET_MIN,
  GOAL_UNITS,
  goalInputSchema,
  type GoalInput,
} from '@topgear/shared/goals';
import type { z } from 'zod';
import { FormActions } from '@/components/ui/form-actions';
import { Form, FormFailure, type FormMethods } from '@/components/ui/form';
import { FormInput, FormSelect, FormTextArea } from '@/components/ui/form-fields';

export type GoalFormMethods = FormMethods<typeof goalInputSchema>;

const TARGETS = Array.from({ length: GOAL_TARGET_MAX - GOAL_TARGET_MIN + 1 }, (_, index) =>
  String(GOAL_TARGET_MIN + index),
);

/** An unanswered select or an empty date is sent as null: the API's "not given". */
const emptyAsNull = { setValueAs: (value: string | null) => (value === '' ? null : value) };

export const emptyGoal: GoalInput = {
  name: '',
  target: GOAL_TARGET_MIN,
  unit: null,
  from: null,
  to: null,
  description: '',
  category: null,
};

interface GoalFormProps {
  defaultValues: GoalInput;
  submitLabel: string;
  pending: boolean;
  /** The last submission's failure; what was typed stays in the form. */
  error: unknown;
  onSubmit: (goal: z.output<typeof goalInputSchema>, form: GoalFormMethods) => void;
  /** Shows a Cancel button, for the form in a dialog. */
  onCancel?: () => void;
}

/** The goal form of the spec: Goal Name, Target, Unit, From, To, Description and Category. */
export function GoalForm({ defaultValues, submitLabel, pending, error, onSubmit, onCancel }: GoalFormProps) {
  return (
    <Form
      schema={goalInputSchema}
      options={{ defaultValues }}
      onSubmit={onSubmit}
      error={error}
      className="grid gap-4 sm:grid-cols-2"
    >
      <div className="sm:col-span-2">
        <FormInput name="name" label="Goal Name" required />
      </div>
      <FormSelect name="target" label="Target" options={TARGETS} rules={{ valueAsNumber: true }} />
      <FormSelect name="unit" label="Unit" placeholder="Choose a unit" options={GOAL_UNITS} rules={emptyAsNull} />
      <FormInput name="from" label="From" type="date" rules={emptyAsNull} />
      <FormInput name="to" label="To" type="date" rules={emptyAsNull} />
      <div className="sm:col-span-2">
        <FormTextArea name="description" label="Description" rows={4} />
      </div>
      <div className="sm:col-span-2">
        <FormSelect
          name="category"
          label="Category"
          placeholder="Choose a category"
          options={GOAL_CATEGORIES}
          rules={emptyAsNull}
        />
      </div>
      <FormFailure className="sm:col-span-2" />
      <FormActions submitLabel={submitLabel} pending={pending} onCancel={onCancel} className="sm:col-span-2" />
    </Form>
  );
}
