import { describe, expect, it } from 'vitest';
import { agendaOf, endOfWeek, isDueThisWeek, isOverdue, matchesFilter } from './task-dates';

// 2026-03-11 is a Wednesday; its week ends on Sunday 2026-03-15.
const today = '2026-03-11';
const open = (dueDate: string) => ({ status: 'in-progress' as const, dueDate });
const completed = (dueDate: string) => ({ status: 'completed' as const, dueDate });

describe('end of week', () => {
  it('ends the week on the coming Sunday, across months and years', () => {
    expect(endOfWeek('2026-03-09')).toBe('2026-03-15');
    expect(endOfWeek(today)).toBe('2026-03-15');
    expect(endOfWeek('2026-03-14')).toBe('2026-03-15');
    expect(endOfWeek('2026-03-15')).toBe('2026-03-15');
    expect(endOfWeek('2026-03-16')).toBe('2026-03-22');
    expect(endOfWeek('2026-12-29')).toBe('2027-01-03');
  });
});

describe('overdue', () => {
  it('is an open task due before today', () => {
    expect(isOverdue(open('2026-03-10'), today)).toBe(true);
    expect(isOverdue(open('2025-12-31'), today)).toBe(true);
  });

  it('is not a task due today or later', () => {
    expect(isOverdue(open(today), today)).toBe(false);
    expect(isOverdue(open('2026-03-12'), today)).toBe(false);
  });

  it('is never a completed task', () => {
    expect(isOverdue(completed('2026-03-01'), today)).toBe(false);
  });

  it.each(['not-started', 'scheduled', 'in-progress'] as const)('applies to the %s column', (status) => {
    expect(isOverdue({ status, dueDate: '2026-03-01' }, today)).toBe(true);
  });
});

describe('due this week', () => {
  it('runs from today through Sunday', () => {
    expect(isDueThisWeek(open(today), today)).toBe(true);
    expect(isDueThisWeek(open('2026-03-15'), today)).toBe(true);
    expect(isDueThisWeek(open('2026-03-16'), today)).toBe(false);
    expect(isDueThisWeek(open('2026-03-10'), today)).toBe(false);
  });

  it('leaves out completed tasks', () => {
    expect(isDueThisWeek(completed(today), today)).toBe(false);
  });

  it('on a Sunday holds only that day', () => {
    expect(isDueThisWeek(open('2026-03-15'), '2026-03-15')).toBe(true);
    expect(isDueThisWeek(open('2026-03-16'), '2026-03-15')).toBe(false);
  });
});

describe('board filter', () => {
  const late = open('2026-03-02');
  const soon = open('2026-03-13');
  const later = open('2026-04-01');
  const done = completed('2026-03-02');
  const all = [late, soon, later, done];

  it('shows everything, only overdue, or only this week', () => {
    expect(all.filter((task) => matchesFilter(task, 'all', today))).toEqual(all);
    expect(all.filter((task) => matchesFilter(task, 'overdue', today))).toEqual([late]);
    expect(all.filter((task) => matchesFilter(task, 'this-week', today))).toEqual([soon]);
  });
});

describe('agenda', () => {
  it('groups open tasks into overdue, today and later this week, earliest first', () => {
    const tasks = [
      open('2026-03-14'),
      open(today),
      open('2026-03-09'),
      open('2026-03-12'),
      open('2026-03-01'),
      open('2026-03-20'),
      completed(today),
      completed('2026-03-01'),
    ];
    expect(agendaOf(tasks, today)).toEqual({
      overdue: [open('2026-03-01'), open('2026-03-09')],
      today: [open(today)],
      laterThisWeek: [open('2026-03-12'), open('2026-03-14')],
    });
  });

  it('is empty without tasks', () => {
    expect(agendaOf([], today)).toEqual({ overdue: [], today: [], laterThisWeek: [] });
  });
});
