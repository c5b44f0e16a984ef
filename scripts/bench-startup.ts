/**
 * Cold start to the first 200 from /api/health, and idle memory, for the embedded database
 * (first start on an empty data folder, and a restart on an existing one) and for PostgreSQL.
 *   npm run build && npx tsx scripts/bench-startup.ts
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { assertBuilt, median, rssMiB, startServer, withPostgresDatabase } from './lib/server-process';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const IDLE_SETTLE_MS = 3_000;
async function measure(label: string, envFor: (run: number) => Promise<Record<string, string>>) {
  const startups: number[] = [];
  const memory: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const server = await startServer(await envFor(run));
    startups.push(server.startupMs);
    await new Promise((resolve) => setTimeout(resolve, IDLE_SETTLE_MS));
    memory.push(await rssMiB(server.process.pid ?? 0));
    await server.stop();
  }
  console.log(
    `${label.padEnd(34)} start ${median(startups).toFixed(0).padStart(5)} ms (runs: ${startups.map((ms) => ms.toFixed(0)).join(', ')})` +
      `   idle RSS ${median(memory).toFixed(0)} MiB (runs: ${memory.map((mib) => mib.toFixed(0)).join(', ')})`,
  );
}

assertBuilt();
const root = await mkdtemp(path.join(os.tmpdir(), 'topgear-bench-'));
try {
  await measure('embedded, empty data folder', async (run) => ({ DATA_DIR: path.join(root, `fresh-${run}`) }));
  await measure('embedded, existing data folder', async () => ({ DATA_DIR: path.join(root, 'fresh-0') }));
  await withPostgresDatabase((url) =>
    measure('PostgreSQL', async () => ({
      DATA_DIR: path.join(root, 'pg'),
      DATABASE_URL: url,
      AUTH_SECRET: 'bench-secret-bench-secret-bench-secret',
    })),
  );
} finally {
  await rm(root, { recursive: true, force: true });
}
