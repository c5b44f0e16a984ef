/**
 * The public pages' speed, this build against an earlier commit. The earlier commit is checked out
 * in a temporary git worktree and built there; this checkout must be built already. Both servers
 * start on fresh embedded databases with the same content (the demo seed, plus blogs and reviews
 * an administrator adds through the API), and are measured alike:
 * - Lighthouse's default audit (mobile, simulated throttling) of each page: performance,
 *   accessibility, best practices and SEO, BENCH_RUNS runs (3) a page and build, the builds' runs
 *   taking turns; medians, and the audits that keep this build's categories below 100;
 * - the JavaScript and CSS each page loads on the phone Lighthouse plays, gzip;
 * - `autocannon -c 50` for BENCH_SECONDS (10) on two pages, one server at a time.
 *   npm run build && npx tsx scripts/bench-lighthouse.ts [--before <git-ref>]
 * The earlier commit is `--before`, else $BENCH_BEFORE, else 149ced8: the merge-base of the work
 * this benchmark was written for.
 */
import { readdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { BlogInput } from '@topgear/shared/blogs';
import type { ReviewInput } from '@topgear/shared/reviews';
import autocannon from 'autocannon';
import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { kib, launchChromium, measurePageAssets } from './lib/page-assets';
import { assertBuilt, median, repoRoot, serverEntry, serverEntryIn, signIn, startServer } from './lib/server-process';
import { addWorktree, buildWorktree, describeCheckout } from './lib/worktree';

const PAGES = ['/', '/blogs', '/schedule', '/pricing', '/login'];
/** The most JavaScript a visitor's first load of `/` may bring, gzip: 90 KB. */
const HOME_JS_BUDGET = { page: '/', bytes: 90_000 };
const LOADED_PAGES = ['/', '/blogs'];
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const ADMIN = { email: 'bench.admin@example.com', password: 'bench-admin-password' };
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

const beforeRef = (() => {
  const flag = process.argv.indexOf('--before');
  if (flag === -1) return process.env.BENCH_BEFORE ?? '149ced8';
  const ref = process.argv[flag + 1];
  if (!ref) throw new Error('usage: bench-lighthouse.ts [--before <git-ref>]');
  return ref;
})();

/** One build's server. */
interface Site {
  label: 'before' | 'after';
  /** The commit it was built from, `-dirty` with uncommitted changes. */
  commit: string;
  baseUrl: string;
}

/** Steps that undo what the run started, last first, whether it ends, fails or is interrupted. */
const undo: Array<() => Promise<unknown>> = [];
let undoing: Promise<void> | undefined;
const undoAll = () =>
  (undoing ??= (async () => {
    for (const step of undo.splice(0).reverse()) await step().catch((error: unknown) => console.error(error));
  })());

/** Registers `step` to be undone at the end; the function returned undoes it now instead. */
function undoLater(step: () => Promise<unknown>) {
  undo.push(step);
  return async () => {
    const at = undo.indexOf(step);
    // Gone when undoAll already took it.
    if (at === -1) return;
    undo.splice(at, 1);
    await step();
  };
}

const isNumber = (cell: string) => /^[\d.]+( [a-zA-Z]+)?$/.test(cell);

/** A markdown table, padded to read in a terminal too; columns of numbers are right-aligned. */
function printTable(header: string[], rows: string[][]) {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const numeric = header.map((_, column) => rows.every((row) => isNumber(row[column]!)));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => (numeric[column] ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!))).join(' | ')} |`;
  const rule = `| ${widths.map((width, column) => (numeric[column] ? `${'-'.repeat(width - 1)}:` : '-'.repeat(width))).join(' | ')} |`;
  console.log([line(header), rule, ...rows.map(line)].join('\n'));
}

/** The blog pictures both builds ship, so that every added blog shows its picture on both. */
async function sharedBlogPictures(beforeRoot: string) {
  const folder = (root: string) => path.join(root, 'apps/web/public/media/blogs');
  const before = new Set(await readdir(folder(beforeRoot)).catch(() => []));
  const pictures = (await readdir(folder(repoRoot))).filter((name) => before.has(name)).sort();
  if (pictures.length === 0) throw new Error('no blog picture ships with both builds');
  return pictures.map((name) => `/media/blogs/${name}`);
}

const blogsToAdd = (pictures: string[]): BlogInput[] =>
  Array.from({ length: 12 }, (_, index) => ({
    title: `Field notes ${index + 1}: what one team changed in a quarter`,
    description:
      'How a team of eight set goals it could check every week, kept its one-on-ones short and useful, ' +
      'and what it stopped doing to make room for both.',
    image: pictures[index % pictures.length]!,
    details: `https://example.com/field-notes/${index + 1}`,
  }));

const reviewsToAdd: ReviewInput[] = [
  { name: 'Amina Hassan', rating: 5, feedback: 'Our reviews take half the time, and people read their feedback.' },
  { name: 'Lucas Meyer', rating: 4, feedback: 'The task board is the first thing the team opens in the morning.' },
  { name: 'Priya Nair', rating: 5, feedback: 'Leave requests no longer get lost in email threads.' },
  { name: 'Tom Larsen', rating: 4, feedback: 'Setting up goals for a new hire took minutes.' },
];

/** What an administrator adds to the demo seed through the API, the same on both servers. */
async function addContent(baseUrl: string, pictures: string[]) {
  const headers = { 'content-type': 'application/json', cookie: await signIn(baseUrl, ADMIN) };
  const posts = [
    ...blogsToAdd(pictures).map((blog) => ({ path: '/api/blogs', body: blog })),
    ...reviewsToAdd.map((review) => ({ path: '/api/reviews', body: review })),
  ];
  for (const { path: apiPath, body } of posts) {
    const response = await fetch(`${baseUrl}${apiPath}`, { method: 'POST', headers, body: JSON.stringify(body) });
    if (response.status !== 201) throw new Error(`POST ${apiPath}: ${response.status} ${await response.text()}`);
  }
}

/** Starts the server of `entry` on a fresh data folder under `dataRoot`, with the benchmark's content. */
async function startSite(
  { label, commit }: Omit<Site, 'baseUrl'>,
  entry: string,
  dataRoot: string,
  pictures: string[],
): Promise<Site> {
  const server = await startServer(
    { DATA_DIR: path.join(dataRoot, label), ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
    entry,
  );
  undoLater(() => server.stop());
  await addContent(server.baseUrl, pictures);
  return { label, commit, baseUrl: server.baseUrl };
}

/**
 * Lighthouse's mobile screen (a Moto G Power). A part near a page's end loads its code as it comes
 * near, so what a page loads depends on how much of it the screen shows.
 */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

async function printPageWeights(sites: Site[]) {
  // Playwright's own handler would exit before the worktree and servers are removed.
  const browser = await launchChromium({ handleSIGINT: false });
  const closeBrowser = undoLater(() => browser.close());
  const rows: string[][] = [];
  // This build's, the last site measured.
  let homeJs = 0;
  for (const page of PAGES) {
    const weights = [];
    for (const site of sites) {
      const context = await browser.newContext(PHONE);
      weights.push(await measurePageAssets(context, site.baseUrl, page));
      await context.close();
    }
    if (page === HOME_JS_BUDGET.page) homeJs = weights.at(-1)!.js.gzip;
    rows.push([
      page,
      ...weights.map((weight) => kib(weight.js.gzip)),
      ...weights.map((weight) => kib(weight.css.gzip)),
    ]);
  }
  await closeBrowser();
  console.log('\n### JavaScript and CSS each page loads on a phone (gzip)\n');
  printTable(['Page', ...sites.map((site) => `JS ${site.label}`), ...sites.map((site) => `CSS ${site.label}`)], rows);
  console.log(
    `\nBudget: ${HOME_JS_BUDGET.page} loads ${(homeJs / 1000).toFixed(1)} KB of JavaScript (gzip) for a visitor, ` +
      `${homeJs <= HOME_JS_BUDGET.bytes ? 'within' : 'over'} its ${HOME_JS_BUDGET.bytes / 1000} KB.`,
  );
}

const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
] as const;
type Metric = (typeof METRICS)[number];

/** What one Lighthouse run of one page found. */
interface Sample {
  site: Site;
  page: string;
  /** 0 to 100, as the report shows them. */
  scores: Record<Category, number>;
  /** Milliseconds, but for the layout shift's score. */
  metrics: Record<Metric, number>;
  /** The ids of the audits each category fails. */
  failed: Record<Category, string[]>;
  warnings: string[];
  /** Lighthouse's measure of the machine's speed at the time (a desktop scores 1,000 to 2,000). */
  benchmarkIndex: number;
  tools: string;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const milliseconds = (ms: number) => `${Math.round(ms / 10) * 10} ms`;

/** The table's columns, each shown as Lighthouse's report shows it. */
const COLUMNS: Array<{ title: string; read: (sample: Sample) => number; show: (value: number) => string }> = [
  { title: 'Performance', read: (sample) => sample.scores.performance, show: String },
  { title: 'FCP', read: (sample) => sample.metrics['first-contentful-paint'], show: seconds },
  { title: 'LCP', read: (sample) => sample.metrics['largest-contentful-paint'], show: seconds },
  { title: 'TBT', read: (sample) => sample.metrics['total-blocking-time'], show: milliseconds },
  { title: 'CLS', read: (sample) => sample.metrics['cumulative-layout-shift'], show: (value) => value.toFixed(3) },
  { title: 'Accessibility', read: (sample) => sample.scores.accessibility, show: String },
  { title: 'SEO', read: (sample) => sample.scores.seo, show: String },
  { title: 'Best Practices', read: (sample) => sample.scores['best-practices'], show: String },
];

const byCategory = <Value>(value: (category: Category) => Value) =>
  Object.fromEntries(CATEGORIES.map((category) => [category, value(category)])) as Record<Category, Value>;

/** Where Lighthouse's report counts an audit as passed. */
const PASSING_SCORE = 0.9;

/**
 * The audits of `category` that fail as the report shows them: scored, and under its pass mark.
 * The hidden ones are performance's newer "insights", duplicates of the audits listed.
 */
const failedAudits = (result: Result, category: Category) =>
  (result.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.group !== 'hidden')
    .map((ref) => result.audits[ref.id])
    .filter((audit) => audit?.score !== null && audit?.score !== undefined && audit.score < PASSING_SCORE)
    .map((audit) => audit!.id);

/** Tries per run: a run whose trace recording failed (NO_NAVSTART and the like) asks to be run again. */
const ATTEMPTS = 3;

/** Lighthouse's result for `url`, and the error codes of the attempts that failed before it. */
async function lighthouseResult(port: number, url: string) {
  const failures: string[] = [];
  for (;;) {
    const run = await lighthouse(url, {
      port,
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      // Only the HTML report shows it, and it costs seconds a run.
      disableFullPageScreenshot: true,
    });
    const result = run?.lhr;
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    if (!result.runtimeError) return { result, failures };
    failures.push(result.runtimeError.code);
    if (failures.length === ATTEMPTS) throw new Error(`Lighthouse on ${url}: ${result.runtimeError.message}`);
  }
}

async function audit(port: number, site: Site, page: string): Promise<Sample> {
  const { result, failures } = await lighthouseResult(port, `${site.baseUrl}${page}`);
  return {
    site,
    page,
    scores: byCategory((category) => Math.round((result.categories[category]?.score ?? Number.NaN) * 100)),
    metrics: Object.fromEntries(
      METRICS.map((metric) => [metric, result.audits[metric]?.numericValue ?? Number.NaN]),
    ) as Record<Metric, number>,
    failed: byCategory((category) => failedAudits(result, category)),
    warnings: [...failures.map((code) => `failed with ${code}, and was run again`), ...result.runWarnings],
    benchmarkIndex: result.environment.benchmarkIndex,
    tools: `Lighthouse ${result.lighthouseVersion}, ${/Chrome\/[\d.]+/.exec(result.environment.hostUserAgent)?.[0]}`,
  };
}

/** Every page RUNS times on every site; each round alternates which site goes first, so both share the machine's moods. */
async function runLighthouse(sites: Site[]) {
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    // Its own handler would exit before the worktree and servers are removed.
    handleSIGINT: false,
  });
  const closeChrome = undoLater(async () => chrome.kill());
  const samples: Sample[] = [];
  for (let round = 0; round < RUNS; round++) {
    for (const page of PAGES) {
      for (const site of round % 2 === 0 ? sites : [...sites].reverse()) {
        samples.push(await audit(chrome.port, site, page));
      }
    }
  }
  await closeChrome();
  return samples;
}

const runsOf = (samples: Sample[], site: Site, page: string) =>
  samples.filter((sample) => sample.site === site && sample.page === page);

function printLighthouse(sites: Site[], samples: Sample[]) {
  console.log(`\n${samples[0]?.tools}; mobile, simulated throttling; medians of ${RUNS} runs`);
  for (const site of sites) {
    const benchmarkIndex = median(
      samples.filter((sample) => sample.site === site).map((sample) => sample.benchmarkIndex),
    );
    console.log(
      `\n### Lighthouse, ${site.label} (${site.commit}; machine's benchmarkIndex ${benchmarkIndex.toFixed(0)})\n`,
    );
    const rows = PAGES.map((page) => {
      const runs = runsOf(samples, site, page);
      return [page, ...COLUMNS.map((column) => column.show(median(runs.map(column.read))))];
    });
    printTable(['Page', ...COLUMNS.map((column) => column.title)], rows);
  }
}

/** For each page's category under 100 on `site`, the audits that failed in most of its runs: what to fix. */
function printFailedAudits(site: Site, samples: Sample[]) {
  console.log(`\nFailed audits, ${site.label}, where a category is under 100 (in most runs):`);
  for (const page of PAGES) {
    const runs = runsOf(samples, site, page);
    for (const category of CATEGORIES) {
      const score = median(runs.map((run) => run.scores[category]));
      if (score >= 100) continue;
      const failures = new Map<string, number>();
      for (const id of runs.flatMap((run) => run.failed[category])) failures.set(id, (failures.get(id) ?? 0) + 1);
      const usual = [...failures].filter(([, count]) => count > runs.length / 2).map(([id]) => id);
      console.log(`- ${page} ${category} ${score}: ${usual.join(', ') || '(none in most runs)'}`);
    }
  }
}

function printWarnings(samples: Sample[]) {
  const warnings = new Map<string, number>();
  for (const warning of samples.flatMap((sample) => sample.warnings))
    warnings.set(warning, (warnings.get(warning) ?? 0) + 1);
  if (warnings.size === 0) return;
  console.log('\nLighthouse warnings, and runs repeated:');
  for (const [warning, runs] of warnings) console.log(`- ${warning} (${runs} of ${samples.length} runs)`);
}

/** The status codes other than 2xx, and how many of each: `429 ×1200`. */
const non2xxCodes = (result: autocannon.Result) =>
  Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, { count }]) => `${code} ×${count}`)
    .join(', ');

/** `autocannon -c 50` on each of LOADED_PAGES, one site and page at a time, which site goes first alternating. */
async function printLoad(sites: Site[]) {
  const results = new Map<string, autocannon.Result>();
  for (const [index, page] of LOADED_PAGES.entries()) {
    for (const site of index % 2 === 0 ? sites : [...sites].reverse()) {
      const url = `${site.baseUrl}${page}`;
      results.set(url, await autocannon({ url, connections: CONNECTIONS, duration: LOAD_SECONDS }));
    }
  }
  const rows = LOADED_PAGES.flatMap((page) =>
    sites.map((site) => {
      const result = results.get(`${site.baseUrl}${page}`)!;
      return [
        page,
        site.label,
        result.requests.average.toFixed(0),
        `${result.latency.p99} ms`,
        result.non2xx === 0 ? '0' : `${result.non2xx} (${non2xxCodes(result)})`,
        String(result.errors),
      ];
    }),
  );
  console.log(`\n### GET a page, ${CONNECTIONS} connections for ${LOAD_SECONDS} s\n`);
  printTable(['Page', 'Build', 'req/s', 'p99', 'non-2xx', 'errors'], rows);
}

const loadAverage = () => `load average ${os.loadavg()[0]!.toFixed(1)} on ${os.availableParallelism()} cores`;

async function main() {
  assertBuilt();
  const started = performance.now();
  const worktree = await addWorktree(beforeRef);
  undo.push(() => worktree.remove());
  const after = await describeCheckout();
  console.log(`## Public pages: before ${worktree.commit}, after ${after}\n`);
  console.log(`Machine at the start: ${loadAverage()}.`);
  const installed = await buildWorktree(worktree);
  const builtIn = (performance.now() - started) / 1000;
  console.log(`Before built in ${builtIn.toFixed(0)} s (${installed}).`);
  const dataRoot = await mkdtemp(path.join(os.tmpdir(), 'topgear-lighthouse-'));
  undo.push(() => rm(dataRoot, { recursive: true, force: true }));
  const pictures = await sharedBlogPictures(worktree.dir);
  const sites = [
    await startSite({ label: 'before', commit: worktree.commit }, serverEntryIn(worktree.dir), dataRoot, pictures),
    await startSite({ label: 'after', commit: after }, serverEntry, dataRoot, pictures),
  ];
  console.log('Each server: a fresh embedded database with the demo seed, and 12 blogs and 4 reviews added.');
  // Measuring the page weights first also warms both servers before Lighthouse times them.
  await printPageWeights(sites);
  const samples = await runLighthouse(sites);
  printLighthouse(sites, samples);
  printFailedAudits(sites[1]!, samples);
  printWarnings(samples);
  await printLoad(sites);
  const minutes = (performance.now() - started) / 60_000;
  console.log(`\nWhole run: ${minutes.toFixed(1)} min. Machine at the end: ${loadAverage()}.`);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void undoAll().finally(() => process.exit(130)));
}
// A stray promise's failure would end the process at once, leaving the servers and the worktree behind.
process.once('unhandledRejection', (error) => {
  console.error(error);
  void undoAll().finally(() => process.exit(1));
});
try {
  await main();
} finally {
  await undoAll();
}
