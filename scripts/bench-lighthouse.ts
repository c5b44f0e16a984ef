/**
 * The public pages' speed, this build against an earlier commit. The earlier commit is checked out
 * in a temporary git worktree and built there; this checkout must be built already. Both servers
 * start on fresh embedded databases with the same content (the demo seed, plus blogs and reviews
 * an administrator adds through the API), and are measured alike on every public page a visitor
 * opens, as the web's page list has them (`apps/web/src/app/public-pages.ts`), where the reviews'
 * pages count as one (each server's first review the benchmark adds). BENCH_PAGES (`/,/faq`)
 * narrows them for a quick run; a page the earlier build does not serve is shown as such.
 * - Lighthouse's default audit (mobile, simulated throttling) of each page: performance,
 *   accessibility, best practices and SEO, BENCH_RUNS runs (5) a page and build, the builds' runs
 *   taking turns. Each run gets a line as it ends, with the machine's benchmarkIndex beside its
 *   Performance, total blocking time and longest main-thread tasks: a busy machine scores a lower
 *   index and runs the page's tasks longer, so two measurements that disagree may not have had the
 *   same machine. Then per page: medians, TBT's worst and how many runs kept it within 50 ms,
 *   the runs' benchmarkIndex, and the audits that keep this build's categories below 100;
 *   BENCH_CPU_SLOWDOWN (Lighthouse's 4 by default) plays a slower phone, or the phone of a slower
 *   host: a goal set on a host of benchmarkIndex 2,300 is measured on one of 3,700 with 4 × 3,700
 *   ÷ 2,300, about 6.4;
 * - the JavaScript and CSS each page loads on the phone Lighthouse plays, gzip;
 * - `autocannon -c 50` for BENCH_SECONDS (10) on `/` and `/blogs`, one server at a time;
 * - last, whether this build meets each of the product's goals (GOALS).
 *   npm run build && npx tsx scripts/bench-lighthouse.ts [--before <git-ref>]
 * The earlier commit is `--before`, else $BENCH_BEFORE, else 149ced8: the merge-base of the work
 * this benchmark was written for; `--before none` measures this build alone, in half the time.
 */
import { readdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BlogInput } from '@topgear/shared/blogs';
import type { Review, ReviewInput } from '@topgear/shared/reviews';
import autocannon from 'autocannon';
import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { kib, launchChromium, measurePageAssets } from './lib/page-assets';
import { assertBuilt, median, repoRoot, serverEntry, serverEntryIn, signIn, startServer } from './lib/server-process';
import { addWorktree, beforeRefArgument, buildWorktree, describeCheckout } from './lib/worktree';

/** The reviews' pages are one page with many addresses; a site measures the first review the benchmark adds to it. */
const REVIEW_PAGE = '/reviews/:reviewId';
/** The product's goals for its public pages, Lighthouse mobile. */
const GOALS = {
  /** Total blocking time, in every run of every page. */
  tbtMs: 50,
  /** Every page's median. */
  performance: 98,
  /** Accessibility, SEO and Best Practices: every page's median. */
  otherCategories: 100,
  /** The most JavaScript a visitor's first load of `/` may bring, gzip: 90 KB. */
  homeJs: { page: '/', bytes: 90_000 },
  /** Under `autocannon -c 50`. */
  homeLoad: { page: '/', requestsPerSecond: 2_000 },
};
const LOADED_PAGES = ['/', '/blogs'];
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** How many times slower than the host the simulated phone's CPU is: Lighthouse's mobile default, 4. */
const CPU_SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN ?? 4);
const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const ADMIN = { email: 'bench.admin@example.com', password: 'bench-admin-password' };
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
/** The categories the goal wants at 100, as the tables title them. */
const OTHER_CATEGORIES: Array<[Category, string]> = [
  ['accessibility', 'Accessibility'],
  ['seo', 'SEO'],
  ['best-practices', 'Best Practices'],
];
/** How many of a run's long tasks its line names, longest first. */
const LONGEST_TASKS = 3;
/** A table's cell where a site has nothing to show, such as a page it does not serve. */
const NONE = '—';

const beforeRef = beforeRefArgument('bench-lighthouse.ts', '149ced8');

/** One build's server. */
interface Site {
  label: 'before' | 'after';
  /** The commit it was built from, `-dirty` with uncommitted changes. */
  commit: string;
  baseUrl: string;
  /** The address of REVIEW_PAGE on this site. */
  reviewPath: string;
  /** The measured pages this site does not serve, and what it answers instead; filled once the pages are known. */
  missing: Map<string, string>;
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

/** A cell of numbers (`12.3 KiB`, `4/5`, `612–700–801`), or of nothing: either keeps its column right-aligned. */
const isNumber = (cell: string) => cell === NONE || /^\d[\d./–]*( [a-zA-Z]+)?$/.test(cell);

const tableLine = (cells: string[], widths: number[], numeric: boolean[]) =>
  `| ${cells.map((cell, column) => (numeric[column] ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!))).join(' | ')} |`;
const tableRule = (widths: number[], numeric: boolean[]) =>
  `| ${widths.map((width, column) => (numeric[column] ? `${'-'.repeat(width - 1)}:` : '-'.repeat(width))).join(' | ')} |`;

/** A markdown table, padded to read in a terminal too; columns of numbers are right-aligned. */
function printTable(header: string[], rows: string[][]) {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const numeric = header.map((_, column) => rows.every((row) => isNumber(row[column]!)));
  const line = (cells: string[]) => tableLine(cells, widths, numeric);
  console.log([line(header), tableRule(widths, numeric), ...rows.map(line)].join('\n'));
}

/**
 * A markdown table printed a row at a time, as the results come: its columns are `widths` wide
 * (cells that are longer widen their row only), those marked `numeric` right-aligned.
 */
function streamTable(header: string[], widths: number[], numeric: boolean[]) {
  const fitted = header.map((title, column) => Math.max(title.length, widths[column] ?? 0));
  console.log([tableLine(header, fitted, numeric), tableRule(fitted, numeric)].join('\n'));
  return (cells: string[]) => console.log(tableLine(cells, fitted, numeric));
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

/**
 * What an administrator adds to the demo seed through the API, the same on both servers. Resolves
 * with the address of the first review added: the seed's reviews get other ids on every server, so
 * the review page both sites show alike is one the benchmark wrote.
 */
async function addContent(baseUrl: string, pictures: string[]) {
  const headers = { 'content-type': 'application/json', cookie: await signIn(baseUrl, ADMIN) };
  const post = async (apiPath: string, body: unknown) => {
    const response = await fetch(`${baseUrl}${apiPath}`, { method: 'POST', headers, body: JSON.stringify(body) });
    if (response.status !== 201) throw new Error(`POST ${apiPath}: ${response.status} ${await response.text()}`);
    return response;
  };
  for (const blog of blogsToAdd(pictures)) await post('/api/blogs', blog);
  const reviewIds: string[] = [];
  for (const review of reviewsToAdd) reviewIds.push(((await (await post('/api/reviews', review)).json()) as Review).id);
  return `/reviews/${encodeURIComponent(reviewIds[0]!)}`;
}

/** Starts the server of `entry` on a fresh data folder under `dataRoot`, with the benchmark's content. */
async function startSite(
  { label, commit }: Pick<Site, 'label' | 'commit'>,
  entry: string,
  dataRoot: string,
  pictures: string[],
): Promise<Site> {
  const server = await startServer(
    { DATA_DIR: path.join(dataRoot, label), ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
    entry,
  );
  undoLater(() => server.stop());
  // Otherwise a server that ends early (another program's kill, on a shared machine) shows only as refused connections.
  server.process.once('exit', (code, signal) =>
    console.error(`The ${label} server ended (${signal ?? `code ${code}`}) before the benchmark stopped it.`),
  );
  const reviewPath = await addContent(server.baseUrl, pictures);
  return { label, commit, baseUrl: server.baseUrl, reviewPath, missing: new Map() };
}

/** The page an address shows: every review's address is REVIEW_PAGE. */
const pageOf = (address: string) => (address.startsWith('/reviews/') ? REVIEW_PAGE : address);

/** Where `site` shows `page`. */
const urlOf = (site: Site, page: string) => `${site.baseUrl}${page === REVIEW_PAGE ? site.reviewPath : page}`;

/** What the benchmark reads of a public page (`ListedPage` in the web's `app/public-pages.ts`). */
interface PublicPage {
  path: string;
  /** Where the browser checks open it: its path, one with the query it needs, or false for none. */
  checkedAt: string | false;
}

/**
 * Every public page a visitor opens, as the web's page list has them, but the not-found page: its
 * address with the query it needs, each review's page as REVIEW_PAGE. The list is read from this
 * build's server bundle, which carries it (its source needs the web's build settings).
 */
async function publicPagesOfThisBuild() {
  const bundle = path.join(repoRoot, 'apps/web/dist-ssr/entry-server.js');
  const { publicPages } = (await import(pathToFileURL(bundle).href)) as { publicPages: PublicPage[] };
  return publicPages.flatMap(({ path: pagePath, checkedAt }) =>
    checkedAt === false || pagePath === '*' ? [] : [pageOf(checkedAt)],
  );
}

/** Every public page, or those of BENCH_PAGES, in its order. */
async function pagesToMeasure() {
  const pages = [...new Set(await publicPagesOfThisBuild())];
  const wanted = (process.env.BENCH_PAGES ?? '')
    .split(',')
    .map((page) => page.trim())
    .filter(Boolean)
    .map(pageOf);
  if (wanted.length === 0) return pages;
  // A typo would otherwise measure a page that is not found, and count it.
  const unknown = wanted.filter((page) => !pages.includes(page));
  if (unknown.length > 0)
    throw new Error(`BENCH_PAGES: ${unknown.join(', ')} not among the public pages: ${pages.join(', ')}`);
  return [...new Set(wanted)];
}

/**
 * The pages of `pages` that `site` does not serve, with what it answers: an earlier build may not
 * have a page yet, and Lighthouse would only fail on it. A build that answers every address with
 * its app (before the server rendered pages) serves them all, and shows its not-found page there.
 */
async function missingPages(site: Site, pages: string[]) {
  const missing = new Map<string, string>();
  for (const page of pages) {
    const response = await fetch(urlOf(site, page), { redirect: 'manual' });
    await response.body?.cancel();
    if (response.status === 200) continue;
    const location = response.headers.get('location');
    missing.set(page, location ? `redirects to ${location}` : `answers ${response.status}`);
  }
  return missing;
}

/** The pages `site` is measured on. */
const servedBy = (site: Site, pages: string[]) => pages.filter((page) => !site.missing.has(page));

/** The page's cell of `site`'s tables: the page, and why the site has nothing to show for it. */
const pageCell = (site: Site, page: string) => (site.missing.has(page) ? `${page} (${site.missing.get(page)})` : page);

/**
 * Lighthouse's mobile screen (a Moto G Power). A part near a page's end loads its code as it comes
 * near, so what a page loads depends on how much of it the screen shows.
 */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/** Prints each page's JavaScript and CSS on each site; resolves with what this build's `/` loads, gzip, if measured. */
async function printPageWeights(sites: Site[], pages: string[]) {
  // Playwright's own handler would exit before the worktree and servers are removed.
  const browser = await launchChromium({ handleSIGINT: false });
  const closeBrowser = undoLater(() => browser.close());
  const rows: string[][] = [];
  // This build's, the last site measured.
  let homeJs: number | undefined;
  for (const page of pages) {
    const weights = [];
    for (const site of sites) {
      if (site.missing.has(page)) {
        weights.push(undefined);
        continue;
      }
      const context = await browser.newContext(PHONE);
      const url = new URL(urlOf(site, page));
      weights.push(await measurePageAssets(context, url.origin, url.pathname));
      await context.close();
    }
    if (page === GOALS.homeJs.page) homeJs = weights.at(-1)?.js.gzip;
    rows.push([
      page,
      ...weights.map((weight) => (weight ? kib(weight.js.gzip) : NONE)),
      ...weights.map((weight) => (weight ? kib(weight.css.gzip) : NONE)),
    ]);
  }
  await closeBrowser();
  console.log('\n### JavaScript and CSS each page loads on a phone (gzip)\n');
  printTable(['Page', ...sites.map((site) => `JS ${site.label}`), ...sites.map((site) => `CSS ${site.label}`)], rows);
  if (homeJs !== undefined)
    console.log(
      `\nBudget: ${GOALS.homeJs.page} loads ${(homeJs / 1000).toFixed(1)} KB of JavaScript (gzip) for a visitor, ` +
        `${homeJs <= GOALS.homeJs.bytes ? 'within' : 'over'} its ${GOALS.homeJs.bytes / 1000} KB.`,
    );
  return homeJs;
}

const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
] as const;
type Metric = (typeof METRICS)[number];

/** A main-thread task of 50 ms or more, as Lighthouse's `long-tasks` audit simulates it on the phone. */
interface LongTask {
  /** The script it is attributed to, or what Lighthouse calls it when it has none. */
  name: string;
  durationMs: number;
}

/** What one Lighthouse run of one page found. */
interface Sample {
  site: Site;
  page: string;
  /** 1 to RUNS. */
  run: number;
  /** 0 to 100, as the report shows them. */
  scores: Record<Category, number>;
  /** Milliseconds, but for the layout shift's score. */
  metrics: Record<Metric, number>;
  /** The longest first. */
  longTasks: LongTask[];
  /** The ids of the audits each category fails. */
  failed: Record<Category, string[]>;
  warnings: string[];
  /** Lighthouse's measure of the machine's speed at the time (a desktop scores 1,000 to 2,000). */
  benchmarkIndex: number;
  tools: string;
}

/** `1 run`, `5 runs`. */
const runCount = (count: number) => `${count} run${count === 1 ? '' : 's'}`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
/** To the millisecond, unlike the report's tens: 54 ms must not read as within the 50 ms goal. */
const milliseconds = (ms: number) => `${Math.round(ms)} ms`;
const tbtOf = (sample: Sample) => sample.metrics['total-blocking-time'];
const withinTbtGoal = (sample: Sample) => tbtOf(sample) <= GOALS.tbtMs;
/** How many of `runs` kept TBT within the goal: `4/5`. */
const tbtKept = (runs: Sample[]) => `${runs.filter(withinTbtGoal).length}/${runs.length}`;

/** The median of a figure of the runs, shown as Lighthouse's report shows it. */
const medianOf = (read: (sample: Sample) => number, show: (value: number) => string) => (runs: Sample[]) =>
  show(median(runs.map(read)));

const indexRange = (runs: Sample[]) => {
  const indexes = runs.map((run) => run.benchmarkIndex);
  return [Math.min(...indexes), median(indexes), Math.max(...indexes)].map((index) => index.toFixed(0)).join('–');
};

/** The summary's columns: a page's runs on one site make each cell. */
const COLUMNS: Array<{ title: string; cell: (runs: Sample[]) => string }> = [
  { title: 'Performance', cell: medianOf((sample) => sample.scores.performance, String) },
  { title: 'FCP', cell: medianOf((sample) => sample.metrics['first-contentful-paint'], seconds) },
  { title: 'LCP', cell: medianOf((sample) => sample.metrics['largest-contentful-paint'], seconds) },
  { title: 'TBT', cell: medianOf(tbtOf, milliseconds) },
  { title: 'TBT max', cell: (runs) => milliseconds(Math.max(...runs.map(tbtOf))) },
  { title: `TBT ≤ ${GOALS.tbtMs} ms`, cell: tbtKept },
  {
    title: 'CLS',
    cell: medianOf(
      (sample) => sample.metrics['cumulative-layout-shift'],
      (value) => value.toFixed(3),
    ),
  },
  { title: 'Accessibility', cell: medianOf((sample) => sample.scores.accessibility, String) },
  { title: 'SEO', cell: medianOf((sample) => sample.scores.seo, String) },
  { title: 'Best Practices', cell: medianOf((sample) => sample.scores['best-practices'], String) },
  // Whether the machine was as fast for one page's runs as for another's.
  { title: 'benchmarkIndex min–median–max', cell: indexRange },
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

/** A task's script as a reader knows it: the file's name, `document` for the page itself. */
function scriptName(taskUrl: string, pageUrl: string) {
  // Lighthouse's `Unattributable` and the like.
  if (!URL.canParse(taskUrl)) return taskUrl;
  const { origin, pathname } = new URL(taskUrl);
  if (`${origin}${pathname}` === pageUrl) return 'document';
  return pathname.split('/').at(-1) || pathname;
}

/** The main thread's long tasks in `result`, the longest first (the audit's order). */
function longTasks(result: Result, pageUrl: string): LongTask[] {
  const details = result.audits['long-tasks']?.details;
  if (details?.type !== 'table') return [];
  return details.items.map((item) => ({
    name: scriptName(typeof item.url === 'string' ? item.url : '(none)', pageUrl),
    durationMs: typeof item.duration === 'number' ? item.duration : Number.NaN,
  }));
}

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
      // Merged into the mobile preset's throttling: its network stays as it is.
      throttling: { cpuSlowdownMultiplier: CPU_SLOWDOWN },
    });
    const result = run?.lhr;
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    if (!result.runtimeError) return { result, failures };
    failures.push(result.runtimeError.code);
    if (failures.length === ATTEMPTS) throw new Error(`Lighthouse on ${url}: ${result.runtimeError.message}`);
  }
}

async function audit(port: number, site: Site, page: string, run: number): Promise<Sample> {
  const url = urlOf(site, page);
  const { result, failures } = await lighthouseResult(port, url);
  return {
    site,
    page,
    run,
    scores: byCategory((category) => Math.round((result.categories[category]?.score ?? Number.NaN) * 100)),
    metrics: Object.fromEntries(
      METRICS.map((metric) => [metric, result.audits[metric]?.numericValue ?? Number.NaN]),
    ) as Record<Metric, number>,
    longTasks: longTasks(result, url),
    failed: byCategory((category) => failedAudits(result, category)),
    warnings: [...failures.map((code) => `failed with ${code}, and was run again`), ...result.runWarnings],
    benchmarkIndex: result.environment.benchmarkIndex,
    tools: `Lighthouse ${result.lighthouseVersion}, ${/Chrome\/[\d.]+/.exec(result.environment.hostUserAgent)?.[0]}`,
  };
}

/** A run's longest tasks: `index-abc.js 120 ms, document 60 ms (+2)`. */
function longestTasks(sample: Sample) {
  const named = sample.longTasks
    .slice(0, LONGEST_TASKS)
    .map((task) => `${task.name} ${milliseconds(task.durationMs)}`)
    .join(', ');
  const more = sample.longTasks.length - LONGEST_TASKS;
  return `${named || 'none'}${more > 0 ? ` (+${more})` : ''}`;
}

/** The table that gets a row as each run ends, so that a reader sees TBT follow the machine's speed. */
function runRows(sites: Site[], pages: string[]) {
  console.log(`\n### Each Lighthouse run as it ends (TBT and long tasks simulated on the phone)\n`);
  const header = ['Site', 'Page', 'Run', 'benchmarkIndex', 'Performance', 'TBT', 'Longest main-thread tasks'];
  const widths = [Math.max(...sites.map((site) => site.label.length)), Math.max(...pages.map((page) => page.length))];
  const row = streamTable(
    header,
    [...widths, `${RUNS}/${RUNS}`.length, 0, 0, '1000 ms'.length, 0],
    [false, false, true, true, true, true, false],
  );
  return (sample: Sample) =>
    row([
      sample.site.label,
      sample.page,
      `${sample.run}/${RUNS}`,
      sample.benchmarkIndex.toFixed(0),
      String(sample.scores.performance),
      milliseconds(tbtOf(sample)),
      longestTasks(sample),
    ]);
}

/**
 * Every page RUNS times on every site that serves it; each round alternates which site goes first,
 * so both share the machine's moods. Prints each run as it ends.
 */
async function runLighthouse(sites: Site[], pages: string[]) {
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    // Its own handler would exit before the worktree and servers are removed.
    handleSIGINT: false,
  });
  const closeChrome = undoLater(async () => chrome.kill());
  const printRun = runRows(sites, pages);
  const samples: Sample[] = [];
  for (let round = 0; round < RUNS; round++) {
    for (const page of pages) {
      for (const site of round % 2 === 0 ? sites : [...sites].reverse()) {
        if (site.missing.has(page)) continue;
        const sample = await audit(chrome.port, site, page, round + 1);
        printRun(sample);
        samples.push(sample);
      }
    }
  }
  await closeChrome();
  return samples;
}

const runsOf = (samples: Sample[], site: Site, page: string) =>
  samples.filter((sample) => sample.site === site && sample.page === page);

function printLighthouse(sites: Site[], pages: string[], samples: Sample[]) {
  console.log(
    `\n${samples[0]?.tools}; mobile, simulated throttling, CPU ${CPU_SLOWDOWN}× slower than the host; medians of ${runCount(RUNS)}`,
  );
  for (const site of sites) {
    const benchmarkIndex = median(
      samples.filter((sample) => sample.site === site).map((sample) => sample.benchmarkIndex),
    );
    console.log(
      `\n### Lighthouse, ${site.label} (${site.commit}; machine's benchmarkIndex ${benchmarkIndex.toFixed(0)})\n`,
    );
    const rows = pages.map((page) => {
      const runs = runsOf(samples, site, page);
      return [pageCell(site, page), ...COLUMNS.map((column) => (runs.length ? column.cell(runs) : NONE))];
    });
    printTable(['Page', ...COLUMNS.map((column) => column.title)], rows);
  }
}

/** For each page's category under 100 on `site`, the audits that failed in most of its runs: what to fix. */
function printFailedAudits(site: Site, pages: string[], samples: Sample[]) {
  console.log(`\nFailed audits, ${site.label}, where a category is under 100 (in most runs):`);
  let under = 0;
  for (const page of servedBy(site, pages)) {
    const runs = runsOf(samples, site, page);
    for (const category of CATEGORIES) {
      const score = median(runs.map((run) => run.scores[category]));
      if (score >= 100) continue;
      under += 1;
      const failures = new Map<string, number>();
      for (const id of runs.flatMap((run) => run.failed[category])) failures.set(id, (failures.get(id) ?? 0) + 1);
      const usual = [...failures].filter(([, count]) => count > runs.length / 2).map(([id]) => id);
      console.log(`- ${page} ${category} ${score}: ${usual.join(', ') || '(none in most runs)'}`);
    }
  }
  if (under === 0) console.log('- none: every category is at 100');
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

const perSecond = (requests: number) => `${Math.round(requests).toLocaleString('en-US')} req/s`;

/**
 * `autocannon -c 50` on each of LOADED_PAGES, one site and page at a time, which site goes first
 * alternating; resolves with this build's requests a second on the goal's page.
 */
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
  const { page, requestsPerSecond } = GOALS.homeLoad;
  const served = results.get(`${sites.at(-1)!.baseUrl}${page}`)!.requests.average;
  console.log(
    `\nGoal: GET ${page} at ${perSecond(requestsPerSecond)} or more; this build ${perSecond(served)}, ` +
      `${served >= requestsPerSecond ? 'met' : 'not met'}.`,
  );
  return served;
}

/** What this build measured that the goals ask about. */
interface Findings {
  site: Site;
  pages: string[];
  samples: Sample[];
  /** Bytes, gzip; undefined when `/` was not measured. */
  homeJs: number | undefined;
  homeRequestsPerSecond: number;
}

const verdict = (shortOf: string[]) => (shortOf.length === 0 ? 'met' : `not met: ${shortOf.join(', ')}`);

/** Whether this build meets each goal, a plain line each, naming the pages that fall short. */
function printGoals({ site, pages, samples, homeJs, homeRequestsPerSecond }: Findings) {
  const perPage = pages.map((page) => ({ page, runs: runsOf(samples, site, page) }));
  const unserved = [...site.missing].map(([page, answer]) => `${page} ${answer}`);
  const scoreOf = (runs: Sample[], category: Category) => median(runs.map((run) => run.scores[category]));
  const tbtShort = perPage
    .filter(({ runs }) => runs.length > 0 && !runs.every(withinTbtGoal))
    .map(({ page, runs }) => `${page} ${tbtKept(runs)}`);
  const performanceShort = perPage
    .filter(({ runs }) => runs.length > 0 && scoreOf(runs, 'performance') < GOALS.performance)
    .map(({ page, runs }) => `${page} ${scoreOf(runs, 'performance')}`);
  const othersShort = perPage.flatMap(({ page, runs }) =>
    OTHER_CATEGORIES.filter(([category]) => runs.length > 0 && scoreOf(runs, category) < GOALS.otherCategories).map(
      ([category, title]) => `${page} ${title} ${scoreOf(runs, category)}`,
    ),
  );
  const { page: homePage, bytes } = GOALS.homeJs;
  const { requestsPerSecond } = GOALS.homeLoad;
  console.log(
    `\n### Goals, this build (${site.commit}), on the ${pages.length} pages measured, ${runCount(RUNS)} each\n`,
  );
  console.log(`- TBT at most ${GOALS.tbtMs} ms in every run of every page: ${verdict([...tbtShort, ...unserved])}.`);
  console.log(
    `- Performance ${GOALS.performance} or more on every page (median): ${verdict([...performanceShort, ...unserved])}.`,
  );
  console.log(
    `- ${OTHER_CATEGORIES.map(([, title]) => title).join(', ')} ${GOALS.otherCategories} on every page (medians): ` +
      `${verdict([...othersShort, ...unserved])}.`,
  );
  console.log(
    `- ${homePage} loads at most ${bytes / 1000} KB of JavaScript (gzip): ` +
      (homeJs === undefined
        ? `not measured (BENCH_PAGES leaves ${homePage} out).`
        : `${homeJs <= bytes ? 'met' : 'not met'}, ${(homeJs / 1000).toFixed(1)} KB.`),
  );
  console.log(
    `- GET ${GOALS.homeLoad.page} at ${perSecond(requestsPerSecond)} or more (${CONNECTIONS} connections): ` +
      `${homeRequestsPerSecond >= requestsPerSecond ? 'met' : 'not met'}, ${perSecond(homeRequestsPerSecond)}.`,
  );
}

/** Which pages are measured, and where: a review's page has another address on each site. */
function printPages(sites: Site[], pages: string[]) {
  const from = process.env.BENCH_PAGES ? 'BENCH_PAGES' : 'the public pages list';
  console.log(`Pages (${pages.length}, from ${from}): ${pages.join(', ')}.`);
  if (pages.includes(REVIEW_PAGE))
    console.log(`${REVIEW_PAGE} is ${sites.map((site) => `${site.reviewPath} on ${site.label}`).join(', ')}.`);
  for (const site of sites)
    for (const [page, answer] of site.missing) console.log(`Not measured on ${site.label}: ${page}, which ${answer}.`);
}

const loadAverage = () => `load average ${os.loadavg()[0]!.toFixed(1)} on ${os.availableParallelism()} cores`;

/** The earlier build, in a worktree built for it; none with `--before none`, which measures this build alone. */
async function builtBefore(after: string, started: number) {
  const heading = beforeRef === 'none' ? `${after} alone` : `before ${beforeRef}, after ${after}`;
  console.log(`## Public pages: ${heading}\n`);
  console.log(`Machine at the start: ${loadAverage()}.`);
  if (beforeRef === 'none') return undefined;
  const worktree = await addWorktree(beforeRef);
  undo.push(() => worktree.remove());
  const installed = await buildWorktree(worktree);
  const builtIn = (performance.now() - started) / 1000;
  console.log(`Before (${worktree.commit}) built in ${builtIn.toFixed(0)} s (${installed}).`);
  return worktree;
}

async function main() {
  assertBuilt();
  const started = performance.now();
  const after = await describeCheckout();
  const worktree = await builtBefore(after, started);
  const dataRoot = await mkdtemp(path.join(os.tmpdir(), 'topgear-lighthouse-'));
  undo.push(() => rm(dataRoot, { recursive: true, force: true }));
  const pictures = await sharedBlogPictures(worktree?.dir ?? repoRoot);
  const sites = [
    ...(worktree
      ? [await startSite({ label: 'before', commit: worktree.commit }, serverEntryIn(worktree.dir), dataRoot, pictures)]
      : []),
    await startSite({ label: 'after', commit: after }, serverEntry, dataRoot, pictures),
  ];
  const thisBuild = sites.at(-1)!;
  console.log('Each server: a fresh embedded database with the demo seed, and 12 blogs and 4 reviews added.');
  const pages = await pagesToMeasure();
  for (const site of sites) site.missing = await missingPages(site, pages);
  printPages(sites, pages);
  // Measuring the page weights first also warms both servers before Lighthouse times them.
  const homeJs = await printPageWeights(sites, pages);
  const samples = await runLighthouse(sites, pages);
  printLighthouse(sites, pages, samples);
  printFailedAudits(thisBuild, pages, samples);
  printWarnings(samples);
  const homeRequestsPerSecond = await printLoad(sites);
  printGoals({ site: thisBuild, pages, samples, homeJs, homeRequestsPerSecond });
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
