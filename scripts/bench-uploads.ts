/**
 * Five clients each upload a 10 MB PDF at the same moment to the built server (embedded database
 * in a temporary DATA_DIR), after one small upload has warmed the route up, while the server process's resident memory is sampled every 20 ms.
 * Prints the idle RSS, the peak RSS during the uploads and the time they took. Uploads stream to
 * disk, so the peak should grow by far less than the 50 MB in flight; a server that held each
 * file in memory would grow by at least that much.
 *   npm run build && npx tsx scripts/bench-uploads.ts
 */
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { UPLOAD_MAX_BYTES, type Upload } from '@topgear/shared/uploads';
import { assertBuilt, registerUser, rssMiB, startServer, samplePeakRss } from './lib/server-process';

const CLIENTS = 5;
const IDLE_SETTLE_MS = 3_000;
const MIB = 1024 * 1024;
const PDF_HEADER = Buffer.from('%PDF-1.4\n');

/** A PDF of exactly the largest size the server keeps: its header, then blank filler. */
function largestPdf(): Blob {
  return new Blob([PDF_HEADER, Buffer.alloc(UPLOAD_MAX_BYTES - PDF_HEADER.length, 0x20)], { type: 'application/pdf' });
}

async function upload(baseUrl: string, cookie: string, pdf: Blob, index: number): Promise<Upload> {
  const form = new FormData();
  form.append('file', pdf, `handbook-${index}.pdf`);
  const response = await fetch(`${baseUrl}/api/uploads/documents`, {
    method: 'POST',
    headers: { cookie },
    body: form,
  });
  if (response.status !== 201) throw new Error(`upload ${index} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as Upload;
}

assertBuilt();
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'topgear-bench-uploads-'));
const server = await startServer({ DATA_DIR: dataDir });
try {
  const pid = server.process.pid ?? 0;
  const { cookies } = await registerUser(server.baseUrl);
  const cookie = cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
  const pdf = largestPdf();
  // One small upload first, so that the measured ones do not pay for the route's first run.
  await upload(server.baseUrl, cookie, new Blob([PDF_HEADER]), 0);

  await new Promise((resolve) => setTimeout(resolve, IDLE_SETTLE_MS));
  const idle = await rssMiB(pid);

  const sampler = samplePeakRss(pid);
  const started = performance.now();
  const uploads = await Promise.all(
    Array.from({ length: CLIENTS }, (_, index) => upload(server.baseUrl, cookie, pdf, index + 1)),
  );
  const elapsedMs = performance.now() - started;
  const peak = await sampler.stop();

  const uploadsDir = path.join(dataDir, 'uploads');
  const stored = await readdir(uploadsDir);
  const storedBytes = (await Promise.all(stored.map((name) => stat(path.join(uploadsDir, name))))).reduce(
    (total, file) => total + file.size,
    0,
  );
  if (
    uploads.some((kept) => kept.size !== UPLOAD_MAX_BYTES) ||
    storedBytes !== CLIENTS * UPLOAD_MAX_BYTES + PDF_HEADER.length
  ) {
    throw new Error(
      `expected ${CLIENTS} files of ${UPLOAD_MAX_BYTES} bytes and the warm-up's, found ${stored.length} holding ${storedBytes}`,
    );
  }

  const inFlight = (CLIENTS * UPLOAD_MAX_BYTES) / MIB;
  console.log(`${CLIENTS} clients × 10 MB PDF at once (${inFlight} MiB), embedded database`);
  console.log(`idle RSS   ${idle.toFixed(0)} MiB`);
  const growth = peak - idle;
  console.log(
    `peak RSS   ${peak.toFixed(0)} MiB  (${growth >= 0 ? '+' : ''}${growth.toFixed(0)} MiB while ${inFlight} MiB arrived)`,
  );
  console.log(`time taken ${elapsedMs.toFixed(0)} ms  (${(inFlight / (elapsedMs / 1000)).toFixed(0)} MiB/s)`);
} finally {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}
