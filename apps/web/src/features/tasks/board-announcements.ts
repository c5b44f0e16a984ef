import type { Active, Announcements, Over, ScreenReaderInstructions } from '@dnd-kit/core';
import { TASK_STATUS_LABELS } from '@topgear/shared/tasks';
import { columnOf, isStatus, type ColumnIds } from './board';

/** What a card carries while it is dragged, for the announcements. */
export interface CardDragData {
  /** The card's text as quoted to assistive technology, shortened: '“Call Dana”'. */
  quoted: string;
}

export const boardInstructions: ScreenReaderInstructions = {
  draggable:
    'To pick up a task, press space or enter. Use the arrow keys to move it: up and down within a column, ' +
    'left and right to another column. Press space or enter again to drop it, or escape to cancel. ' +
    'The Move to control on each card does the same without dragging.',
};

const quotedOf = (active: Active) => (active.data.current as CardDragData | undefined)?.quoted ?? '';

/**
 * What a screen reader hears while a card is dragged: the card, and the column and position it is
 * over, counted in `columns` (the cards shown, as the drag has arranged them so far).
 */
export function boardAnnouncements(columns: ColumnIds): Announcements {
  /** 'In Progress, position 2 of 3', or the end of a column when over its empty space. */
  const placeOf = ({ id }: Active | Over): string | undefined => {
    const key = String(id);
    const status = columnOf(columns, key);
    if (!status) return undefined;
    const label = TASK_STATUS_LABELS[status];
    if (isStatus(key)) return `the end of ${label}`;
    return `${label}, position ${columns[status].indexOf(key) + 1} of ${columns[status].length}`;
  };

  return {
    onDragStart: ({ active }) => `Picked up task ${quotedOf(active)} in ${placeOf(active) ?? 'its column'}.`,
    onDragOver: ({ active, over }) => {
      const place = over && placeOf(over);
      return `Task ${quotedOf(active)} is ${place ? `over ${place}` : 'not over a column'}.`;
    },
    onDragEnd: ({ active, over }) => {
      const place = over && placeOf(over);
      return place
        ? `Dropped task ${quotedOf(active)} in ${place}.`
        : `Dropped task ${quotedOf(active)} outside the board; it stays where it was.`;
    },
    onDragCancel: ({ active }) => `Moving task ${quotedOf(active)} was cancelled; it went back to where it was.`,
  };
}
