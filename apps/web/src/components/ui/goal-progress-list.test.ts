import { describe, expect, it } from 'vitest';
import { goalStatusText } from './goal-progress-list';

describe("a goal's latest check-in", () => {
  it('is said in words, and not at all before the first', () => {
    expect(goalStatusText('at-risk')).toBe('At risk');
    expect(goalStatusText(null)).toBeNull();
  });
});
