import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../../db/client';
import { notFound } from '../../http-errors';
import { personalFeed } from './calendar';
import { deleteFeed, findFeed, findFeedOwner, replaceFeed } from './feed-repository';
import { calendarSeriesOf } from './invitations';
import { fromOnward } from './recurrence';
import { findDaysOff, findExceptions, findSeriesOf, type MeetingException, type SeriesRecord } from './repository';

const DAY = 24 * 60 * 60_000;
/** The feed carries meetings and days off from a year back on: what a calendar shows, at a size it reads quickly. */
const FEED_BACK = 366 * DAY;
/** Later than any meeting: the feed has every exception from a year back on (a Date PostgreSQL reads). */
const END_OF_TIME = new Date('9999-12-31T23:59:59Z');

/** The series as the feed carries it: its stretches and exceptions from `since` on (each stretch starting at its first meeting since). */
function since(series: SeriesRecord, exceptions: MeetingException[], from: Date) {
  const schedules = series.schedules.flatMap((schedule) => {
    const onward = fromOnward(schedule, from);
    return onward ? [{ ...schedule, ...onward }] : [];
  });
  return {
    series: { ...series, schedules },
    exceptions: exceptions.filter((exception) => exception.occursAt >= from),
  };
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export const FEED_NOT_FOUND = 'There is no calendar feed at this address. Its owner may have replaced or revoked it.';

/**
 * A person's calendar feed: a secret address (only its SHA-256 is kept, so the database cannot give
 * it away) that Google Calendar or Outlook reads without a session, with the person's meetings and
 * approved days off. A new address replaces the old one; revoking it ends it.
 */
export function createCalendarFeedService({
  db,
  publicUrl,
  now = () => new Date(),
}: {
  db: Database;
  publicUrl: string;
  now?: () => Date;
}) {
  return {
    status: async (userId: string) => ({ createdAt: (await findFeed(db, userId))?.createdAt ?? null }),

    async create(userId: string) {
      const token = randomBytes(32).toString('base64url');
      const { createdAt } = await replaceFeed(db, userId, hashOf(token));
      return { url: new URL(`/api/calendar-feed/${token}.ics`, publicUrl).href, createdAt };
    },

    revoke: (userId: string) => deleteFeed(db, userId),

    /** The feed behind a token, as an iCalendar document. */
    async feed(token: string) {
      const owner = await findFeedOwner(db, hashOf(token.replace(/\.ics$/, '')));
      if (!owner) throw notFound(FEED_NOT_FOUND);
      const from = new Date(now().getTime() - FEED_BACK);
      const series = await findSeriesOf(db, owner.id);
      const [exceptions, daysOff] = await Promise.all([
        findExceptions(
          db,
          from,
          END_OF_TIME,
          series.map((one) => one.id),
        ),
        findDaysOff(db, owner.id, from.toISOString().slice(0, 10)),
      ]);
      return personalFeed(
        owner,
        series.flatMap((one) => {
          const recent = since(one, exceptions, from);
          return recent.series.schedules.length > 0
            ? [calendarSeriesOf(recent.series, recent.exceptions, publicUrl)]
            : [];
        }),
        daysOff,
      );
    },
  };
}

export type CalendarFeedService = ReturnType<typeof createCalendarFeedService>;
