import { TASK_STATUS_LABELS, type Task } from '@topgear/shared/tasks';
import { mediumDate } from '@/lib/dates';
import { isOverdue } from '../task-dates';
import { OverdueBadge } from './overdue-badge';

/** One task read-only: text, due day, column and whether it is late. */
function TaskSummary({ task, today }: { task: Task; today: string }) {
  return (
    <div className="flex flex-col gap-1 rounded-lg border border-slate-200 bg-white px-3 py-2">
      <p className="break-words font-medium text-slate-900">{task.text}</p>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
        <span>
          Due <time dateTime={task.dueDate}>{mediumDate(task.dueDate)}</time>
        </span>
        <span>{TASK_STATUS_LABELS[task.status]}</span>
        {isOverdue(task, today) && <OverdueBadge />}
      </p>
    </div>
  );
}

interface TaskSummaryListProps {
  tasks: readonly Task[];
  today: string;
  /** What an empty list says. */
  empty: string;
}

/** Tasks read-only, for lists outside the board. */
export function TaskSummaryList({ tasks, today, empty }: TaskSummaryListProps) {
  if (tasks.length === 0) return <p className="text-sm text-slate-600">{empty}</p>;
  return (
    <ul className="flex flex-col gap-2">
      {tasks.map((task) => (
        <li key={task.id}>
          <TaskSummary task={task} today={today} />
        </li>
      ))}
    </ul>
  );
}
