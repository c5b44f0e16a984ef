import { TASK_STATUS_LABELS, type TaskStatus } from '@topgear/shared/tasks';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Form, FormFailure } from '@/components/ui/form';
import { useCreateTask } from '../api/create-task';
import { taskFormSchema, type GoalChoice, type TaskFormValues } from '../task-form';
import { TaskFormFields } from './task-form-fields';

const emptyTask: TaskFormValues = { text: '', dueDate: '', goalId: '' };

/** A column's add form; it clears only once the server has the task, and keeps the input when it fails. */
export function AddTaskForm({ status, goals }: { status: TaskStatus; goals: readonly GoalChoice[] }) {
  const create = useCreateTask();
  return (
    <Form
      schema={taskFormSchema}
      options={{ defaultValues: emptyTask }}
      error={create.error}
      onSubmit={(values, form) =>
        create.mutate(
          { ...values, status },
          {
            onSuccess: () => {
              toast.success(`Task added to ${TASK_STATUS_LABELS[status]}`);
              form.reset(emptyTask);
              form.setFocus('text');
            },
          },
        )
      }
      className="flex flex-col gap-3 rounded-xl border border-dashed border-slate-300 bg-white p-3"
    >
      <TaskFormFields goals={goals} />
      <FormFailure />
      <Button type="submit" loading={create.isPending} className="min-h-11">
        + Add Task
      </Button>
    </Form>
  );
}
