/**
 * GET /api/tasks (the signed-in user's whole board) under `autocannon -c 50` on PostgreSQL, first
 * with 10k tasks in the table (100 users) and then with 1M (10k users), every user holding 100
 * tasks over the four columns. The load comes from 50 users registered through the API, each
 * request with one of their session cookies in turn. In the same run, a bare Fastify + `pg` server
 * (scripts/lib/bare-tasks-server.ts) answers the SQL the tasks repository sends, with the user id
 * from the query string instead of a session: the goals are 1M costing at most 1.5× what 10k
 * costs, and the app keeping at least 80 % of the bare server's throughput. Each run also reports
 * the CPU time the server process and PostgreSQL's backends spent per request, which a busy
 * machine disturbs far less than requests per second. The app runs with Redis (REDIS_URL from
 * BENCH_REDIS_URL or TEST_REDIS_URL, else the local one), as a deployment of several processes does.
 * `--before <git-ref>` also builds that commit in a temporary worktree and measures it on the same
 * database; BENCH_ROUNDS=n measures every server n times, taking turns, and compares medians.
 *   npm run build && npx tsx scripts/bench-tasks.ts [--before <git-ref>]
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { TASK_STATUSES } from '@topgear/shared/tasks';
import autocannon from 'autocannon';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../apps/server/src/db/schema';
import { listBoard } from '../apps/server/src/features/tasks/repository';
import {
  benchRedisUrl,
  median,
  registerUser,
  runPostgresBenchmark,
  serverEntryIn,
  startProcess,
  type RunningServer,
  type StartAnotherServer,
} from './lib/server-process';
import { addWorktree, beforeRefArgument, buildWorktree } from './lib/worktree';

const CONNECTIONS = 50;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = 3;
const TASKS_PER_USER = 100;
const MEASURED_USERS = 50;
const SMALL_TABLE_USERS = 100;
const LARGE_TABLE_USERS = 10_000;
const MAX_LATENCY_RATIO = 1.5;
const MIN_THROUGHPUT_SHARE = 0.8;
/** Each target is measured this many times, the targets taking turns, so a busy spell of the machine hits them alike. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
const BARE_LABEL = 'bare Fastify + pg';

const bareServerEntry = fileURLToPath(new URL('./lib/bare-tasks-server.ts', import.meta.url));

/** Someone the load comes from: an account with its session, and a client address of its own. */
interface Person {
  id: string;
  cookie: string;
  address: string;
}

/** Where a person's board is asked for, and with which headers. */
type BoardRequest = (person: Person) => { path: string; headers: Record<string, string> };

/** A server under load: what it is, where it listens, its process, and how it is asked for a board. */
interface Target {
  label: string;
  baseUrl: string;
  pid: number;
  board: BoardRequest;
}

const appBoard: BoardRequest = (person) => ({
  path: '/api/tasks',
  headers: { cookie: person.cookie, 'x-forwarded-for': person.address },
});
const bareBoard: BoardRequest = (person) => ({ path: `/tasks?user=${encodeURIComponent(person.id)}`, headers: {} });

interface Measurement {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  max: number;
  /** CPU milliseconds per request: the server's process, and PostgreSQL's backends (undefined when not on this machine). */
  serverCpu: number;
  databaseCpu: number | undefined;
}

/** The query the repository sends for one user's board, with the place its user id goes in. */
interface BoardQuery {
  sql: string;
  params: unknown[];
  userParam: number;
}

async function register(baseUrl: string, index: number): Promise<Person> {
  // One address per person: registration is limited per address, and so is the API.
  const address = `10.0.${index >> 8}.${index & 255}`;
  const { me, cookies } = await registerUser(baseUrl, address);
  return { id: me.id, cookie: cookies.map(({ name, value }) => `${name}=${value}`).join('; '), address };
}

/** Users who own a board but never sign in, numbered from `from` to `to`. */
async function addFillerUsers(db: pg.Pool, from: number, to: number) {
  await db.query(
    `insert into users (id, name, email)
     select 'bench-filler-' || i, 'Filler User ' || i, 'filler.' || i || '@bench.example.com'
     from generate_series($1::int, $2::int) i`,
    [from, to],
  );
}

/**
 * Replaces every task with TASKS_PER_USER for each user, dealt round by round across the users as
 * boards fill up over time, so one person's cards lie on many pages of the table. A bulk load: the
 * foreign-key checks are off (every user_id comes from `users`) and the table's indexes are built
 * again after the insert, from their own definitions.
 */
async function fillBoards(db: pg.Pool) {
  const client = await db.connect();
  try {
    await client.query('begin');
    await client.query('set local session_replication_role = replica');
    const { rows: indexes } = await client.query<{ name: string; definition: string }>(
      `select indexname as name, indexdef as definition from pg_indexes
       where schemaname = current_schema() and tablename = 'tasks'
         and indexname not in (select conname from pg_constraint where conrelid = 'tasks'::regclass)`,
    );
    for (const { name } of indexes) await client.query(`drop index "${name}"`);
    await client.query('truncate tasks');
    await client.query(
      `insert into tasks (user_id, text, due_date, status, position)
       select u.id, 'Prepare the weekly report, part ' || n, current_date + (n % 28) - 14,
              ($2::text[])[n % cardinality($2::text[]) + 1], n / cardinality($2::text[])
       from generate_series(0, $1::int - 1) n cross join users u
       order by n, u.id`,
      [TASKS_PER_USER, TASK_STATUSES],
    );
    for (const { definition } of indexes) await client.query(definition);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
  await db.query('vacuum analyze tasks');
}

async function tableSizes(db: pg.Pool) {
  const { rows } = await db.query<{ users: number; tasks: number }>(
    'select (select count(*) from users)::int as users, (select count(*) from tasks)::int as tasks',
  );
  return rows[0]!;
}

/** The SQL and parameters `listBoard` sends, as drizzle hands them to `pg`. */
async function boardQuery(db: pg.Pool, userId: string): Promise<BoardQuery> {
  let sent: { sql: string; params: unknown[] } | undefined;
  const recorder = drizzle({
    client: db,
    schema,
    logger: { logQuery: (sql, params) => (sent = { sql, params }) },
  });
  await listBoard(recorder, userId);
  if (!sent) throw new Error('listBoard sent no query');
  const userParam = sent.params.indexOf(userId);
  if (userParam < 0) throw new Error('the user id is not a parameter of the board query');
  return { ...sent, userParam };
}

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

/** How the board query runs for one user: the plan's nodes, outermost first, and the execution time. */
async function explainBoard(db: pg.Pool, query: BoardQuery, userId: string) {
  const { rows } = await db.query<{ 'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number }] }>(
    `explain (analyze, format json) ${query.sql}`,
    query.params.with(query.userParam, userId),
  );
  const [{ Plan: plan, 'Execution Time': executionMs }] = rows[0]!['QUERY PLAN'];
  const nodes: string[] = [];
  for (let node: PlanNode | undefined = plan; node; node = node.Plans?.[0]) {
    nodes.push(node['Index Name'] ? `${node['Node Type']} using ${node['Index Name']}` : node['Node Type']);
  }
  return `${nodes.join(' ← ')}, ${executionMs.toFixed(2)} ms`;
}

const startBareServer = (databaseUrl: string, query: BoardQuery) =>
  startProcess({
    args: ['--import', 'tsx', bareServerEntry],
    env: {
      DATABASE_URL: databaseUrl,
      TASKS_SQL: query.sql,
      TASKS_PARAMS: JSON.stringify(query.params),
      TASKS_USER_PARAM: String(query.userParam),
    },
    healthPath: '/health',
  });

/** Every person's board answers 200 with all of their tasks, and only theirs. */
async function checkBoards({ baseUrl, board }: Target, people: Person[]) {
  for (const person of people) {
    const { path: boardPath, headers } = board(person);
    const response = await fetch(`${baseUrl}${boardPath}`, { headers });
    const tasks = (await response.json()) as unknown[];
    if (response.status !== 200 || tasks.length !== TASKS_PER_USER) {
      throw new Error(`${baseUrl}${boardPath} answered ${response.status} with ${tasks.length} tasks`);
    }
  }
}

/** Linux counts a process's CPU time in clock ticks (`getconf CLK_TCK`). */
const MS_PER_CLOCK_TICK = 10;

/** CPU milliseconds (user and system) `pid` has used so far; undefined once the process is gone. */
async function cpuTime(pid: number) {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
  if (stat === undefined) return undefined;
  // The fields after the command name, from the 3rd on: utime and stime are the 14th and 15th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * MS_PER_CLOCK_TICK;
}

/** What each of `pids` has used so far; a process that ends in between counts 0 (an idle pool closing it). */
async function cpuTimes(pids: number[]) {
  return new Map(await Promise.all(pids.map(async (pid) => [pid, await cpuTime(pid)] as const)));
}

/** The benchmark database's backends, when PostgreSQL runs on this machine and their CPU time can be read. */
async function backendPids(db: pg.Pool, databaseUrl: string) {
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(new URL(databaseUrl).hostname)) return undefined;
  const { rows } = await db.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  return rows.map((row) => row.pid);
}

/** Load from CONNECTIONS connections, each request for the next person's board in turn. */
async function load({ baseUrl, board }: Target, people: Person[], seconds: number) {
  let next = 0;
  const result = await autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          const person = people[next++ % people.length]!;
          const { path: boardPath, headers } = board(person);
          return { ...request, path: boardPath, headers: { ...request.headers, ...headers } };
        },
      },
    ],
  });
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new Error(
      `${baseUrl}: ${result.non2xx} non-2xx answers, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  }
  return result;
}

async function measure(target: Target, people: Person[], db: pg.Pool, databaseUrl: string): Promise<Measurement> {
  // The warm-up also opens the server's pool connections, whose backends are then counted.
  await load(target, people, WARM_UP_SECONDS);
  const backends = await backendPids(db, databaseUrl);
  const pids = [target.pid, ...(backends ?? [])];
  const before = await cpuTimes(pids);
  const { requests, latency } = await load(target, people, DURATION_SECONDS);
  const after = await cpuTimes(pids);
  const spent = (pid: number) => (after.get(pid) ?? before.get(pid) ?? 0) - (before.get(pid) ?? 0);
  const databaseMs = backends?.reduce((sum, pid) => sum + spent(pid), 0);
  return {
    requestsPerSecond: requests.average,
    p50: latency.p50,
    p99: latency.p99,
    max: latency.max,
    serverCpu: spent(target.pid) / requests.total,
    databaseCpu: databaseMs === undefined ? undefined : databaseMs / requests.total,
  };
}

const COLUMNS = ['req/s', 'p50 ms', 'p99 ms', 'max ms', 'CPU ms/req: server', 'PostgreSQL'];
const LABEL_WIDTH = 42;

function row(label: string, { requestsPerSecond, p50, p99, max, serverCpu, databaseCpu }: Measurement) {
  const cells = [
    requestsPerSecond.toFixed(0),
    String(p50),
    String(p99),
    String(max),
    serverCpu.toFixed(2),
    databaseCpu?.toFixed(2) ?? 'n/a',
  ];
  return label.padEnd(LABEL_WIDTH) + cells.map((cell, index) => cell.padStart(COLUMNS[index]!.length + 2)).join('');
}

const count = (amount: number) =>
  amount >= 1_000_000 ? `${amount / 1_000_000}M` : amount >= 1_000 ? `${amount / 1_000}k` : String(amount);

const verdict = (met: boolean) => (met ? 'goal met' : 'GOAL MISSED');

/** The measurement with the median throughput of several rounds. */
const medianRound = (rounds: Measurement[]) =>
  [...rounds].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond)[Math.floor(rounds.length / 2)]!;

interface Phase {
  tasks: number;
  label: string;
  /** Each target's measurements, one per round, by the target's label. */
  rounds: Map<string, Measurement[]>;
  plan: string;
}

const percent = (share: number) => `${(share * 100).toFixed(0)} %`;

function report([small, large]: [Phase, Phase], apps: Target[]) {
  console.log(
    `\nGET my tasks (PostgreSQL, Redis), autocannon -c ${CONNECTIONS}, ${DURATION_SECONDS} s each, ` +
      `${ROUNDS} round${ROUNDS === 1 ? '' : 's'} taking turns`,
  );
  console.log(''.padEnd(LABEL_WIDTH) + COLUMNS.map((column) => column.padStart(column.length + 2)).join(''));
  for (const phase of [small, large]) {
    for (const [label, rounds] of phase.rounds) {
      rounds.forEach((measurement, index) =>
        console.log(row(`${phase.label}: ${label}${ROUNDS > 1 ? ` #${index + 1}` : ''}`, measurement)),
      );
    }
  }
  const current = apps[0]!.label;
  const smallApp = medianRound(small.rounds.get(current)!);
  const largeApp = medianRound(large.rounds.get(current)!);
  const p50Ratio = largeApp.p50 / smallApp.p50;
  const p99Ratio = largeApp.p99 / smallApp.p99;
  const timePerRequestRatio = smallApp.requestsPerSecond / largeApp.requestsPerSecond;
  console.log(
    `\n${count(large.tasks)} vs ${count(small.tasks)} tasks (${current}): p50 ×${p50Ratio.toFixed(2)}, p99 ×${p99Ratio.toFixed(2)}, time per request (1 / req/s) ` +
      `×${timePerRequestRatio.toFixed(2)}   (goal ≤ ×${MAX_LATENCY_RATIO}: ` +
      `${verdict(Math.max(p50Ratio, p99Ratio, timePerRequestRatio) <= MAX_LATENCY_RATIO)})`,
  );
  for (const phase of [small, large]) {
    const bare = phase.rounds.get(BARE_LABEL)!;
    for (const { label } of apps) {
      // Each round's share against the bare server measured in the same round.
      const shares = phase.rounds
        .get(label)!
        .map((measurement, index) => measurement.requestsPerSecond / bare[index]!.requestsPerSecond);
      const share = median(shares);
      console.log(
        `${label} vs bare at ${phase.label}: ${percent(share)} of the bare throughput` +
          (ROUNDS > 1 ? ` (median; rounds ${shares.map(percent).join(', ')})` : '') +
          (phase === large && label === current
            ? `   (goal ≥ ${MIN_THROUGHPUT_SHARE * 100} %: ${verdict(share >= MIN_THROUGHPUT_SHARE)})`
            : ''),
      );
    }
  }
  for (const phase of [small, large]) console.log(`board query at ${phase.label}: ${phase.plan}`);
}

/** A commit to measure beside this checkout (`--before <git-ref>`), built in a temporary worktree. */
const beforeRef = beforeRefArgument('bench-tasks.ts', undefined);

async function benchmark(server: RunningServer, databaseUrl: string, startAnother: StartAnotherServer) {
  const db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const undo: Array<() => Promise<void>> = [];
  try {
    const people: Person[] = [];
    for (let index = 1; index <= MEASURED_USERS; index++) people.push(await register(server.baseUrl, index));
    const query = await boardQuery(db, people[0]!.id);
    const bare = await startBareServer(databaseUrl, query);
    undo.push(() => bare.stop());
    const apps: Target[] = [{ label: 'app', baseUrl: server.baseUrl, pid: server.process.pid ?? 0, board: appBoard }];
    if (beforeRef) {
      const worktree = await addWorktree(beforeRef);
      undo.push(() => worktree.remove());
      console.log(`before: ${worktree.commit}, built (${await buildWorktree(worktree)})`);
      // Started after this checkout's server, on its database: it finds its migrations applied.
      const before = await startAnother({}, serverEntryIn(worktree.dir));
      apps.push({
        label: `app at ${worktree.commit}`,
        baseUrl: before.baseUrl,
        pid: before.process.pid ?? 0,
        board: appBoard,
      });
    }
    const targets: Target[] = [
      ...apps,
      { label: BARE_LABEL, baseUrl: bare.baseUrl, pid: bare.process.pid ?? 0, board: bareBoard },
    ];

    const phase = async (users: number): Promise<Phase> => {
      const { users: before } = await tableSizes(db);
      await addFillerUsers(db, before - MEASURED_USERS + 1, users - MEASURED_USERS);
      await fillBoards(db);
      const sizes = await tableSizes(db);
      const label = `${count(sizes.tasks)} tasks, ${count(sizes.users)} users`;
      console.log(`filled: ${label}`);
      for (const target of targets) await checkBoards(target, people);
      const rounds = new Map(targets.map((target) => [target.label, [] as Measurement[]]));
      for (let round = 0; round < ROUNDS; round++) {
        for (const target of targets) rounds.get(target.label)!.push(await measure(target, people, db, databaseUrl));
      }
      return { tasks: sizes.tasks, label, rounds, plan: await explainBoard(db, query, people[0]!.id) };
    };
    const small = await phase(SMALL_TABLE_USERS);
    const large = await phase(LARGE_TABLE_USERS);
    report([small, large], apps);
  } finally {
    for (const step of undo.reverse()) await step();
    await db.end();
  }
}

// The app runs as a deployment of several processes would: with Redis (the rate limit's counters, the sockets).
await runPostgresBenchmark('tasks', benchmark, { REDIS_URL: benchRedisUrl });
