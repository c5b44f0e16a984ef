/**
 * How soon a session ended on one process is refused by another: two processes of the built server
 * (A and B) on one throwaway PostgreSQL database and one Redis, as behind a load balancer. ROUNDS
 * times: a person signs in on A, B answers their GET /api/me twice (the second from its session
 * cache), the session is ended on A with POST /api/auth/sign-out (the product's one call that ends
 * a session today; "sign out everywhere" deletes the same rows, and the same triggers announce it),
 * and B is asked again, request after request, until it answers 401. Each round times from A's
 * answer to the sign-out to B's first 401 (goal: p99 ≤ 100 ms) and counts B's answers of 200 in
 * between (there should be none: decision 031 refuses the very next request, so the time is that of
 * one request B answers without its cache). For comparison it also times B answering the live
 * session from its cache, and when the announcement reached a listener of this script.
 *   npm run build && npx tsx scripts/bench-session-revocation.ts
 */
import { TEST_PASSWORD } from '@topgear/shared/test-factories';
import pg from 'pg';
import {
  benchRedisUrl,
  median,
  percentile,
  registerUser,
  runPostgresBenchmark,
  signIn,
  type RunningServer,
  type StartAnotherServer,
} from './lib/server-process';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 100);
const WARM_UP_ROUNDS = 10;
const MAX_LATENCY_P99_MS = 100;
/** Past this, a round fails: B still letting the session in after this long is a broken cache. */
const GIVE_UP_MS = 5_000;
const CHANNEL = 'session_changes';

/** Sign-in is limited per client address: each round comes from an address of its own. */
const addressOf = (round: number) => `10.9.${(round >> 8) & 255}.${round & 255}`;

const me = (baseUrl: string, cookie: string) => fetch(`${baseUrl}/api/me`, { headers: { cookie } });

interface Round {
  /** How long B took to answer the live session from its cache, for comparison. */
  keptAnswerMs: number;
  /** From A's answer to the sign-out to B's first 401. */
  refusedAfterMs: number;
  /** B's answers of 200 to the ended session after A answered. */
  letInAfterSignOut: number;
  /** From A's answer to this script's listener hearing the announcement; negative when it came first. */
  announcedAfterMs: number;
}

/** Resolves with the time the next announcement about `userId` arrives on `listener`. */
function nextAnnouncement(listener: pg.Client, userId: string) {
  return new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no announcement within 5 s')), GIVE_UP_MS);
    const onNotification = (message: pg.Notification) => {
      if (message.channel !== CHANNEL || message.payload !== userId) return;
      clearTimeout(timer);
      listener.off('notification', onNotification);
      resolve(performance.now());
    };
    listener.on('notification', onNotification);
  });
}

async function round(a: string, b: string, listener: pg.Client, email: string, userId: string, index: number) {
  const cookie = await signIn(a, { email, password: TEST_PASSWORD }, addressOf(index));
  let keptAnswerMs = 0;
  for (let warm = 0; warm < 2; warm++) {
    const sentAt = performance.now();
    const response = await me(b, cookie);
    keptAnswerMs = performance.now() - sentAt;
    if (response.status !== 200) throw new Error(`B answered ${response.status} to a live session`);
  }
  const announced = nextAnnouncement(listener, userId);
  const signOut = await fetch(`${a}/api/auth/sign-out`, { method: 'POST', headers: { cookie } });
  const signedOutAt = performance.now();
  if (signOut.status !== 204) throw new Error(`sign-out on A answered ${signOut.status}`);
  let letInAfterSignOut = 0;
  for (;;) {
    const status = (await me(b, cookie)).status;
    if (status === 401) break;
    if (status !== 200) throw new Error(`B answered ${status}`);
    letInAfterSignOut += 1;
    if (performance.now() - signedOutAt > GIVE_UP_MS)
      throw new Error(`B still lets the session in after ${GIVE_UP_MS} ms`);
  }
  const refusedAt = performance.now();
  return {
    keptAnswerMs,
    refusedAfterMs: refusedAt - signedOutAt,
    letInAfterSignOut,
    announcedAfterMs: (await announced) - signedOutAt,
  } satisfies Round;
}

const summary = (values: number[]) =>
  `p50 ${median(values).toFixed(1)} ms, p99 ${percentile(values, 0.99).toFixed(1)} ms, max ${Math.max(...values).toFixed(1)} ms`;

async function benchmark(server: RunningServer, databaseUrl: string, startAnother: StartAnotherServer) {
  const listener = new pg.Client({ connectionString: databaseUrl });
  await listener.connect();
  try {
    await listener.query(`LISTEN ${CHANNEL}`);
    const other = await startAnother();
    const { me: person } = await registerUser(server.baseUrl, '10.9.255.255');
    const rounds: Round[] = [];
    for (let index = 0; index < WARM_UP_ROUNDS + ROUNDS; index++) {
      const measured = await round(server.baseUrl, other.baseUrl, listener, person.email, person.id, index);
      if (index >= WARM_UP_ROUNDS) rounds.push(measured);
    }
    const refused = rounds.map((measured) => measured.refusedAfterMs);
    const letIn = rounds.reduce((sum, measured) => sum + measured.letInAfterSignOut, 0);
    const p99 = percentile(refused, 0.99);
    console.log(`\nSign-out on A, then B asked until it refuses (PostgreSQL, Redis), ${ROUNDS} rounds`);
    console.log(
      `B refused the session after: ${summary(refused)}   ` +
        `(goal p99 ≤ ${MAX_LATENCY_P99_MS} ms: ${p99 <= MAX_LATENCY_P99_MS ? 'goal met' : 'GOAL MISSED'})`,
    );
    console.log(`B's answers of 200 to the ended session after A answered: ${letIn}`);
    console.log(
      `for comparison, B answering the live session from its cache: ${summary(rounds.map((measured) => measured.keptAnswerMs))}`,
    );
    console.log(
      `the announcement reached a listener, after A answered: ${summary(rounds.map((measured) => measured.announcedAfterMs))}`,
    );
  } finally {
    await listener.end();
  }
}

await runPostgresBenchmark('sessions', benchmark, { REDIS_URL: benchRedisUrl });
