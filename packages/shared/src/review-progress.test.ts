import { describe, expect, it } from 'vitest';
import { workLeftText, workListText } from './review-progress';

describe('what people have left to do, in words', () => {
  it('names each kind of work with its count', () => {
    expect(workLeftText({ kind: 'nominate', count: 1 })).toBe('1 more peer to nominate');
    expect(workLeftText({ kind: 'approve', count: 2 })).toBe('2 peer nominations to approve');
    expect(workLeftText({ kind: 'write', count: 1 })).toBe('1 review to write');
    expect(workLeftText({ kind: 'write', count: 3 })).toBe('3 reviews to write');
    expect(workLeftText({ kind: 'share', count: 1 })).toBe('results to share with one person');
    expect(workLeftText({ kind: 'share', count: 4 })).toBe('results to share with 4 people');
    expect(workLeftText({ kind: 'acknowledge', count: 1 })).toBe('results to read and acknowledge');
  });

  it('lists several as a sentence', () => {
    expect(
      workListText([
        { kind: 'nominate', count: 1 },
        { kind: 'approve', count: 2 },
      ]),
    ).toBe('1 more peer to nominate and 2 peer nominations to approve');
  });
});
