import type { Person } from '@topgear/shared/people';
import { describe, expect, it } from 'vitest';
import { changedPlacement, placementOf } from './placement-changes';

const person: Person = {
  id: 'ada',
  name: 'Ada Lovelace',
  image: null,
  jobTitle: 'Engineer',
  email: 'ada@example.com',
  department: { id: 'engineering', name: 'Engineering' },
  team: null,
  manager: { id: 'grace', name: 'Grace Hopper', image: null, jobTitle: 'CTO' },
  chain: [],
  directReports: [],
  startDate: '2024-03-01',
  location: null,
  workPhone: '+880 1711 000000',
  private: null,
};

describe('the placement an administrator changed', () => {
  it('is nothing when the form comes back as the person is', () => {
    expect(changedPlacement(placementOf(person), placementOf(person))).toEqual({});
  });

  it('names only the fields that changed, with null for one cleared', () => {
    const before = placementOf(person);
    const after = { ...before, managerId: 'linus', location: 'Dhaka', workPhone: null, teamId: null };

    expect(changedPlacement(before, after)).toEqual({ managerId: 'linus', location: 'Dhaka', workPhone: null });
  });

  it('leaves out a job title the person never had and nobody typed', () => {
    const before = placementOf({ ...person, jobTitle: null });

    expect(before.jobTitle).toBeUndefined();
    expect(changedPlacement(before, { ...before, jobTitle: undefined })).toEqual({});
    expect(changedPlacement(before, { ...before, jobTitle: 'Designer' })).toEqual({ jobTitle: 'Designer' });
  });
});
