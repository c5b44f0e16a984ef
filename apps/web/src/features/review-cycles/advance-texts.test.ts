import { CYCLE_PHASES } from '@topgear/shared/review-cycles';
import { describe, expect, it } from 'vitest';
import { ADVANCE_TEXTS, isAdvanceable } from './advance-texts';

describe('moving a cycle on', () => {
  it('is offered from every launched phase but the last', () => {
    expect(CYCLE_PHASES.filter(isAdvanceable)).toEqual(['nominations', 'writing', 'calibration', 'sharing']);
  });

  it('names where each phase leads, and what it locks', () => {
    expect(ADVANCE_TEXTS.writing.question('Spring')).toBe('Move Spring on to calibration?');
    expect(ADVANCE_TEXTS.writing.consequence).toBe(
      "Reviews lock: nobody can write or change one. Each person's final rating is proposed from their score.",
    );
    expect(ADVANCE_TEXTS.calibration.question('Spring')).toBe('Move Spring on to sharing results?');
    expect(ADVANCE_TEXTS.calibration.consequence).toBe(
      "Final ratings are settled. Managers can share each person's results with them.",
    );
    expect(ADVANCE_TEXTS.sharing.question('Spring')).toBe('Close Spring?');
    expect(ADVANCE_TEXTS.sharing.consequence).toBe('Nobody can share or acknowledge any more.');
  });

  it('has a distinct action and confirmation for each phase', () => {
    const texts = Object.values(ADVANCE_TEXTS);
    expect(new Set(texts.map(({ action }) => action)).size).toBe(texts.length);
    expect(new Set(texts.map(({ done }) => done('Spring'))).size).toBe(texts.length);
  });
});
