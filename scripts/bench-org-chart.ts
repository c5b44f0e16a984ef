/**
 * Opening the org chart in Chromium, the production build on PostgreSQL with 5,000 people in six
 * levels (scripts/people-seed.ts), signed in as one of them: the time from navigation start to
 * the chart's data received (GET /api/org-chart), to the tree being drawn, and to the first
 * interaction (the first tree item focused, ArrowDown pressed, the focus on the next one); and
 * the longest main-thread task meanwhile (the PerformanceObserver's 'longtask' entries,
 * buffered). BENCH_RUNS (3) runs, each in a fresh browser context (nothing cached); the medians
 * are reported. Numbers are reported, never asserted.
 *   npm run build && npx tsx scripts/bench-org-chart.ts
 */
import type { Browser } from '@playwright/test';
import pg from 'pg';
import { launchChromium } from './lib/page-assets';
import { median, registerUser, runPostgresBenchmark, type RunningServer } from './lib/server-process';
import { seedPeople } from './people-seed';

const PEOPLE = 5_000;
const LEVELS = 6;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHART = '/dashboard/org-chart';

/** What one opening of the chart measured, in milliseconds from navigation start. */
interface Opening {
  /** The org chart's API answer fully received. */
  dataReceived: number;
  treeDrawn: number;
  firstInteraction: number;
  longestTask: number;
  /** The longest of the tasks that started once the data was in: building and drawing the tree. */
  longestTaskAfterData: number;
  longTasks: number;
  /** Tree items in the page once it was drawn: how much of the company was drawn at once. */
  drawnItems: number;
}

/** A long task: when it started and how long it took, in milliseconds. */
interface LongTask {
  startTime: number;
  duration: number;
}

/**
 * Runs in the page before its own scripts (a string: the scripts' types have no DOM): collects
 * every long task into `window.benchLongTasks`, those before it too.
 */
const OBSERVE_LONG_TASKS = `
  window.benchLongTasks = [];
  new PerformanceObserver((list) => {
    for (const { startTime, duration } of list.getEntries()) window.benchLongTasks.push({ startTime, duration });
  }).observe({ type: 'longtask', buffered: true });
`;

/** Whether the focus is on a tree item other than the one with this person id. */
const FOCUS_MOVED_FROM = `(id) => {
  const focused = document.activeElement;
  return focused?.getAttribute('role') === 'treeitem' && focused.getAttribute('data-person-id') !== id;
}`;

async function openChart(browser: Browser, baseUrl: string, cookies: Array<{ name: string; value: string }>) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await context.addCookies(cookies.map((cookie) => ({ ...cookie, url: baseUrl })));
    await context.addInitScript({ content: OBSERVE_LONG_TASKS });
    const page = await context.newPage();
    await page.goto(`${baseUrl}${CHART}`);
    const first = page.locator('[role="tree"] [role="treeitem"][tabindex="0"]');
    await first.waitFor();
    const treeDrawn = await page.evaluate<number>('performance.now()');
    const firstId = await first.getAttribute('data-person-id');
    await first.focus();
    await page.keyboard.press('ArrowDown');
    await page.waitForFunction(FOCUS_MOVED_FROM, firstId);
    const firstInteraction = await page.evaluate<number>('performance.now()');
    const landed = new URL(page.url()).pathname;
    if (landed !== CHART) throw new Error(`${CHART} went to ${landed}`);
    // Long tasks are reported after they end: a frame later, every one so far is in.
    await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)))');
    const tasks = await page.evaluate<LongTask[]>('window.benchLongTasks');
    const drawnItems = await page.locator('[role="treeitem"]').count();
    const dataReceived = await page.evaluate<number>(
      `performance.getEntriesByType('resource').find((entry) => entry.name.endsWith('/api/org-chart')).responseEnd`,
    );
    return {
      dataReceived,
      treeDrawn,
      firstInteraction,
      longestTask: Math.max(0, ...tasks.map((task) => task.duration)),
      longestTaskAfterData: Math.max(
        0,
        ...tasks.filter((task) => task.startTime >= dataReceived).map((task) => task.duration),
      ),
      longTasks: tasks.length,
      drawnItems,
    } satisfies Opening;
  } finally {
    await context.close();
  }
}

async function benchmark(server: RunningServer, databaseUrl: string) {
  const db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  let levels: string[][];
  const viewer = await registerUser(server.baseUrl, '10.9.1.1');
  try {
    ({ levels } = await seedPeople(db, { people: PEOPLE, levels: LEVELS }));
    // The viewer becomes one of them: a report of someone on the fifth level, in their department.
    await db.query(
      `update profiles set manager_id = manager.user_id, department_id = manager.department_id
       from profiles manager where manager.user_id = $1 and profiles.user_id = $2`,
      [levels[LEVELS - 2]![0], viewer.me.id],
    );
  } finally {
    await db.end();
  }
  console.log(`seeded ${PEOPLE} people, levels of ${levels.map((level) => level.length).join(' / ')}`);

  const browser = await launchChromium();
  const openings: Opening[] = [];
  try {
    for (let run = 0; run < RUNS; run++) openings.push(await openChart(browser, server.baseUrl, viewer.cookies));
  } finally {
    await browser.close();
  }

  console.log(`\n${CHART} in Chromium, ${PEOPLE + 1} people, a fresh context each run (ms from navigation start)`);
  const columns = [
    'data received',
    'tree drawn',
    'first interaction',
    'longest task',
    'after data',
    'long tasks',
    'items drawn',
  ];
  console.log(''.padEnd(10) + columns.map((column) => column.padStart(column.length + 2)).join(''));
  const line = (label: string, cells: number[]) =>
    console.log(
      label.padEnd(10) + cells.map((cell, index) => cell.toFixed(0).padStart(columns[index]!.length + 2)).join(''),
    );
  const cellsOf = (opening: Opening) => [
    opening.dataReceived,
    opening.treeDrawn,
    opening.firstInteraction,
    opening.longestTask,
    opening.longestTaskAfterData,
    opening.longTasks,
    opening.drawnItems,
  ];
  openings.forEach((opening, index) => line(`run ${index + 1}`, cellsOf(opening)));
  line(
    'median',
    columns.map((_, column) => median(openings.map((opening) => cellsOf(opening)[column]!))),
  );
}

await runPostgresBenchmark('org-chart', benchmark, { SEED_DEMO_CONTENT: 'false' });
