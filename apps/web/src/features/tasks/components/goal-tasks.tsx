import { useId } from 'react';
import { useTasks } from '../api/get-tasks';
import { toIsoDate } from '../task-dates';
import { TaskCenterLink } from './task-center-link';
import { TaskSummary } from './task-summary';
import { TasksLoadState } from './tasks-load-state';

/** The tasks linked to one goal, for the goal's page. */
export function GoalTasks({ goalId }: { goalId: string }) {
  const tasks = useTasks(goalId);
  const headingId = useId();
  const today = toIsoDate(new Date());
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-bold text-brand-900">
        Linked tasks
      </h2>
      <TasksLoadState query={tasks}>
        {(linked) =>
          linked.length === 0 ? (
            <p className="text-sm text-slate-600">No tasks are linked to this goal yet.</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {linked.map((task) => (
                <li key={task.id}>
                  <TaskSummary task={task} today={today} />
                </li>
              ))}
            </ul>
          )
        }
      </TasksLoadState>
      <TaskCenterLink />
    </section>
  );
}
