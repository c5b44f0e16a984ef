/**
 * What a browser downloads for a page: every JavaScript and CSS response, measured as gzip
 * (level 9) and as the bytes actually sent (the server serves the pre-compressed copies). Pages
 * after `--signed-in` are opened by a user registered through the API, with its session cookie.
 *   npm run build && npx tsx scripts/bench-bundle.ts [/ /login ...] [--signed-in /dashboard/task ...]
 */
import { gzipSync } from 'node:zlib';
import { type Browser, type BrowserContext, chromium } from '@playwright/test';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { assertBuilt, registerUser, startServer } from './lib/server-process';

const SIGNED_IN = '--signed-in';
const args = process.argv.slice(2);
const signedInAt = args.includes(SIGNED_IN) ? args.indexOf(SIGNED_IN) : args.length;
const publicPages = args.length > 0 ? args.slice(0, signedInAt) : ['/', '/login', '/signUp'];
const signedInPages = args.slice(signedInAt + 1);
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

async function measure(context: BrowserContext, baseUrl: string, page: string) {
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
  await tab.goto(`${baseUrl}${page}`, { waitUntil: 'networkidle' });
  // A page behind sign-in that sent the browser elsewhere would measure the wrong page.
  const landed = new URL(tab.url()).pathname;
  if (landed !== page) throw new Error(`${page} redirected to ${landed}`);
  await tab.close();
  for (const kind of ['js', 'css'] as const) {
    const files = assets.filter((asset) => asset.kind === kind);
    const total = (key: 'raw' | 'gzip' | 'sent') => files.reduce((sum, asset) => sum + asset[key], 0);
    console.log(
      `${page.padEnd(16)} ${kind.padEnd(3)} ${String(files.length).padStart(2)} files   raw ${kib(total('raw')).padStart(10)}   gzip ${kib(total('gzip')).padStart(9)}   sent ${kib(total('sent')).padStart(9)}`,
    );
  }
}

async function measureAll(browser: Browser, baseUrl: string) {
  for (const page of publicPages) {
    const context = await browser.newContext();
    await measure(context, baseUrl, page);
    await context.close();
  }
  if (signedInPages.length === 0) return;
  const { cookies } = await registerUser(baseUrl);
  for (const page of signedInPages) {
    const context = await browser.newContext();
    await context.addCookies(cookies.map((cookie) => ({ ...cookie, url: baseUrl })));
    await measure(context, baseUrl, page);
    await context.close();
  }
}

assertBuilt();
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'topgear-bundle-'));
try {
  const server = await startServer({ DATA_DIR: dataDir });
  try {
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    try {
      await measureAll(browser, server.baseUrl);
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
