import type { Page } from '@playwright/test';
import { expect, loginForm, registration, test, toast, viewports } from './fixtures';

/** The islands' entry, which takes over the islands of a page served as such. */
const ISLANDS_ENTRY = /^\/assets\/islands-[\w-]+\.js$/;

/** Records the scripts a page asks for, and every error it logs or throws. */
function watch(page: Page) {
  const scripts: string[] = [];
  const problems: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.js')) scripts.push(pathname);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return { scripts, problems };
}

/** Resolves once the page has been painted and two more frames have passed: its start script has run. */
const painted = (page: Page) =>
  page.waitForFunction(
    () =>
      performance.getEntriesByName('first-contentful-paint').length > 0 &&
      new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );

test("a visitor's home page loads no code until an island is near, then the islands', with no page data", async ({
  page,
}) => {
  const { scripts, problems } = watch(page);

  await page.goto('/');
  await painted(page);
  expect(scripts).toEqual([]);

  await page.locator('[data-unit="seconds"]').scrollIntoViewIfNeeded();
  await expect(page.locator('[data-island="countdown"][data-hydrated]')).toBeAttached();
  expect(scripts.filter((script) => ISLANDS_ENTRY.test(script))).toHaveLength(1);
  await expect(page.locator('#page-data')).toHaveCount(0);
  await expect(page.locator('[data-island]')).toHaveCount(2);
  expect(problems).toEqual([]);
});

for (const [name, viewport] of viewports) {
  test(`on ${name}, the home page's islands respond, and a link leads to the next page rendered`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const { problems } = watch(page);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });

    const seconds = page.locator('[data-unit="seconds"]');
    await seconds.scrollIntoViewIfNeeded();
    const before = await seconds.textContent();
    await expect(seconds).not.toHaveText(before!);

    // The navigation is the browser's own popovers: no code for it.
    const menu = nav.getByRole('button', { name: name === 'desktop' ? 'Resources' : 'Menu' });
    await menu.click();
    await page.getByRole('banner').getByRole('link', { name: 'Blogs', exact: true }).filter({ visible: true }).click();
    await expect(page).toHaveURL('/blogs');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('TopGear Perform Blog');
    // React logs a mismatch between the server's markup and an island's first render as an error.
    expect(problems).toEqual([]);
  });
}

test('someone who signed in on this browser gets the home page that the app takes over', async ({
  page,
  signedInUser: _,
}) => {
  const { scripts } = watch(page);

  await page.goto('/');

  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(page.locator('[data-island]')).toHaveCount(0);
  expect(scripts.some((script) => /^\/assets\/boot-/.test(script))).toBe(true);
});

test("a visitor's pricing page is islands: its message form is one, which loads once reached for, and sends", async ({
  page,
}) => {
  const { scripts, problems } = watch(page);
  await page.goto('/pricing');
  await expect(page.locator('#page-data')).toHaveCount(0);

  const form = page.locator('[data-island="contact"]');
  await form.locator('> *').first().scrollIntoViewIfNeeded();
  await painted(page);
  expect(scripts).toEqual([]);

  await form.getByLabel('Name').click();
  await expect(form.locator('form[data-enhanced]')).toBeAttached();
  expect(scripts.some((script) => /^\/assets\/contact-form-[\w-]+\.js$/.test(script))).toBe(true);
  // The page itself is never taken over: the app would load its module first.
  expect(scripts.filter((script) => /^\/assets\/pricing-[\w-]+\.js$/.test(script))).toEqual([]);

  await form.getByLabel('Name').fill('Ayesha Khan');
  await form.getByLabel('Email').fill('ayesha@example.com');
  await form.getByLabel('Subject').fill('Plans for 80 people');
  await form.getByLabel('Message').fill('Which plan suits a team of eighty?');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('status')).toHaveText('Thank You Sir For Your Response!!');
  await expect(
    page.getByRole('region', { name: /Notifications/ }).getByText('Thank You Sir For Your Response!!'),
  ).toBeVisible();
  expect(page.url()).toMatch(/\/pricing$/);
  expect(problems).toEqual([]);
});

test("a visitor's login form is an island: what is typed while its code loads stays, and signing in opens the dashboard, which says so", async ({
  page,
  api,
}) => {
  const user = registration();
  expect((await api.post('/api/users', { data: user })).status()).toBe(201);
  const { scripts, problems } = watch(page);
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/login-island-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/login');
  await painted(page);
  expect(scripts).toEqual([]);

  const form = loginForm(page);
  await form.email.fill(user.email);
  await form.password.fill(user.password);
  await expect.poll(() => scripts.some((script) => /^\/assets\/login-island-/.test(script))).toBe(true);
  release();
  await expect(form.enhanced).toBeAttached();
  await expect(form.email).toHaveValue(user.email);
  await expect(form.password).toHaveValue(user.password);

  await form.login.click();
  await expect(page).toHaveURL('/dashboard/home');
  await expect(toast(page, 'Login successfull')).toBeVisible();
  expect(problems).toEqual([]);
});
