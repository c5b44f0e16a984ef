import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowUp from 'lucide-react/icons/arrow-up';
import Trash2 from 'lucide-react/icons/trash-2';
import { IconButton } from '@/components/ui/icon-button';
import type { ListPlace } from './ordered-list-editor';

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
      <IconButton label={`Move ${item} up`} onClick={index > 0 ? () => onMove(index, index - 1) : undefined}>
        <ArrowUp aria-hidden="true" className="size-4" />
      </IconButton>
      <IconButton label={`Move ${item} down`} onClick={index < count - 1 ? () => onMove(index, index + 1) : undefined}>
        <ArrowDown aria-hidden="true" className="size-4" />
      </IconButton>
      <IconButton label={`Remove ${item}`} onClick={count > min ? () => onRemove(index) : undefined}>
        <Trash2 aria-hidden="true" className="size-4 text-red-700" />
      </IconButton>
    </div>
  );
}
