import type { Page } from '@playwright/test';
import { expect, expectNoSidewaysScroll, registerViaApi, signInAsAdmin, test, toast, viewports } from './fixtures';

const personPage = (id: string) => `/dashboard/people/${encodeURIComponent(id)}`;

const reportingLine = (page: Page) => page.getByRole('region', { name: 'Reporting line' });

for (const [label, viewport] of viewports) {
  test.describe(`People at ${label}`, () => {
    test.use({ viewport });

    test("an administrator sets someone's manager on their page, and the manager's page lists them", async ({
      page,
      api,
    }) => {
      const [report, manager] = [await registerViaApi(api), await registerViaApi(api)];
      await signInAsAdmin(page.request);
      await page.goto(personPage(report.me.id));
      await expect(page.getByRole('heading', { level: 1, name: report.fullName })).toBeVisible();
      await expect(reportingLine(page)).toContainText(`Nobody: ${report.fullName} is at the top.`);
      await expect(page.getByRole('region', { name: 'Goals in progress' })).toContainText('No goals in progress.');

      await page.getByRole('button', { name: `Edit ${report.fullName}` }).click();
      const dialog = page.getByRole('dialog', { name: `Edit ${report.fullName}` });
      await dialog.getByLabel('Find a manager').fill(manager.lastName);
      await expect(dialog.getByText('One person matches: choose in the list below.')).toBeVisible();
      await dialog
        .getByLabel('Manager', { exact: true })
        .selectOption({ label: `${manager.fullName} (${manager.jobRole})` });
      await dialog.getByLabel('Location').fill('Dhaka');
      await expectNoSidewaysScroll(page);
      await dialog.getByRole('button', { name: 'Save changes' }).click();

      await expect(toast(page, `${report.fullName}'s details are saved`)).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('region', { name: 'Work' })).toContainText('Dhaka');
      await expectNoSidewaysScroll(page);
      await reportingLine(page).getByRole('link', { name: manager.fullName }).click();

      await expect(page).toHaveURL(personPage(manager.me.id));
      await expect(page.getByRole('heading', { level: 1, name: manager.fullName })).toBeVisible();
      await page
        .getByRole('list', { name: `Direct reports of ${manager.fullName}` })
        .getByRole('link', { name: report.fullName })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: report.fullName })).toBeVisible();
    });

    test('the People list finds someone by their job title', async ({ page, api, adminApi, signedInUser: _ }) => {
      const person = await registerViaApi(api);
      const jobTitle = `Cartographer ${Date.now().toString(36)}`;
      const placed = await adminApi.patch(`/api/people/${encodeURIComponent(person.me.id)}`, { data: { jobTitle } });
      expect(placed.status(), await placed.text()).toBe(200);

      await page.goto('/dashboard/home');
      await page
        .getByRole('list', { name: 'Home menu' })
        .getByRole('link', { name: /^People/ })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: 'People' })).toBeVisible();
      await page.getByLabel('Search people').fill(jobTitle);
      await page.getByRole('button', { name: 'Search', exact: true }).click();

      await expect(page).toHaveURL(/\?q=Cartographer/);
      const people = page.getByRole('list', { name: 'People' });
      await expect(people.getByRole('listitem')).toHaveCount(1);
      await expect(people).toContainText(jobTitle);
      await expectNoSidewaysScroll(page);
      await people.getByRole('link', { name: person.fullName }).click();
      await expect(page.getByRole('heading', { level: 1, name: person.fullName })).toBeVisible();
      await expect(page.getByText(jobTitle)).toBeVisible();
    });
  });
}
