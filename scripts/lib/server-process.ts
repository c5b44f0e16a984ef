import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { registrationFor } from '@topgear/shared/test-factories';
import type { Me } from '@topgear/shared/users';
import pg from 'pg';

/** The root of this checkout. */
export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** The built server of the checkout at `root`. */
export const serverEntryIn = (root: string) => path.join(root, 'apps/server/dist/server.js');

export const serverEntry = serverEntryIn(repoRoot);

export function assertBuilt() {
  if (!existsSync(serverEntry)) throw new Error('no build found: run "npm run build" first');
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface RunningServer {
  process: ChildProcess;
  baseUrl: string;
  /** Milliseconds from spawning the process to the first 200 from its health check. */
  startupMs: number;
  stop(): Promise<void>;
}

interface ProcessOptions {
  /** Node's arguments: the entry file, after any flags. */
  args: string[];
  env: Record<string, string>;
  /** The path that answers 200 once the server is ready. */
  healthPath: string;
}

/** Spawns a Node server on a free port and waits until `healthPath` answers 200. */
export async function startProcess({ args, env, healthPath }: ProcessOptions): Promise<RunningServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    // PUBLIC_URL is the address clients use here, so canonical links and auth origins match it.
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), PUBLIC_URL: baseUrl, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code, signal) =>
      reject(new Error(`server exited with ${signal ?? `code ${code}`} before answering`)),
    ),
  );
  const healthy = (async () => {
    for (;;) {
      const ok = await fetch(`${baseUrl}${healthPath}`).then(
        (response) => response.status === 200,
        () => false,
      );
      if (ok) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  const startupMs = await Promise.race([healthy, exited]);
  return {
    process: child,
    baseUrl,
    startupMs,
    stop: () =>
      new Promise((resolve) => {
        child.removeAllListeners('exit');
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Starts the built server (this checkout's, or `entry`) with `env` and waits for its health check to pass. */
export const startServer = (env: Record<string, string>, entry = serverEntry) =>
  startProcess({ args: [entry], env: { LOG_LEVEL: 'warn', ...env }, healthPath: '/api/health' });

/** A person registered through the API, and the session cookies the server set for them. */
export interface RegisteredUser {
  me: Me;
  cookies: Array<{ name: string; value: string }>;
}

/** Registers a new user through POST /api/users, from `address` when given (limits are per address). */
export async function registerUser(baseUrl: string, address?: string): Promise<RegisteredUser> {
  const response = await fetch(`${baseUrl}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(address && { 'x-forwarded-for': address }) },
    body: JSON.stringify(registrationFor()),
  });
  if (response.status !== 201) throw new Error(`registration failed: ${response.status} ${await response.text()}`);
  const cookies = response.headers.getSetCookie().map((header) => {
    const [pair = ''] = header.split(';');
    const separator = pair.indexOf('=');
    return { name: pair.slice(0, separator), value: pair.slice(separator + 1) };
  });
  // Cookies set empty are removals, not part of the session.
  return { me: (await response.json()) as Me, cookies: cookies.filter((cookie) => cookie.value !== '') };
}

/**
 * Signs in with email and password, from `address` when given (limits are per address); resolves
 * with the session's Cookie header.
 */
export async function signIn(baseUrl: string, credentials: { email: string; password: string }, address?: string) {
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(address && { 'x-forwarded-for': address }) },
    body: JSON.stringify(credentials),
  });
  if (response.status !== 200) throw new Error(`signing in failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .filter((pair) => pair && !pair.endsWith('='))
    .join('; ');
}

/** Resident memory of a process, in MiB. */
export async function rssMiB(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
  return kib / 1024;
}

/** Samples the process's RSS every `everyMs` until `stop()`, which resolves with the highest value seen, in MiB. */
export function samplePeakRss(pid: number, everyMs = 20) {
  let peak = 0;
  let sampling = Promise.resolve();
  const timer = setInterval(() => {
    sampling = sampling.then(async () => {
      peak = Math.max(peak, await rssMiB(pid));
    });
  }, everyMs);
  return {
    async stop() {
      clearInterval(timer);
      await sampling;
      return Math.max(peak, await rssMiB(pid));
    },
  };
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** The value below which `share` (0.99 for p99) of the values lie. */
export const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
};

const postgresAdminUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * POSTs `body` as JSON to `/api<path>` with the session `cookie`, from a simulated client address;
 * fails unless the answer is a 200 or a 201. Resolves with the answer, the milliseconds it took
 * and its size.
 */
export async function postJson<Answer>(server: RunningServer, cookie: string, path: string, body: unknown) {
  const started = performance.now();
  const response = await fetch(`${server.baseUrl}/api${path}`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json', 'x-forwarded-for': '10.9.0.2' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  const elapsedMs = performance.now() - started;
  if (response.status !== 200 && response.status !== 201) {
    throw new Error(`${path} answered ${response.status}: ${text.slice(0, 500)}`);
  }
  return { answer: JSON.parse(text) as Answer, elapsedMs, bytes: text.length };
}

/** The Redis a benchmark's servers share, as a deployment of several processes does. */
export const benchRedisUrl = process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Runs `work` with the URL of a new, empty PostgreSQL database, dropped afterwards. */
export async function withPostgresDatabase<T>(work: (url: string) => Promise<T>): Promise<T> {
  const name = `topgear_bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: postgresAdminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(postgresAdminUrl);
    url.pathname = `/${name}`;
    return await work(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/**
 * Starts another process of the same deployment: same database, data folder and secret; `env`
 * adds to it, and `entry` may name another build's server.
 */
export type StartAnotherServer = (env?: Record<string, string>, entry?: string) => Promise<RunningServer>;

/**
 * Starts the built server on a new PostgreSQL database, with a temporary data folder, and runs
 * `benchmark` against it; server, database and folder are gone afterwards, whatever happens. The
 * server trusts the local proxy address (each simulated person may claim an address of their own)
 * and its per-address limiter, still running, never refuses: a benchmark sends many requests a
 * second. `env` adds to or replaces that environment. `startAnother` starts more processes on the
 * same database, stopped afterwards as well.
 */
export async function runPostgresBenchmark(
  name: string,
  benchmark: (server: RunningServer, databaseUrl: string, startAnother: StartAnotherServer) => Promise<void>,
  env: Record<string, string> = {},
) {
  assertBuilt();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `topgear-bench-${name}-`));
  try {
    await withPostgresDatabase(async (databaseUrl) => {
      const serverEnv = {
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        AUTH_SECRET: 'bench-secret-bench-secret-bench-secret',
        TRUST_PROXY: '127.0.0.1,::1',
        API_RATE_LIMIT: String(1_000_000_000),
        ...env,
      };
      const servers = [await startServer(serverEnv)];
      const startAnother: StartAnotherServer = async (more = {}, entry = serverEntry) => {
        const another = await startServer({ ...serverEnv, ...more }, entry);
        servers.push(another);
        return another;
      };
      try {
        await benchmark(servers[0]!, databaseUrl, startAnother);
      } finally {
        await Promise.all(servers.map((server) => server.stop()));
      }
    });
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
