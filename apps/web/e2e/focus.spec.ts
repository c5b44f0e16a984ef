import type { APIRequestContext, Page } from '@playwright/test';
import { createdViaApi, expect, test } from './fixtures';

const FOCUS_PAGE = '/dashboard/focus';

/** A day `offset` days from today in the browser's (this machine's) calendar, as `YYYY-MM-DD`. */
function localDay(offset: number) {
  const day = new Date();
  day.setDate(day.getDate() + offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** Someone's day: a late task, one due today, a goal under way with a check-in, and days off waiting for approval. */
async function planADay(request: APIRequestContext) {
  await createdViaApi(request, '/api/tasks', {
    text: 'Send the late expense report',
    dueDate: localDay(-3),
    status: 'not-started',
  });
  await createdViaApi(request, '/api/tasks', {
    text: 'Prepare the sprint demo',
    dueDate: localDay(0),
    status: 'in-progress',
  });
  const goal = await createdViaApi<{ id: string }>(request, '/api/goals', {
    name: 'Ship the onboarding revamp',
    target: 5,
  });
  await createdViaApi(request, `/api/goals/${goal.id}/check-ins`, { progress: 2, status: 'on-track' });
  await createdViaApi(request, '/api/leave/requests', { type: 'Vacation', from: localDay(30), to: localDay(32) });
}

const region = (page: Page, name: string | RegExp) => page.getByRole('region', { name, exact: true });

async function expectTheDay(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Focus' })).toBeVisible();
  const today = new Intl.DateTimeFormat('en-US', { dateStyle: 'full' }).format(new Date());
  await expect(page.getByText(`Today is ${today}.`)).toBeVisible();

  const tasks = region(page, 'My tasks');
  await expect(region(page, /^Overdue/).getByText('Send the late expense report')).toBeVisible();
  await expect(region(page, /^Today/).getByText('Prepare the sprint demo')).toBeVisible();
  await expect(tasks.getByRole('link', { name: 'Open the Task Center' })).toHaveAttribute('href', '/dashboard/task');

  const goals = region(page, 'Active goals');
  await expect(goals.getByText('Ship the onboarding revamp')).toBeVisible();
  await expect(goals.getByRole('progressbar', { name: 'Progress of Ship the onboarding revamp' })).toHaveAttribute(
    'aria-valuenow',
    '2',
  );
  await expect(page.getByRole('link', { name: 'Open my goals' })).toHaveAttribute('href', '/dashboard/add-goal');

  const leave = region(page, 'Pending days off');
  await expect(leave.getByRole('listitem')).toHaveCount(1);
  await expect(leave.getByRole('listitem')).toContainText('Vacation');
  await expect(leave.getByRole('listitem')).toContainText('2 days');
  await expect(page.getByRole('link', { name: 'Take Vacation' })).toHaveAttribute('href', '/dashboard/vacation-select');
}

test('the Focus page shows my overdue and due tasks, my goal under way and my pending days off', async ({
  page,
  signedInUser: _,
}) => {
  await planADay(page.request);
  await page.goto(FOCUS_PAGE);

  await expectTheDay(page);
  const [tasks, goals, leave] = await Promise.all(
    ['My tasks', 'Active goals', 'Pending days off'].map((name) => region(page, name).boundingBox()),
  );
  // Side by side on a wide screen.
  expect(tasks!.y).toBe(goals!.y);
  expect(goals!.y).toBe(leave!.y);
  expect(tasks!.x).toBeLessThan(goals!.x);
  expect(goals!.x).toBeLessThan(leave!.x);
});

test('the links lead to the full pages', async ({ page, signedInUser: _ }) => {
  await page.goto(FOCUS_PAGE);

  await page.getByRole('link', { name: 'Take Vacation' }).click();
  await expect(page).toHaveURL('/dashboard/vacation-select');
  await page.goBack();
  await page.getByRole('link', { name: 'Open my goals' }).click();
  await expect(page).toHaveURL('/dashboard/add-goal');
  await page.goBack();
  await page.getByRole('link', { name: 'Open the Task Center' }).click();
  await expect(page).toHaveURL('/dashboard/task');
});

test('a new user sees each summary empty', async ({ page, signedInUser: _ }) => {
  await page.goto(FOCUS_PAGE);

  await expect(region(page, /^Overdue/).getByText('Nothing is overdue.')).toBeVisible();
  await expect(region(page, /^Today/).getByText('Nothing is due today.')).toBeVisible();
  await expect(region(page, 'Active goals').getByText('No active goals.')).toBeVisible();
  await expect(region(page, 'Pending days off').getByText('You have no pending days off.')).toBeVisible();
});

test.describe('at 375 pixels wide', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the summaries stack in one column and the page fits the screen', async ({ page, signedInUser: _ }) => {
    await planADay(page.request);
    await page.goto(FOCUS_PAGE);

    await expectTheDay(page);
    const [tasks, goals, leave] = await Promise.all(
      ['My tasks', 'Active goals', 'Pending days off'].map((name) => region(page, name).boundingBox()),
    );
    expect(tasks!.x).toBe(goals!.x);
    expect(goals!.x).toBe(leave!.x);
    expect(tasks!.y + tasks!.height).toBeLessThan(goals!.y);
    expect(goals!.y + goals!.height).toBeLessThan(leave!.y);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
