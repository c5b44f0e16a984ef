import { FormInput, FormSelect } from '@/components/ui/form-fields';
import type { GoalChoice } from '../task-form';

interface TaskFormFieldsProps {
  goals: readonly GoalChoice[];
  /** Puts the cursor in the text at once, for a form opened on purpose (Edit). */
  autoFocus?: boolean;
}

/** The task's text, due day and optional goal, for the add and edit forms. */
export function TaskFormFields({ goals, autoFocus = false }: TaskFormFieldsProps) {
  return (
    <>
      <FormInput name="text" label="Task" autoComplete="off" autoFocus={autoFocus} />
      {/* Side by side once the column is wide enough for a date picker beside the goal. */}
      <div className="grid gap-3 @xs:grid-cols-2">
        <FormInput name="dueDate" type="date" label="Date" />
        <FormSelect
          name="goalId"
          label="Goal"
          placeholder="No goal"
          options={goals.map((goal) => ({ value: goal.id, label: goal.name }))}
        />
      </div>
    </>
  );
}
