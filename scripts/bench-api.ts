/**
 * The public API under load: `autocannon -c 50` on GET blogs and GET time slots, then demo
 * bookings (each request a different date and slot, so every one is a real insert and invitation),
 * on the embedded database and on PostgreSQL. Every request comes from its own client address,
 * so the per-address rate limits measure nothing here.
 *   npm run build && npx tsx scripts/bench-api.ts
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { assertBuilt, startServer, withPostgresDatabase } from './lib/server-process';

const CONNECTIONS = 50;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const DAY_MS = 86_400_000;

let addressCounter = 0;
const nextAddress = () => {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
};

const isoDay = (daysAhead: number) => new Date(Date.now() + daysAhead * DAY_MS).toISOString().slice(0, 10);

function report(label: string, result: autocannon.Result) {
  const { latency, requests, non2xx, errors } = result;
  console.log(
    `${label.padEnd(28)} ${requests.average.toFixed(0).padStart(6)} req/s   latency p50 ${String(latency.p50).padStart(4)} ms` +
      `   p97.5 ${String(latency.p97_5).padStart(4)} ms   p99 ${String(latency.p99).padStart(4)} ms   max ${String(latency.max).padStart(5)} ms` +
      `   non-2xx ${non2xx}   errors ${errors}`,
  );
}

/** A fixed `amount` of requests when given, otherwise as many as fit in the benchmark's duration. */
async function load(baseUrl: string, options: Partial<autocannon.Options>) {
  return autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    ...(options.amount === undefined && { duration: DURATION_SECONDS }),
    ...options,
  });
}

async function benchmark(label: string, env: Record<string, string>) {
  const server = await startServer({ TRUST_PROXY: '127.0.0.1,::1', ...env });
  try {
    const slots = (await fetch(`${server.baseUrl}/api/demo/time-slots?date=${isoDay(3)}`).then((response) =>
      response.json(),
    )) as Array<{ id: string }>;
    const spoofed = (request: autocannon.Request) => ({
      ...request,
      headers: { ...request.headers, 'x-forwarded-for': nextAddress() },
    });

    report(
      `${label}: GET /api/blogs`,
      await load(server.baseUrl, { requests: [{ method: 'GET', path: '/api/blogs?limit=9', setupRequest: spoofed }] }),
    );
    report(
      `${label}: GET time slots`,
      await load(server.baseUrl, {
        requests: [{ method: 'GET', path: `/api/demo/time-slots?date=${isoDay(3)}`, setupRequest: spoofed }],
      }),
    );

    // One booking per (day, slot): as many as there are, at most, and never the same twice.
    let booking = 0;
    const bookings = slots.length * 360;
    report(
      `${label}: POST bookings`,
      await load(server.baseUrl, {
        amount: Math.min(bookings, 3000),
        requests: [
          {
            method: 'POST',
            path: '/api/demo/bookings',
            headers: { 'content-type': 'application/json' },
            setupRequest: (request) => {
              const slot = slots[booking % slots.length];
              const day = 2 + Math.floor(booking / slots.length);
              booking += 1;
              return {
                ...spoofed(request),
                body: JSON.stringify({
                  timeZone: '+06:00',
                  language: 'English',
                  date: isoDay(day),
                  timeSlotId: slot?.id,
                  name: 'Bench Mark',
                  company: 'Load Test Ltd',
                  email: `bench.${booking}@example.com`,
                  phone: '+880 1711 000000',
                  userCount: '51-100',
                }),
              };
            },
          },
        ],
      }),
    );
  } finally {
    await server.stop();
  }
}

assertBuilt();
const root = await mkdtemp(path.join(os.tmpdir(), 'topgear-bench-api-'));
try {
  await benchmark('embedded', { DATA_DIR: path.join(root, 'embedded') });
  await withPostgresDatabase((url) =>
    benchmark('PostgreSQL', {
      DATA_DIR: path.join(root, 'pg'),
      DATABASE_URL: url,
      AUTH_SECRET: 'bench-secret-bench-secret-bench-secret',
    }),
  );
} finally {
  await rm(root, { recursive: true, force: true });
}
