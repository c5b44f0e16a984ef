import type { Task, TaskStatus } from '@topgear/shared/tasks';
import { describe, expect, it } from 'vitest';
import {
  columnIdsOf,
  columnOf,
  filterColumns,
  indexNextTo,
  moveTask,
  placeOf,
  placeOver,
  tasksByColumn,
} from './board';

const task = (id: string, status: TaskStatus): Task => ({
  id,
  text: `Task ${id}`,
  dueDate: '2026-03-11',
  status,
  goalId: null,
  meetingSeriesId: null,
  meetingOccursAt: null,
  meetingTitle: null,
  createdAt: '2026-03-01T10:00:00.000Z',
});

const board = [
  task('a', 'not-started'),
  task('b', 'not-started'),
  task('c', 'not-started'),
  task('d', 'scheduled'),
  task('e', 'in-progress'),
];
const columns = columnIdsOf(board);
const ids = (tasks: Task[]) => tasks.map(({ id, status }) => `${id}:${status}`);

describe('columns', () => {
  it('splits the board by column in its order, with every column present', () => {
    expect(columns).toEqual({
      'not-started': ['a', 'b', 'c'],
      scheduled: ['d'],
      'in-progress': ['e'],
      completed: [],
    });
    expect(tasksByColumn([]).completed).toEqual([]);
  });

  it('keeps only the cards a filter lets through, in order', () => {
    expect(filterColumns(columns, (id) => id !== 'b' && id !== 'e')).toEqual({
      'not-started': ['a', 'c'],
      scheduled: ['d'],
      'in-progress': [],
      completed: [],
    });
  });

  it('finds the column of a card, or of a column id', () => {
    expect(columnOf(columns, 'd')).toBe('scheduled');
    expect(columnOf(columns, 'completed')).toBe('completed');
    expect(columnOf(columns, 'nope')).toBeUndefined();
    expect(placeOf(columns, 'b')).toEqual({ status: 'not-started', index: 1 });
  });
});

describe('dropping a card', () => {
  it('takes the place of a card of its own column, up or down', () => {
    expect(placeOver(columns, 'a', 'c')['not-started']).toEqual(['b', 'c', 'a']);
    expect(placeOver(columns, 'c', 'a')['not-started']).toEqual(['c', 'a', 'b']);
    expect(placeOver(columns, 'a', 'b')['not-started']).toEqual(['b', 'a', 'c']);
  });

  it('goes before a card of another column, or after it when below', () => {
    const before = placeOver(columns, 'b', 'd');
    expect(before['not-started']).toEqual(['a', 'c']);
    expect(before.scheduled).toEqual(['b', 'd']);
    expect(placeOver(columns, 'b', 'd', true).scheduled).toEqual(['d', 'b']);
  });

  it('goes last in a column dropped on directly, empty or not', () => {
    expect(placeOver(columns, 'a', 'completed').completed).toEqual(['a']);
    expect(placeOver(columns, 'a', 'in-progress')['in-progress']).toEqual(['e', 'a']);
  });

  it('stays put over itself or its own column', () => {
    expect(placeOver(columns, 'a', 'a')).toBe(columns);
    expect(placeOver(columns, 'a', 'not-started')).toBe(columns);
  });

  it('reports its new place as the API counts it: the index among the other cards', () => {
    expect(placeOf(placeOver(columns, 'a', 'c'), 'a')).toEqual({ status: 'not-started', index: 2 });
    expect(placeOf(placeOver(columns, 'c', 'd', true), 'c')).toEqual({ status: 'scheduled', index: 1 });
  });
});

describe('moving next to a neighbour', () => {
  const column = ['a', 'b', 'c', 'd'];

  it('moves up before the card above and down after the card below', () => {
    expect(indexNextTo(column, 'c', 'b', 'before')).toBe(1);
    expect(indexNextTo(column, 'b', 'c', 'after')).toBe(2);
  });

  it('skips cards a filter hides', () => {
    expect(indexNextTo(column, 'd', 'a', 'before')).toBe(0);
    expect(indexNextTo(column, 'a', 'd', 'after')).toBe(3);
  });
});

describe('moving on the board', () => {
  it('changes column and takes the index among the other cards', () => {
    expect(ids(moveTask(board, 'b', { status: 'scheduled', index: 0 }))).toEqual([
      'a:not-started',
      'c:not-started',
      'b:scheduled',
      'd:scheduled',
      'e:in-progress',
    ]);
  });

  it('reorders within a column', () => {
    expect(ids(moveTask(board, 'a', { status: 'not-started', index: 2 })).slice(0, 3)).toEqual([
      'b:not-started',
      'c:not-started',
      'a:not-started',
    ]);
  });

  it('puts an index past the end last, into an empty column too', () => {
    expect(ids(moveTask(board, 'a', { status: 'completed', index: 9 })).at(-1)).toBe('a:completed');
    expect(ids(moveTask(board, 'e', { status: 'scheduled', index: 9 })).slice(3)).toEqual([
      'd:scheduled',
      'e:scheduled',
    ]);
  });

  it('gives the same board when the move is repeated', () => {
    const once = moveTask(board, 'c', { status: 'in-progress', index: 0 });
    expect(moveTask(once, 'c', { status: 'in-progress', index: 0 })).toEqual(once);
  });

  it('leaves the board as it was for an unknown card', () => {
    expect(moveTask(board, 'zz', { status: 'completed', index: 0 })).toEqual(board);
  });
});
