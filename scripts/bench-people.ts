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
import { type Endpoint, timeEndpoints } from './lib/endpoint-timing';
import { registerUser, runPostgresBenchmark, type RunningServer } from './lib/server-process';

const PEOPLE = 10_000;
const LEVELS = 6;
const SEQUENTIAL_REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const CONNECTIONS = 10;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** Different people at the bottom, asked for in turn. */
const BOTTOM_SAMPLE = 50;
/** A last name about one person in 45 has. */
const SEARCH: PeopleQuery = { q: 'Okafor', limit: 20 };

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

    await timeEndpoints(
      server.baseUrl,
      headers,
      endpoints,
      { sequentialRequests: SEQUENTIAL_REQUESTS, connections: CONNECTIONS, durationSeconds: DURATION_SECONDS },
      `People on PostgreSQL, ${PEOPLE} people in ${LEVELS} levels`,
    );

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
