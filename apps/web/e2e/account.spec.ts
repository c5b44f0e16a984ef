import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  expect,
  expectNoSidewaysScroll,
  mailArriving,
  test,
  toast,
  uniqueEmail,
  viewports,
  type RegisteredUser,
} from './fixtures';

const NEW_PASSWORD = 'violet staple 93 lantern';
const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** Signs `request` in as `user`, as another device would, with that device's user agent. */
async function signInFrom(request: APIRequestContext, user: { email: string; password: string }, userAgent: string) {
  const response = await request.post('/api/auth/sign-in/email', {
    data: { email: user.email, password: user.password },
    headers: { 'user-agent': userAgent },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Opens My account from the profile menu in the top bar, with the keyboard. */
async function openMyAccount(page: Page, user: RegisteredUser) {
  await page.goto('/dashboard/home');
  await page.getByRole('button', { name: `Profile menu for ${user.fullName}` }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'My account' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/dashboard/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
}

const section = (page: Page, title: string) => page.getByRole('region', { name: title });

for (const [screen, viewport] of viewports) {
  test.describe(`My account at ${screen}`, () => {
    test.use({ viewport });

    test('edits the profile and the top bar shows the new name at once; a refused field keeps what was typed', async ({
      page,
      signedInUser,
    }) => {
      await openMyAccount(page, signedInUser);
      const profile = section(page, 'Profile');
      await expect(profile.getByLabel('First name')).toHaveValue(signedInUser.firstName);
      await expectNoSidewaysScroll(page);

      await profile.getByLabel('First name').fill('Grace');
      await profile.getByLabel('Phone number').fill('call me');
      await profile.getByRole('button', { name: 'Save profile' }).click();
      await expect(profile.getByText('Please enter a valid phone number')).toBeVisible();
      await expect(profile.getByLabel('First name')).toHaveValue('Grace');

      await profile.getByLabel('Phone number').fill('+880 1711 123456');
      await profile.getByRole('button', { name: 'Save profile' }).click();

      await expect(toast(page, 'Your profile is saved')).toBeVisible();
      const newName = `Grace ${signedInUser.lastName}`;
      await expect(page.getByRole('button', { name: `Profile menu for ${newName}` })).toBeVisible();
      await page.reload();
      await expect(section(page, 'Profile').getByLabel('Phone number')).toHaveValue('+880 1711 123456');
      await expect(section(page, 'Profile').getByLabel('Job title')).toHaveValue(signedInUser.jobRole);
      await expect(section(page, 'Profile').getByLabel('Job title')).not.toBeEditable();
    });

    test('changing the password keeps this browser signed in and sends another one to login', async ({
      page,
      signedInUser,
      browser,
      baseURL,
      extraHTTPHeaders,
    }) => {
      const otherBrowser = await browser.newContext({ baseURL, extraHTTPHeaders, viewport });
      await signInFrom(otherBrowser.request, signedInUser, FIREFOX_ON_WINDOWS);
      const otherPage = await otherBrowser.newPage();
      await otherPage.goto('/dashboard/home');
      await expect(otherPage.getByRole('button', { name: `Profile menu for ${signedInUser.fullName}` })).toBeVisible();

      await page.goto('/dashboard/profile');
      const form = section(page, 'Change password');
      await form.getByLabel('Current password').fill('not my password');
      await form.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
      await form.getByLabel('Confirm new password').fill(NEW_PASSWORD);
      await form.getByRole('button', { name: 'Change password' }).click();
      await expect(form.getByText('Your current password is not correct')).toBeVisible();
      await expect(form.getByLabel('New password', { exact: true })).toHaveValue(NEW_PASSWORD);

      await form.getByLabel('Current password').fill(signedInUser.password);
      await form.getByRole('button', { name: 'Change password' }).click();
      await expect(toast(page, 'Your password is changed')).toBeVisible();
      await expect(form.getByLabel('Current password')).toHaveValue('');

      await otherPage.goto('/dashboard/home');
      await expect(otherPage).toHaveURL('/login');
      await page.goto('/dashboard/home');
      await expect(page).toHaveURL('/dashboard/home');
      await otherBrowser.close();
    });

    test('lists my devices and signs out another one, then everywhere else', async ({
      page,
      signedInUser,
      api,
      playwright,
      baseURL,
      extraHTTPHeaders,
    }) => {
      await signInFrom(api, signedInUser, FIREFOX_ON_WINDOWS);
      const phone = await playwright.request.newContext({ baseURL, extraHTTPHeaders });
      await signInFrom(phone, signedInUser, SAFARI_ON_IPHONE);

      await page.goto('/dashboard/profile');
      const sessions = section(page, 'Active sessions');
      await expect(sessions.getByRole('listitem')).toHaveCount(3);
      await expect(sessions.getByText('This device', { exact: true })).toHaveCount(1);
      await expect(sessions.getByRole('listitem').filter({ hasText: 'Firefox 128 on Windows 10' })).toBeVisible();
      await expect(sessions.getByRole('listitem').filter({ hasText: 'Safari 17 on iOS 17.5' })).toBeVisible();
      await expectNoSidewaysScroll(page);

      await sessions.getByRole('button', { name: 'Sign out Firefox 128 on Windows 10' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Sign out' }).click();
      await expect(toast(page, 'That device is signed out')).toBeVisible();
      await expect(sessions.getByRole('listitem')).toHaveCount(2);
      expect((await api.get('/api/me')).status()).toBe(401);

      await sessions.getByRole('button', { name: 'Sign out everywhere else' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Sign out everywhere else' }).click();
      await expect(toast(page, 'Every other device is signed out')).toBeVisible();
      await expect(sessions.getByRole('listitem')).toHaveCount(1);
      await expect(sessions.getByRole('button', { name: 'Sign out everywhere else' })).toHaveCount(0);
      expect((await phone.get('/api/me')).status()).toBe(401);
      expect((await page.request.get('/api/me')).status()).toBe(200);
      await phone.dispose();
    });

    test('changes the email through the link mailed to the new address', async ({ page, signedInUser, api }) => {
      const newEmail = uniqueEmail('moved');
      await page.goto('/dashboard/profile');
      const form = section(page, 'Change email');
      await expect(form).toContainText(`Your email is ${signedInUser.email}`);

      await form.getByLabel('New email').fill(newEmail);
      await form.getByLabel('Current password').fill(signedInUser.password);
      await form.getByRole('button', { name: 'Send confirmation link' }).click();
      await expect(form.getByRole('status')).toContainText(`We sent a link to ${newEmail}`);

      const mail = await mailArriving(newEmail, /^Confirm your new email/);
      const link = /https?:\/\/\S+\/confirm-email\?token=\w+/.exec(mail.text)?.[0];
      expect(link, mail.text).toBeDefined();
      await page.goto(link!);
      await page.getByRole('button', { name: 'Confirm my new email' }).click();
      await expect(page.getByRole('status')).toContainText(`Your email is now ${newEmail}`);
      await mailArriving(signedInUser.email, /^The email of your TopGear Perform account was changed/);

      await page.getByRole('link', { name: 'Go to My account' }).click();
      await expect(section(page, 'Change email')).toContainText(`Your email is ${newEmail}`);
      const signIn = await api.post('/api/auth/sign-in/email', {
        data: { email: newEmail, password: signedInUser.password },
      });
      expect(signIn.status()).toBe(200);

      await page.goto(link!);
      await page.getByRole('button', { name: 'Confirm my new email' }).click();
      await expect(page.getByRole('alert')).toContainText('This link has expired or has already been used');
    });

    test('My account has no axe violations', async ({ page, signedInUser }) => {
      await page.goto('/dashboard/profile');
      await expect(section(page, 'Profile').getByLabel('First name')).toHaveValue(signedInUser.firstName);
      await expect(section(page, 'Active sessions').getByText('This device')).toBeVisible();

      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
        .analyze();
      expect(
        violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`),
      ).toEqual([]);
    });
  });
}
