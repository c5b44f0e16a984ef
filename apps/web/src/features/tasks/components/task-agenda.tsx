import type { Task } from '@topgear/shared/tasks';
import { useId } from 'react';
import { QueryState } from '@/components/ui/query-state';
import { toIsoDate } from '@/lib/dates';
import { useTasks } from '../api/get-tasks';
import { agendaOf } from '../task-dates';
import { TaskCenterLink } from './task-center-link';
import { TaskSummaryList } from './task-summary';

interface AgendaGroupProps {
  title: string;
  tasks: Task[];
  empty: string;
  today: string;
}

function AgendaGroup({ title, tasks, empty, today }: AgendaGroupProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="font-semibold text-slate-800">
        {title} <span className="font-normal text-slate-600">({tasks.length})</span>
      </h3>
      <TaskSummaryList tasks={tasks} today={today} empty={empty} />
    </section>
  );
}

/** My open tasks that need attention: overdue, due today, and due later this week. */
export function TaskAgenda() {
  const tasks = useTasks();
  const headingId = useId();
  const today = toIsoDate(new Date());
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-lg font-bold text-brand-900">
        My tasks
      </h2>
      <QueryState query={tasks} what="your tasks" className="py-4">
        {(all) => {
          const agenda = agendaOf(all, today);
          return (
            <div className="flex flex-col gap-4">
              <AgendaGroup title="Overdue" tasks={agenda.overdue} empty="Nothing is overdue." today={today} />
              <AgendaGroup title="Today" tasks={agenda.today} empty="Nothing is due today." today={today} />
              <AgendaGroup
                title="Later this week"
                tasks={agenda.laterThisWeek}
                empty="Nothing else is due this week."
                today={today}
              />
            </div>
          );
        }}
      </QueryState>
      <TaskCenterLink />
    </section>
  );
}
