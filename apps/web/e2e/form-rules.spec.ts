import type { Page } from '@playwright/test';
import { expect, registration, test, toast } from './fixtures';

/**
 * A server-rendered form's rules (the zod schema the server checks too) are no part of its page's
 * first load: they arrive when the visitor starts filling the form in.
 */

/** The addresses of the scripts the page has loaded that carry the schema library. */
function schemaLibraryScripts(page: Page) {
  const urls: string[] = [];
  page.on('response', async (response) => {
    if (!new URL(response.url()).pathname.endsWith('.js')) return;
    const body = await response.text().catch(() => '');
    if (body.includes('$ZodObject')) urls.push(response.url());
  });
  return urls;
}

function loginForm(page: Page) {
  const main = page.getByRole('main');
  return {
    email: main.getByLabel('Email', { exact: true }),
    password: main.getByLabel('Password', { exact: true }),
    login: main.getByRole('button', { name: 'Login' }),
    alert: main.getByRole('alert'),
    enhanced: main.locator('form[data-enhanced]'),
  };
}

test('the login page loads its rules when the visitor starts typing, then checks the form with them', async ({
  page,
}) => {
  const schemaScripts = schemaLibraryScripts(page);
  const signIns: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/auth/sign-in')) signIns.push(request.url());
  });
  await page.goto('/login');
  await page.waitForLoadState('networkidle');
  expect(schemaScripts).toEqual([]);

  const form = loginForm(page);
  await form.email.fill('not an address');
  await expect(form.enhanced).toBeAttached();
  await expect.poll(() => schemaScripts.length).toBe(1);
  await form.login.click();

  await expect(page.getByRole('main').getByText('Invalid Email')).toBeVisible();
  await expect(page.getByRole('main').getByText('Please enter your password')).toBeVisible();
  expect(signIns).toEqual([]);
});

test('rules that cannot be loaded are explained, keep what was typed, and are asked for again', async ({
  page,
  api,
}) => {
  const user = registration();
  expect((await api.post('/api/users', { data: user })).status()).toBe(201);
  await page.goto('/login');
  const form = loginForm(page);
  // Reaching for the form without entering a field: its code loads, but not yet its rules.
  // Pressed again until the page's start script, which runs after the first paint, takes note.
  await expect(async () => {
    await page.locator('[data-island="login"]').dispatchEvent('pointerdown');
    await expect(form.enhanced).toBeAttached({ timeout: 500 });
  }).toPass();
  await page.waitForLoadState('networkidle');
  // Every script from now on fails, as on a connection that dropped after the page loaded.
  await page.route('**/assets/*.js', (route) => route.abort('internetdisconnected'));

  await form.email.fill(user.email);
  await form.password.fill(user.password);
  await form.login.click();

  await expect(form.alert).toHaveText('The form could not be checked. Please check your connection and try again.');
  await expect(form.email).toHaveValue(user.email);
  await expect(form.password).toHaveValue(user.password);

  await page.unroute('**/assets/*.js');
  await form.login.click();
  await expect(toast(page, 'Login successfull')).toBeVisible();
  await expect(page).toHaveURL('/dashboard/home');
});
