import { CYCLE_PHASES } from '@topgear/shared/review-cycles';
import { describe, expect, it } from 'vitest';
import { completionText, hasReached, remindedText, remindsIn } from './progress-texts';

describe('progress texts', () => {
  it('says how far a phase has come, and which phases a cycle has reached', () => {
    expect(completionText({ done: 2, total: 5 })).toBe('2 of 5');
    expect(hasReached('writing', 'nominations')).toBe(true);
    expect(hasReached('writing', 'writing')).toBe(true);
    expect(hasReached('writing', 'sharing')).toBe(false);
    expect(CYCLE_PHASES.filter(remindsIn)).toEqual(['nominations', 'writing', 'sharing']);
  });

  it('says how many were reminded', () => {
    expect(remindedText(0)).toBe('Nobody has work left: no reminder was sent');
    expect(remindedText(1)).toBe('Reminded one person in the app and by email');
    expect(remindedText(12)).toBe('Reminded 12 people in the app and by email');
  });
});
