import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { Task } from '@topgear/shared/tasks';
import CalendarCheck from 'lucide-react/icons/calendar-check';
import GripVertical from 'lucide-react/icons/grip-vertical';
import Pencil from 'lucide-react/icons/pencil';
import Target from 'lucide-react/icons/target';
import { Link } from 'react-router';
import { toast } from '@/lib/toast';
import { buttonClasses } from '@/components/ui/button';
import { DeleteButton } from '@/components/ui/delete-button';
import { useEditInPlace } from '@/components/ui/edit-in-place';
import { FormAlert } from '@/components/ui/form-alert';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { clsx } from 'clsx';
import { mediumDate } from '@/lib/dates';
import { useDeleteTask } from '../api/delete-task';
import type { CardDragData } from '../board-announcements';
import { quotedText } from '../quoted-text';
import { isOverdue } from '../task-dates';
import type { GoalChoice } from '../task-form';
import { EditTaskForm } from './edit-task-form';
import { MoveToColumn, StepButtons, useFocusAfterMove, type CardMoves } from './move-controls';
import { OverdueBadge } from './overdue-badge';

interface TaskCardProps {
  task: Task;
  /** The card's index in its column, so the move controls can take the focus back after a move. */
  index: number;
  goals: readonly GoalChoice[];
  today: string;
  moves: CardMoves;
  /** After the card is deleted: somewhere for the focus to go. */
  onDeleted: () => void;
}

/** The goal the card works toward, by name once the goals have loaded. */
function GoalLink({ goalId, goals }: { goalId: string; goals: readonly GoalChoice[] }) {
  const name = goals.find((goal) => goal.id === goalId)?.name ?? 'Linked goal';
  return (
    <p className="flex min-w-0 items-center gap-1 text-sm">
      <Target aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
      <span className="sr-only">Goal:</span>
      <Link
        to={paths.dashboard.goal.getHref(goalId)}
        className="truncate font-medium text-brand-700 underline-offset-4 hover:underline"
      >
        {name}
      </Link>
    </p>
  );
}

/** An action item's meeting: 'From <series title>', leading to the meeting it was agreed in. */
function MeetingLink({
  seriesId,
  occursAt,
  title,
}: {
  seriesId: string;
  occursAt: string | null;
  title: string | null;
}) {
  const name = title ?? 'a meeting';
  return (
    <p className="flex min-w-0 items-center gap-1 text-sm">
      <CalendarCheck aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
      <Link
        to={
          occursAt
            ? paths.dashboard.meeting.getHref(seriesId, occursAt)
            : paths.dashboard.meetingSeries.getHref(seriesId)
        }
        className="truncate font-medium text-brand-700 underline-offset-4 hover:underline"
      >
        From {name}
      </Link>
    </p>
  );
}

/** The card's text, due day, overdue marker and goal. */
export function TaskCardDetails({ task, today }: { task: Task; today: string }) {
  return (
    <>
      <p className="break-words font-medium text-slate-900">{task.text}</p>
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
        <time dateTime={task.dueDate}>{mediumDate(task.dueDate)}</time>
        {isOverdue(task, today) && <OverdueBadge />}
      </p>
    </>
  );
}

/** A task on the board: a drag handle, its details, Edit, Delete and the move controls. */
export function TaskCard({ task, index, goals, today, moves, onDeleted }: TaskCardProps) {
  const { editing, start, stop, openerRef } = useEditInPlace();
  const deletion = useDeleteTask();
  const quoted = quotedText(task.text);
  const moveRefs = useFocusAfterMove(task.id, `${task.status}:${index}`);
  const drag: CardDragData = { quoted };
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: task.id,
    data: drag,
  });

  // The promise, not `mutate`'s callbacks: the board's refetch removes this card before the
  // mutation settles, and those callbacks never run for a component that is gone.
  const remove = () =>
    void deletion.mutateAsync(task.id).then(
      () => {
        toast.success('Task deleted');
        onDeleted();
      },
      // The failure shows on the card, through `deletion.error`.
      () => {},
    );

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={clsx(
        'flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-3 shadow-sm',
        isDragging && 'opacity-40',
      )}
    >
      {editing ? (
        <EditTaskForm task={task} goals={goals} onDone={stop} />
      ) : (
        <>
          <div className="flex gap-2">
            <div className="-ml-1 flex shrink-0 flex-col items-center">
              <StepButtons quoted={quoted} moves={moves} refs={moveRefs}>
                <button
                  ref={setActivatorNodeRef}
                  type="button"
                  {...attributes}
                  {...listeners}
                  className="flex min-h-11 min-w-11 cursor-grab touch-none items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 active:cursor-grabbing"
                >
                  <GripVertical aria-hidden="true" className="size-5" />
                  <span className="sr-only">Drag {quoted}</span>
                </button>
              </StepButtons>
            </div>
            <div className="flex min-w-0 flex-1 flex-col gap-1 pt-2.5">
              <TaskCardDetails task={task} today={today} />
              {task.goalId && <GoalLink goalId={task.goalId} goals={goals} />}
              {task.meetingSeriesId && (
                <MeetingLink
                  seriesId={task.meetingSeriesId}
                  occursAt={task.meetingOccursAt}
                  title={task.meetingTitle}
                />
              )}
            </div>
          </div>
          <div className="flex flex-wrap items-center gap-1">
            <button
              ref={openerRef}
              type="button"
              onClick={start}
              className={buttonClasses('ghost', 'min-h-11 gap-1.5 px-2')}
            >
              <Pencil aria-hidden="true" className="size-4" />
              Edit <span className="sr-only">{quoted}</span>
            </button>
            <DeleteButton what={quoted} onClick={remove} pending={deletion.isPending} className="gap-1.5" />
          </div>
          <MoveToColumn status={task.status} quoted={quoted} moves={moves} refs={moveRefs} />
          {deletion.isError && <FormAlert message={`The task could not be deleted. ${errorMessage(deletion.error)}`} />}
        </>
      )}
    </li>
  );
}
