import type { Page } from '@playwright/test';
import {
  expect,
  expectNoSidewaysScroll,
  grantRole,
  registerViaApi,
  signInAsAdmin,
  test,
  toast,
  uniqueEmail,
  viewports,
} from './fixtures';

const MANAGE_USERS = '/dashboard/manage-users';

const usersTable = (page: Page) => page.getByRole('region', { name: 'Users' });
const rowOf = (page: Page, fullName: string) => usersTable(page).getByRole('row', { name: new RegExp(fullName) });

/** Searches the list for `words` through the search box, as a person would. */
async function search(page: Page, words: string) {
  await page.getByLabel('Search users').fill(words);
  await page.getByRole('button', { name: 'Search' }).click();
}

for (const [label, viewport] of viewports) {
  test.describe(`Manage Users at ${label}`, () => {
    test.use({ viewport });

    test('an admin makes someone a manager, who then sees the manager screens', async ({
      page,
      browser,
      baseURL,
      extraHTTPHeaders,
    }) => {
      const context = await browser.newContext({ baseURL, extraHTTPHeaders, viewport });
      try {
        const promoted = await registerViaApi(context.request, { company: 'Acme Ltd' });
        const theirPage = await context.newPage();
        await theirPage.goto('/dashboard/home');
        await expect(theirPage.getByRole('link', { name: /Manager Activity/ })).toHaveCount(0);

        await signInAsAdmin(page.request);
        await page.goto(MANAGE_USERS);
        await expect(page.getByRole('heading', { level: 1, name: 'Manage Users' })).toBeVisible();
        await expect(usersTable(page).getByRole('columnheader')).toHaveText([
          'Name',
          'Company',
          'Role',
          'Email',
          'Make Admin',
          'Make Manager',
          'Password',
          'Two-factor',
          'Sign Out',
          'Deactivate',
          'Delete User',
        ]);
        await search(page, promoted.lastName.toLowerCase());
        await expect(page).toHaveURL(new RegExp(`q=${promoted.lastName.toLowerCase()}`));
        const row = rowOf(page, promoted.fullName);
        await expect(usersTable(page).getByRole('row')).toHaveCount(2);
        await expect(row).toContainText('Acme Ltd');
        await expect(row).toContainText(promoted.email);
        await expect(row).toContainText('Employee');
        await expectNoSidewaysScroll(page);

        await row.getByRole('button', { name: /^Make Manager/ }).click();

        await expect(toast(page, 'Manager made successfully')).toBeVisible();
        await expect(row.getByRole('button', { name: /^Make Manager/ })).toHaveCount(0);
        await expect(row.getByRole('button', { name: /^Remove manager/ })).toBeVisible();
        await expect(row).toContainText('Manager');

        await theirPage.reload();
        await expect(theirPage.getByRole('link', { name: /Manager Activity/ })).toBeVisible();
        await expect(theirPage.getByRole('link', { name: /All Employee/ })).toBeVisible();
        await theirPage.getByRole('link', { name: /Manager Activity/ }).click();
        await expect(theirPage.getByRole('heading', { level: 1, name: 'Manager Activity' })).toBeVisible();
        await expect(theirPage.getByRole('list', { name: 'Manager menu' })).toBeVisible();
      } finally {
        await context.close();
      }
    });

    test("'Failed to make an admin' when another admin was quicker; taking a role away asks first", async ({
      page,
      api,
      adminApi,
    }) => {
      const person = await registerViaApi(api);
      await signInAsAdmin(page.request);
      await page.goto(`${MANAGE_USERS}?q=${encodeURIComponent(person.email)}`);
      const row = rowOf(page, person.fullName);
      await expect(row.getByRole('button', { name: /^Make Admin/ })).toBeVisible();

      await grantRole(adminApi, person.me.id, 'admin');
      await row.getByRole('button', { name: /^Make Admin/ }).click();

      await expect(toast(page, 'Failed to make an admin')).toBeVisible();
      await expect(row.getByRole('button', { name: /^Remove admin/ })).toBeVisible();

      await row.getByRole('button', { name: /^Remove admin/ }).click();
      const dialog = page.getByRole('dialog', { name: `Remove ${person.fullName}'s admin role?` });
      await dialog.getByRole('button', { name: 'Remove admin' }).click();

      await expect(toast(page, 'Admin role removed')).toBeVisible();
      await expect(row.getByRole('button', { name: /^Make Admin/ })).toBeVisible();
    });

    test('deleting a user asks first, then removes them and ends their session', async ({
      page,
      browser,
      baseURL,
      extraHTTPHeaders,
    }) => {
      const context = await browser.newContext({ baseURL, extraHTTPHeaders });
      try {
        const leaving = await registerViaApi(context.request, { email: uniqueEmail('leaving') });
        await signInAsAdmin(page.request);
        await page.goto(`${MANAGE_USERS}?q=${encodeURIComponent(leaving.email)}`);
        const row = rowOf(page, leaving.fullName);

        await row.getByRole('button', { name: /^Delete User/ }).click();
        const dialog = page.getByRole('dialog', { name: `Delete ${leaving.fullName}?` });
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        await expect(row).toBeVisible();
        await row.getByRole('button', { name: /^Delete User/ }).click();
        await dialog.getByRole('button', { name: 'Delete User' }).click();

        await expect(toast(page, 'Successfully Deleted')).toBeVisible();
        await expect(usersTable(page)).toHaveCount(0);
        await expect(page.getByText(`Nobody's name or email contains “${leaving.email}”.`)).toBeVisible();
        expect((await context.request.get('/api/me')).status()).toBe(401);
      } finally {
        await context.close();
      }
    });

    test('an employee is told the page is for administrators', async ({ page, signedInUser: _ }) => {
      await page.goto(MANAGE_USERS);

      await expect(page.getByRole('heading', { level: 1, name: 'You do not have access to this page' })).toBeVisible();
      await expect(page.getByText('This page is for administrators.')).toBeVisible();
      await expect(usersTable(page)).toHaveCount(0);
    });
  });
}
