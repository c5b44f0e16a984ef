/**
 * What a visitor's browser downloads for a page: every JavaScript and CSS response, measured as
 * gzip (level 9) and as the bytes actually sent (the server serves the pre-compressed copies).
 *   npm run build && npx tsx scripts/bench-bundle.ts [/ /login ...]
 */
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { assertBuilt, startServer } from './lib/server-process';

const pages = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/', '/login', '/signUp'];
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

assertBuilt();
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'topgear-bundle-'));
const server = await startServer({ DATA_DIR: dataDir });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  for (const page of pages) {
    const context = await browser.newContext();
    const tab = await context.newPage();
    const assets: Array<{ url: string; kind: 'js' | 'css'; raw: number; gzip: number; sent: number }> = [];
    tab.on('response', async (response) => {
      const kind =
        response.request().resourceType() === 'script'
          ? 'js'
          : response.request().resourceType() === 'stylesheet'
            ? 'css'
            : undefined;
      if (!kind) return;
      const body = await response.body();
      const sizes = await response.request().sizes();
      assets.push({
        url: new URL(response.url()).pathname,
        kind,
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
        sent: sizes.responseBodySize,
      });
    });
    await tab.goto(`${server.baseUrl}${page}`, { waitUntil: 'networkidle' });
    await context.close();
    for (const kind of ['js', 'css'] as const) {
      const files = assets.filter((asset) => asset.kind === kind);
      const total = (key: 'raw' | 'gzip' | 'sent') => files.reduce((sum, asset) => sum + asset[key], 0);
      console.log(
        `${page.padEnd(10)} ${kind.padEnd(3)} ${String(files.length).padStart(2)} files   raw ${kib(total('raw')).padStart(10)}   gzip ${kib(total('gzip')).padStart(9)}   sent ${kib(total('sent')).padStart(9)}`,
      );
    }
  }
} finally {
  await browser.close();
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}
