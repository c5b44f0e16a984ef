import type { Page } from '@playwright/test';
import { expect, test, viewports } from './fixtures';

/** The files of a visitor's home page: the islands' entry, React with the navigation's code, and the bundler's runtime. */
const ISLANDS_FILES = /^\/assets\/(islands|base-libraries|base|rolldown-runtime)-[\w-]+\.js$/;

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

test("a visitor's home page loads React and its islands' code only: no router, no query client, no page data", async ({
  page,
}) => {
  const { scripts, problems } = watch(page);

  await page.goto('/');

  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((script) => !ISLANDS_FILES.test(script))).toEqual([]);
  await expect(page.locator('#page-data')).toHaveCount(0);
  await expect(page.locator('[data-island]')).toHaveCount(3);
  expect(problems).toEqual([]);
});

for (const [name, viewport] of viewports) {
  test(`on ${name}, the home page's islands respond, and a link leads to the next page rendered`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const { problems } = watch(page);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });

    const menu = name === 'desktop' ? nav.getByRole('button', { name: 'Resources' }) : nav.getByLabel('Open menu');
    await menu.click();
    await expect(page.getByRole('link', { name: 'Blogs', exact: true }).first()).toBeVisible();
    const seconds = page.locator('[data-unit="seconds"]');
    const before = await seconds.textContent();
    await expect(seconds).not.toHaveText(before!);

    await page.getByRole('link', { name: 'Blogs', exact: true }).first().click();
    await expect(page).toHaveURL('/blogs');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('TopGear Perform Blog');
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
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

test("a visitor's pricing page is islands: its message form is one, which loads near the form and sends", async ({
  page,
}) => {
  const { scripts, problems } = watch(page);
  await page.goto('/pricing');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await expect(page.locator('#page-data')).toHaveCount(0);

  const form = page.locator('[data-island="contact"]');
  await form.scrollIntoViewIfNeeded();
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
