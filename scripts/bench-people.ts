/**
 * People and the organisation on PostgreSQL with 10,000 people in six levels of reporting lines
 * (scripts/people-seed.ts): the whole org chart (GET /api/org-chart), the page of someone at the
 * bottom with their chain and reports (GET /api/people/:id), and a people search
 * (GET /api/people?q=). Each is asked one request at a time (p50, p99) and under
 * `autocannon -c 10`; the table shows the goals beside (p99 ≤ 150, 20 and 50 ms), and how
 * PostgreSQL runs each query. Numbers are reported, never asserted.
 *   npm run build && npx tsx scripts/bench-people.ts
 */
import type { OrgChartNode, PeopleQuery, Person } from '@topgear/shared/people';
import autocannon from 'autocannon';
import pg from 'pg';
import {
  findChainFrom,
  findDirectReports,
  findPerson,
  listOrgChart,
  listPeople,
} from '../apps/server/src/features/people/repository';
import { seedPeople } from './people-seed';
import { explain } from './lib/query-plan';
import { printTable, timeRequests } from './lib/sequential-requests';
import { median, percentile, registerUser, runPostgresBenchmark, type RunningServer } from './lib/server-process';

const PEOPLE = 10_000;
const LEVELS = 6;
const SEQUENTIAL_REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const WARM_UP_REQUESTS = 20;
const CONNECTIONS = 10;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** Different people at the bottom, asked for in turn. */
const BOTTOM_SAMPLE = 50;
/** A last name about one person in 45 has. */
const SEARCH: PeopleQuery = { q: 'Okafor', limit: 20 };

interface Endpoint {
  label: string;
  /** The paths asked for in turn. */
  paths: string[];
  goalP99Ms: number;
}

interface Timing {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  max: number;
}

async function oneAtATime(baseUrl: string, headers: Record<string, string>, paths: string[]): Promise<Timing> {
  await timeRequests(baseUrl, headers, paths, WARM_UP_REQUESTS);
  const { times } = await timeRequests(baseUrl, headers, paths, SEQUENTIAL_REQUESTS);
  return {
    requestsPerSecond: 1000 / (times.reduce((sum, time) => sum + time, 0) / times.length),
    p50: median(times),
    p99: percentile(times, 0.99),
    max: Math.max(...times),
  };
}

async function underLoad(baseUrl: string, headers: Record<string, string>, paths: string[]): Promise<Timing> {
  let next = 0;
  const result = await autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    headers,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length]! }) }],
  });
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new Error(`${result.non2xx} non-2xx answers, ${result.errors} errors, ${result.timeouts} timeouts`);
  }
  const { average, p50, p99, max } = { ...result.latency, average: result.requests.average };
  return { requestsPerSecond: average, p50, p99, max };
}

/** Fails unless each path answers what the benchmark means to measure. */
async function checkAnswers(baseUrl: string, headers: Record<string, string>, endpoints: Endpoint[]) {
  const [chart, page, search] = await Promise.all(
    endpoints.map(async ({ paths }) => (await fetch(`${baseUrl}${paths[0]}`, { headers })).json()),
  );
  const nodes = chart as OrgChartNode[];
  if (nodes.length < PEOPLE) throw new Error(`the org chart has ${nodes.length} people`);
  const person = page as Person;
  if (person.chain.length !== LEVELS - 1) throw new Error(`the chain has ${person.chain.length} managers`);
  if ((search as { items: unknown[] }).items.length === 0) throw new Error('the search found nobody');
  const chartBytes = JSON.stringify(chart).length;
  console.log(
    `org chart: ${nodes.length} people, ${(chartBytes / 1024).toFixed(0)} KiB of JSON; a bottom page: ` +
      `${person.chain.length} managers above, ${person.directReports.length} reports`,
  );
}

async function benchmark(server: RunningServer, databaseUrl: string) {
  const db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  try {
    const seeding = performance.now();
    const { levels } = await seedPeople(db, { people: PEOPLE, levels: LEVELS });
    console.log(
      `seeded ${PEOPLE} people in ${((performance.now() - seeding) / 1000).toFixed(1)} s, levels of ` +
        levels.map((level) => level.length).join(' / '),
    );
    const { cookies } = await registerUser(server.baseUrl, '10.9.0.1');
    const headers = {
      cookie: cookies.map(({ name, value }) => `${name}=${value}`).join('; '),
      'x-forwarded-for': '10.9.0.2',
    };
    const bottom = levels.at(-1)!.slice(0, BOTTOM_SAMPLE);
    const endpoints: Endpoint[] = [
      { label: 'GET /api/org-chart', paths: ['/api/org-chart'], goalP99Ms: 150 },
      {
        label: 'GET /api/people/:id (bottom)',
        paths: bottom.map((id) => `/api/people/${id}`),
        goalP99Ms: 20,
      },
      { label: `GET /api/people?q=${SEARCH.q}`, paths: [`/api/people?q=${SEARCH.q}`], goalP99Ms: 50 },
    ];
    await checkAnswers(server.baseUrl, headers, endpoints);

    const rows: Array<[string, Timing, number]> = [];
    for (const { label, paths, goalP99Ms } of endpoints) {
      rows.push([`${label}, one at a time`, await oneAtATime(server.baseUrl, headers, paths), goalP99Ms]);
      rows.push([`${label}, -c ${CONNECTIONS}`, await underLoad(server.baseUrl, headers, paths), goalP99Ms]);
    }
    console.log(
      `\nPeople on PostgreSQL, ${PEOPLE} people in ${LEVELS} levels: ${SEQUENTIAL_REQUESTS} requests one at a time, ` +
        `then autocannon -c ${CONNECTIONS} for ${DURATION_SECONDS} s`,
    );
    const row = printTable(46, ['req/s', 'p50 ms', 'p99 ms', 'max ms', 'goal p99 ms', 'result']);
    for (const [label, { requestsPerSecond, p50, p99, max }, goal] of rows) {
      row(label, [
        requestsPerSecond.toFixed(0),
        p50.toFixed(1),
        p99.toFixed(1),
        max.toFixed(1),
        `≤ ${goal}`,
        p99 <= goal ? 'met' : 'MISSED',
      ]);
    }

    console.log('');
    const someone = bottom[0]!;
    const { rows: placed } = await db.query<{ manager_id: string }>(
      'select manager_id from profiles where user_id = $1',
      [someone],
    );
    const plans: Array<[string, Parameters<typeof explain>[1]]> = [
      ['org chart', (recorder) => listOrgChart(recorder)],
      ['person', (recorder) => findPerson(recorder, someone)],
      ['chain', (recorder) => findChainFrom(recorder, placed[0]!.manager_id)],
      ['direct reports', (recorder) => findDirectReports(recorder, someone)],
      [`search "${SEARCH.q}"`, (recorder) => listPeople(recorder, SEARCH)],
    ];
    for (const [label, send] of plans) console.log(`plan of ${label}: ${await explain(db, send)}`);
  } finally {
    await db.end();
  }
}

await runPostgresBenchmark('people', benchmark, { SEED_DEMO_CONTENT: 'false' });
