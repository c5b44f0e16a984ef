import type { Task } from '@topgear/shared/tasks';
import { fromIsoDate, toIsoDate } from '@/lib/dates';

/** The board's date rules, on the API's 'YYYY-MM-DD' days (see '@/lib/dates'). */

/** The Sunday that closes the calendar week (Monday to Sunday) holding `today`. */
export function endOfWeek(today: string): string {
  const day = fromIsoDate(today);
  const daysToSunday = (7 - day.getDay()) % 7;
  return toIsoDate(new Date(day.getFullYear(), day.getMonth(), day.getDate() + daysToSunday));
}

const isOpen = (task: Pick<Task, 'status'>) => task.status !== 'completed';

/** Due before today and not completed. */
export const isOverdue = (task: Pick<Task, 'status' | 'dueDate'>, today: string) =>
  isOpen(task) && task.dueDate < today;

/** Due from today through Sunday and not completed. */
export const isDueThisWeek = (task: Pick<Task, 'status' | 'dueDate'>, today: string) =>
  isOpen(task) && task.dueDate >= today && task.dueDate <= endOfWeek(today);

export const TASK_FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'overdue', label: 'Overdue' },
  { value: 'this-week', label: 'Due this week' },
] as const;
export type TaskFilter = (typeof TASK_FILTERS)[number]['value'];

export function matchesFilter(task: Pick<Task, 'status' | 'dueDate'>, filter: TaskFilter, today: string): boolean {
  if (filter === 'overdue') return isOverdue(task, today);
  if (filter === 'this-week') return isDueThisWeek(task, today);
  return true;
}

export interface Agenda<T> {
  overdue: T[];
  today: T[];
  laterThisWeek: T[];
}

/** The open tasks that need attention now, earliest first within each group. */
export function agendaOf<T extends Pick<Task, 'status' | 'dueDate'>>(tasks: readonly T[], today: string): Agenda<T> {
  const byDueDate = [...tasks].sort((a, b) => a.dueDate.localeCompare(b.dueDate));
  return {
    overdue: byDueDate.filter((task) => isOverdue(task, today)),
    today: byDueDate.filter((task) => isOpen(task) && task.dueDate === today),
    laterThisWeek: byDueDate.filter((task) => isDueThisWeek(task, today) && task.dueDate > today),
  };
}
