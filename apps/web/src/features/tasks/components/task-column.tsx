import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { TASK_STATUS_LABELS, type Task, type TaskMove, type TaskStatus } from '@topgear/shared/tasks';
import { useId, useRef } from 'react';
import { clsx } from 'clsx';
import { indexNextTo } from '../board';
import type { GoalChoice } from '../task-form';
import { AddTaskForm } from './add-task-form';
import type { MoveControl } from './move-focus';
import { TaskCard } from './task-card';

interface TaskColumnProps {
  status: TaskStatus;
  /** The cards shown, top to bottom; undefined while the board loads. */
  cards: Task[] | undefined;
  /** Every card id of the column, shown or hidden by the filter: the API counts positions among them. */
  columnIds: string[];
  /** What the empty column says: there are no cards, or none the filter lets through. */
  empty: string;
  goals: readonly GoalChoice[];
  today: string;
  onMove: (taskId: string, to: TaskMove, control: MoveControl) => void;
  onMoveToColumn: (taskId: string, status: TaskStatus) => void;
}

/** One column: its heading, its cards in order (a drop target and a sortable list), and its add form. */
export function TaskColumn({ status, cards, columnIds, empty, goals, today, onMove, onMoveToColumn }: TaskColumnProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const { setNodeRef, isOver } = useDroppable({ id: status });
  const label = TASK_STATUS_LABELS[status];

  const movesOf = (task: Task, index: number, shown: Task[]) => {
    const above = shown[index - 1];
    const below = shown[index + 1];
    return {
      up:
        above && (() => onMove(task.id, { status, index: indexNextTo(columnIds, task.id, above.id, 'before') }, 'up')),
      down:
        below && (() => onMove(task.id, { status, index: indexNextTo(columnIds, task.id, below.id, 'after') }, 'down')),
      toColumn: (target: TaskStatus) => onMoveToColumn(task.id, target),
    };
  };

  return (
    <section
      aria-labelledby={headingId}
      className="@container flex min-w-0 flex-col gap-3 rounded-2xl bg-slate-100 p-2"
    >
      <div className="flex items-center justify-between gap-2 px-1 pt-1">
        <h2 id={headingId} ref={heading} tabIndex={-1} className="text-base font-bold text-brand-900">
          {label}
        </h2>
        {cards && (
          <span className="rounded-full bg-white px-2 py-0.5 text-xs font-semibold text-slate-700">
            {cards.length} <span className="sr-only">{cards.length === 1 ? 'task' : 'tasks'}</span>
          </span>
        )}
      </div>
      <div
        ref={setNodeRef}
        className={clsx('min-h-24 rounded-xl transition-colors', isOver && 'bg-brand-50 ring-2 ring-brand-300')}
      >
        {!cards ? (
          <p role="status" className="p-3 text-sm text-slate-600">
            Loading...
          </p>
        ) : (
          <SortableContext id={status} items={cards.map((task) => task.id)} strategy={verticalListSortingStrategy}>
            {cards.length === 0 ? (
              <p className="p-3 text-sm text-slate-600">{empty}</p>
            ) : (
              <ul className="flex flex-col gap-3">
                {cards.map((task, index) => (
                  <TaskCard
                    key={task.id}
                    task={task}
                    index={index}
                    goals={goals}
                    today={today}
                    moves={movesOf(task, index, cards)}
                    onDeleted={() => heading.current?.focus()}
                  />
                ))}
              </ul>
            )}
          </SortableContext>
        )}
      </div>
      <AddTaskForm status={status} goals={goals} />
    </section>
  );
}
