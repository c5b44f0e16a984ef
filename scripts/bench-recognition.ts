/**
 * Recognition on PostgreSQL with 10,000 people (scripts/people-seed.ts), 8 company values and
 * 1,000,000 praise over two years, a third of them thanking two people: a person's praise as their
 * page reads it (the first page, and the counts by value), the administrator's chart of the last
 * 12 months by value and by department, and a manager's 50 reports nobody praised lately. Each is
 * asked one request at a time (p50, p99) and under `autocannon -c 10`, with the goals beside (p99
 * ≤ 50 ms for a person's page, ≤ 200 ms for the year's chart), then how PostgreSQL runs each query.
 * Numbers are reported, never asserted.
 *   npm run build && npx tsx scripts/bench-recognition.ts
 */
import type { Insight, Praise, QuietReport } from '@topgear/shared/recognition';
import pg from 'pg';
import { countPraise, quietReportsOf } from '../apps/server/src/features/recognition/insight-repository';
import { countReceivedByValue, listReceived } from '../apps/server/src/features/recognition/repository';
import { type Endpoint, timeEndpoints } from './lib/endpoint-timing';
import { explain } from './lib/query-plan';
import { registerUser, runPostgresBenchmark, type RunningServer } from './lib/server-process';
import { seedPeople } from './people-seed';

const PEOPLE = 10_000;
const LEVELS = 6;
const PRAISE = Number(process.env.BENCH_PRAISE ?? 1_000_000);
const VALUES = 8;
const REPORTS = 50;
/** Different people whose page is read in turn. */
const PAGE_SAMPLE = 50;
const SEQUENTIAL_REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const CONNECTIONS = 10;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const MINUTES_IN_TWO_YEARS = 2 * 365 * 24 * 60;

/**
 * The values, then PRAISE praise spread over two years by everyone, one in six naming no value and
 * one in ten private; each thanks one person, a third of them a second one too.
 */
async function givePraise(db: pg.Pool) {
  await db.query(
    `insert into company_values (name, icon, position)
     select 'Value ' || v, 'star', v from generate_series(1, $1::int) v`,
    [VALUES],
  );
  await db.query(
    `insert into praise (author_id, message, value_id, visibility, created_at)
     select people.ids[1 + (g::bigint * 7919) % people.n],
            'Thank you for the help with release ' || g,
            case when g % 6 = 0 then null else vals.ids[1 + g % vals.n] end,
            case when g % 10 = 0 then 'private' else 'public' end,
            now() - make_interval(mins => (g * 37) % $2::int)
     from generate_series(1, $1::int) g,
          (select array_agg(user_id order by user_id) as ids, count(*)::int as n from profiles) people,
          (select array_agg(id order by position) as ids, count(*)::int as n from company_values) vals`,
    [PRAISE, MINUTES_IN_TWO_YEARS],
  );
  await db.query(
    `insert into praise_recipients (praise_id, user_id, created_at)
     select praise.id, people.ids[1 + (abs(hashtext(praise.id::text)) + extra) % people.n], praise.created_at
     from praise
     cross join (select array_agg(user_id order by user_id) as ids, count(*)::int as n from profiles) people
     cross join lateral (values (0), (17)) as second(extra)
     where second.extra = 0 or abs(hashtext(praise.id::text)) % 3 = 0`,
  );
  await db.query('vacuum analyze');
}

/** The last `count` months, YYYY-MM, oldest first: a year's chart. */
function lastMonths(count: number) {
  const now = new Date();
  const month = (offset: number) =>
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1)).toISOString().slice(0, 7);
  return { from: month(1 - count), to: month(0) };
}

/** Fails unless each endpoint answers what the benchmark means to measure. */
async function checkAnswers(baseUrl: string, headers: Record<string, string>, endpoints: Endpoint[]) {
  const [received, , byValue, byDepartment, quiet] = await Promise.all(
    endpoints.map(async ({ paths }) => (await fetch(`${baseUrl}${paths[0]}`, { headers })).json()),
  );
  const firstPage = (received as { items: Praise[] }).items;
  const chart = byValue as Insight;
  const yearTotal = chart.groups.reduce((sum, group) => sum + group.counts.reduce((a, b) => a + b, 0), 0);
  const departments = (byDepartment as Insight).groups.length;
  console.log(
    `a person's first page: ${firstPage.length} praise; a year's chart: ${yearTotal} praise in ${chart.groups.length} ` +
      `lines, ${departments} by department; ${(quiet as QuietReport[]).length} of ${REPORTS} reports unpraised in 60 days`,
  );
  if (firstPage.length === 0 || yearTotal < PRAISE / 3) throw new Error('the seeded praise is not being read');
}

async function benchmark(server: RunningServer, databaseUrl: string) {
  const db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  try {
    const seeding = performance.now();
    const { levels } = await seedPeople(db, { people: PEOPLE, levels: LEVELS });
    await givePraise(db);
    const { rows: counted } = await db.query<{ praise: number; recipients: number }>(
      'select (select count(*) from praise)::int as praise, (select count(*) from praise_recipients)::int as recipients',
    );
    console.log(
      `seeded ${PEOPLE} people, ${counted[0]?.praise} praise and ${counted[0]?.recipients} people thanked in ` +
        `${((performance.now() - seeding) / 1000).toFixed(1)} s`,
    );
    const { me, cookies } = await registerUser(server.baseUrl, '10.11.0.1');
    const bottom = levels.at(-1) ?? [];
    await db.query('update users set is_admin = true where id = $1', [me.id]);
    await db.query('update profiles set manager_id = $1 where user_id = any($2)', [me.id, bottom.slice(-REPORTS)]);
    const headers = {
      cookie: cookies.map(({ name, value }) => `${name}=${value}`).join('; '),
      'x-forwarded-for': '10.11.0.2',
    };
    const people = bottom.slice(0, PAGE_SAMPLE);
    const year = lastMonths(12);
    const endpoints: Endpoint[] = [
      { label: "GET a person's praise", paths: people.map((id) => `/api/people/${id}/praise`), goalP99Ms: 50 },
      {
        label: "GET a person's praise by value",
        paths: people.map((id) => `/api/people/${id}/praise/by-value`),
        goalP99Ms: 50,
      },
      {
        label: 'GET the year by value',
        paths: [`/api/recognition/insight?${new URLSearchParams({ by: 'value', ...year }).toString()}`],
        goalP99Ms: 200,
      },
      {
        label: 'GET the year by department',
        paths: [`/api/recognition/insight?${new URLSearchParams({ by: 'department', ...year }).toString()}`],
        goalP99Ms: 200,
      },
      { label: `GET quiet reports (${REPORTS} reports)`, paths: ['/api/recognition/quiet-reports'], goalP99Ms: 50 },
    ];
    await checkAnswers(server.baseUrl, headers, endpoints);
    await timeEndpoints(
      server.baseUrl,
      headers,
      endpoints,
      { sequentialRequests: SEQUENTIAL_REQUESTS, connections: CONNECTIONS, durationSeconds: DURATION_SECONDS },
      `Recognition on PostgreSQL, ${PEOPLE} people and ${PRAISE} praise`,
    );

    console.log('');
    const [someone = ''] = people;
    const span = { start: new Date(`${year.from}-01T00:00:00Z`), end: new Date() };
    const plans: Array<[string, Parameters<typeof explain>[1]]> = [
      ["a person's praise", (recorder) => listReceived(recorder, me.id, someone, { limit: 20 })],
      ["a person's praise by value", (recorder) => countReceivedByValue(recorder, me.id, someone)],
      ['the year by value', (recorder) => countPraise(recorder, 'value', span)],
      ['the year by department', (recorder) => countPraise(recorder, 'department', span)],
      ['quiet reports', (recorder) => quietReportsOf(recorder, me.id, new Date(Date.now() - 60 * 86_400_000))],
    ];
    for (const [label, send] of plans) console.log(`plan of ${label}: ${await explain(db, send)}`);
  } finally {
    await db.end();
  }
}

await runPostgresBenchmark('recognition', benchmark, { SEED_DEMO_CONTENT: 'false' });
