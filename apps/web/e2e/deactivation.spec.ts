import type { Browser, Page, ViewportSize } from '@playwright/test';
import {
  expect,
  expectNoSidewaysScroll,
  type RegisteredUser,
  registerViaApi,
  signInAsAdmin,
  signInThroughForm,
  test,
  toast,
  viewports,
} from './fixtures';

const DEACTIVATED = 'This account has been deactivated. Contact your administrator.';

interface PersonFixtures {
  page: Page;
  browser: Browser;
  baseURL: string | undefined;
  extraHTTPHeaders: Record<string, string> | undefined;
  viewport: ViewportSize | null;
}

const rowOf = (page: Page, fullName: string) =>
  page.getByRole('region', { name: 'Users' }).getByRole('row', { name: new RegExp(fullName) });

/**
 * A journey of someone new whose dashboard is open in a browser context of their own, while the
 * administrator on `page` looks at them in Manage Users; the context is closed afterwards.
 */
const withOpenDashboard =
  (journey: (page: Page, person: RegisteredUser, theirPage: Page) => Promise<void>) =>
  async ({ page, browser, baseURL, extraHTTPHeaders, viewport }: PersonFixtures) => {
    const context = await browser.newContext({ baseURL, extraHTTPHeaders, viewport });
    try {
      const person = await registerViaApi(context.request);
      const theirPage = await context.newPage();
      await theirPage.goto('/dashboard/home');
      await expect(theirPage.getByRole('button', { name: `Profile menu for ${person.fullName}` })).toBeVisible();
      await signInAsAdmin(page.request);
      await page.goto(`/dashboard/manage-users?q=${encodeURIComponent(person.email)}`);
      await journey(page, person, theirPage);
    } finally {
      await context.close();
    }
  };

for (const [label, viewport] of viewports) {
  test.describe(`Deactivating and signing out at ${label}`, () => {
    test.use({ viewport });

    test(
      "a deactivated person's open dashboard goes to the login page, and they cannot sign in until reactivated",
      withOpenDashboard(async (page, person, theirPage) => {
        const row = rowOf(page, person.fullName);
        await row.getByRole('button', { name: /^Deactivate/ }).click();
        await page
          .getByRole('dialog', { name: `Deactivate ${person.fullName}?` })
          .getByRole('button', { name: 'Deactivate' })
          .click();

        await expect(toast(page, 'Account deactivated')).toBeVisible();
        await expect(row).toContainText('Deactivated');
        await expectNoSidewaysScroll(page);
        await expect(theirPage).toHaveURL(/\/login$/);
        await signInThroughForm(theirPage, person);
        await expect(theirPage.getByRole('alert')).toHaveText(DEACTIVATED);
        await expect(theirPage).toHaveURL(/\/login$/);

        await row.getByRole('button', { name: /^Reactivate/ }).click();
        await expect(toast(page, 'Account reactivated')).toBeVisible();
        await expect(row).not.toContainText('Deactivated');
        await theirPage.getByRole('button', { name: 'Login' }).click();
        await expect(theirPage).toHaveURL(/\/dashboard\/home$/);
      }),
    );

    test("the dialog lists who reports to the person and to whom they move; the report's page then shows their new manager", async ({
      page,
      api,
      adminApi,
    }) => {
      const [boss, leaver, report] = [await registerViaApi(api), await registerViaApi(api), await registerViaApi(api)];
      for (const [person, manager] of [
        [leaver, boss],
        [report, leaver],
      ] as const) {
        const placed = await adminApi.patch(`/api/people/${person.me.id}`, { data: { managerId: manager.me.id } });
        expect(placed.status(), await placed.text()).toBe(200);
      }
      await signInAsAdmin(page.request);
      await page.goto(`/dashboard/manage-users?q=${encodeURIComponent(leaver.email)}`);

      await rowOf(page, leaver.fullName)
        .getByRole('button', { name: /^Deactivate/ })
        .click();
      const dialog = page.getByRole('dialog', { name: `Deactivate ${leaver.fullName}?` });
      await expect(dialog).toContainText(
        `1 person reports to ${leaver.fullName}. They will report to ${boss.fullName}.`,
      );
      await expect(dialog.getByRole('list', { name: `People who report to ${leaver.fullName}` })).toHaveText(
        report.fullName,
      );
      await expectNoSidewaysScroll(page);
      await dialog.getByRole('button', { name: 'Deactivate' }).click();
      await expect(toast(page, 'Account deactivated')).toBeVisible();

      await page.goto(`/dashboard/people/${report.me.id}`);
      const main = page.getByRole('main');
      await expect(main.getByRole('link', { name: new RegExp(boss.fullName) }).first()).toBeVisible();
      await expect(main).not.toContainText(leaver.fullName);
    });

    test(
      'signing someone out everywhere sends their open dashboard to the login page',
      withOpenDashboard(async (page, person, theirPage) => {
        await rowOf(page, person.fullName)
          .getByRole('button', { name: /^Sign out everywhere/ })
          .click();
        await page
          .getByRole('dialog', { name: `Sign ${person.fullName} out everywhere?` })
          .getByRole('button', { name: 'Sign out everywhere' })
          .click();

        await expect(toast(page, 'Signed out everywhere')).toBeVisible();
        await expect(theirPage).toHaveURL(/\/login$/);
        await signInThroughForm(theirPage, person);
        await expect(theirPage).toHaveURL(/\/dashboard\/home$/);
      }),
    );
  });
}
