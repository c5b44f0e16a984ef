/**
 * GET /api/overview (Admin and Manager Activity) on PostgreSQL with 10,000 people and 1,000,000
 * tasks, plus a year of days off, two goals each with check-ins, demo bookings and audit entries:
 * one request at a time (p50, p99) and under `autocannon -c 10`. The goal is p99 under 100 ms. It
 * also shows how PostgreSQL runs each of the overview's queries.
 *   npm run build && npx tsx scripts/bench-overview.ts
 */
import autocannon from 'autocannon';
import pg from 'pg';
import {
  approvedDaysByMonth,
  bookingsByWeek,
  countPeople,
  goalsByStatus,
  joinedByMonth,
  tasksByColumn,
} from '../apps/server/src/features/overview/repository';
import { explain } from './lib/query-plan';
import { printTable, timeRequests } from './lib/sequential-requests';
import { median, percentile, registerUser, runPostgresBenchmark, type RunningServer } from './lib/server-process';

const PEOPLE = 10_000;
const TASKS_PER_PERSON = 100;
const SEQUENTIAL_REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const CONNECTIONS = 10;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const GOAL_P99_MS = 100;

/** PEOPLE accounts over the last two years, with the tasks, days off, goals and bookings of a busy company. */
async function fillCompany(db: pg.Pool) {
  await db.query(
    `insert into users (id, name, email, created_at, updated_at)
     select 'bench' || i, 'Person ' || i, 'person.' || i || '@example.com', now() - make_interval(hours => i * 2), now()
     from generate_series(1, $1::int) i`,
    [PEOPLE],
  );
  await db.query(
    `insert into tasks (user_id, text, due_date, status, position)
     select 'bench' || u, 'Task ' || t, current_date + (t % 60),
            (array['not-started', 'scheduled', 'in-progress', 'completed'])[1 + t % 4], t / 4
     from generate_series(1, $1::int) u cross join generate_series(0, $2::int - 1) t`,
    [PEOPLE, TASKS_PER_PERSON],
  );
  await db.query(
    `insert into leave_requests (user_id, type, from_date, to_date, days, status)
     select 'bench' || u, (array['Vacation', 'Sick'])[1 + (u + k) % 2], start, start + len, len,
            (array['approved', 'approved', 'pending', 'rejected'])[1 + (u + k) % 4]
     from generate_series(1, $1::int) u cross join generate_series(1, 3) k
     cross join lateral (select current_date - ((u * 7 + k * 113) % 360) as start, 1 + (u + k) % 5 as len) d`,
    [PEOPLE],
  );
  await db.query(
    `insert into goals (user_id, name, target)
     select 'bench' || u, 'Goal ' || k, 5 from generate_series(1, $1::int) u cross join generate_series(1, 2) k`,
    [PEOPLE],
  );
  await db.query(
    `insert into goal_check_ins (goal_id, progress, status, created_at)
     select id, c, (array['on-track', 'at-risk', 'off-track'])[1 + (abs(hashtext(id::text)) + c) % 3], now() - make_interval(days => 10 - c)
     from goals cross join generate_series(1, 3) c where abs(hashtext(id::text)) % 4 <> 0`,
  );
  await db.query(
    `insert into demo_bookings (date, time_slot_id, time_zone, language, name, company, email, phone, user_count, starts_at, created_at)
     select current_date + d, s.id, '+06:00', 'English', 'Booker ' || d, 'Acme', 'b' || d || '@example.com', '+880 1711 000000', '1-50',
            now() + make_interval(days => d), now() - make_interval(hours => d * 3)
     from generate_series(1, 500) d cross join lateral (select id from time_slots order by time limit 1) s`,
  );
  await db.query(
    `insert into audit_log (actor_id, actor_name, action, summary, created_at)
     select 'bench' || (1 + i % 50), 'Person ' || (1 + i % 50), 'goal.feedback', 'Added feedback', now() - make_interval(mins => i)
     from generate_series(1, 5000) i`,
  );
  await db.query('vacuum analyze');
}

async function measureUnderLoad(baseUrl: string, headers: Record<string, string>) {
  const result = await autocannon({
    url: `${baseUrl}/api/overview`,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    headers,
  });
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new Error(`${result.non2xx} non-2xx answers, ${result.errors} errors, ${result.timeouts} timeouts`);
  }
  return result;
}

async function benchmark(server: RunningServer, databaseUrl: string) {
  const db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  try {
    const filling = performance.now();
    await fillCompany(db);
    const { rows } = await db.query<{ tasks: number; counted: number }>(
      'select (select count(*) from tasks)::int as tasks, (select sum(count) from task_counts)::int as counted',
    );
    console.log(
      `filled in ${((performance.now() - filling) / 1000).toFixed(1)} s: ${PEOPLE} people, ${rows[0]!.tasks} tasks ` +
        `(${rows[0]!.counted} counted by the triggers)`,
    );
    const { me, cookies } = await registerUser(server.baseUrl, '10.7.0.1');
    await db.query('update users set is_manager = true where id = $1', [me.id]);
    const headers = {
      cookie: cookies.map(({ name, value }) => `${name}=${value}`).join('; '),
      'x-forwarded-for': '10.7.0.2',
    };

    await timeRequests(server.baseUrl, headers, ['/api/overview'], 20);
    const { times } = await timeRequests(server.baseUrl, headers, ['/api/overview'], SEQUENTIAL_REQUESTS);
    const loaded = await measureUnderLoad(server.baseUrl, headers);

    console.log(`\nGET /api/overview (PostgreSQL), goal: p99 under ${GOAL_P99_MS} ms`);
    const row = printTable(34, ['req/s', 'p50 ms', 'p99 ms', 'max ms']);
    row(`one at a time (${times.length} requests)`, [
      (1000 / (times.reduce((sum, time) => sum + time, 0) / times.length)).toFixed(0),
      median(times).toFixed(1),
      percentile(times, 0.99).toFixed(1),
      Math.max(...times).toFixed(1),
    ]);
    row(`autocannon -c ${CONNECTIONS}, ${DURATION_SECONDS} s`, [
      loaded.requests.average.toFixed(0),
      String(loaded.latency.p50),
      String(loaded.latency.p99),
      String(loaded.latency.max),
    ]);

    console.log('');
    const since = new Date(Date.now() - 365 * 86_400_000);
    const queries: Array<[string, Parameters<typeof explain>[1]]> = [
      ['people and roles', (recorder) => countPeople(recorder, since)],
      ['joined per month', (recorder) => joinedByMonth(recorder, since)],
      ['days off per month', (recorder) => approvedDaysByMonth(recorder, since.toISOString().slice(0, 10))],
      ['goals by status', (recorder) => goalsByStatus(recorder)],
      ['tasks per column', (recorder) => tasksByColumn(recorder)],
      ['bookings per week', (recorder) => bookingsByWeek(recorder, since)],
    ];
    for (const [label, send] of queries) console.log(`plan of ${label}: ${await explain(db, send)}`);
  } finally {
    await db.end();
  }
}

await runPostgresBenchmark('overview', benchmark);
