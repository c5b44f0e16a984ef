import { TASK_STATUS_LABELS, TASK_STATUSES, type TaskStatus } from '@topgear/shared/tasks';
import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowUp from 'lucide-react/icons/arrow-up';
import { use, useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { IconButton } from '@/components/ui/icon-button';
import { MoveFocusContext, type MoveControl } from './move-focus';

/** What a card can do to move without dragging; a missing step means the card is already at that end. */
export interface CardMoves {
  up: (() => void) | undefined;
  down: (() => void) | undefined;
  toColumn: (status: TaskStatus) => void;
}

type MoveControlRefs = Record<MoveControl, RefObject<HTMLButtonElement | null>>;

/**
 * The card's move buttons, and the effect that focuses the one that moved the card once the card
 * shows in its new `place` ('scheduled:2').
 */
export function useFocusAfterMove(taskId: string, place: string): MoveControlRefs {
  const moveFocus = use(MoveFocusContext);
  const moveTo = useRef<HTMLButtonElement>(null);
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  const [controls] = useState<MoveControlRefs>(() => ({ 'move-to': moveTo, up, down }));
  useEffect(() => {
    const control = moveFocus.take(taskId);
    if (control) controls[control].current?.focus();
  }, [moveFocus, taskId, place, controls]);
  return controls;
}

interface StepButtonsProps {
  quoted: string;
  moves: CardMoves;
  refs: MoveControlRefs;
  /** What stands between the two, in the card's gutter: the drag handle. */
  children: ReactNode;
}

/** Move up above `children` and Move down below, within the column. */
export function StepButtons({ quoted, moves, refs: { up, down }, children }: StepButtonsProps) {
  return (
    <>
      <IconButton ref={up} label={`Move up ${quoted}`} onClick={moves.up}>
        <ArrowUp aria-hidden="true" className="size-4" />
      </IconButton>
      {children}
      <IconButton ref={down} label={`Move down ${quoted}`} onClick={moves.down}>
        <ArrowDown aria-hidden="true" className="size-4" />
      </IconButton>
    </>
  );
}

interface MoveToColumnProps {
  status: TaskStatus;
  quoted: string;
  moves: CardMoves;
  refs: MoveControlRefs;
}

/**
 * 'Move to' a column chosen in a select, then confirmed with Move: choosing alone does not move,
 * since some browsers change a closed select's value with each arrow key.
 */
export function MoveToColumn({ status, quoted, moves, refs }: MoveToColumnProps) {
  const [target, setTarget] = useState<TaskStatus | ''>('');
  const selectId = useId();
  return (
    <div className="flex items-center gap-1.5">
      <label htmlFor={selectId} className="shrink-0 text-sm font-medium text-slate-700">
        Move to
      </label>
      <select
        id={selectId}
        value={target}
        onChange={(event) => setTarget(event.target.value as TaskStatus | '')}
        className="min-h-11 min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-1.5 text-sm text-slate-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
      >
        <option value="">Column</option>
        {TASK_STATUSES.filter((column) => column !== status).map((column) => (
          <option key={column} value={column}>
            {TASK_STATUS_LABELS[column]}
          </option>
        ))}
      </select>
      <button
        ref={refs['move-to']}
        type="button"
        aria-disabled={target ? undefined : true}
        onClick={() => {
          if (target) moves.toColumn(target);
        }}
        className={buttonClasses(
          'secondary',
          'min-h-11 px-2.5 aria-disabled:cursor-not-allowed aria-disabled:opacity-60',
        )}
      >
        Move <span className="sr-only">{quoted}</span>
      </button>
    </div>
  );
}
