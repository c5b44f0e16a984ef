import type { Page } from '@playwright/test';
import { PASSWORD_RESET_MESSAGES } from '@topgear/shared/password-reset';
import {
  expect,
  expectNoSidewaysScroll,
  registerViaApi,
  resetLinkMailedTo,
  signInAsAdmin,
  test,
  toast,
  uniqueEmail,
  viewports,
} from './fixtures';

const NEW_PASSWORD = 'violet harbour lantern 93';

const main = (page: Page) => page.getByRole('main');
const heading = (page: Page, name: string) => main(page).getByRole('heading', { level: 1, name });

for (const [label, viewport] of viewports) {
  test.describe(`Password reset at ${label}`, () => {
    test.use({ viewport });

    test('forgot password: the mailed link sets a new password, which then signs in; the link works once', async ({
      page,
      api,
    }) => {
      const person = await registerViaApi(api, { email: uniqueEmail('forgetful') });
      await page.goto('/login');
      await main(page).getByRole('link', { name: 'Forgot password?' }).click();

      await expect(heading(page, 'Forgot your password?')).toBeVisible();
      await main(page).getByLabel('Email').fill(person.email);
      await main(page).getByRole('button', { name: 'Send reset link' }).click();
      await expect(main(page).getByRole('status')).toContainText(PASSWORD_RESET_MESSAGES.linkSent);
      await expect(main(page).getByRole('status')).toContainText(person.email);
      await expectNoSidewaysScroll(page);

      const link = await resetLinkMailedTo(person.email);
      await page.goto(link);
      await expect(heading(page, 'Choose a new password')).toBeVisible();
      // The server checked the link; the form's code loads as the visitor reaches for the form, and
      // checks the passwords from then on.
      await main(page).getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
      await main(page).getByLabel('Confirm new password').fill(`${NEW_PASSWORD}!`);
      await expect(main(page).locator('form[data-enhanced]')).toBeAttached();
      await main(page).getByRole('button', { name: 'Set new password' }).click();
      await expect(main(page).getByText('Password did not match')).toBeVisible();
      await expect(main(page).getByLabel('New password', { exact: true })).toHaveValue(NEW_PASSWORD);

      await main(page).getByLabel('Confirm new password').fill(NEW_PASSWORD);
      await main(page).getByRole('button', { name: 'Set new password' }).click();
      await expect(heading(page, 'Your password has been changed')).toBeVisible();
      await expectNoSidewaysScroll(page);
      await main(page).getByRole('link', { name: 'Sign in', exact: true }).click();

      await expect(page).toHaveURL('/login');
      await main(page).getByLabel('Email').fill(person.email);
      await main(page).getByLabel('Password').fill(NEW_PASSWORD);
      await main(page).getByRole('button', { name: 'Login' }).click();
      await expect(page).toHaveURL('/dashboard/home');

      await page.goto(link);
      await expect(heading(page, PASSWORD_RESET_MESSAGES.linkExpired)).toBeVisible();
      await main(page).getByRole('link', { name: 'Send a new link' }).click();
      await expect(heading(page, 'Forgot your password?')).toBeVisible();
      await expect(main(page).getByLabel('Email')).toHaveValue('');
    });

    test('a link that has stopped working offers a new one, for the address asked with in this browser', async ({
      page,
      api,
    }) => {
      const person = await registerViaApi(api, { email: uniqueEmail('twice') });
      await page.goto('/forgot-password');
      await main(page).getByLabel('Email').fill(person.email);
      await main(page).getByRole('button', { name: 'Send reset link' }).click();
      await expect(main(page).getByRole('status')).toContainText(person.email);
      // Sent before the form's code arrived, the request is the server's, and the code remembers it once it runs.
      await expect(page.locator('[data-island="forgotPassword"][data-hydrated]')).toBeAttached();

      await page.goto('/reset-password?token=ThisLinkWasNeverMailed');

      await expect(heading(page, PASSWORD_RESET_MESSAGES.linkExpired)).toBeVisible();
      await expectNoSidewaysScroll(page);
      await main(page).getByRole('link', { name: 'Send a new link' }).click();
      await expect(main(page).getByLabel('Email')).toHaveValue(person.email);
    });

    test('an administrator sends a reset link from Manage Users, and the mail arrives', async ({ page, api }) => {
      const person = await registerViaApi(api);
      await signInAsAdmin(page.request);
      await page.goto(`/dashboard/manage-users?q=${encodeURIComponent(person.email)}`);
      const row = page.getByRole('region', { name: 'Users' }).getByRole('row', { name: new RegExp(person.fullName) });

      await row.getByRole('button', { name: /^Send password reset link/ }).click();

      await expect(toast(page, PASSWORD_RESET_MESSAGES.linkSentTo(person.email))).toBeVisible();
      expect(await resetLinkMailedTo(person.email)).toMatch(/^\/reset-password\?token=[A-Za-z0-9]+$/);
    });
  });
}

test('a reset link’s token stays out of the page, its canonical address and referrers', async ({ api }) => {
  for (const path of ['/forgot-password', '/reset-password?token=NotInThePage42']) {
    const response = await api.get(path);
    const html = await response.text();
    expect(html, path).not.toContain('NotInThePage42');
    expect(html, path).toContain(
      `<link rel="canonical" href="${new URL(path, response.url()).origin}${path.split('?')[0]}"/>`,
    );
    expect(response.headers()['referrer-policy'], path).toBe('no-referrer');
  }
  const sitemap = await (await api.get('/sitemap.xml')).text();
  expect(sitemap).not.toContain('forgot-password');
  expect(sitemap).not.toContain('reset-password');
});
