import type { Page } from '@playwright/test';
import { LEAVE_MESSAGES } from '@topgear/shared/leave';
import {
  expect,
  expectNoSidewaysScroll,
  registerViaApi,
  test as base,
  toast,
  viewports,
  type RegisteredUser,
} from './fixtures';

/** `YYYY-MM-DD`, `days` after today on the browser's calendar. */
function dayFromToday(days: number) {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return [date.getFullYear(), date.getMonth() + 1, date.getDate()]
    .map((part) => String(part).padStart(2, '0'))
    .join('-');
}

const bell = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Notifications/ });

interface Manager {
  person: RegisteredUser;
  /** Their own browser page. */
  page: Page;
}

/** The test's page is the report's; `manager` is a new employee, without any role, in a browser of their own. */
const test = base.extend<{ manager: Manager }>({
  manager: async ({ browser, baseURL, extraHTTPHeaders, viewport }, use) => {
    const context = await browser.newContext({ baseURL, extraHTTPHeaders, viewport });
    const person = await registerViaApi(context.request);
    await use({ person, page: await context.newPage() });
    await context.close();
  },
});

for (const [label, viewport] of viewports) {
  test.describe(`days off along the reporting line at ${label}`, () => {
    test.use({ viewport });

    test("a report's request notifies their manager, who approves it among their reports and sees their team", async ({
      page,
      signedInUser: report,
      adminApi,
      manager,
    }) => {
      const placed = await adminApi.patch(`/api/people/${report.me.id}`, {
        data: { managerId: manager.person.me.id },
      });
      expect(placed.status(), await placed.text()).toBe(200);
      const managerPage = manager.page;
      await managerPage.goto('/dashboard/home');
      await expect(bell(managerPage)).toHaveAccessibleName('Notifications');
      await expect(managerPage.getByRole('link', { name: /^Manager Activity/ })).toBeVisible();

      const [from, to] = [dayFromToday(0), dayFromToday(1)];
      await page.goto('/dashboard/vacation-select');
      await page.getByRole('button', { name: /^Record Vacation days/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Record days off' });
      await dialog.getByLabel('From').fill(from);
      await dialog.getByLabel('To').fill(to);
      await dialog.getByRole('button', { name: 'Check days' }).click();
      await dialog.getByLabel('Notes').fill('Family wedding');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(toast(page, 'Your days off are recorded')).toBeVisible();

      await expect(bell(managerPage)).toHaveAccessibleName('Notifications, 1 unread');
      await bell(managerPage).click();
      await expect(managerPage.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
      const notification = managerPage.getByRole('main').getByRole('listitem').getByRole('link');
      await expect(notification).toContainText(
        LEAVE_MESSAGES.requestedNotification(report.fullName, { type: 'Vacation', from, to, days: 1 }),
      );
      await notification.click();

      await expect(managerPage).toHaveURL(/\/dashboard\/employeesvacation\?view=reports&person=/);
      await expect(managerPage.getByRole('heading', { level: 1, name: 'Employees All Vacation' })).toBeVisible();
      await expect(managerPage.getByText("Your reports' days off")).toBeVisible();
      await expect(managerPage.getByText(`Showing only ${report.fullName}'s records.`)).toBeVisible();
      const record = managerPage.getByRole('article').filter({ hasText: 'Family wedding' });
      await record.getByRole('button', { name: /^Approve/ }).click();
      await expect(toast(managerPage, 'Request approved')).toBeVisible();
      await expect(record).toContainText('Approved');
      await expectNoSidewaysScroll(managerPage);

      await managerPage.goto('/dashboard/manager');
      const member = managerPage
        .getByRole('region', { name: 'My team' })
        .getByRole('article', { name: report.fullName });
      await expect(member.getByRole('link', { name: report.fullName })).toHaveAttribute(
        'href',
        `/dashboard/people/${report.me.id}`,
      );
      await expect(member).toContainText('Vacation');
      await expect(member).toContainText('No requests to decide.');
      await expectNoSidewaysScroll(managerPage);

      await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
      await page.reload();
      const history = page.getByRole('region', { name: 'Consumption Days Off' });
      await expect(history.getByRole('listitem').filter({ hasText: 'Family wedding' })).toContainText('Approved');
    });
  });
}
