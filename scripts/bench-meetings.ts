/**
 * 1:1s and team meetings on PostgreSQL, through the built server and the meetings modules, with a
 * company of 2,000 people (scripts/people-seed.ts) and 10,100 meeting series written straight into
 * the database:
 * - one person (registered through the API) in 100 weekly series that began about five years ago
 *   and never end, each with five years of history: notes on most past meetings, some skipped or
 *   moved (and some ahead), two talking points a meeting, action items (some open and past due),
 *   private notes, and approved days off for everyone; their list, GET /api/meetings, asked
 *   BENCH_REQUESTS (200) times one after another (goal p99 ≤ 50 ms);
 * - 10,000 other series, weekly, every two weeks or monthly, in ten zones, begun up to five years
 *   ago, some changed, ended or cancelled, with the same kind of history: a month of their meetings
 *   found as the reminder sweep finds a day's (readMeetingWindow's two queries, then
 *   expandMeetingWindow), BENCH_RUNS (10) times in a process of its own, the queries and
 *   the expansion timed apart (goal: the expansion ≤ 200 ms);
 * - the person's calendar feed of a year of days off and every series, made through
 *   POST /api/calendar-feed and read BENCH_REQUESTS / 2 (100) times as a calendar would, each from
 *   an address of its own (goal p99 ≤ 100 ms).
 * The server is restarted after seeding, its first reminder sweep let finish, and the requests are
 * timed before the next one. Numbers are reported, never
 * asserted.
 *   npm run build && npx tsx scripts/bench-meetings.ts
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import type { MeetingKind, MeetingListItem, MeetingRepeat, MeetingSchedule } from '@topgear/shared/meetings';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database } from '../apps/server/src/db/client';
import * as schema from '../apps/server/src/db/schema';
// The app's `db` on Fastify, which the mail plugin behind reminders.ts expects to be declared.
import type {} from '../apps/server/src/plugins/db';
import { boundsOf, occurrencesBetween, ruleFor, withEnd } from '../apps/server/src/features/meetings/recurrence';
import { expandMeetingWindow, readMeetingWindow } from '../apps/server/src/features/meetings/reminders';
import { seedPeople } from './people-seed';
import { printTable, timeRequests } from './lib/sequential-requests';
import {
  median,
  percentile,
  postJson,
  registerUser,
  runPostgresBenchmark,
  type RunningServer,
  type StartAnotherServer,
} from './lib/server-process';

const PEOPLE = 2_000;
const LEVELS = 3;
const MY_SERIES = 100;
/** Of the person's series, how many are team meetings (the rest are 1:1s). */
const MY_TEAM_SERIES = 15;
const COMPANY_SERIES = 10_000;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const FEED_REQUESTS = Math.ceil(REQUESTS / 2);
const WARM_UP_REQUESTS = 20;
const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const LIST_GOAL_MS = 50;
const EXPANSION_GOAL_MS = 200;
const FEED_GOAL_MS = 100;
const ZONES = [
  'Europe/Berlin',
  'America/New_York',
  'Asia/Kolkata',
  'Europe/London',
  'America/Los_Angeles',
  'America/Sao_Paulo',
  'Asia/Tokyo',
  'Australia/Sydney',
  'Africa/Lagos',
  'UTC',
];
/** Rows per INSERT … SELECT FROM unnest(…): a few megabytes of parameters each. */
const ROWS_PER_INSERT = 25_000;
/** How far ahead skipped and moved meetings are planned (the list looks 400 days ahead). */
const FUTURE_DAYS = 420;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const ADDRESS = '10.9.0.3';

/** A repeatable sequence of numbers in [0, 1) (mulberry32), so every run draws series of the same shapes. */
function randomFrom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), state | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}
type Random = () => number;
const pick = <T>(random: Random, values: readonly T[]) => values[Math.floor(random() * values.length)]!;

/** One stretch of timetable as `meeting_schedules` holds it. */
interface Stretch {
  uid: string;
  startsLocal: string;
  timeZone: string;
  durationMinutes: number;
  rrule: string | null;
  firstAt: Date;
  lastAt: Date | null;
}

interface SeriesPlan {
  id: string;
  kind: MeetingKind;
  title: string;
  organiserId: string;
  participants: string[];
  cancelledAt: Date | null;
  stretches: Stretch[];
}

/** How a series is drawn: who, how it repeats, and how long ago it began. */
interface SeriesShape {
  kind: MeetingKind;
  title: string;
  participants: string[];
  repeat: Exclude<MeetingRepeat, 'none'>;
  startedDaysAgo: number;
  timeZone: string;
  ends: 'never' | 'after' | 'on';
  changed: boolean;
  cancelled: boolean;
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * A wall-clock start on a weekday on or after the day `dayMs`, between 08:00 and 17:30: never in
 * the night hours when clocks change, so PostgreSQL's `at time zone` and the app agree.
 */
function weekdayStart(random: Random, dayMs: number) {
  let day = dayMs;
  while ([0, 6].includes(new Date(day).getUTCDay())) day += DAY;
  return `${new Date(day).toISOString().slice(0, 10)}T${hhmm(8 * 60 + 30 * Math.floor(random() * 20))}`;
}

/** A stretch as the service stores a schedule someone picked: its RRULE and its first and last meeting. */
function stretchOf(schedule: MeetingSchedule): Stretch {
  const times = { startsLocal: schedule.startsAt, timeZone: schedule.timeZone, rrule: ruleFor(schedule) };
  return {
    ...times,
    uid: `${randomUUID()}@topgear-perform`,
    durationMinutes: schedule.durationMinutes,
    ...boundsOf(times),
  };
}

/**
 * A series as the app would have left it: its first schedule, and for a changed one that schedule
 * ended the day before the change (withEnd, as "from this meeting on" does) and a new one after.
 */
function planSeries(random: Random, shape: SeriesShape, now: Date): SeriesPlan {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const startsAt = weekdayStart(random, today - shape.startedDaysAgo * DAY);
  const startDay = Date.parse(`${startsAt.slice(0, 10)}T00:00:00Z`);
  const durationMinutes = pick(random, [15, 30, 30, 45, 60]);
  const ends = shape.ends;
  const schedule: MeetingSchedule = {
    startsAt,
    timeZone: shape.timeZone,
    durationMinutes,
    repeat: shape.repeat,
    ends,
    count: ends === 'after' ? 10 + Math.floor(random() * 190) : null,
    until:
      ends === 'on'
        ? new Date(startDay + (180 + Math.floor(random() * (shape.startedDaysAgo + 365))) * DAY)
            .toISOString()
            .slice(0, 10)
        : null,
  };
  let stretches = [stretchOf(schedule)];
  const first = stretches[0]!;
  const age = now.getTime() - first.firstAt.getTime();
  // Only a series that never ends is changed: the new schedule keeps its ending.
  if (shape.changed && ends === 'never' && age > 120 * DAY) {
    const changeAt = first.firstAt.getTime() + age * (0.3 + 0.5 * random());
    const rrule = withEnd(first.rrule!, new Date(changeAt - 1000));
    const kept = { ...first, rrule, ...boundsOf({ ...first, rrule }) };
    const changeDay = Date.UTC(
      new Date(changeAt).getUTCFullYear(),
      new Date(changeAt).getUTCMonth(),
      new Date(changeAt).getUTCDate(),
    );
    // Two days on: the new first meeting starts after the last one kept, in any zone.
    const next = stretchOf({ ...schedule, startsAt: weekdayStart(random, changeDay + 2 * DAY) });
    stretches = [kept, next];
  }
  const lastStart = stretches.at(-1)!.firstAt.getTime();
  const cancelledAt = shape.cancelled
    ? new Date(lastStart + Math.max(DAY, (now.getTime() - lastStart) * random()))
    : null;
  return {
    id: randomUUID(),
    kind: shape.kind,
    title: shape.title,
    organiserId: shape.participants[0]!,
    participants: shape.participants,
    cancelledAt: cancelledAt && cancelledAt < now ? cancelledAt : null,
    stretches,
  };
}

/** `count` different people drawn from `people`. */
function drawPeople(random: Random, people: string[], count: number) {
  const drawn = new Set<string>();
  while (drawn.size < count) drawn.add(pick(random, people));
  return [...drawn];
}

/** The person's series: 1:1s with people of their own, and team meetings, weekly, begun about five years ago. */
function mySeries(random: Random, me: string, people: string[], now: Date) {
  const mates = drawPeople(random, people, MY_SERIES - MY_TEAM_SERIES);
  return Array.from({ length: MY_SERIES }, (_, index) => {
    const team = index >= mates.length;
    const participants = team ? [me, ...drawPeople(random, people, 3 + Math.floor(random() * 5))] : [me, mates[index]!];
    return planSeries(
      random,
      {
        kind: team ? 'team' : 'one-on-one',
        title: team ? `Team meeting ${index + 1}` : `1:1 number ${index + 1}`,
        // Half of them organised by the other side.
        participants: index % 2 === 0 ? participants : [...participants.slice(1), me],
        repeat: 'weekly',
        startedDaysAgo: 5 * 365 - Math.floor(random() * 60),
        timeZone: pick(random, ZONES),
        ends: 'never',
        changed: random() < 0.1,
        cancelled: false,
      },
      now,
    );
  });
}

/** The rest of the company's series: a mix of repeats, zones, ages and ends, some cancelled. */
function companySeries(random: Random, people: string[], now: Date) {
  return Array.from({ length: COMPANY_SERIES }, (_, index) => {
    const team = random() < 0.2;
    const roll = random();
    const endRoll = random();
    return planSeries(
      random,
      {
        kind: team ? 'team' : 'one-on-one',
        title: team ? `Team sync ${index + 1}` : `1:1 ${index + 1}`,
        participants: drawPeople(random, people, team ? 4 + Math.floor(random() * 5) : 2),
        repeat: roll < 0.6 ? 'weekly' : roll < 0.85 ? 'biweekly' : 'monthly',
        startedDaysAgo: Math.floor(random() * 5 * 365),
        timeZone: pick(random, ZONES),
        ends: endRoll < 0.85 ? 'never' : endRoll < 0.95 ? 'on' : 'after',
        changed: random() < 0.1,
        cancelled: random() < 0.03,
      },
      now,
    );
  });
}

/** Rows of `meetings`: past meetings with notes (`notesShare` of them), skipped or moved, and some ahead. */
interface MeetingRows {
  seriesIds: string[];
  occursAt: string[];
  startsAt: Array<string | null>;
  skipped: boolean[];
  withNotes: boolean[];
}

function meetingRowsOf(random: Random, plans: SeriesPlan[], notesShare: number, now: Date): MeetingRows {
  const rows: MeetingRows = { seriesIds: [], occursAt: [], startsAt: [], skipped: [], withNotes: [] };
  const horizon = now.getTime() + FUTURE_DAYS * DAY;
  const add = (seriesId: string, occursAt: Date, startsAt: Date | null, skipped: boolean, withNotes: boolean) => {
    rows.seriesIds.push(seriesId);
    rows.occursAt.push(occursAt.toISOString());
    rows.startsAt.push(startsAt?.toISOString() ?? null);
    rows.skipped.push(skipped);
    rows.withNotes.push(withNotes);
  };
  for (const plan of plans) {
    const stop = Math.min(horizon, plan.cancelledAt?.getTime() ?? horizon);
    for (const stretch of plan.stretches) {
      const end = Math.min(stop, stretch.lastAt === null ? stop : stretch.lastAt.getTime() + 1);
      for (const occursAt of occurrencesBetween(stretch, stretch.firstAt, new Date(end))) {
        const past = occursAt < now;
        const roll = random();
        const moved = new Date(occursAt.getTime() + (random() < 0.5 ? DAY : 2 * HOUR));
        if (roll < (past ? 0.05 : 0.03)) add(plan.id, occursAt, null, true, false);
        else if (roll < (past ? 0.08 : 0.05)) add(plan.id, occursAt, moved, false, past);
        else if (past && random() < notesShare) add(plan.id, occursAt, null, false, true);
      }
    }
  }
  return rows;
}

/** Inserts series, participants and schedules in one statement each. */
async function insertSeries(client: pg.ClientBase, plans: SeriesPlan[], random: Random) {
  for (let start = 0; start < plans.length; start += ROWS_PER_INSERT) {
    const chunk = plans.slice(start, start + ROWS_PER_INSERT);
    await client.query(
      `insert into meeting_series (id, kind, title, organiser_id, cancelled_at, created_at, sequence)
       select id, kind, title, organiser, cancelled, created, 1 + floor(random() * 5)::int
       from unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::timestamptz[], $6::timestamptz[])
         as s(id, kind, title, organiser, cancelled, created)`,
      [
        chunk.map((plan) => plan.id),
        chunk.map((plan) => plan.kind),
        chunk.map((plan) => plan.title),
        chunk.map((plan) => plan.organiserId),
        chunk.map((plan) => plan.cancelledAt?.toISOString() ?? null),
        chunk.map((plan) => new Date(plan.stretches[0]!.firstAt.getTime() - 3 * DAY).toISOString()),
      ],
    );
    const people = chunk.flatMap((plan) => plan.participants.map((person) => [plan.id, person] as const));
    await client.query(
      `insert into meeting_participants (series_id, user_id, email_reminders)
       select * from unnest($1::uuid[], $2::text[], $3::boolean[])`,
      [people.map(([id]) => id), people.map(([, person]) => person), people.map(() => random() < 0.2)],
    );
    const stretches = chunk.flatMap((plan) =>
      plan.stretches.map((stretch, index) => ({ ...stretch, seriesId: plan.id, index })),
    );
    await client.query(
      `insert into meeting_schedules
         (series_id, uid, starts_local, time_zone, duration_minutes, rrule, first_at, last_at, created_at)
       select series_id, uid, starts_local, time_zone, duration, rrule, first_at, last_at, first_at - interval '3 days'
       from unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::int[], $6::text[], $7::timestamptz[],
         $8::timestamptz[]) as s(series_id, uid, starts_local, time_zone, duration, rrule, first_at, last_at)`,
      [
        stretches.map((stretch) => stretch.seriesId),
        stretches.map((stretch) => stretch.uid),
        stretches.map((stretch) => stretch.startsLocal),
        stretches.map((stretch) => stretch.timeZone),
        stretches.map((stretch) => stretch.durationMinutes),
        stretches.map((stretch) => stretch.rrule),
        stretches.map((stretch) => stretch.firstAt.toISOString()),
        stretches.map((stretch) => stretch.lastAt?.toISOString() ?? null),
      ],
    );
  }
}

async function insertMeetings(client: pg.ClientBase, rows: MeetingRows) {
  for (let start = 0; start < rows.seriesIds.length; start += ROWS_PER_INSERT) {
    const end = start + ROWS_PER_INSERT;
    await client.query(
      `insert into meetings (series_id, occurs_at, starts_at, skipped, notes, notes_version)
       select series_id, occurs_at, starts_at, skipped,
         case when with_notes then 'We went through the agenda of ' || to_char(occurs_at, 'YYYY-MM-DD')
           || ': what went well, what is blocked, and what comes next.' else '' end,
         case when with_notes then 1 + floor(random() * 4)::int else 0 end
       from unnest($1::uuid[], $2::timestamptz[], $3::timestamptz[], $4::boolean[], $5::boolean[])
         as m(series_id, occurs_at, starts_at, skipped, with_notes)`,
      [
        rows.seriesIds.slice(start, end),
        rows.occursAt.slice(start, end),
        rows.startsAt.slice(start, end),
        rows.skipped.slice(start, end),
        rows.withNotes.slice(start, end),
      ],
    );
  }
}

/**
 * Writes the series and their meetings with the foreign-key triggers off (as people-seed does for
 * its bulk load: every id is made here), in one transaction.
 */
async function seedSeries(db: pg.Pool, plans: SeriesPlan[], rows: MeetingRows, random: Random) {
  const client = await db.connect();
  try {
    await client.query('begin');
    await client.query('set local session_replication_role = replica');
    await insertSeries(client, plans, random);
    await insertMeetings(client, rows);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}

/**
 * The history around the meetings, in SQL from the meeting rows: talking points (`pointsPerMeeting`
 * for each meeting with notes, most checked off there or at the next, a few still open), action
 * items as tasks of a participant (`actionShare` of the meetings with notes; those of the last two
 * months mostly open, so some are past due) and, for `me`, private notes.
 */
async function seedHistory(
  db: pg.Pool,
  seriesIds: string[],
  { pointsPerMeeting, actionShare, me }: { pointsPerMeeting: number; actionShare: number; me?: string },
) {
  if (pointsPerMeeting > 0) {
    await db.query(
      `insert into meeting_points (id, series_id, text, author_id, position, added_for, done_for, created_at)
       select gen_random_uuid(), held.series_id, 'Talking point ' || k || ' of ' || to_char(held.occurs_at, 'YYYY-MM-DD'),
         (select p.user_id from meeting_participants p where p.series_id = held.series_id
          order by p.user_id offset (k - 1) % 2 limit 1),
         (row_number() over (partition by held.series_id order by held.occurs_at, k) - 1)::int,
         held.occurs_at,
         case when held.roll < 0.7 then held.occurs_at when held.roll < 0.98 then held.next_at end,
         held.occurs_at - interval '2 days'
       from (
         select series_id, occurs_at, random() as roll,
           lead(occurs_at) over (partition by series_id order by occurs_at) as next_at
         from meetings where series_id = any($1::uuid[]) and notes <> ''
       ) held cross join generate_series(1, $2::int) k`,
      [seriesIds, pointsPerMeeting],
    );
  }
  await db.query(
    `insert into tasks (user_id, text, due_date, status, position, meeting_series_id, meeting_occurs_at, created_at)
     select owner, 'Follow up on ' || to_char(occurs_at, 'YYYY-MM-DD'), (occurs_at + interval '14 days')::date,
       case when occurs_at < now() - interval '60 days' or random() < 0.3 then 'completed' else 'not-started' end,
       0, series_id, occurs_at, occurs_at
     from (
       select m.series_id, m.occurs_at,
         (select p.user_id from meeting_participants p where p.series_id = m.series_id
          order by random() limit 1) as owner
       from meetings m where m.series_id = any($1::uuid[]) and m.notes <> '' and random() < $2
     ) items`,
    [seriesIds, actionShare],
  );
  if (me) {
    await db.query(
      `insert into meeting_private_notes (series_id, occurs_at, author_id, text)
       select series_id, occurs_at, $2, 'A note for myself about ' || to_char(occurs_at, 'YYYY-MM-DD')
       from meetings where series_id = any($1::uuid[]) and notes <> '' and random() < 0.3`,
      [seriesIds, me],
    );
  }
}

/** Days off over the last year and the months ahead for everyone, most approved; more for `me`. */
async function seedDaysOff(db: pg.Pool, me: string) {
  const write = (who: string, count: number, spacing: number) =>
    db.query(
      `insert into leave_requests (user_id, type, from_date, to_date, days, status, created_at)
       select u.id, case when random() < 0.8 then 'Vacation' else 'Sick' end, day, day + length, length,
         case when random() < 0.85 then 'approved' when random() < 0.5 then 'rejected' else 'cancelled' end,
         day - 20
       from users u cross join generate_series(1, $2::int) k,
         lateral (select current_date - 380 + k * $3::int + floor(random() * 10)::int as day,
                  1 + floor(random() * 5)::int as length) leave
       where ${who}`,
      [me, count, spacing],
    );
  await write('u.id <> $1', 9, 50);
  await write('u.id = $1', 24, 18);
}

/** Sequential positions on each board column, as the tasks feature keeps them. */
async function numberTasks(db: pg.Pool) {
  await db.query(
    `update tasks set position = numbered.position
     from (select id, (row_number() over (partition by user_id, status order by created_at, id) - 1)::int as position
           from tasks) numbered
     where numbered.id = tasks.id`,
  );
}

/** Waits until the reminder sweep a new process runs at start has finished: no new reminder for two seconds. */
async function sweepSettled(db: pg.Pool) {
  const started = performance.now();
  let last = -1;
  let stableSince = performance.now();
  for (;;) {
    const { rows } = await db.query<{ count: number }>('select count(*)::int as count from meeting_reminders');
    const count = rows[0]!.count;
    if (count !== last) {
      last = count;
      stableSince = performance.now();
    } else if (performance.now() - stableSince > 2_000 && (count > 0 || performance.now() - started > 10_000)) {
      return { reminded: count, seconds: (stableSince - started) / 1000 };
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Milliseconds of each of `count` reads of the feed, each from an address of its own (the route allows 60 a minute per address). */
async function timeFeed(baseUrl: string, path: string, count: number) {
  const times: number[] = [];
  let body = '';
  for (let index = 0; index < count; index++) {
    const address = `10.20.${Math.floor(index / 250)}.${1 + (index % 250)}`;
    const started = performance.now();
    const response = await fetch(`${baseUrl}${path}`, { headers: { 'x-forwarded-for': address } });
    body = await response.text();
    times.push(performance.now() - started);
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${body.slice(0, 300)}`);
  }
  return { times, body };
}

interface ExpansionRun {
  queriesMs: number;
  expansionMs: number;
  series: number;
  exceptions: number;
  meetings: number;
}

/**
 * In a process of its own, so nothing is cached from the seeding: the meetings of [from, to) found
 * as the reminder sweep (features/meetings/reminders.ts) finds them, `runs` times.
 */
async function expansionProcess({ databaseUrl, from, to, runs }: ExpansionJob) {
  // The app's own pool size (apps/server/src/db/client.ts).
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const db: Database = drizzle({ client: pool, schema });
  const window = { from: new Date(from), to: new Date(to) };
  const results: ExpansionRun[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    const read = await readMeetingWindow(db, window.from, window.to);
    const queried = performance.now();
    const meetings = expandMeetingWindow(read, window.from, window.to);
    const expanded = performance.now();
    results.push({
      queriesMs: queried - started,
      expansionMs: expanded - queried,
      series: new Set(read.stretches.map((row) => row.schedule.seriesId)).size,
      exceptions: read.exceptions.length,
      meetings: meetings.length,
    });
  }
  await pool.end();
  process.stdout.write(`${JSON.stringify(results)}\n`);
}

interface ExpansionJob {
  databaseUrl: string;
  from: string;
  to: string;
  runs: number;
}

const thisScript = fileURLToPath(import.meta.url);

function runExpansionProcess(job: ExpansionJob): Promise<ExpansionRun[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', thisScript], {
      env: { ...process.env, BENCH_MEETINGS_EXPANSION: JSON.stringify(job) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`the expansion process exited with code ${code}`));
      resolve(JSON.parse(output.trim().split('\n').at(-1)!) as ExpansionRun[]);
    });
  });
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;
const verdict = (value: number, goal: number) => (value <= goal ? 'met' : 'MISSED');

async function benchmark(first: RunningServer, databaseUrl: string, startAnother: StartAnotherServer) {
  const db = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  // A connection still closing when the database is dropped must not crash the benchmark.
  db.on('error', () => {});
  const random = randomFrom(2026);
  try {
    const seedingStarted = performance.now();
    const { levels } = await seedPeople(db, { people: PEOPLE, levels: LEVELS });
    const people = levels.flat();
    const reader = await registerUser(first.baseUrl, ADDRESS);
    const me = reader.me.id;
    // Someone of the second level's team, as a person with 100 series would be.
    await db.query(
      `update profiles set manager_id = $2, department_id = m.department_id
       from profiles m where m.user_id = $2 and profiles.user_id = $1`,
      [me, levels[1]![0]!],
    );
    const now = new Date();
    const mine = mySeries(random, me, people, now);
    const company = companySeries(random, people, now);
    const myRows = meetingRowsOf(random, mine, 0.7, now);
    const companyRows = meetingRowsOf(random, company, 0.6, now);
    await seedSeries(db, mine, myRows, random);
    await seedSeries(db, company, companyRows, random);
    const myIds = mine.map((plan) => plan.id);
    await seedHistory(db, myIds, { pointsPerMeeting: 2, actionShare: 0.05, me });
    await seedHistory(
      db,
      company.map((plan) => plan.id),
      { pointsPerMeeting: 0, actionShare: 0.03 },
    );
    await numberTasks(db);
    await seedDaysOff(db, me);
    await db.query(
      `vacuum analyze meeting_series, meeting_participants, meeting_schedules, meetings, meeting_points,
         meeting_private_notes, tasks, leave_requests, users, profiles`,
    );
    const { rows: counts } = await db.query<Record<string, number>>(
      `select (select count(*) from meeting_series)::int as series,
         (select count(*) from meeting_schedules)::int as schedules,
         (select count(*) from meetings)::int as meetings,
         (select count(*) from meetings where skipped or starts_at is not null)::int as exceptions,
         (select count(*) from meeting_points)::int as points,
         (select count(*) from meeting_points where series_id = any($1::uuid[]))::int as my_points,
         (select count(*) from tasks where meeting_series_id is not null)::int as action_items,
         (select count(*) from tasks where meeting_series_id = any($1::uuid[]) and status <> 'completed'
            and due_date < current_date)::int as my_overdue,
         (select count(*) from leave_requests where user_id = $2 and status = 'approved'
            and to_date >= current_date - 366)::int as my_days_off`,
      [myIds, me],
    );
    const seeded = counts[0]!;
    console.log(
      `\nSeeded in ${((performance.now() - seedingStarted) / 1000).toFixed(1)} s: ${PEOPLE} people, ` +
        `${seeded.series} series (${seeded.schedules} schedules), ${seeded.meetings} meeting rows ` +
        `(${seeded.exceptions} skipped or moved), ${seeded.points} talking points, ${seeded.action_items} action items`,
    );
    console.log(
      `the person: ${MY_SERIES} series (${MY_TEAM_SERIES} team meetings), ${myRows.seriesIds.length} meeting rows, ` +
        `${seeded.my_points} talking points, ${seeded.my_overdue} action items past due, ` +
        `${seeded.my_days_off} approved days-off records in the last year`,
    );

    // A process started now sweeps at once and then every five minutes: let its first sweep
    // finish, then measure well before the next one.
    await first.stop();
    const server = await startAnother();
    const sweep = await sweepSettled(db);
    console.log(
      `the restarted server's first reminder sweep reminded of ${sweep.reminded} meetings in about ` +
        `${sweep.seconds.toFixed(1)} s`,
    );
    const measuringStarted = performance.now();

    const cookie = reader.cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
    const headers = { cookie, 'x-forwarded-for': ADDRESS };
    await timeRequests(server.baseUrl, headers, ['/api/meetings'], WARM_UP_REQUESTS);
    const list = await timeRequests<MeetingListItem[]>(server.baseUrl, headers, ['/api/meetings'], REQUESTS);
    const items = list.bodies.at(-1)!;
    if (items.length !== MY_SERIES || items.some((item) => item.next === null)) {
      throw new Error('the list does not hold every series with its next meeting');
    }
    const listBytes = JSON.stringify(items).length;
    const overdue = items.reduce((sum, item) => sum + item.overdueActionItems.length, 0);
    const away = items.filter((item) => item.next!.away.length > 0).length;

    const { answer: feed } = await postJson<{ url: string }>(server, cookie, '/calendar-feed', {});
    const feedPath = new URL(feed.url).pathname;
    await timeFeed(server.baseUrl, feedPath, WARM_UP_REQUESTS);
    const calendar = await timeFeed(server.baseUrl, feedPath, FEED_REQUESTS);
    const events = calendar.body.match(/^BEGIN:VEVENT/gm)?.length ?? 0;
    const exdates = calendar.body.match(/^EXDATE/gm)?.length ?? 0;
    const measuredSeconds = (performance.now() - measuringStarted) / 1000;
    const [load] = os.loadavg();
    await server.stop();

    const from = new Date();
    const to = new Date(from.getTime() + 30 * DAY);
    const runs = await runExpansionProcess({ databaseUrl, from: from.toISOString(), to: to.toISOString(), runs: RUNS });
    const [firstRun] = runs;

    console.log(
      `\nMeetings on PostgreSQL: ${PEOPLE} people, ${seeded.series} series; requests one after another ` +
        `(${measuredSeconds.toFixed(0)} s, between two reminder sweeps); load average ` +
        `${load!.toFixed(2)} on ${os.availableParallelism()} CPUs`,
    );
    const row = printTable(60, ['    median', '       p99', '   slowest', '    size', '          goal', '  verdict']);
    row(`GET /api/meetings (${MY_SERIES} series), ${REQUESTS} GETs`, [
      ms(median(list.times)),
      ms(percentile(list.times, 0.99)),
      ms(Math.max(...list.times)),
      kib(listBytes),
      `p99 ≤ ${LIST_GOAL_MS} ms`,
      verdict(percentile(list.times, 0.99), LIST_GOAL_MS),
    ]);
    row(`GET /api/calendar-feed/<token>.ics, ${FEED_REQUESTS} GETs`, [
      ms(median(calendar.times)),
      ms(percentile(calendar.times, 0.99)),
      ms(Math.max(...calendar.times)),
      kib(Buffer.byteLength(calendar.body)),
      `p99 ≤ ${FEED_GOAL_MS} ms`,
      verdict(percentile(calendar.times, 0.99), FEED_GOAL_MS),
    ]);
    console.log(
      `  the list: ${overdue} overdue action items, ${away} next meetings with someone away; ` +
        `the feed: ${events} VEVENTs, ${exdates} EXDATE lines, ${Buffer.byteLength(calendar.body)} bytes`,
    );

    console.log(
      `\nA month of meetings for the reminder sweep (${from.toISOString().slice(0, 10)} to ` +
        `${to.toISOString().slice(0, 10)}): ${firstRun!.series} series, ${firstRun!.exceptions} skipped or ` +
        `moved, ${firstRun!.meetings} meetings; ${runs.length} runs in a new process`,
    );
    const expansionRow = printTable(60, [
      '    median',
      '   slowest',
      ' first run',
      '          goal',
      '  verdict (slowest)',
    ]);
    const report = (label: string, values: number[], goal?: number) =>
      expansionRow(label, [
        ms(median(values)),
        ms(Math.max(...values)),
        ms(values[0]!),
        goal === undefined ? '' : `≤ ${goal} ms`,
        goal === undefined ? '' : verdict(Math.max(...values), goal),
      ]);
    report(
      'the queries (readMeetingWindow)',
      runs.map((run) => run.queriesMs),
    );
    report(
      'expansion (expandMeetingWindow)',
      runs.map((run) => run.expansionMs),
      EXPANSION_GOAL_MS,
    );
    report(
      'queries and expansion',
      runs.map((run) => run.queriesMs + run.expansionMs),
    );
  } finally {
    await db.end();
  }
}

const expansionJob = process.env.BENCH_MEETINGS_EXPANSION;
if (expansionJob) {
  await expansionProcess(JSON.parse(expansionJob) as ExpansionJob);
} else {
  await runPostgresBenchmark('meetings', benchmark, { SEED_DEMO_CONTENT: 'false' });
}
