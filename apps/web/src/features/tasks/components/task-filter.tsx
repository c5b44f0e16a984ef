import { TASK_FILTERS, type TaskFilter } from '../task-dates';

interface TaskFilterProps {
  value: TaskFilter;
  onChange: (filter: TaskFilter) => void;
}

/** Which cards the board shows: all of them, the overdue ones, or those due this week. */
export function TaskFilterControl({ value, onChange }: TaskFilterProps) {
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="sr-only">Show tasks</legend>
      <span aria-hidden="true" className="text-sm font-medium text-slate-700">
        Show
      </span>
      {TASK_FILTERS.map((filter) => (
        <label
          key={filter.value}
          className="flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-slate-300 bg-white px-4 text-sm text-slate-700 has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:font-semibold has-checked:text-brand-900 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-500"
        >
          <input
            type="radio"
            name="task-filter"
            value={filter.value}
            checked={value === filter.value}
            onChange={() => onChange(filter.value)}
            className="accent-brand-700"
          />
          {filter.label}
        </label>
      ))}
    </fieldset>
  );
}
