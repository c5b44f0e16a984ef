import type { Page } from '@playwright/test';
import { uniqueLastName } from '@topgear/shared/test-factories';
import {
  expect,
  expectNoSidewaysScroll,
  registerViaApi,
  signInAsAdmin,
  test,
  uniqueEmail,
  viewports,
} from './fixtures';

const HEADER = 'Email,First name,Last name,Job title,Department,Manager email,Start date';

const csvOf = (...rows: string[][]) => [HEADER, ...rows.map((row) => row.join(','))].join('\r\n');

/** Gives the file input a file of this text, as choosing it on the device would. */
const chooseFile = (page: Page, text: string) =>
  page
    .getByLabel('Choose a CSV file')
    .setInputFiles({ name: 'people.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });

const rowsTable = (page: Page) => page.getByRole('region', { name: 'Rows of the file' });

for (const [label, viewport] of viewports) {
  test.describe(`Importing people at ${label}`, () => {
    test.use({ viewport });

    test('an administrator sees a bad row, fixes the file, imports it and finds the person updated', async ({
      page,
      api,
    }) => {
      const person = await registerViaApi(api);
      const department = `Research ${uniqueLastName()}`;
      const newcomer = uniqueEmail('newcomer');
      const title = `Principal ${uniqueLastName()}`;
      await signInAsAdmin(page.request);
      await page.goto('/dashboard/people-import');
      await expect(page.getByRole('heading', { name: 'Import people', level: 1 })).toBeVisible();

      await chooseFile(
        page,
        csvOf(
          [person.email, person.firstName, person.lastName, title, department, '', '2024-03-01'],
          [newcomer, 'Nia', 'New', 'Engineer', department, person.email, 'next monday'],
        ),
      );
      await page.getByRole('button', { name: 'Preview' }).click();
      await expect(page.getByText('1 person to invite')).toBeVisible();
      await expect(rowsTable(page)).toContainText('Please give the start date as YYYY-MM-DD, between 2000 and 2099.');
      // Both rows name a department that does not exist; creating it leaves the bad date.
      await expect(page.getByText('2 rows have errors.')).toBeVisible();
      await page.getByLabel(`Create it: ${department}`).check();
      await expect(page.getByText('1 row has errors.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Import 2 people' })).toBeDisabled();
      await page.getByLabel('Only rows with errors (1)').check();
      await expect(rowsTable(page).getByRole('row')).toHaveCount(2);
      await expect(rowsTable(page)).toContainText(newcomer);
      await expectNoSidewaysScroll(page);

      await chooseFile(
        page,
        csvOf(
          [person.email, person.firstName, person.lastName, title, department, '', '2024-03-01'],
          [newcomer, 'Nia', 'New', 'Engineer', department, person.email, '2025-01-06'],
        ),
      );
      await page.getByRole('button', { name: 'Preview' }).click();
      await expect(page.getByText('1 person to update')).toBeVisible();
      await page.getByLabel(`Create it: ${department}`).check();
      await expect(page.getByText('Everything is written at once, or nothing')).toBeVisible();
      await page.getByRole('button', { name: 'Import 2 people' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Imported' })).toHaveText(
        /Imported: 1 person updated, 1 person invited, 0 people unchanged, 1 department created\./,
      );

      await page.getByRole('link', { name: 'See the people' }).click();
      await page.getByLabel('Search people').fill(person.lastName);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(page.getByRole('link', { name: person.fullName })).toBeVisible();
      await expect(page.getByText(title)).toBeVisible();
      await page.getByRole('link', { name: person.fullName }).click();
      await expect(page).toHaveURL(new RegExp(`/dashboard/people/${person.me.id}$`));
      await expect(page.getByRole('heading', { name: person.fullName, level: 1 })).toBeVisible();
      await expect(page.getByText(title)).toBeVisible();
      await expect(page.getByText(department)).toBeVisible();
      await expectNoSidewaysScroll(page);
    });
  });
}
