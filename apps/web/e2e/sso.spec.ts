import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_ADMIN, E2E_IDP } from '../playwright.config';
import { expect, signInAsAdmin, test, toast, uniqueEmail, viewports } from './fixtures';

/** The provider's client, as its administrator would read it from the provider's console. */
async function providerClient() {
  const response = await fetch(`${E2E_IDP.controlUrl}/client`);
  return (await response.json()) as { issuer: string; clientId: string; clientSecret: string };
}

/** Someone the identity provider knows, with these claims; answers the login they type there. */
async function personAtProvider(claims: { email: string; given_name: string; family_name: string }) {
  const response = await fetch(`${E2E_IDP.controlUrl}/people`, {
    method: 'POST',
    body: JSON.stringify({ email_verified: true, ...claims }),
  });
  return ((await response.json()) as { login: string }).login;
}

/** The provider's own pages: its login form (any password for a known login), then its consent. */
async function signInAtProvider(page: Page, login: string) {
  await expect(page).toHaveURL(new RegExp(`^${E2E_IDP.issuer}/interaction/`));
  await page.getByPlaceholder('Enter any login').fill(login);
  await page.getByPlaceholder('and password').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** Saves the provider's client through the API, as an administrator would on the Single Sign-On screen. */
async function setUpSso(adminApi: APIRequestContext, passwordSignIn: 'everyone' | 'admins' = 'everyone') {
  const saved = await adminApi.put('/api/identity-provider', {
    data: { displayName: 'Acme ID', ...(await providerClient()), allowedDomains: ['acme.test'], passwordSignIn },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

/** What axe finds wrong on the page once its buttons have their final colours. */
async function accessibilityViolations(page: Page) {
  await expect(page.locator('button[type="submit"]:disabled')).toHaveCount(0);
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** The provider is one for the whole app: removed after each journey, so other journeys meet the plain login page. */
async function removeSso(adminApi: APIRequestContext) {
  const response = await adminApi.delete('/api/identity-provider');
  expect([204, 404]).toContain(response.status());
}

// One identity provider for the whole app: these journeys take turns (and run after all others, playwright.config.ts).
test.describe.configure({ mode: 'serial' });
test.afterEach(async ({ adminApi }) => removeSso(adminApi));

for (const [screen, viewport] of viewports) {
  test.describe(`Single sign-on at ${screen}`, () => {
    test.use({ viewport });

    test('an administrator sets it up; a new person signs in with it and lands on the dashboard', async ({
      page,
      api,
    }) => {
      const client = await providerClient();
      await signInAsAdmin(page.request);
      await page.goto('/dashboard/admin');
      await page.getByRole('link', { name: /^Single Sign-On/ }).click();

      await expect(page.getByRole('heading', { level: 1, name: 'Single Sign-On' })).toBeVisible();
      await expect(page.getByText(E2E_IDP.redirectUri)).toBeVisible();
      const main = page.getByRole('main');
      await main.getByLabel('Name on the login button').fill('Acme ID');
      await main.getByLabel('Issuer URL').fill(client.issuer);
      await main.getByLabel('Client ID').fill(client.clientId);
      await main.getByLabel('Client secret').fill(client.clientSecret);
      await main.getByLabel('Allowed email domains').fill('acme.test');
      await main.getByRole('button', { name: 'Save' }).click();
      await expect(toast(page, 'Single sign-on settings saved')).toBeVisible();
      await expect(main.getByLabel('Client secret')).toHaveValue('');
      await expect(main.getByLabel('Client secret')).toHaveAttribute('placeholder', 'Saved: leave blank to keep it');

      // The button is in the page the server renders: it shows before any script runs.
      expect(await (await api.get('/login')).text()).toContain('Sign in with Acme ID');

      await page.getByRole('button', { name: 'Profile menu for Administrator' }).click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      await expect(page).toHaveURL('/');

      const email = uniqueEmail('ada').replace('@example.com', '@acme.test');
      const login = await personAtProvider({ email, given_name: 'Ada', family_name: 'Lovelace' });
      await page.goto('/login');
      await page.getByRole('main').getByRole('link', { name: 'Sign in with Acme ID' }).click();
      await signInAtProvider(page, login);

      await expect(page).toHaveURL('/dashboard/home');
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Ada Lovelace' })).toBeVisible();
      const me = await page.request.get('/api/me');
      expect(await me.json()).toMatchObject({ email, fullName: 'Ada Lovelace' });
    });

    test('someone of another email domain is sent back to the login page, told why', async ({ page, adminApi }) => {
      await setUpSso(adminApi);
      const login = await personAtProvider({ email: uniqueEmail(), given_name: 'Eve', family_name: 'Outsider' });

      await page.goto('/login');
      await page.getByRole('main').getByRole('link', { name: 'Sign in with Acme ID' }).click();
      await signInAtProvider(page, login);

      await expect(page).toHaveURL('/login?error=sso-domain');
      await expect(page.getByRole('alert')).toHaveText('Your email domain is not allowed to sign in here.');
      await expect(page.getByRole('main').getByRole('button', { name: 'Login' })).toBeVisible();
    });

    test('when only administrators may use a password, the provider comes first and the password form folds away', async ({
      page,
      adminApi,
    }) => {
      await setUpSso(adminApi, 'admins');
      await page.goto('/login?error=sso-unverified');
      const main = page.getByRole('main');

      await expect(main.getByRole('alert')).toHaveText(
        'Your identity provider has not verified your email address, so it cannot sign you in here.',
      );
      await expect(main.getByRole('button', { name: 'Login' })).toBeHidden();
      await expect(main.getByRole('link', { name: 'Create an account' })).toHaveCount(0);

      await main.getByText('Administrator? Sign in with your password').click();
      expect(await accessibilityViolations(page)).toEqual([]);
      await main.getByLabel('Email').fill(E2E_ADMIN.email);
      await main.getByLabel('Password').fill(E2E_ADMIN.password);
      await main.getByRole('button', { name: 'Login' }).click();
      await expect(page).toHaveURL('/dashboard/home');

      await page.goto('/dashboard/single-sign-on');
      await expect(page.getByLabel('Issuer URL')).toHaveValue(E2E_IDP.issuer);
      await expect(page.getByRole('radio', { name: 'Only administrators may use a password' })).toBeChecked();
      expect(await accessibilityViolations(page)).toEqual([]);
    });
  });
}
