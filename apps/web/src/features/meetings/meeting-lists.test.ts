import type { MeetingListItem } from '@topgear/shared/meetings';
import { describe, expect, it } from 'vitest';
import { oneOnOneTitle, oneOnOneWith, othersIn, splitSeries } from './meeting-lists';

const person = (id: string, name = id) => ({ id, name, image: null, jobTitle: null });

const series = (id: string, changes: Partial<MeetingListItem> = {}): MeetingListItem => ({
  id,
  kind: 'one-on-one',
  title: `Series ${id}`,
  organiserId: 'me',
  participants: [person('me'), person('ana')],
  schedule: {
    startsAt: '2026-11-24T10:00',
    timeZone: 'UTC',
    durationMinutes: 30,
    repeat: 'weekly',
    ends: 'never',
    count: null,
    until: null,
  },
  cancelled: false,
  mayManage: true,
  emailReminders: false,
  next: null,
  overdueActionItems: [],
  ...changes,
});

const next = (startsAt: string) => ({
  occursAt: startsAt,
  startsAt,
  endsAt: startsAt,
  skipped: false,
  moved: false,
  away: [],
});

describe('the 1:1s list', () => {
  it('shows running series by their next meeting, soonest first, those with none last, and cancelled ones apart', () => {
    const { running, ended } = splitSeries([
      series('none', { title: 'B' }),
      series('later', { next: next('2026-12-01T10:00:00.000Z') }),
      series('cancelled', { cancelled: true }),
      series('sooner', { next: next('2026-11-25T10:00:00.000Z') }),
      series('none-too', { title: 'A' }),
    ]);
    expect(running.map((each) => each.id)).toEqual(['sooner', 'later', 'none-too', 'none']);
    expect(ended.map((each) => each.id)).toEqual(['cancelled']);
  });

  it('finds my running 1:1 with someone, not a team meeting or a cancelled 1:1', () => {
    const list = [
      series('team', { kind: 'team', participants: [person('me'), person('ana'), person('ben')] }),
      series('old', { cancelled: true }),
      series('current'),
    ];
    expect(oneOnOneWith(list, 'me', 'ana')?.id).toBe('current');
    expect(oneOnOneWith(list, 'me', 'ben')).toBeUndefined();
  });

  it('names the others in a series, not me', () => {
    expect(othersIn(series('a'), 'me').map((each) => each.id)).toEqual(['ana']);
  });

  it('names a new 1:1 after both first names', () => {
    expect(oneOnOneTitle('Ana Silva', '  Ben Ode')).toBe('Ana / Ben 1:1');
  });
});
