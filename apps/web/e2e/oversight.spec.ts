import type { APIRequestContext, Page } from '@playwright/test';
import type { Goal } from '@topgear/shared/goals';
import type { LeaveRequest } from '@topgear/shared/leave';
import {
  createdViaApi,
  expect,
  expectNoSidewaysScroll,
  grantRole,
  registerViaApi,
  test as base,
  toast,
  viewports,
  type RegisteredUser,
} from './fixtures';

/** `YYYY-MM-DD` of the `day`th of the month after this one, on the browser's calendar. */
function nextMonthDay(day: number) {
  const now = new Date();
  const date = new Date(now.getFullYear(), now.getMonth() + 1, day);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

interface Employee {
  employee: RegisteredUser;
  /** Their own browser page, and their API client sharing its session. */
  page: Page;
  request: APIRequestContext;
}

/** The test's page is a manager's; `someone` is a new employee in a browser of their own. */
const test = base.extend<{ manager: RegisteredUser; someone: Employee }>({
  manager: async ({ signUpViaApi, adminApi }, use) => {
    const manager = await signUpViaApi();
    await grantRole(adminApi, manager.me.id, 'manager');
    await use(manager);
  },
  someone: async ({ browser, baseURL, extraHTTPHeaders, viewport }, use) => {
    const context = await browser.newContext({ baseURL, extraHTTPHeaders, viewport });
    const employee = await registerViaApi(context.request);
    await use({ employee, page: await context.newPage(), request: context.request });
    await context.close();
  },
});

for (const [label, viewport] of viewports) {
  test.describe(`managers' oversight at ${label}`, () => {
    test.use({ viewport });

    test("a manager's feedback on a goal reaches its owner, with a notification", async ({
      page,
      manager: _,
      someone: { employee, page: employeePage, request },
    }) => {
      const goal = await createdViaApi<Goal>(request, '/api/goals', {
        name: `Cut the support backlog ${employee.lastName}`,
        target: 5,
      });

      await page.goto('/dashboard/employeesgoal');
      await expect(page.getByRole('heading', { level: 1, name: 'Employees All Goal' })).toBeVisible();
      const card = page.getByRole('article', { name: goal.name });
      await expect(card).toContainText(employee.fullName);
      await expect(card).toContainText('No feedback');
      await card.getByRole('button', { name: /^Add feedback/ }).click();
      const dialog = page.getByRole('dialog', { name: `Feedback on ${employee.fullName}'s goal “${goal.name}”` });
      await dialog.getByLabel('Feedback').fill('Great scope. Keep the demos weekly.');
      await dialog.getByRole('button', { name: 'Save feedback' }).click();

      await expect(toast(page, 'Feedback saved')).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(card).toContainText('Great scope. Keep the demos weekly.');
      await expect(card.getByRole('button', { name: /^Edit feedback/ })).toBeVisible();
      await expectNoSidewaysScroll(page);

      await employeePage.goto('/dashboard/add-goal');
      const ownCard = employeePage
        .getByRole('region', { name: 'Show Your Created Goal' })
        .getByRole('article', { name: goal.name });
      await expect(ownCard).toContainText('Great scope. Keep the demos weekly.');
      await expect(employeePage.getByRole('banner').getByRole('link', { name: /^Notifications/ })).toHaveAccessibleName(
        'Notifications, 1 unread',
      );
    });

    test('a manager approves one request and rejects another; the calendar names who is out', async ({
      page,
      manager: _,
      someone: { employee, page: employeePage, request },
    }) => {
      await createdViaApi<LeaveRequest>(request, '/api/leave/requests', {
        type: 'Vacation',
        from: nextMonthDay(3),
        to: nextMonthDay(5),
      });
      await createdViaApi<LeaveRequest>(request, '/api/leave/requests', {
        type: 'Vacation',
        from: nextMonthDay(10),
        to: nextMonthDay(13),
      });

      await page.goto(`/dashboard/employeesvacation?person=${employee.me.id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Employees All Vacation' })).toBeVisible();
      await expect(page.getByText(`Showing only ${employee.fullName}'s records.`)).toBeVisible();
      const records = page.getByRole('article').filter({ hasText: employee.fullName });
      await expect(records).toHaveCount(2);
      const firstRecord = records.filter({ hasText: '2 days of Vacation' });
      const secondRecord = records.filter({ hasText: '3 days of Vacation' });

      await firstRecord.getByRole('button', { name: /^Approve/ }).click();
      await expect(toast(page, 'Request approved')).toBeVisible();
      await expect(firstRecord).toContainText('Approved');

      await secondRecord.getByRole('button', { name: /^Reject/ }).click();
      await page
        .getByRole('dialog', { name: `Reject ${employee.fullName}'s 3 days of Vacation?` })
        .getByRole('button', { name: 'Reject' })
        .click();
      await expect(toast(page, 'Request rejected')).toBeVisible();
      await expect(secondRecord).toContainText('Rejected');
      await expect(secondRecord.getByRole('button', { name: /^Approve/ })).toHaveCount(0);

      const calendar = page.getByRole('region', { name: /^Who's out/ });
      await calendar.getByRole('button', { name: 'Next month' }).click();
      await expect(
        calendar.getByText(`${employee.fullName} (Vacation)`).filter({ visible: true }).first(),
      ).toBeVisible();
      await expectNoSidewaysScroll(page);

      await employeePage.goto('/dashboard/vacation-select');
      await expect(employeePage.getByRole('article', { name: 'Vacation full-time' })).toContainText(
        '58 days available',
      );
      const history = employeePage.getByRole('region', { name: 'Consumption Days Off' });
      await expect(history.getByRole('listitem').filter({ hasText: '2 days of Vacation' })).toContainText('Approved');
      await expect(history.getByRole('listitem').filter({ hasText: '3 days of Vacation' })).toContainText('Rejected');
    });

    test('an employee is told these pages are for managers', async ({ page, signedInUser: _ }) => {
      for (const path of ['/dashboard/employeesvacation', '/dashboard/employeesgoal']) {
        await page.goto(path);
        await expect(
          page.getByRole('heading', { level: 1, name: 'You do not have access to this page' }),
        ).toBeVisible();
        await expect(page.getByText('This page is for managers and administrators.')).toBeVisible();
      }
    });
  });
}
