/**
 * The support chat under load: the built server on a throwaway PostgreSQL database, and 2,008
 * Socket.IO clients connected at once as the browser connects (SPEC §9's settings, upgraded to a
 * WebSocket). PEOPLE people each start their conversation (PUT /api/chat/conversation) and have it
 * open in two tabs; SUPPORT_ACCOUNTS support accounts (an administrator and managers) have Chat
 * Request open in two tabs each, and every conversation is open in one of those support tabs too.
 * The people then send MESSAGES_PER_SECOND messages a second, in turn (6 a minute each, under
 * CHAT_MESSAGES_PER_MINUTE), for BENCH_SECONDS (30) seconds after a warm-up, each from their first
 * tab with an acknowledgement. Each message reaches the three sockets of its room as
 * `receive_message` and every support tab as `conversation_updated`; each arrival is timed from the
 * emit. The round trip is the emit to the support tab receiving it: goal p99 ≤ 30 ms.
 *   1. one process, without Redis: every socket on it;
 *   2. two processes on the same database and Redis (REDIS_URL, default redis://127.0.0.1:6379):
 *      the people's tabs on A, the support tabs on B, so the round trip crosses processes.
 * Support tabs are few on purpose: every administrator's and manager's socket is in the support
 * team's room and hears every conversation's update, so 1,000 support sockets would be 100,000
 * events a second at this rate, which swamps server and client on two cores.
 * Reported: the latencies, each server's RSS with the sockets connected and at the end, the CPU of
 * the client, the servers and the whole machine (the client shares it with the servers, and
 * anything else running there shows), and the client's event-loop delay. Exits non-zero when a
 * message is refused, lost, misrouted or a socket drops.
 *   npm run build && npx tsx scripts/bench-chat.ts
 */
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import {
  CHAT_EVENTS,
  CHAT_MESSAGES_PER_MINUTE,
  type ChatAck,
  type ChatConversation,
  type ChatError,
  type ChatMessage,
} from '@topgear/shared/chat';
import pg from 'pg';
import type { Socket } from 'socket.io-client';
import {
  median,
  percentile,
  registerUser,
  rssMiB,
  runPostgresBenchmark,
  type RunningServer,
  type StartAnotherServer,
} from './lib/server-process';
import { connectAsBrowser } from './lib/browser-socket';

const PEOPLE = 1_000;
/** Each person has the chat open in two tabs: the first sends, and every message reaches the other too. */
const TABS_PER_PERSON = 2;
const SUPPORT_ACCOUNTS = 4;
/** Chat Request open in each support tab; every conversation is also open in one of them. */
const SUPPORT_TABS_PER_ACCOUNT = 2;
const MESSAGES_PER_SECOND = 100;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
/** Seconds at the same rate before the measured ones: pools, the JIT and the statement caches warm up. */
const WARM_UP_SECONDS = 3;
const GOAL_P99_MS = 30;
/** The servers' session secret: the benchmark signs the session cookies of the people it adds in SQL. */
const AUTH_SECRET = 'bench-chat-secret-bench-chat-secret';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Registrations, conversation starts and socket connections under way at once. */
const SETUP_CONCURRENCY = 16;
const EVENT_TIMEOUT_MS = 10_000;
/** How long the last messages may take to arrive after the last send. */
const DRAIN_TIMEOUT_MS = 10_000;
/** Between connecting the sockets and reading the servers' memory. */
const SETTLE_MS = 1_000;
/** CPU (a share of one core) that work outside the benchmark may take before the report warns that it skews the tail. */
const BUSY_MACHINE_SHARE = 0.25;
/** How often the client's event loop is sampled for delay. */
const LAG_RESOLUTION_MS = 1;
/** Linux counts a process's CPU time in clock ticks (`getconf CLK_TCK`). */
const MS_PER_CLOCK_TICK = 10;

/** Someone who chats: an account with its session, an address of its own, and their conversation. */
interface Person {
  id: string;
  cookie: string;
  address: string;
  conversationId: string;
}

/**
 * Runs `work` on every item, `concurrency` at a time, and returns the results in order. After a
 * failure it starts nothing more, and throws once the work under way has ended.
 */
async function inParallel<Item, Result>(
  items: Item[],
  concurrency: number,
  work: (item: Item, index: number) => Promise<Result>,
) {
  const results = new Array<Result>(items.length);
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < items.length) {
      const index = next++;
      try {
        results[index] = await work(items[index]!, index);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  const outcomes = await Promise.allSettled(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  const failure = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failure) throw failure.reason;
  return results;
}

/** An account that may chat, and its session: a person before they start their conversation, or support. */
interface Account {
  id: string;
  name: string;
  email: string;
  cookie: string;
  address: string;
}

/** One address per person: registration and the API are limited per client address. */
const addressOf = (index: number) => `10.30.${index >> 8}.${index & 255}`;

async function register(baseUrl: string, index: number): Promise<Account> {
  const address = addressOf(index);
  const { me, cookies } = await registerUser(baseUrl, address);
  const cookie = cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
  return { id: me.id, name: me.fullName, email: me.email, cookie, address };
}

const signed = (token: string) =>
  `${token}.${encodeURIComponent(createHmac('sha256', AUTH_SECRET).update(token).digest('base64'))}`;

/**
 * `count` more people as registering leaves them, copied from `template` in SQL: their account,
 * password, profile, days-off balances and a signed-in session, under ids, emails and session
 * tokens of their own. Registering each through the API would cost the server a password hash,
 * about 165 ms of CPU; a thousand would be three minutes. Their cookies are signed as the server
 * signs them, which is checked first against the cookie the server gave `template`.
 */
async function cloneSignedIn(db: pg.Pool, template: Account, count: number, firstIndex: number): Promise<Account[]> {
  const [cookieName, templateValue] = template.cookie.split('=') as [string, string];
  const { rows } = await db.query<{ token: string }>('select token from sessions where user_id = $1', [template.id]);
  if (rows.length !== 1 || signed(rows[0]!.token) !== templateValue) {
    throw new Error('the session cookie is not signed as this benchmark expects: see signed() in bench-chat.ts');
  }
  const people = Array.from({ length: count }, (_, offset) => ({
    id: `bench-chat-${firstIndex + offset}`,
    email: `chat.${firstIndex + offset}@bench.example.com`,
    token: randomBytes(16).toString('hex'),
  }));
  // Each row of `template` in `table`, once per person, with `changes` (SQL over the person `p`) replacing columns.
  const copy = (table: string, ownerColumn: string, changes: string) =>
    db.query(
      `insert into ${table}
       select (jsonb_populate_record(null::${table}, to_jsonb(t) || jsonb_build_object(${changes}))).*
       from ${table} t, jsonb_to_recordset($2::jsonb) as p(id text, email text, token text)
       where t.${ownerColumn} = $1`,
      [template.id, JSON.stringify(people)],
    );
  await copy('users', 'id', `'id', p.id, 'email', p.email`);
  await copy('profiles', 'user_id', `'user_id', p.id`);
  await copy('leave_balances', 'user_id', `'id', gen_random_uuid(), 'user_id', p.id`);
  await copy('accounts', 'user_id', `'id', p.id, 'account_id', p.id, 'user_id', p.id`);
  await copy('sessions', 'user_id', `'id', p.id, 'token', p.token, 'user_id', p.id`);
  return people.map((person, offset) => ({
    id: person.id,
    name: template.name,
    email: person.email,
    cookie: `${cookieName}=${signed(person.token)}`,
    address: addressOf(firstIndex + offset),
  }));
}

/** Start Chat: PUT /api/chat/conversation with the name and email from the profile. */
async function startConversation(baseUrl: string, person: Account): Promise<Person> {
  const response = await fetch(`${baseUrl}/api/chat/conversation`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie: person.cookie, 'x-forwarded-for': person.address },
    body: JSON.stringify({ name: person.name, email: person.email }),
  });
  if (response.status !== 200) throw new Error(`starting a chat: ${response.status} ${await response.text()}`);
  const { id } = (await response.json()) as ChatConversation;
  return { id: person.id, cookie: person.cookie, address: person.address, conversationId: id };
}

async function join(socket: Socket, conversationId: string) {
  const ack = (await socket
    .timeout(EVENT_TIMEOUT_MS)
    .emitWithAck(CHAT_EVENTS.joinRoom, { conversationId })) as ChatAck<{ conversation: ChatConversation }>;
  if (!ack.ok) throw new Error(`joining ${conversationId}: ${ack.error.code} ${ack.error.message}`);
  if (ack.conversation.id !== conversationId) throw new Error(`joined ${ack.conversation.id} for ${conversationId}`);
}

/**
 * The sockets of one run: each person's tabs (`tabs[tab][person]`, the first sends), and the
 * support tabs, support tab `s` watching the conversations `i` with `i % support.length === s`.
 */
interface Watchers {
  tabs: Socket[][];
  support: Socket[];
}

const supportTabOf = (conversation: number, supportTabs: number) => conversation % supportTabs;

/**
 * Connects and joins every socket into `watchers`, people's tabs on `peopleServer` and support's
 * on `supportServer`; all stay open.
 */
async function connectWatchers(
  watchers: Watchers,
  people: Person[],
  supportCookies: string[],
  peopleServer: RunningServer,
  supportServer: RunningServer,
) {
  const tabs = people.flatMap((person, index) => watchers.tabs.map((sockets) => ({ person, index, sockets })));
  await inParallel(tabs, SETUP_CONCURRENCY, async ({ person, index, sockets }) => {
    const socket = await connectAsBrowser(peopleServer.baseUrl, person.cookie, EVENT_TIMEOUT_MS);
    sockets[index] = socket;
    await join(socket, person.conversationId);
  });
  const supportTabs = SUPPORT_ACCOUNTS * SUPPORT_TABS_PER_ACCOUNT;
  await inParallel(
    Array.from({ length: supportTabs }, (_, tab) => tab),
    SETUP_CONCURRENCY,
    async (tab) => {
      const socket = await connectAsBrowser(
        supportServer.baseUrl,
        supportCookies[tab % SUPPORT_ACCOUNTS]!,
        EVENT_TIMEOUT_MS,
      );
      watchers.support[tab] = socket;
      for (const [index, person] of people.entries()) {
        if (supportTabOf(index, supportTabs) === tab) await join(socket, person.conversationId);
      }
    },
  );
}

// Sparse while connecting: a socket that failed to connect leaves its place empty.
const socketsOf = ({ tabs, support }: Watchers) => [...tabs.flat(), ...support].filter(Boolean);

/** CPU milliseconds (user and system) each process has used so far, by pid, with its command name. */
async function processCpuTimes() {
  const times = new Map<number, { command: string; ms: number }>();
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    if (stat === '') continue;
    const command = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    // The fields after the command name, from the 3rd on: utime and stime are the 14th and 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    times.set(Number(entry), { command, ms: (Number(fields[11]) + Number(fields[12])) * MS_PER_CLOCK_TICK });
  }
  return times;
}

/** CPU milliseconds the whole machine has spent busy so far, over every core. */
async function machineBusyTime() {
  const [line = ''] = (await readFile('/proc/stat', 'utf8')).split('\n');
  // cpu user nice system idle iowait irq softirq steal …, in clock ticks.
  const ticks = line.trim().split(/\s+/).slice(1, 9).map(Number);
  const idle = ticks[3]! + ticks[4]!;
  return (ticks.reduce((sum, tick) => sum + tick, 0) - idle) * MS_PER_CLOCK_TICK;
}

/** Where the CPU went, each a share of one core. */
interface CpuShares {
  client: number;
  servers: number[];
  /** Every PostgreSQL process: the backends of the servers' pools, and its own background work. */
  postgres: number;
  /** Everything else busy on the machine: Redis, and whatever else runs there. */
  other: number;
}

/** Starts counting CPU time; the function it resolves to gives the shares since then. */
async function measureCpu(servers: RunningServer[]): Promise<() => Promise<CpuShares>> {
  const start = { at: performance.now(), client: process.cpuUsage(), processes: await processCpuTimes() };
  const machineStart = await machineBusyTime();
  return async () => {
    const wallMs = performance.now() - start.at;
    const client = process.cpuUsage(start.client);
    const processes = await processCpuTimes();
    const machine = (await machineBusyTime()) - machineStart;
    // A process that started meanwhile counts from nothing; one that ended meanwhile is not counted.
    const spent = (pid: number) => (processes.get(pid)?.ms ?? 0) - (start.processes.get(pid)?.ms ?? 0);
    const postgres = [...processes].reduce(
      (sum, [pid, { command }]) => (command === 'postgres' ? sum + spent(pid) : sum),
      0,
    );
    const clientMs = (client.user + client.system) / 1000;
    const serverMs = servers.map((server) => spent(server.process.pid!));
    return {
      client: clientMs / wallMs,
      servers: serverMs.map((ms) => ms / wallMs),
      postgres: postgres / wallMs,
      other: Math.max(0, machine - clientMs - postgres - serverMs.reduce((sum, ms) => sum + ms, 0)) / wallMs,
    };
  };
}

/** One message on its way: when it was due and sent, and when each of its answers came. */
interface Flight {
  conversation: number;
  due: number;
  sentAt: number;
  measured: boolean;
  /** The acknowledgement, and the id the server stored the message under. */
  ackAt?: number;
  storedId?: string;
  /** `receive_message` at the sending tab, the person's other tab and the support tab watching. */
  ownCopyAt?: number;
  otherTabAt?: number;
  supportAt?: number;
  /** The ids it arrived with in `receive_message`. */
  arrivedAs: string[];
  /** `conversation_updated` with it as the last message, at each support tab. */
  updatedAt: number[];
  failed?: string;
}

interface LoadResult {
  sent: number;
  measured: number;
  /** Milliseconds from emit to each answer, for the measured messages. */
  support: number[];
  otherTab: number[];
  ack: number[];
  ownCopy: number[];
  updated: number[];
  /** How late the client emitted behind the steady schedule, in ms. */
  lateness: number[];
  /** Messages with an answer missing after DRAIN_TIMEOUT_MS. */
  lost: number;
  /** Of every message sent, warm-up included: how many each tab received, and how many were acknowledged. */
  received: { support: number; otherTab: number; ownCopy: number; acknowledged: number };
  problems: string[];
  /** The client's event-loop delay over the measured seconds, p99 and max in ms. */
  clientLagP99: number;
  clientLagMax: number;
  /** CPU over the measured seconds. */
  cpu: CpuShares;
}

/**
 * Sends MESSAGES_PER_SECOND messages a second for WARM_UP_SECONDS + SECONDS, person after person,
 * each from their first tab with an acknowledgement, then waits for every answer.
 */
async function sendAtSteadyRate(people: Person[], watchers: Watchers, servers: RunningServer[]): Promise<LoadResult> {
  const { tabs, support } = watchers;
  const [senders, otherTabs] = tabs as [Socket[], Socket[]];
  // Keyed by the id each message is sent with, which it carries back as `clientId`.
  const flights = new Map<string, Flight>();
  const flightsByText = new Map<string, Flight>();
  const problems: string[] = [];

  const onReceive = (side: 'ownCopyAt' | 'otherTabAt' | 'supportAt', watches: (conversation: number) => boolean) =>
    function (message: ChatMessage) {
      const at = performance.now();
      const flight = flights.get(message.clientId);
      if (!flight) return void problems.push(`${side}: a message nobody sent: ${message.text}`);
      flight.arrivedAs.push(message.id);
      if (!watches(flight.conversation) || message.conversationId !== people[flight.conversation]!.conversationId) {
        return void problems.push(`${side}: "${message.text}" reached a tab that does not watch its conversation`);
      }
      if (flight[side] !== undefined) return void problems.push(`${side}: "${message.text}" arrived twice`);
      flight[side] = at;
    };
  const onUpdated = (conversation: ChatConversation) => {
    const at = performance.now();
    // A card names its last message by its text only; each message's text is unique.
    const flight = conversation.lastMessage && flightsByText.get(conversation.lastMessage.text);
    if (!flight) return void problems.push(`conversation_updated without a message sent: ${conversation.id}`);
    flight.updatedAt.push(at);
  };
  const onError = (error: ChatError) => problems.push(`chat_error ${error.event}: ${error.code} ${error.message}`);
  const onDisconnect = (reason: string) => problems.push(`a socket disconnected: ${reason}`);
  senders.forEach((socket, index) =>
    socket.on(
      CHAT_EVENTS.receiveMessage,
      onReceive('ownCopyAt', (c) => c === index),
    ),
  );
  otherTabs.forEach((socket, index) =>
    socket.on(
      CHAT_EVENTS.receiveMessage,
      onReceive('otherTabAt', (c) => c === index),
    ),
  );
  support.forEach((socket, tab) => {
    socket.on(
      CHAT_EVENTS.receiveMessage,
      onReceive('supportAt', (c) => supportTabOf(c, support.length) === tab),
    );
    socket.on(CHAT_EVENTS.conversationUpdated, onUpdated);
  });
  for (const socket of socketsOf(watchers)) {
    socket.on(CHAT_EVENTS.error, onError);
    socket.on('disconnect', onDisconnect);
  }

  const intervalMs = 1000 / MESSAGES_PER_SECOND;
  const warmUpCount = WARM_UP_SECONDS * MESSAGES_PER_SECOND;
  const total = warmUpCount + SECONDS * MESSAGES_PER_SECOND;
  const lag = monitorEventLoopDelay({ resolution: LAG_RESOLUTION_MS });
  lag.enable();
  let cpuSinceMeasured: Promise<() => Promise<CpuShares>> | undefined;

  function send(index: number, due: number) {
    const conversation = index % people.length;
    const text = `Benchmark message ${index} to conversation ${conversation}`;
    const flight: Flight = {
      conversation,
      due,
      sentAt: performance.now(),
      measured: index >= warmUpCount,
      arrivedAs: [],
      updatedAt: [],
    };
    const id = randomUUID();
    flights.set(id, flight);
    flightsByText.set(text, flight);
    senders[conversation]!.timeout(EVENT_TIMEOUT_MS).emit(
      CHAT_EVENTS.sendMessage,
      { conversationId: people[conversation]!.conversationId, id, text },
      (timeout: Error | null, ack: ChatAck<{ message: ChatMessage }>) => {
        const at = performance.now();
        if (timeout) flight.failed = 'no acknowledgement';
        else if (!ack.ok) flight.failed = `${ack.error.code}: ${ack.error.message}`;
        else if (ack.message.clientId !== id) flight.failed = `acknowledged as ${ack.message.clientId}`;
        else {
          flight.ackAt = at;
          flight.storedId = ack.message.id;
        }
      },
    );
  }

  const started = performance.now();
  await new Promise<void>((resolve) => {
    let sent = 0;
    const tick = () => {
      while (sent < total && started + sent * intervalMs <= performance.now()) {
        if (sent === warmUpCount) {
          lag.reset();
          cpuSinceMeasured = measureCpu(servers);
        }
        send(sent, started + sent * intervalMs);
        sent++;
      }
      if (sent === total) resolve();
      else setTimeout(tick, Math.max(0, started + sent * intervalMs - performance.now()));
    };
    tick();
  });
  const cpu = await (await cpuSinceMeasured!)();
  lag.disable();

  const complete = (flight: Flight) =>
    flight.ackAt !== undefined &&
    flight.ownCopyAt !== undefined &&
    flight.otherTabAt !== undefined &&
    flight.supportAt !== undefined &&
    flight.updatedAt.length === support.length;
  const drainBy = performance.now() + DRAIN_TIMEOUT_MS;
  while (performance.now() < drainBy && ![...flights.values()].every((flight) => flight.failed || complete(flight))) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  for (const socket of socketsOf(watchers)) socket.removeAllListeners();

  const all = [...flights.values()];
  for (const flight of all) {
    if (flight.failed) problems.push(`a send failed: ${flight.failed}`);
    else if (flight.arrivedAs.some((id) => id !== flight.storedId)) {
      problems.push(`stored as ${flight.storedId} but arrived as ${flight.arrivedAs.join(', ')}`);
    }
  }
  const measured = all.filter((flight) => flight.measured);
  const after = (pick: (flight: Flight) => number | number[] | undefined) =>
    measured.flatMap((flight) => [pick(flight) ?? []].flat().map((at) => at - flight.sentAt));
  return {
    sent: all.length,
    measured: measured.length,
    support: after((flight) => flight.supportAt),
    otherTab: after((flight) => flight.otherTabAt),
    ack: after((flight) => flight.ackAt),
    ownCopy: after((flight) => flight.ownCopyAt),
    updated: after((flight) => flight.updatedAt),
    lateness: measured.map((flight) => flight.sentAt - flight.due),
    lost: all.filter((flight) => !flight.failed && !complete(flight)).length,
    received: {
      support: all.filter((flight) => flight.supportAt !== undefined).length,
      otherTab: all.filter((flight) => flight.otherTabAt !== undefined).length,
      ownCopy: all.filter((flight) => flight.ownCopyAt !== undefined).length,
      acknowledged: all.filter((flight) => flight.ackAt !== undefined).length,
    },
    problems,
    // The histogram holds the whole time between the timer's runs: what is beyond its resolution is the delay.
    clientLagP99: lag.percentile(99) / 1e6 - LAG_RESOLUTION_MS,
    clientLagMax: lag.max / 1e6 - LAG_RESOLUTION_MS,
    cpu,
  };
}

interface Scenario {
  label: string;
  result: LoadResult;
  /** Each server's name and RSS in MiB, with every socket connected and at the end. */
  memory: Array<{ server: string; connected: number; end: number }>;
}

/** Connects the watchers (people's tabs to `peopleServer`, support's to `supportServer`), runs the load, and disconnects. */
async function runScenario(
  label: string,
  people: Person[],
  supportCookies: string[],
  [peopleServer, supportServer]: [RunningServer, RunningServer],
  serverNames: string[],
): Promise<Scenario> {
  const servers = peopleServer === supportServer ? [peopleServer] : [peopleServer, supportServer];
  const watchers: Watchers = { tabs: Array.from({ length: TABS_PER_PERSON }, () => []), support: [] };
  try {
    const connecting = performance.now();
    await connectWatchers(watchers, people, supportCookies, peopleServer, supportServer);
    console.log(
      `${label}: ${socketsOf(watchers).length} sockets connected and joined in ` +
        `${((performance.now() - connecting) / 1000).toFixed(1)} s`,
    );
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const connected = await Promise.all(servers.map((server) => rssMiB(server.process.pid!)));
    const result = await sendAtSteadyRate(people, watchers, servers);
    const end = await Promise.all(servers.map((server) => rssMiB(server.process.pid!)));
    return {
      label,
      result,
      memory: servers.map((_, index) => ({
        server: serverNames[index]!,
        connected: connected[index]!,
        end: end[index]!,
      })),
    };
  } finally {
    for (const socket of socketsOf(watchers)) socket.disconnect();
  }
}

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '—');
const percent = (share: number) => `${(share * 100).toFixed(0)} %`;

function report(scenarios: Scenario[]) {
  const sockets = PEOPLE * TABS_PER_PERSON + SUPPORT_ACCOUNTS * SUPPORT_TABS_PER_ACCOUNT;
  console.log(
    `\nSupport chat (PostgreSQL, WebSocket): ${sockets} sockets connected (${PEOPLE} people × ${TABS_PER_PERSON} tabs, ` +
      `${SUPPORT_ACCOUNTS} support accounts × ${SUPPORT_TABS_PER_ACCOUNT} tabs); ` +
      `${MESSAGES_PER_SECOND} messages/s for ${SECONDS} s after ${WARM_UP_SECONDS} s of warm-up`,
  );
  const columns = ['p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'count'];
  const width = 48;
  console.log(''.padEnd(width) + columns.map((column) => column.padStart(column.length + 2)).join(''));
  const line = (label: string, values: number[]) =>
    console.log(
      label.padEnd(width) +
        [
          ms(median(values)),
          ms(percentile(values, 0.95)),
          ms(percentile(values, 0.99)),
          ms(values.reduce((max, value) => Math.max(max, value), -Infinity)),
          String(values.length),
        ]
          .map((cell, index) => cell.padStart(columns[index]!.length + 2))
          .join(''),
    );
  for (const { label, result } of scenarios) {
    console.log(label);
    line('  emit → support tab receives (round trip)', result.support);
    line("  emit → the person's other tab receives", result.otherTab);
    line('  emit → the sending tab receives its copy', result.ownCopy);
    line("  emit → the sender's acknowledgement", result.ack);
    line('  emit → conversation_updated, each support tab', result.updated);
    line("  the client's emit behind its schedule", result.lateness);
  }
  console.log('');
  for (const { label, result, memory } of scenarios) {
    const p99 = percentile(result.support, 0.99);
    console.log(
      `${label}: round trip p99 ${ms(p99)} ms (goal ≤ ${GOAL_P99_MS} ms: ${p99 <= GOAL_P99_MS ? 'goal met' : 'GOAL MISSED'}); ` +
        `sent ${result.sent} (${result.measured} measured), lost ${result.lost}, errors ${result.problems.length}`,
    );
    const { support, otherTab, ownCopy, acknowledged } = result.received;
    console.log(
      `  received by the support tab ${support}, the other tab ${otherTab}, the sending tab ${ownCopy}; acknowledged ${acknowledged}`,
    );
    console.log(
      `  RSS: ${memory.map(({ server, connected, end }) => `${server} ${connected.toFixed(0)} MiB connected, ${end.toFixed(0)} MiB at the end`).join('; ')}`,
    );
    console.log(
      `  CPU (of one core, ${os.availableParallelism()} cores): client ${percent(result.cpu.client)}, ` +
        `${result.cpu.servers.map((cpu, index) => `${memory[index]!.server} ${percent(cpu)}`).join(', ')}, ` +
        `PostgreSQL ${percent(result.cpu.postgres)}, anything else on the machine ${percent(result.cpu.other)}; ` +
        `client event-loop delay p99 ${ms(result.clientLagP99)} ms, max ${ms(result.clientLagMax)} ms`,
    );
    if (result.cpu.other > BUSY_MACHINE_SHARE) {
      console.log(
        `  ! other work kept ${percent(result.cpu.other)} of a core busy meanwhile: the tail latencies measure that ` +
          'contention as much as the chat; run again on a quiet machine',
      );
    }
  }
}

async function benchmark(server: RunningServer, databaseUrl: string, startAnother: StartAnotherServer) {
  if (MESSAGES_PER_SECOND * 60 > CHAT_MESSAGES_PER_MINUTE * PEOPLE) {
    throw new Error('each person would send more than the chat allows a minute');
  }
  const db = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  try {
    const setup = performance.now();
    // The support accounts and one person register through the API; the other people are copies of that person.
    const registered = await inParallel(
      Array.from({ length: SUPPORT_ACCOUNTS + 1 }, (_, index) => index + 1),
      SETUP_CONCURRENCY,
      (index) => register(server.baseUrl, index),
    );
    const supportAccounts = registered.slice(0, SUPPORT_ACCOUNTS);
    const template = registered[SUPPORT_ACCOUNTS]!;
    // As an administrator would make them through the admin screens: the first an administrator, the rest managers.
    await db.query('update users set is_admin = true where id = $1', [supportAccounts[0]!.id]);
    await db.query('update users set is_manager = true where id = any($1)', [
      supportAccounts.slice(1).map(({ id }) => id),
    ]);
    const accounts = [template, ...(await cloneSignedIn(db, template, PEOPLE - 1, SUPPORT_ACCOUNTS + 2))];
    const people = await inParallel(accounts, SETUP_CONCURRENCY, (person) => startConversation(server.baseUrl, person));
    const supportCookies = supportAccounts.map(({ cookie }) => cookie);
    console.log(
      `${PEOPLE + SUPPORT_ACCOUNTS} accounts and ${PEOPLE} conversations in ${((performance.now() - setup) / 1000).toFixed(1)} s`,
    );

    const scenarios: Scenario[] = [];
    scenarios.push(await runScenario('one process', people, supportCookies, [server, server], ['server']));
    await server.stop();
    const pair = await Promise.all([startAnother({ REDIS_URL }), startAnother({ REDIS_URL })]);
    scenarios.push(
      await runScenario('two processes, Redis', people, supportCookies, pair, ['A (people)', 'B (support)']),
    );

    report(scenarios);
    const failures = scenarios.flatMap(({ label, result }) => [
      ...(result.lost > 0 ? [`${label}: ${result.lost} messages did not reach every tab`] : []),
      ...result.problems.slice(0, 10).map((problem) => `${label}: ${problem}`),
    ]);
    if (failures.length > 0) throw new Error(`the chat lost or refused messages:\n  ${failures.join('\n  ')}`);
  } finally {
    await db.end();
  }
}

await runPostgresBenchmark('chat', benchmark, { SEED_DEMO_CONTENT: 'false', AUTH_SECRET });
