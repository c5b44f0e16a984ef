import { type ReviewCycle, reviewCycleInputSchema } from '@topgear/shared/review-cycles';
import { describe, expect, it } from 'vitest';
import { cycleValuesOf, NEW_CYCLE_VALUES, setupToSave } from './cycle-form-values';

const filledIn = {
  ...NEW_CYCLE_VALUES,
  name: 'Spring reviews',
  templateId: '0195d6b4-7d4e-7000-8000-000000000001',
  periodStart: '2026-01-01',
  periodEnd: '2026-06-30',
  nominationsDue: '2026-07-06',
  writingDue: '2026-07-20',
  calibrationDue: '2026-07-27',
  sharingDue: '2026-08-03',
};

describe('the review cycle form', () => {
  it('starts with nothing the schema accepts until the name, template and dates are given', () => {
    const result = reviewCycleInputSchema.safeParse(NEW_CYCLE_VALUES);
    expect(result.success).toBe(false);
    expect(reviewCycleInputSchema.safeParse(filledIn).success).toBe(true);
  });

  it('drops the nominations deadline once peer reviews are off', () => {
    const setup = reviewCycleInputSchema.parse({ ...filledIn, reviews: ['self', 'manager'] });
    expect(setupToSave(setup).nominationsDue).toBeNull();
    const withPeers = reviewCycleInputSchema.parse(filledIn);
    expect(setupToSave(withPeers).nominationsDue).toBe('2026-07-06');
  });

  it('opens a saved draft with what it was saved with', () => {
    const setup = reviewCycleInputSchema.parse(filledIn);
    const saved: ReviewCycle = {
      ...setup,
      id: '0195d6b4-7d4e-7000-8000-000000000002',
      template: { id: setup.templateId, name: 'Annual' },
      phase: 'draft',
      participantCount: 4,
      launchedAt: null,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
    expect(reviewCycleInputSchema.parse(cycleValuesOf(saved))).toEqual(setup);
  });
});
