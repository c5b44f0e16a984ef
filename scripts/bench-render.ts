/**
 * How long the server takes to render each public page when no kept copy serves it (a first
 * visit after a content change, or a page that is never kept), for this build and an earlier
 * commit's, in one run. Both server bundles render through the same running API, this build's,
 * so only the rendering differs. The earlier commit is built in a temporary git worktree.
 *
 *   npm run build && npx tsx scripts/bench-render.ts [--before <git-ref>]
 *
 * The earlier commit is `--before`, else $BENCH_BEFORE, else 45b0539: the last commit whose
 * renderer rendered, fetched what the render asked for and rendered again (up to three times).
 * BENCH_RENDERS (default 200) renders per page and build, after 20 to warm up.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageRenderer } from '@topgear/shared/page-render';
import type { Page } from '@topgear/shared/pagination';
import type { Review } from '@topgear/shared/reviews';
import { assertBuilt, median, percentile, repoRoot, startServer } from './lib/server-process';
import { addWorktree, beforeRefArgument, buildWorktree, describeCheckout } from './lib/worktree';

const beforeRef = beforeRefArgument('bench-render.ts', '45b0539');
const RENDERS = Number(process.env.BENCH_RENDERS ?? 200);
const WARM_UP = 20;

interface Bundle {
  label: string;
  renderer: PageRenderer<typeof fetch>;
  /** API requests its renders made since the last reset. */
  requests: { count: number };
}

/** What the benchmark reads of a public page (`ListedPage` in the web's `app/public-pages.ts`). */
interface PublicPage {
  path: string;
  /** Where the browser checks open it: its path, one with the query it needs, or false for none. */
  checkedAt: string | false;
}

/** Loads the server bundle under `root`, sending its API requests to `apiUrl` and counting them. */
async function loadBundle(label: string, root: string, apiUrl: string): Promise<Bundle & { pages: PublicPage[] }> {
  const file = pathToFileURL(path.join(root, 'apps/web/dist-ssr/entry-server.js')).href;
  const bundle = (await import(file)) as { default: PageRenderer<typeof fetch>; publicPages: PublicPage[] };
  const requests = { count: 0 };
  bundle.default.sendApiRequestsThrough((input, init) => {
    requests.count += 1;
    return fetch(new URL(input instanceof Request ? input.url : input.toString(), apiUrl), init);
  });
  return { label, renderer: bundle.default, requests, pages: bundle.publicPages };
}

async function firstReviewPath(apiUrl: string) {
  const page = (await (await fetch(new URL('/api/reviews?limit=1', apiUrl))).json()) as Page<Review>;
  const review = page.items[0];
  if (!review) throw new Error('the demo content has no review');
  return `/reviews/${review.id}`;
}

/** Each render's milliseconds and the API requests per render, after a warm-up. */
async function measure(bundle: Bundle, address: string, siteOrigin: string) {
  for (let i = 0; i < WARM_UP; i++) await bundle.renderer.renderPage(address, siteOrigin);
  bundle.requests.count = 0;
  const times: number[] = [];
  for (let i = 0; i < RENDERS; i++) {
    const started = performance.now();
    await bundle.renderer.renderPage(address, siteOrigin);
    times.push(performance.now() - started);
  }
  return { times, requestsPerRender: bundle.requests.count / RENDERS };
}

const ms = (value: number) => value.toFixed(2);

async function main() {
  assertBuilt();
  const worktree = await addWorktree(beforeRef);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'topgear-render-'));
  try {
    await buildWorktree(worktree);
    // One client address makes every request here: the API's per-address limit would refuse most.
    const server = await startServer({ DATA_DIR: dataDir, API_RATE_LIMIT: '100000000' });
    try {
      const after = await describeCheckout();
      const bundles = [
        await loadBundle(`before ${worktree.commit}`, worktree.dir, server.baseUrl),
        await loadBundle(`after ${after}`, repoRoot, server.baseUrl),
      ];
      const reviewPath = await firstReviewPath(server.baseUrl);
      const addresses = bundles[1]!.pages.flatMap(({ checkedAt }) =>
        checkedAt === false ? [] : [checkedAt.replace('/reviews/:reviewId', reviewPath)],
      );
      console.log(`## Server render of each public page, uncached: ${RENDERS} renders per page and build`);
      console.log(
        `Node ${process.version}, ${os.availableParallelism()} cores, load ${os.loadavg()[0]!.toFixed(1)}.\n`,
      );
      console.log(
        '| Page | API requests per render (before → after) | median ms before → after | p95 ms before → after |',
      );
      console.log('|---|---|---|---|');
      const totals = bundles.map(() => 0);
      for (const address of addresses) {
        const results = [];
        for (const [index, bundle] of bundles.entries()) {
          const result = await measure(bundle, address, server.baseUrl);
          totals[index]! += median(result.times);
          results.push(result);
        }
        const [before, now] = results as [(typeof results)[0], (typeof results)[0]];
        console.log(
          `| ${address.replace(reviewPath, '/reviews/:id')} | ${before.requestsPerRender} → ${now.requestsPerRender} | ` +
            `${ms(median(before.times))} → ${ms(median(now.times))} | ` +
            `${ms(percentile(before.times, 0.95))} → ${ms(percentile(now.times, 0.95))} |`,
        );
      }
      console.log(`\nSum of the medians: before ${ms(totals[0]!)} ms, after ${ms(totals[1]!)} ms.`);
    } finally {
      await server.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
    await worktree.remove();
  }
}

await main();
