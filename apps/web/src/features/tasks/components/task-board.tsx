import { DndContext, DragOverlay, KeyboardSensor, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { TASK_STATUS_LABELS, TASK_STATUSES, type TaskMove, type TaskStatus } from '@topgear/shared/tasks';
import { useMemo, useState } from 'react';
import { QueryFailure } from '@/components/ui/query-failure';
import { toIsoDate } from '@/lib/dates';
import { useTasks } from '../api/get-tasks';
import { useMoveTask } from '../api/move-task';
import { boardAnnouncements, boardInstructions } from '../board-announcements';
import { filterColumns } from '../board';
import { quotedText } from '../quoted-text';
import { matchesFilter, type TaskFilter } from '../task-dates';
import type { GoalChoice } from '../task-form';
import { createMoveFocus, MoveFocusContext, type MoveControl } from './move-focus';
import { TaskCardDetails } from './task-card';
import { TaskColumn } from './task-column';
import { TaskFilterControl } from './task-filter';
import { useBoardDrag } from './use-board-drag';

const EMPTY_TEXT: Record<TaskFilter, string> = {
  all: 'No tasks here yet.',
  overdue: 'No overdue tasks here.',
  'this-week': 'No tasks due this week here.',
};

/**
 * My Task Center: four columns of cards, moved by drag and drop (pointer or keyboard) or by each
 * card's move controls, filtered to the overdue ones or those due this week.
 */
export function TaskBoard({ goals }: { goals: readonly GoalChoice[] }) {
  const tasks = useTasks();
  const board = tasks.data;
  const moveTask = useMoveTask();
  const [filter, setFilter] = useState<TaskFilter>('all');
  const [announcement, setAnnouncement] = useState('');
  const [moveFocus] = useState(createMoveFocus);
  const today = toIsoDate(new Date());
  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so a tap or click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const drag = useBoardDrag(board, moveTask);
  const byId = useMemo(() => new Map((board ?? []).map((task) => [task.id, task])), [board]);

  const shown = useMemo(
    () =>
      filterColumns(drag.columns, (id) => {
        const task = byId.get(id);
        return task !== undefined && matchesFilter(task, filter, today);
      }),
    [drag.columns, byId, filter, today],
  );
  const announcements = useMemo(() => boardAnnouncements(shown), [shown]);

  const moveWithControl = (taskId: string, to: TaskMove, control: MoveControl) => {
    const task = byId.get(taskId);
    if (!task) return;
    const size = drag.columns[to.status].filter((id) => id !== taskId).length + 1;
    const position = Math.min(to.index, size - 1) + 1;
    moveFocus.request(taskId, control);
    setAnnouncement(
      `Moved task ${quotedText(task.text)} to ${TASK_STATUS_LABELS[to.status]}, position ${position} of ${size}.`,
    );
    moveTask(taskId, to);
  };

  const moveToColumn = (taskId: string, status: TaskStatus) =>
    moveWithControl(taskId, { status, index: drag.columns[status].length }, 'move-to');

  if (tasks.isLoadingError) return <QueryFailure query={tasks} message="We could not load your tasks." />;

  const active = drag.activeId ? byId.get(drag.activeId) : undefined;
  return (
    <div className="flex flex-col gap-4">
      <TaskFilterControl value={filter} onChange={setFilter} />
      {tasks.isRefetchError && (
        <QueryFailure
          query={tasks}
          message="We could not refresh your tasks."
          className="flex-row flex-wrap items-center"
        />
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <MoveFocusContext value={moveFocus}>
        <DndContext
          sensors={sensors}
          collisionDetection={drag.collisionDetection}
          accessibility={{ announcements, screenReaderInstructions: boardInstructions }}
          {...drag.handlers}
        >
          {/*
            Stacked on a phone; side by side from a tablet up, scrolling sideways when four do not fit.
            Relative, so the cards' visually hidden labels scroll with them instead of widening the page.
          */}
          <div className="relative grid items-start gap-3 md:auto-cols-[minmax(16rem,1fr)] md:grid-flow-col md:overflow-x-auto md:pb-2">
            {TASK_STATUSES.map((status) => (
              <TaskColumn
                key={status}
                status={status}
                cards={board && shown[status].flatMap((id) => byId.get(id) ?? [])}
                columnIds={drag.columns[status]}
                empty={EMPTY_TEXT[filter]}
                goals={goals}
                today={today}
                onMove={moveWithControl}
                onMoveToColumn={moveToColumn}
              />
            ))}
          </div>
          <DragOverlay>
            {active && (
              <div className="flex cursor-grabbing flex-col gap-1 rounded-xl border border-brand-300 bg-white p-3 shadow-lg">
                <TaskCardDetails task={active} today={today} />
              </div>
            )}
          </DragOverlay>
        </DndContext>
      </MoveFocusContext>
    </div>
  );
}
