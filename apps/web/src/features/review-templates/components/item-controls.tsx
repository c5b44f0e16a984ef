import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowUp from 'lucide-react/icons/arrow-up';
import Trash2 from 'lucide-react/icons/trash-2';
import type { ReactNode } from 'react';
import { buttonClasses } from '@/components/ui/button';
import type { ListPlace } from './ordered-list-editor';

interface ControlButtonProps {
  /** The button's accessible name: 'Move question 2 up'. */
  label: string;
  /** Nothing when the button cannot act (the item is first, last, or one of the fewest allowed). */
  onClick: (() => void) | undefined;
  children: ReactNode;
}

/**
 * Stays focusable when it cannot act (aria-disabled rather than disabled), so the focus stays on it
 * when its item reaches the top or the bottom.
 */
function ControlButton({ label, onClick, children }: ControlButtonProps) {
  return (
    <button
      type="button"
      aria-disabled={onClick ? undefined : true}
      onClick={onClick}
      title={label}
      className={buttonClasses(
        'ghost',
        'min-h-11 min-w-11 px-2 aria-disabled:cursor-not-allowed aria-disabled:opacity-40',
      )}
    >
      {children}
      <span className="sr-only">{label}</span>
    </button>
  );
}

interface ItemControlsProps extends ListPlace {
  /** The item as the buttons name it: 'question 2' gives 'Move question 2 up' and 'Remove question 2'. */
  item: string;
  /** The fewest items the list may keep: at that many, Remove does nothing. */
  min: number;
}

/** Move up, Move down and Remove for one item of an ordered list. */
export function ItemControls({ item, index, count, min, onMove, onRemove }: ItemControlsProps) {
  return (
    <div className="flex shrink-0 items-center gap-1">
      <ControlButton label={`Move ${item} up`} onClick={index > 0 ? () => onMove(index, index - 1) : undefined}>
        <ArrowUp aria-hidden="true" className="size-4" />
      </ControlButton>
      <ControlButton
        label={`Move ${item} down`}
        onClick={index < count - 1 ? () => onMove(index, index + 1) : undefined}
      >
        <ArrowDown aria-hidden="true" className="size-4" />
      </ControlButton>
      <ControlButton label={`Remove ${item}`} onClick={count > min ? () => onRemove(index) : undefined}>
        <Trash2 aria-hidden="true" className="size-4 text-red-700" />
      </ControlButton>
    </div>
  );
}
