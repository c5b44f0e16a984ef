import { setTimeout } from 'node:timers/promises';
import { gzipSync } from 'node:zlib';
import { type BrowserContext, chromium, type LaunchOptions, type Page, type Response } from '@playwright/test';

export type AssetKind = 'js' | 'css';

/** What one kind of asset a page loads adds up to: files, and bytes raw, gzip (level 9) and as sent. */
export interface AssetTotals {
  files: number;
  raw: number;
  gzip: number;
  sent: number;
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** Debian's Chromium through Playwright: this machine cannot download Playwright's own browser. */
export const launchChromium = (options: LaunchOptions = {}) =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    ...options,
  });

const QUIET_MS = 500;
const SETTLE_TIMEOUT_MS = 60_000;

/**
 * Waits until `tab` has finished loading: its scripts have run (its main thread went idle) and
 * then no request was in flight for QUIET_MS, with no new request meanwhile. Playwright's
 * `networkidle` alone is not enough on a busy machine: the script that asks for a route's chunks
 * can take longer to run than the half second of quiet it waits for.
 */
async function settle(tab: Page) {
  let inFlight = 0;
  let requests = 0;
  let lastChange = performance.now();
  const started = () => {
    inFlight += 1;
    requests += 1;
    lastChange = performance.now();
  };
  const ended = () => {
    inFlight -= 1;
    lastChange = performance.now();
  };
  tab.on('request', started);
  tab.on('requestfinished', ended);
  tab.on('requestfailed', ended);
  const deadline = performance.now() + SETTLE_TIMEOUT_MS;
  try {
    for (let seen = -1; seen !== requests;) {
      seen = requests;
      // A string: the scripts' types have no DOM.
      await tab.evaluate('new Promise((resolve) => requestIdleCallback(resolve))');
      while (inFlight > 0 || performance.now() - lastChange < QUIET_MS) {
        if (performance.now() > deadline) throw new Error(`${tab.url()} never finished loading`);
        await setTimeout(50);
      }
    }
  } finally {
    tab.off('request', started);
    tab.off('requestfinished', ended);
    tab.off('requestfailed', ended);
  }
}

const kindOf = (response: Response): AssetKind | undefined => {
  const type = response.request().resourceType();
  return type === 'script' ? 'js' : type === 'stylesheet' ? 'css' : undefined;
};

async function sizesOf(response: Response) {
  const body = await response.body();
  const sizes = await response.request().sizes();
  return { raw: body.length, gzip: gzipSync(body, { level: 9 }).length, sent: sizes.responseBodySize };
}

/**
 * Opens `page` in a new tab of `context` until it has finished loading, and adds up every
 * JavaScript and CSS response it received. The server serves pre-compressed copies, so `sent` is
 * what a visitor downloads and `gzip` what the same files weigh compressed alike.
 */
export async function measurePageAssets(
  context: BrowserContext,
  baseUrl: string,
  page: string,
): Promise<Record<AssetKind, AssetTotals>> {
  const tab = await context.newPage();
  const totals: Record<AssetKind, AssetTotals> = {
    js: { files: 0, raw: 0, gzip: 0, sent: 0 },
    css: { files: 0, raw: 0, gzip: 0, sent: 0 },
  };
  const reading: Array<Promise<void>> = [];
  const onResponse = (response: Response) => {
    const kind = kindOf(response);
    if (!kind) return;
    const read = sizesOf(response).then(({ raw, gzip, sent }) => {
      const total = totals[kind];
      total.files += 1;
      total.raw += raw;
      total.gzip += gzip;
      total.sent += sent;
    });
    // Handled here so a failure is not fatal before it is awaited below, where it still throws.
    read.catch(() => undefined);
    reading.push(read);
  };
  tab.on('response', onResponse);
  await tab.goto(`${baseUrl}${page}`, { waitUntil: 'load' });
  await settle(tab);
  tab.off('response', onResponse);
  await Promise.all(reading);
  // A page behind sign-in that sent the browser elsewhere would measure the wrong page.
  const landed = new URL(tab.url()).pathname;
  await tab.close();
  if (landed !== page) throw new Error(`${page} redirected to ${landed}`);
  return totals;
}
