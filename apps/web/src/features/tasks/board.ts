import { TASK_STATUSES, type Task, type TaskMove, type TaskStatus } from '@topgear/shared/tasks';

/**
 * The board's order rules, shared by drag and drop and the move buttons. A move is sent as the
 * API takes it: a column and the card's index among that column's other cards.
 */

/** Each column's card ids, top to bottom. */
export type ColumnIds = Record<TaskStatus, string[]>;

export const isStatus = (id: string): id is TaskStatus => (TASK_STATUSES as readonly string[]).includes(id);

export function tasksByColumn<T extends Pick<Task, 'status'>>(board: readonly T[]): Record<TaskStatus, T[]> {
  const columns = Object.fromEntries(TASK_STATUSES.map((status) => [status, [] as T[]])) as Record<TaskStatus, T[]>;
  for (const task of board) columns[task.status].push(task);
  return columns;
}

export function columnIdsOf(board: readonly Pick<Task, 'id' | 'status'>[]): ColumnIds {
  const columns = tasksByColumn(board);
  return Object.fromEntries(
    TASK_STATUSES.map((status) => [status, columns[status].map((task) => task.id)]),
  ) as ColumnIds;
}

/** Only the cards `keep` accepts, each column in its order. */
export function filterColumns(columns: ColumnIds, keep: (id: string) => boolean): ColumnIds {
  return Object.fromEntries(TASK_STATUSES.map((status) => [status, columns[status].filter(keep)])) as ColumnIds;
}

/** The column holding the card `id`; a column's own id names that column. */
export function columnOf(columns: ColumnIds, id: string): TaskStatus | undefined {
  if (isStatus(id)) return id;
  return TASK_STATUSES.find((status) => columns[status].includes(id));
}

/** Where the card is, as a move to the same place would say it. */
export function placeOf(columns: ColumnIds, id: string): TaskMove | undefined {
  const status = columnOf(columns, id);
  return status && { status, index: columns[status].indexOf(id) };
}

/**
 * The card `id` dropped onto `overId`: onto a card of its own column it takes that card's place;
 * onto a card of another column it goes before it, or after it when `below`; onto a column's
 * empty space it goes last there.
 */
export function placeOver(columns: ColumnIds, id: string, overId: string, below = false): ColumnIds {
  const from = columnOf(columns, id);
  const to = columnOf(columns, overId);
  if (!from || !to || id === overId) return columns;
  const source = columns[from].filter((other) => other !== id);
  if (isStatus(overId)) {
    return from === to ? columns : { ...columns, [from]: source, [to]: [...columns[to], id] };
  }
  if (from === to) {
    const target = [...source];
    target.splice(columns[to].indexOf(overId), 0, id);
    return { ...columns, [to]: target };
  }
  const target = [...columns[to]];
  target.splice(target.indexOf(overId) + (below ? 1 : 0), 0, id);
  return { ...columns, [from]: source, [to]: target };
}

/** The index, among the column's other cards, that puts `id` just before or after `neighbourId`. */
export function indexNextTo(column: readonly string[], id: string, neighbourId: string, side: 'before' | 'after') {
  const neighbour = column.filter((other) => other !== id).indexOf(neighbourId);
  return side === 'before' ? neighbour : neighbour + 1;
}

/** The board after moving card `id` as the API would; the server's answer replaces it. */
export function moveTask(board: readonly Task[], id: string, { status, index }: TaskMove): Task[] {
  const moving = board.find((task) => task.id === id);
  if (!moving) return [...board];
  const columns = tasksByColumn(board.filter((task) => task.id !== id));
  const target = columns[status];
  target.splice(Math.min(index, target.length), 0, { ...moving, status });
  return TASK_STATUSES.flatMap((column) => columns[column]);
}
