import type { Task } from '@topgear/shared/tasks';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { CancelOnEscape } from '@/components/ui/edit-in-place';
import { Form, FormFailure } from '@/components/ui/form';
import { useUpdateTask } from '../api/update-task';
import { taskFormSchema, type GoalChoice, type TaskFormValues } from '../task-form';
import { TaskFormFields } from './task-form-fields';

interface EditTaskFormProps {
  task: Task;
  goals: readonly GoalChoice[];
  /** Leaves editing: after a confirmed save, on Cancel, or on Escape. */
  onDone: () => void;
}

/** The card's text, date and goal in place, editable; a failed save keeps the input and shows why. */
export function EditTaskForm({ task, goals, onDone }: EditTaskFormProps) {
  const update = useUpdateTask();
  const current: TaskFormValues = { text: task.text, dueDate: task.dueDate, goalId: task.goalId ?? '' };

  return (
    <CancelOnEscape onCancel={onDone} busy={update.isPending}>
      <Form
        schema={taskFormSchema}
        options={{ defaultValues: current }}
        error={update.error}
        onSubmit={(changes) =>
          update.mutate(
            { id: task.id, changes },
            {
              onSuccess: () => {
                toast.success('Task updated');
                onDone();
              },
            },
          )
        }
        className="flex flex-col gap-3"
      >
        <TaskFormFields goals={goals} autoFocus />
        <FormFailure />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" loading={update.isPending} className="min-h-11">
            Save
          </Button>
          <Button variant="ghost" onClick={onDone} disabled={update.isPending} className="min-h-11">
            Cancel
          </Button>
        </div>
      </Form>
    </CancelOnEscape>
  );
}
