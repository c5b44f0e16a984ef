import type { Page } from '@playwright/test';
import { uniqueLastName } from '@topgear/shared/test-factories';
import {
  expect,
  expectNoSidewaysScroll,
  grantRole,
  registerViaApi,
  signInAsAdmin,
  test,
  toast,
  viewports,
} from './fixtures';

/** The journeys count the directory before and after their change: one at a time. */
test.describe.configure({ mode: 'serial' });

/** The count the 'Directory' heading shows. */
async function directorySize(page: Page) {
  const heading = page.getByRole('heading', { level: 1, name: /^Directory/ });
  await expect(heading).toHaveText(/\(\d+\)/);
  return Number(/\((\d+)\)/.exec((await heading.textContent()) ?? '')?.[1]);
}

for (const [label, viewport] of viewports) {
  test.describe(`Directory at ${label}`, () => {
    test.use({ viewport });

    test('a manager adds someone, opens their page, then removes them', async ({ page, signUpViaApi, adminApi }) => {
      const manager = await signUpViaApi();
      await grantRole(adminApi, manager.me.id, 'manager');
      const name = `Nadia ${uniqueLastName()}`;

      await page.goto('/dashboard/employee');
      const before = await directorySize(page);
      await page.getByRole('link', { name: 'New Employee' }).click();
      await expect(page).toHaveURL('/dashboard/add-employee');
      await page.getByRole('button', { name: 'Add Employee' }).click();
      await expect(page.getByText('Please enter the name')).toBeVisible();
      await page.getByLabel('Name').fill(name);
      await page.getByLabel('Role').selectOption('Product manager');
      await page.getByLabel('Image', { exact: true }).fill('https://images.example.com/nadia.jpg');
      await page.getByLabel('Address').fill('House 4, Road 2, Banani, Dhaka');
      await page.getByLabel('Email').fill('nadia@example.com');
      await page.getByLabel('Contact').fill('+880 1711 222333');
      await page.getByRole('button', { name: 'Add Employee' }).click();

      await expect(toast(page, 'New Employee has been added!!')).toBeVisible();
      await expect(page).toHaveURL('/dashboard/employee');
      await expect.poll(() => directorySize(page)).toBe(before + 1);
      const card = page.getByRole('article', { name });
      // The directory is alphabetical and a page holds 24 people: page on until this one shows.
      await expect(page.getByRole('article').first()).toBeVisible();
      while (!(await card.isVisible())) await page.getByRole('button', { name: 'Load more' }).click();
      await expect(card).toContainText('Product manager');
      await expect(card.getByRole('link', { name: '+880 1711 222333' })).toHaveAttribute('href', 'tel:+8801711222333');
      await expectNoSidewaysScroll(page);

      await card.getByRole('link', { name }).click();
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(page.getByText('House 4, Road 2, Banani, Dhaka')).toBeVisible();
      await page.getByRole('button', { name: /^Remove User/ }).click();
      await page
        .getByRole('dialog', { name: `Remove ${name} from the directory?` })
        .getByRole('button', { name: 'Remove User' })
        .click();

      await expect(toast(page, 'Removed from the directory')).toBeVisible();
      await expect(page).toHaveURL('/dashboard/employee');
      await expect.poll(() => directorySize(page)).toBe(before);
    });

    test("an administrator reads everyone's emergency contacts, also at the public address", async ({ page, api }) => {
      const owner = await registerViaApi(api);
      const saved = await api.post('/api/emergency-contacts', {
        data: {
          name: 'Rahim Uddin',
          relationship: 'Brother',
          email: 'rahim@example.com',
          address: 'Dhanmondi, Dhaka',
          phoneEmergency: '01711-000000',
        },
      });
      expect(saved.status()).toBe(201);
      await signInAsAdmin(page.request);

      for (const path of ['/dashboard/manage-users-emergency-contact', '/manage-users-emergency-contact']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: 'Emergency contacts of all users' })).toBeVisible();
        const row = page
          .getByRole('region', { name: 'Emergency contacts' })
          .getByRole('row', { name: new RegExp(owner.fullName) });
        await expect(row).toContainText('Rahim Uddin');
        await expect(row).toContainText('Brother');
        await expect(row.getByRole('link', { name: '01711-000000' })).toHaveAttribute('href', 'tel:01711000000');
        await expectNoSidewaysScroll(page);
      }
    });
  });
}

test('an employee gets no directory; a visitor at the public contacts address is asked to sign in', async ({
  page,
  browser,
  baseURL,
  extraHTTPHeaders,
  signedInUser: _,
}) => {
  await page.goto('/dashboard/employee');
  await expect(page.getByText('This page is for managers and administrators.')).toBeVisible();
  await page.goto('/manage-users-emergency-contact');
  await expect(page.getByText('This page is for administrators.')).toBeVisible();

  const visitor = await browser.newPage({ baseURL, extraHTTPHeaders });
  await visitor.goto('/manage-users-emergency-contact');
  await expect(visitor).toHaveURL('/login');
  await visitor.close();
});
