import type { Overview } from '@topgear/shared/overview';
import { describe, expect, it } from 'vitest';
import { overviewSummaries, shortDay } from './overview-texts';

const overview: Overview = {
  headcount: {
    people: 42,
    admins: 1,
    managers: 3,
    directory: 12,
    joined: [
      { month: '2026-10', joined: 5, total: 40 },
      { month: '2026-11', joined: 2, total: 42 },
    ],
  },
  daysOff: [
    { month: '2026-10', Vacation: 10, Sick: 2 },
    { month: '2026-11', Vacation: 4, Sick: 0 },
  ],
  goals: [
    { status: 'on-track', goals: 7 },
    { status: 'at-risk', goals: 2 },
    { status: 'off-track', goals: 1 },
    { status: 'not-checked-in', goals: 0 },
  ],
  tasks: [
    { status: 'not-started', tasks: 10 },
    { status: 'scheduled', tasks: 5 },
    { status: 'in-progress', tasks: 4 },
    { status: 'completed', tasks: 1 },
  ],
  demoBookings: [
    { week: '2026-11-16', bookings: 3 },
    { week: '2026-11-23', bookings: 1 },
  ],
  latestActivity: [],
};

describe('the overview in words', () => {
  it('says each chart in one sentence, the latest month or week last', () => {
    expect(overviewSummaries.headcount(overview)).toBe('42 people (1 admin, 3 managers); 2 joined this month.');
    expect(overviewSummaries.daysOff(overview)).toBe('16 days off approved in the last 2 months: 14 Vacation, 2 Sick.');
    expect(overviewSummaries.goals(overview)).toBe(
      '10 goals: 7 on track, 2 at risk, 1 off track, 0 without a check-in.',
    );
    expect(overviewSummaries.tasks(overview)).toBe("20 tasks on everyone's boards, 1 of them completed.");
    expect(overviewSummaries.demoBookings(overview)).toBe('4 demos booked in the last 2 weeks, 1 this week.');
  });

  it('counts one in the singular', () => {
    const small: Overview = {
      ...overview,
      headcount: { ...overview.headcount, people: 1, managers: 1 },
      daysOff: [
        { month: '2026-10', Vacation: 0, Sick: 0 },
        { month: '2026-11', Vacation: 1, Sick: 0 },
      ],
    };
    expect(overviewSummaries.headcount(small)).toBe('1 person (1 admin, 1 manager); 2 joined this month.');
    expect(overviewSummaries.daysOff(small)).toBe('1 day off approved in the last 2 months: 1 Vacation, 0 Sick.');
  });

  it('names weeks briefly for the axes', () => {
    expect(shortDay('2026-11-23')).toBe('Nov 23');
  });
});
