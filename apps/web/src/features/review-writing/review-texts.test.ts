import type { ReviewRequestSummary } from '@topgear/shared/review-writing';
import { describe, expect, it } from 'vitest';
import { inboxGroups, isOverdue, isWritable, progressText, reviewLinkText, reviewTitle } from './review-texts';

const cycle = {
  id: '6f1c7a52-5d5e-4d4b-9d43-2f0d6f0e1a11',
  name: 'Spring reviews',
  phase: 'writing' as const,
  periodStart: '2026-01-01',
  periodEnd: '2026-06-30',
  writingDue: '2026-07-17',
};

const summary = (overrides: Partial<ReviewRequestSummary> & { id: string }): ReviewRequestSummary => ({
  cycle,
  subject: { id: 'p1', name: 'Ada Lovelace', image: null, jobTitle: 'Engineer' },
  relation: 'manager',
  status: 'open',
  answered: 0,
  questionCount: 4,
  submittedAt: null,
  ...overrides,
});

describe('the inbox of reviews to write', () => {
  it('titles a self-review and a review of someone else', () => {
    expect(reviewTitle(summary({ id: 'a', relation: 'self' }))).toBe('Your self-review');
    expect(reviewTitle(summary({ id: 'b', relation: 'peer' }))).toBe('Review of Ada Lovelace');
  });

  it('takes answers only while open in a cycle that is writing, and is overdue only then, after the deadline', () => {
    const open = summary({ id: 'a' });
    expect(isWritable(open)).toBe(true);
    expect(isOverdue(open, '2026-07-17')).toBe(false);
    expect(isOverdue(open, '2026-07-18')).toBe(true);

    const calibrating = summary({ id: 'b', cycle: { ...cycle, phase: 'calibration' } });
    expect(isWritable(calibrating)).toBe(false);
    expect(isOverdue(calibrating, '2026-08-01')).toBe(false);

    const submitted = summary({ id: 'c', status: 'submitted', submittedAt: '2026-07-10T10:00:00.000Z' });
    expect(isWritable(submitted)).toBe(false);
    expect(isOverdue(submitted, '2026-08-01')).toBe(false);
  });

  it('lists what is to write by deadline, then what is done, the latest submission first', () => {
    const items = [
      summary({ id: 'done-early', status: 'submitted', submittedAt: '2026-07-01T10:00:00.000Z' }),
      summary({ id: 'later', cycle: { ...cycle, writingDue: '2026-08-01' } }),
      summary({ id: 'missed', cycle: { ...cycle, phase: 'sharing' } }),
      summary({ id: 'sooner-zoe', subject: { id: 'p2', name: 'Zoe', image: null, jobTitle: null } }),
      summary({ id: 'sooner-ada' }),
      summary({ id: 'done-late', status: 'submitted', submittedAt: '2026-07-09T10:00:00.000Z' }),
    ];
    const { toWrite, done } = inboxGroups(items);
    expect(toWrite.map((item) => item.id)).toEqual(['sooner-ada', 'sooner-zoe', 'later']);
    expect(done.map((item) => item.id)).toEqual(['done-late', 'done-early', 'missed']);
  });

  it('says how far along a review is', () => {
    expect(progressText(2, 5)).toBe('2 of 5 answered');
  });

  it('names what a link opens', () => {
    expect(reviewLinkText(summary({ id: 'a', relation: 'self' }))).toBe('your self-review');
    expect(reviewLinkText(summary({ id: 'b', relation: 'upward' }))).toBe('your review of Ada Lovelace');
  });
});
