import {
  closestCorners,
  type Active,
  type CollisionDetection,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  type Over,
} from '@dnd-kit/core';
import type { Task, TaskMove } from '@topgear/shared/tasks';
import { useCallback, useMemo, useState } from 'react';
import { columnIdsOf, columnOf, isStatus, placeOf, placeOver, type ColumnIds } from '../board';

interface Dropped {
  /** The board the drop was made on: once the cache holds the moved board, this view is done. */
  board: readonly Task[] | undefined;
  columns: ColumnIds;
}

/** The dragged card's top is past the bottom of the card it is over. */
const isBelow = (active: Active, over: Over) => {
  const dragged = active.rect.current.translated;
  return dragged !== null && dragged.top > over.rect.top + over.rect.height;
};

/**
 * The board's order while a card is dragged: it follows the card into another column as it goes,
 * and on the drop asks for the move. Until the cache shows the moved board (its update reaches the
 * screen a moment later), the board keeps showing the drop, so the card does not jump back.
 */
export function useBoardDrag(board: readonly Task[] | undefined, move: (taskId: string, to: TaskMove) => void) {
  const settled = useMemo(() => columnIdsOf(board ?? []), [board]);
  const [dragging, setDragging] = useState<{ activeId: string; columns: ColumnIds } | null>(null);
  const [dropped, setDropped] = useState<Dropped | null>(null);
  if (dropped && dropped.board !== board) setDropped(null);

  const onDragStart = ({ active }: DragStartEvent) => {
    setDropped(null);
    setDragging({ activeId: String(active.id), columns: settled });
  };

  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (!over) return;
    const id = String(active.id);
    const overId = String(over.id);
    setDragging((current) => {
      if (!current) return current;
      const from = columnOf(current.columns, id);
      const to = columnOf(current.columns, overId);
      if (!from || !to || from === to) return current;
      return { ...current, columns: placeOver(current.columns, id, overId, isBelow(active, over)) };
    });
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const id = String(active.id);
    const columns = dragging && over ? placeOver(dragging.columns, id, String(over.id)) : settled;
    setDragging(null);
    const from = placeOf(settled, id);
    const to = placeOf(columns, id);
    if (!from || !to || (from.status === to.status && from.index === to.index)) return;
    setDropped({ board, columns });
    move(id, to);
  };

  const onDragCancel = () => setDragging(null);

  const columns = dragging?.columns ?? dropped?.columns ?? settled;

  // Over a column that has cards, the nearest of them, so the drop lands next to a card.
  const collisionDetection = useCallback<CollisionDetection>(
    (args) => {
      const collisions = closestCorners(args);
      const first = collisions[0] && String(collisions[0].id);
      if (!first || !isStatus(first)) return collisions;
      const cards = new Set(columns[first]);
      const inColumn = args.droppableContainers.filter((container) => cards.has(String(container.id)));
      return inColumn.length > 0 ? closestCorners({ ...args, droppableContainers: inColumn }) : collisions;
    },
    [columns],
  );

  return {
    columns,
    collisionDetection,
    activeId: dragging?.activeId,
    handlers: { onDragStart, onDragOver, onDragEnd, onDragCancel },
  };
}
