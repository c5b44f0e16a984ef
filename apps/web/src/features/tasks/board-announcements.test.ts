import type { Active, Over } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { boardAnnouncements } from './board-announcements';

const rect = { width: 10, height: 10, top: 0, left: 0, right: 10, bottom: 10 };
const ref = <T>(current: T) => ({ current });

const active: Active = {
  id: 'b',
  data: ref({ quoted: '“Call Dana”' }),
  rect: ref({ initial: rect, translated: rect }),
};
const over = (id: string): Over => ({ id, rect, disabled: false, data: ref({}) });

describe('drag announcements', () => {
  const announce = boardAnnouncements({
    'not-started': ['a', 'b', 'c'],
    scheduled: ['d', 'e'],
    'in-progress': [],
    completed: [],
  });

  it('names the card, its column and its position when picked up', () => {
    expect(announce.onDragStart({ active })).toBe('Picked up task “Call Dana” in Not Started, position 2 of 3.');
  });

  it('names the column and position it is over, or the end of a column', () => {
    expect(announce.onDragOver({ active, over: over('e') })).toBe(
      'Task “Call Dana” is over Scheduled, position 2 of 2.',
    );
    expect(announce.onDragOver({ active, over: over('in-progress') })).toBe(
      'Task “Call Dana” is over the end of In Progress.',
    );
    expect(announce.onDragOver({ active, over: null })).toBe('Task “Call Dana” is not over a column.');
  });

  it('says where it was dropped, and when nothing moved', () => {
    expect(announce.onDragEnd({ active, over: over('d') })).toBe(
      'Dropped task “Call Dana” in Scheduled, position 1 of 2.',
    );
    expect(announce.onDragEnd({ active, over: null })).toBe(
      'Dropped task “Call Dana” outside the board; it stays where it was.',
    );
    expect(announce.onDragCancel({ active, over: null })).toBe(
      'Moving task “Call Dana” was cancelled; it went back to where it was.',
    );
  });
});
