import type { CyclePhase } from '@topgear/shared/review-cycles';
import {
  DUE_SOON_DAYS,
  REMINDER_PHASES,
  WORK_KINDS,
  type ReminderOccasion,
  type ReminderPhase,
  type WorkLeft,
} from '@topgear/shared/review-progress';
import type { Executor } from '../../db/client';
import { listWorkLeft, type ReminderCycle } from './reminders-repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The moment's day on the calendar, 'YYYY-MM-DD' in UTC: deadlines are days, and the server keeps UTC. */
export const dayOf = (moment: Date) => moment.toISOString().slice(0, 10);

/** The day `days` after `day` (before it, when negative). */
const daysAfter = (day: string, days: number) => dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));

export const isReminderPhase = (phase: CyclePhase): phase is ReminderPhase =>
  (REMINDER_PHASES as readonly CyclePhase[]).includes(phase);

/** The deadline of the phase the cycle is in; null for a draft, a closed cycle, or nominations without one. */
export function phaseDue(
  cycle: Pick<ReminderCycle, 'phase' | 'nominationsDue' | 'writingDue' | 'calibrationDue' | 'sharingDue'>,
) {
  switch (cycle.phase) {
    case 'nominations':
      return cycle.nominationsDue;
    case 'writing':
      return cycle.writingDue;
    case 'calibration':
      return cycle.calibrationDue;
    case 'sharing':
      return cycle.sharingDue;
    default:
      return null;
  }
}

/**
 * The automatic reminder a phase calls for on `today`: overdue after its deadline, due soon from
 * `DUE_SOON_DAYS` before it, opened until then. Only the most pressing one goes, so a phase opened
 * two days before its deadline sends "due soon" alone rather than two messages at once; the earlier
 * ones never come due again, since days only move on.
 */
export function automaticOccasion(today: string, due: string | null): Exclude<ReminderOccasion, 'manual'> {
  if (due === null) return 'opened';
  if (today > due) return 'overdue';
  return today >= daysAfter(due, -DUE_SOON_DAYS) ? 'due-soon' : 'opened';
}

export interface PersonWithWorkLeft {
  person: { id: string; name: string; email: string; image: string | null; jobTitle: string | null };
  work: WorkLeft[];
}

/** Each active person with something left to do in the cycle's current phase, and what (in the order of `WORK_KINDS`), by name. */
export async function peopleWithWorkLeft(
  db: Executor,
  cycle: Pick<ReminderCycle, 'id' | 'phase' | 'peersMin'>,
): Promise<PersonWithWorkLeft[]> {
  const people = new Map<string, PersonWithWorkLeft>();
  for (const { userId, name, email, image, jobTitle, kind, count } of await listWorkLeft(db, cycle)) {
    const entry = people.get(userId) ?? { person: { id: userId, name, email, image, jobTitle }, work: [] };
    entry.work.push({ kind, count });
    people.set(userId, entry);
  }
  const byKind = (a: WorkLeft, b: WorkLeft) => WORK_KINDS.indexOf(a.kind) - WORK_KINDS.indexOf(b.kind);
  return [...people.values()].map(({ person, work }) => ({ person, work: work.sort(byKind) }));
}
