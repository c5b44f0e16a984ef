import type { Locator } from '@playwright/test';
import type { CompanyValue } from '@topgear/shared/company-values';
import type { OrgUnit } from '@topgear/shared/people';
import { uniqueLastName } from '@topgear/shared/test-factories';
import {
  createdViaApi,
  expect,
  expectAccessibleMain,
  expectNoSidewaysScroll,
  registerViaApi,
  signInAsAdmin,
  signInViaApi,
  test,
  toast,
  viewports,
} from './fixtures';

/** The figure in the table under a chart, in the row named `row` and the column named `column`. */
async function figure(table: Locator, row: string, column: string) {
  const columns = await table.locator('thead th').allTextContents();
  expect(columns).toContain(column);
  return table
    .getByRole('row', { name: new RegExp(`^${row}`) })
    .locator('th, td')
    .nth(columns.indexOf(column));
}

const [, [phoneLabel, phone]] = viewports;

const thisMonth = () => new Date().toLocaleDateString('en-US', { month: 'long', year: 'numeric' });

test('an administrator sees praise month by month, by value and by department', async ({
  page,
  adminApi,
  api,
  browser,
  baseURL,
  extraHTTPHeaders,
}) => {
  const value = await createdViaApi<CompanyValue>(adminApi, '/api/company-values', {
    name: `Grit ${uniqueLastName()}`,
    icon: 'rocket',
  });
  const department = await createdViaApi<OrgUnit>(adminApi, '/api/departments', { name: `Ops ${uniqueLastName()}` });
  const [giver, first, second] = [await registerViaApi(api), await registerViaApi(api), await registerViaApi(api)];
  for (const person of [first, second]) {
    expect((await adminApi.patch(`/api/people/${person.me.id}`, { data: { departmentId: department.id } })).ok()).toBe(
      true,
    );
  }
  const giverContext = await browser.newContext({ baseURL, extraHTTPHeaders });
  try {
    await signInViaApi(giverContext.request, giver);
    for (const recipientIds of [[first.me.id, second.me.id], [first.me.id]]) {
      await createdViaApi(giverContext.request, '/api/praise', {
        recipientIds,
        message: 'Kept the lights on through the migration.',
        valueId: value.id,
        visibility: 'private',
      });
    }
  } finally {
    await giverContext.close();
  }

  await signInAsAdmin(page.request);
  await page.goto('/dashboard/recognition');
  const chart = page.getByRole('region', { name: 'Praise by value' });
  await expect(chart).toContainText(/praise given from .+ to .+\./);
  await chart.getByText('Show the figures').click();
  await expect(await figure(chart.getByRole('table'), thisMonth(), value.name)).toHaveText('2');

  await page.getByLabel('Count by').selectOption({ label: 'Department of the people praised' });
  const byDepartment = page.getByRole('region', { name: 'People praised by department' });
  // The figures stay open from one way of counting to the other.
  await expect(byDepartment.getByRole('table')).toBeVisible();
  await expect(await figure(byDepartment.getByRole('table'), thisMonth(), department.name)).toHaveText('3');
  await page.getByLabel('Months').selectOption({ label: `Last year (${new Date().getFullYear() - 1})` });
  await expect(await figure(byDepartment.getByRole('table'), thisMonth(), department.name)).toHaveCount(0);
  await expectAccessibleMain(page);
  // Opened anew at 375 px: a chart already drawn wider resizes only after a frame or two.
  await page.setViewportSize(phone);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Praise by value' })).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test.describe(`Reports nobody praised lately, at ${phoneLabel}`, () => {
  test.use({ viewport: phone });

  test('a manager sees a report nobody praised, and praises them from there', async ({
    page,
    adminApi,
    api,
    signedInUser: manager,
  }) => {
    const report = await registerViaApi(api);
    expect((await adminApi.patch(`/api/people/${report.me.id}`, { data: { managerId: manager.me.id } })).ok()).toBe(
      true,
    );

    await page.goto('/dashboard/manager');
    const quiet = page.getByRole('region', { name: 'No praise in 60 days' });
    const row = quiet.getByRole('listitem').filter({ hasText: report.fullName });
    await expect(row).toContainText('Never praised');
    await expectNoSidewaysScroll(page);
    await row.getByRole('button', { name: `Praise ${report.fullName}` }).click();
    const dialog = page.getByRole('dialog', { name: `Praise ${report.fullName}` });
    await dialog.getByLabel('What did they do?').fill('Took the new starter under their wing all month.');
    await dialog.getByRole('button', { name: 'Send praise' }).click();
    await expect(toast(page, `${report.fullName} has your praise`)).toBeVisible();

    await expect(quiet).toContainText('Everyone who reports to you was praised in the last 60 days.');
  });
});
