import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { authenticatorFor } from '../../server/test/authenticator';
import {
  expect,
  expectNoSidewaysScroll,
  loginForm,
  registerViaApi,
  signInAsAdmin,
  signInThroughForm,
  test,
  turnOnTwoFactorViaApi,
  toast,
  viewports,
} from './fixtures';

const section = (page: Page, title: string) => page.getByRole('region', { name: title });

/** The authenticator app a person sets up by typing the key the page shows. */
async function appFromSetupKey(page: Page) {
  const key = (await page.getByLabel('Set-up key').textContent())?.trim();
  expect(key).toMatch(/^[A-Z2-7]+=*$/);
  return authenticatorFor(`otpauth://totp/TopGear%20Perform:me?secret=${key}&issuer=TopGear%20Perform`);
}

const codeStepHeading = (page: Page) => page.getByRole('heading', { name: 'Two-factor sign-in' });

for (const [screen, viewport] of viewports) {
  test.describe(`Two-factor sign-in at ${screen}`, () => {
    test.use({ viewport });

    test('turned on from My account with recovery codes to download; sign-in then asks for a code, or a recovery code on another browser', async ({
      page,
      signedInUser,
      browser,
      baseURL,
      extraHTTPHeaders,
    }) => {
      await page.goto('/dashboard/profile');
      const settings = section(page, 'Two-factor sign-in');
      await settings.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
      await settings.getByLabel('Current password').fill('not my password');
      await settings.getByRole('button', { name: 'Continue' }).click();
      await expect(settings.getByText('Your current password is not correct')).toBeVisible();
      await settings.getByLabel('Current password').fill(signedInUser.password);
      await settings.getByRole('button', { name: 'Continue' }).click();

      await expect(settings.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
      await expectNoSidewaysScroll(page);
      const app = await appFromSetupKey(page);
      await settings.getByLabel('Code from the app').fill(app.wrongCode());
      await settings.getByRole('button', { name: 'Turn on' }).click();
      await expect(settings.getByText('That code is not right')).toBeVisible();
      await settings.getByLabel('Code from the app').fill(app.code());
      await settings.getByRole('button', { name: 'Turn on' }).click();

      const codes = settings.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
      await expect(codes).toHaveCount(10);
      const recoveryCode = (await codes.first().textContent())!.trim();
      expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        settings.getByRole('button', { name: 'Download codes' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('topgear-perform-recovery-codes.txt');
      await settings.getByRole('button', { name: 'I have saved them' }).click();
      await expect(toast(page, 'Two-factor sign-in is on')).toBeVisible();
      await expect(settings.getByText('On. Signing in asks for a code')).toBeVisible();

      // Signed out, then in again: the password is not enough.
      await page.context().clearCookies();
      await page.goto('/login');
      await signInThroughForm(page, signedInUser);
      await expect(codeStepHeading(page)).toBeVisible();
      await expect(page).toHaveURL('/login');
      await page.getByLabel('Authentication code').fill(app.wrongCode());
      await page.getByRole('button', { name: 'Verify' }).click();
      await expect(page.getByText('That code is not right')).toBeVisible();
      await page.getByLabel('Authentication code').fill(app.code());
      await page.getByLabel('Trust this device for 30 days').check();
      await page.getByRole('button', { name: 'Verify' }).click();
      await expect(page).toHaveURL('/dashboard/home');

      // This browser is trusted now: the password alone signs it in.
      await page.context().clearCookies({ name: /session/ });
      await page.goto('/login');
      await signInThroughForm(page, signedInUser);
      await expect(page).toHaveURL('/dashboard/home');

      // Another browser, without the app at hand: a recovery code, once.
      const other = await browser.newContext({ baseURL, extraHTTPHeaders, viewport });
      const otherPage = await other.newPage();
      await otherPage.goto('/login');
      await signInThroughForm(otherPage, signedInUser);
      await expect(codeStepHeading(otherPage)).toBeVisible();
      await otherPage.getByRole('link', { name: 'Use a recovery code instead' }).click();
      await otherPage.getByLabel('Recovery code').fill(recoveryCode);
      await otherPage.getByRole('button', { name: 'Verify' }).click();
      await expect(otherPage).toHaveURL('/dashboard/home');
      await other.close();
    });

    test('going back from the code step keeps the email typed', async ({ page, signUpViaApi }) => {
      const user = await signUpViaApi();
      await turnOnTwoFactorViaApi(page.request, user.password);
      await page.context().clearCookies();

      await page.goto('/login');
      await signInThroughForm(page, user);
      await expect(codeStepHeading(page)).toBeVisible();
      await page.getByRole('link', { name: 'Sign in again' }).click();

      await expect(loginForm(page).email).toHaveValue(user.email);
      await expect(loginForm(page).password).toHaveValue('');
    });

    test('an administrator turns it off for someone who lost their phone and codes', async ({ page, api }) => {
      const person = await registerViaApi(api);
      await turnOnTwoFactorViaApi(api, person.password);
      await signInAsAdmin(page.request);

      await page.goto(`/dashboard/manage-users?q=${encodeURIComponent(person.lastName.toLowerCase())}`);
      const row = page.getByRole('region', { name: 'Users' }).getByRole('row', { name: new RegExp(person.fullName) });
      await row.getByRole('button', { name: `Turn off two-factor sign-in: ${person.fullName}` }).click();
      await page
        .getByRole('dialog', { name: `Turn off two-factor sign-in for ${person.fullName}?` })
        .getByRole('button', { name: 'Turn off' })
        .click();

      await expect(toast(page, 'Two-factor sign-in is off for them')).toBeVisible();
      await expect(row.getByText('Off', { exact: true })).toBeVisible();
      const signIn = await api.post('/api/auth/sign-in/email', {
        data: { email: person.email, password: person.password },
      });
      expect(signIn.status()).toBe(200);
    });
  });
}
