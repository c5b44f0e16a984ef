import { useId } from 'react';
import { QueryState } from '@/components/ui/query-state';
import { toIsoDate } from '@/lib/dates';
import { useTasks } from '../api/get-tasks';
import { TaskCenterLink } from './task-center-link';
import { TaskSummaryList } from './task-summary';

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
      <QueryState query={tasks} what="your tasks" className="py-4">
        {(linked) => <TaskSummaryList tasks={linked} today={today} empty="No tasks are linked to this goal yet." />}
      </QueryState>
      <TaskCenterLink />
    </section>
  );
}
