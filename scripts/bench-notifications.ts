/**
 * How long a notification takes to reach the person: the built server on a throwaway PostgreSQL
 * database, a user with a goal and a Socket.IO client connected as the browser connects (SPEC §9's
 * settings, upgraded to a WebSocket), and a manager who writes feedback on that goal ROUNDS times,
 * one after another. Each round times from sending PUT /api/goals/:id/feedback to the user's socket
 * receiving `notifications:unread` with the new count, and checks that count.
 *   npm run build && npx tsx scripts/bench-notifications.ts
 */
import { UNREAD_COUNT_EVENT, type UnreadCount } from '@topgear/shared/notifications';
import pg from 'pg';
import type { Socket } from 'socket.io-client';
import {
  median,
  percentile,
  registerUser,
  runPostgresBenchmark,
  type RunningServer,
  type RegisteredUser,
} from './lib/server-process';
import { connectAsBrowser } from './lib/browser-socket';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
/** Rounds before the measured ones: connection pools, the JIT and the statement caches warm up. */
const WARM_UP_ROUNDS = 20;
const EVENT_TIMEOUT_MS = 5_000;

const cookieOf = ({ cookies }: RegisteredUser) => cookies.map(({ name, value }) => `${name}=${value}`).join('; ');

/** The next unread count the socket hears, and when it heard it. */
function nextCount(socket: Socket): Promise<{ count: UnreadCount; at: number }> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(UNREAD_COUNT_EVENT, onCount);
      reject(new Error(`no ${UNREAD_COUNT_EVENT} within ${EVENT_TIMEOUT_MS} ms`));
    }, EVENT_TIMEOUT_MS);
    function onCount(count: UnreadCount) {
      clearTimeout(timer);
      resolve({ count, at: performance.now() });
    }
    socket.once(UNREAD_COUNT_EVENT, onCount);
  });
}

async function benchmark(server: RunningServer, databaseUrl: string) {
  const db = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  let socket: Socket | undefined;
  try {
    const user = await registerUser(server.baseUrl, '10.1.0.1');
    const manager = await registerUser(server.baseUrl, '10.1.0.2');
    // As an administrator would make them one through the admin screens.
    await db.query('update users set is_manager = true where id = $1', [manager.me.id]);

    const created = await fetch(`${server.baseUrl}/api/goals`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: cookieOf(user) },
      body: JSON.stringify({ name: 'Ship the onboarding revamp', target: 5 }),
    });
    if (created.status !== 201) throw new Error(`creating the goal: ${created.status} ${await created.text()}`);
    const { id: goalId } = (await created.json()) as { id: string };

    socket = await connectAsBrowser(server.baseUrl, cookieOf(user), EVENT_TIMEOUT_MS);

    const pushMs: number[] = [];
    const responseMs: number[] = [];
    for (let round = 1; round <= WARM_UP_ROUNDS + ROUNDS; round++) {
      const heard = nextCount(socket);
      const sent = performance.now();
      const response = await fetch(`${server.baseUrl}/api/goals/${goalId}/feedback`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', cookie: cookieOf(manager) },
        body: JSON.stringify({ feedback: `Feedback number ${round}` }),
      });
      const answered = performance.now();
      if (response.status !== 200) throw new Error(`feedback ${round}: ${response.status} ${await response.text()}`);
      await response.arrayBuffer();
      const { count, at } = await heard;
      if (count.unread !== round) throw new Error(`round ${round} heard ${count.unread} unread`);
      if (round > WARM_UP_ROUNDS) {
        pushMs.push(at - sent);
        responseMs.push(answered - sent);
      }
    }

    const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(9);
    const rows = [
      [`PUT sent → ${UNREAD_COUNT_EVENT} received`, pushMs],
      ['PUT sent → PUT answered', responseMs],
    ] as const;
    const width = Math.max(...rows.map(([label]) => label.length));
    console.log(`\nFeedback to the owner's socket (PostgreSQL, WebSocket), ${ROUNDS} rounds after ${WARM_UP_ROUNDS}`);
    for (const [label, values] of rows) {
      console.log(
        `  ${label.padEnd(width)}  p50 ${ms(median(values))}  p99 ${ms(percentile(values, 0.99))}  max ${ms(Math.max(...values))}`,
      );
    }
  } finally {
    socket?.disconnect();
    await db.end();
  }
}

await runPostgresBenchmark('notifications', benchmark, { SEED_DEMO_CONTENT: 'false' });
