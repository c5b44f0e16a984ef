import { TASK_STATUS_LABELS, type Task } from '@topgear/shared/tasks';
import { isOverdue, mediumDate } from '../task-dates';
import { OverdueBadge } from './overdue-badge';

/** One task read-only, for lists outside the board: text, due day, column and whether it is late. */
export function TaskSummary({ task, today }: { task: Task; today: string }) {
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
