/**
 * What a browser downloads for a page: every JavaScript and CSS response, measured as gzip
 * (level 9) and as the bytes actually sent (the server serves the pre-compressed copies). Pages
 * after `--signed-in` are opened by a user registered through the API, with its session cookie.
 *   npm run build && npx tsx scripts/bench-bundle.ts [/ /login ...] [--signed-in /dashboard/task ...]
 */
import type { Browser, BrowserContext } from '@playwright/test';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { kib, launchChromium, measurePageAssets } from './lib/page-assets';
import { assertBuilt, registerUser, startServer } from './lib/server-process';

const SIGNED_IN = '--signed-in';
const args = process.argv.slice(2);
const signedInAt = args.includes(SIGNED_IN) ? args.indexOf(SIGNED_IN) : args.length;
const publicPages = args.length > 0 ? args.slice(0, signedInAt) : ['/', '/login', '/signUp'];
const signedInPages = args.slice(signedInAt + 1);

async function measure(context: BrowserContext, baseUrl: string, page: string) {
  const totals = await measurePageAssets(context, baseUrl, page);
  for (const kind of ['js', 'css'] as const) {
    const { files, raw, gzip, sent } = totals[kind];
    console.log(
      `${page.padEnd(16)} ${kind.padEnd(3)} ${String(files).padStart(2)} files   raw ${kib(raw).padStart(10)}   gzip ${kib(gzip).padStart(9)}   sent ${kib(sent).padStart(9)}`,
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
    const browser = await launchChromium();
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
