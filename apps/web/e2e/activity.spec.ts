import type { APIRequestContext, Page } from '@playwright/test';
import type { Goal } from '@topgear/shared/goals';
import {
  createdViaApi,
  expect,
  expectNoSidewaysScroll,
  grantRole,
  registerViaApi,
  signInAsAdmin,
  test,
  viewports,
  type RegisteredUser,
} from './fixtures';

const ADMIN_CHARTS = ['Headcount', 'Days off taken', 'Goal progress', 'Tasks per column', 'Demo bookings'];
const NO_ACCESS = 'You do not have access to this page';

const chart = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

/** The chart's drawing itself (its legend's icons are drawings too). */
const drawingOf = (page: Page, title: string) => chart(page, title).locator('.recharts-wrapper > svg.recharts-surface');

/** The figures under a chart, opened the way a keyboard or screen-reader user would read them. */
async function figuresOf(page: Page, title: string) {
  const region = chart(page, title);
  await region.getByText('Show the figures').click();
  return region.getByRole('table', { name: title });
}

/** A new employee in their own API client, with `scheduled` tasks in the Scheduled column. */
async function employeeWithTasks(api: APIRequestContext, scheduled: number): Promise<RegisteredUser> {
  const employee = await registerViaApi(api);
  for (let index = 0; index < scheduled; index += 1) {
    await createdViaApi(api, '/api/tasks', {
      text: `Plan the offsite ${index}`,
      dueDate: '2030-01-15',
      status: 'scheduled',
    });
  }
  return employee;
}

for (const [label, viewport] of viewports) {
  test.describe(`Admin and Manager Activity at ${label}`, () => {
    test.use({ viewport });

    test('an administrator reads the company at a glance, their latest action, and the audit log', async ({
      page,
      api,
    }) => {
      const employee = await employeeWithTasks(api, 2);
      await signInAsAdmin(page.request);
      await grantRole(page.request, employee.me.id, 'manager');

      await page.goto('/dashboard/home');
      await page.getByRole('link', { name: /^Admin Activity/ }).click();

      await expect(page).toHaveURL('/dashboard/admin');
      await expect(page.getByRole('heading', { level: 1, name: 'Admin Activity' })).toBeVisible();
      for (const title of ADMIN_CHARTS) {
        await expect(drawingOf(page, title)).toBeVisible();
      }
      await expect(chart(page, 'Headcount')).toContainText(/\d+ people \(\d+ admins?, \d+ managers?\)/);

      const tasks = await figuresOf(page, 'Tasks per column');
      await expect(tasks.getByRole('rowheader')).toHaveText(['Not Started', 'Scheduled', 'In Progress', 'Completed']);
      const scheduled = await tasks
        .getByRole('row', { name: /^Scheduled/ })
        .getByRole('cell')
        .textContent();
      expect(Number(scheduled)).toBeGreaterThanOrEqual(2);

      const latest = page.getByRole('region', { name: 'Latest activity' });
      await expect(latest).toContainText(`Made ${employee.fullName} a manager`);
      await expectNoSidewaysScroll(page);

      await latest.getByRole('link', { name: 'Open the audit log' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Audit Log' })).toBeVisible();
      const entry = page
        .getByRole('region', { name: 'Audit log' })
        .getByRole('row', { name: new RegExp(`Made ${employee.fullName} a manager`) });
      await expect(entry).toContainText('Administrator');
      await expectNoSidewaysScroll(page);

      await page.goBack();
      await page
        .getByRole('list', { name: 'Admin menu' })
        .getByRole('link', { name: /^Manage Demo Details/ })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: 'Manage Our Scheduled User Details' })).toBeVisible();
    });

    test('a manager sees their own latest actions and the manager screens, without the admin ones', async ({
      page,
      signUpViaApi,
      adminApi,
      api,
    }) => {
      const manager = await signUpViaApi();
      await grantRole(adminApi, manager.me.id, 'manager');
      const employee = await registerViaApi(api);
      const goal = await createdViaApi<Goal>(api, '/api/goals', {
        name: `Ship the mobile app ${employee.lastName}`,
        target: 4,
      });
      const feedback = await page.request.put(`/api/goals/${goal.id}/feedback`, { data: { feedback: 'Good pace.' } });
      expect(feedback.status(), await feedback.text()).toBe(200);

      await page.goto('/dashboard/home');
      await page.getByRole('link', { name: /^Manager Activity/ }).click();

      await expect(page.getByRole('heading', { level: 1, name: 'Manager Activity' })).toBeVisible();
      for (const title of ['Headcount', 'Days off taken', 'Goal progress', 'Tasks per column']) {
        await expect(drawingOf(page, title)).toBeVisible();
      }
      await expect(chart(page, 'Demo bookings')).toHaveCount(0);
      const mine = page.getByRole('region', { name: 'Your latest actions' });
      await expect(mine.getByRole('listitem')).toHaveText([
        new RegExp(`${manager.fullName}: Added feedback to ${employee.fullName}'s goal "${goal.name}"`),
      ]);
      await expect(mine.getByRole('link', { name: 'Open the audit log' })).toHaveCount(0);
      const menu = page.getByRole('list', { name: 'Manager menu' });
      await expect(menu.getByRole('link')).toHaveCount(4);
      await expect(menu.getByRole('link', { name: /^Chat Request/ })).toBeVisible();
      await expect(menu.getByRole('link', { name: /^Manage User/ })).toHaveCount(0);
      await expectNoSidewaysScroll(page);

      await menu.getByRole('link', { name: /^Employees All Goal/ }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Employees All Goal' })).toBeVisible();
    });
  });
}

test('employees and managers are told the administrators’ pages are not theirs', async ({
  page,
  signUpViaApi,
  adminApi,
}) => {
  // Seven full page loads.
  test.slow();
  const person = await signUpViaApi();
  for (const path of ['/dashboard/admin', '/dashboard/manager', '/dashboard/audit-log']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: NO_ACCESS })).toBeVisible();
  }

  await grantRole(adminApi, person.me.id, 'manager');
  await page.goto('/dashboard/manager');
  await expect(page.getByRole('heading', { level: 1, name: 'Manager Activity' })).toBeVisible();
  for (const path of ['/dashboard/admin', '/dashboard/audit-log']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: NO_ACCESS })).toBeVisible();
  }
});

test('the audit log loads older entries on request', async ({ page, api }) => {
  const person = await registerViaApi(api);
  await signInAsAdmin(page.request);
  // 13 promotions and 13 demotions: 26 entries, one more than a page.
  for (let round = 0; round < 13; round += 1) {
    await grantRole(page.request, person.me.id, 'manager');
    const demotion = await page.request.delete(`/api/users/${person.me.id}/roles/manager`);
    expect(demotion.status(), await demotion.text()).toBe(200);
  }

  await page.goto('/dashboard/audit-log');
  const log = page.getByRole('region', { name: 'Audit log' });
  const rows = log.getByRole('row');
  const theirs = rows.filter({ hasText: person.fullName });
  await expect(rows).toHaveCount(26);
  await expect(theirs.first()).toContainText(`Removed the manager role from ${person.fullName}`);

  const loadMore = page.getByRole('button', { name: 'Load more' });
  // Other journeys log too, so older pages may interleave their entries with ours.
  await expect(async () => {
    await loadMore.click();
    await expect(theirs).toHaveCount(26, { timeout: 2_000 });
  }).toPass();
  await expect(theirs.last()).toContainText(`Made ${person.fullName} a manager`);
});

test('the chart library loads on the activity pages only', async ({ page }) => {
  const withCharts = new Set<string>();
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    const loadedOn = new URL(page.url()).pathname;
    // The browser drops a body once its page is left; a hashed script reads the same when fetched again.
    const body = await response.text().catch(async () => (await page.request.get(response.url())).text());
    if (body.includes('recharts-surface')) withCharts.add(loadedOn);
  });
  await signInAsAdmin(page.request);

  await page.goto('/dashboard/home');
  await page.waitForLoadState('networkidle');
  await page.goto('/dashboard/employeesgoal');
  await page.waitForLoadState('networkidle');
  expect([...withCharts]).toEqual([]);

  await page.goto('/dashboard/admin');
  await expect(drawingOf(page, 'Headcount')).toBeVisible();
  await expect.poll(() => [...withCharts]).toEqual(['/dashboard/admin']);
});
