import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import type { Blog } from '@topgear/shared/blogs';
import type { Page as ListPage } from '@topgear/shared/pagination';
import { expect, test, uniqueEmail } from './fixtures';

const main = (page: Page) => page.getByRole('main');
const section = (page: Page, heading: string) => main(page).getByRole('region', { name: heading, exact: true });

test('the home page has its title, hero heading and a way to book a demo', async ({ page }) => {
  await page.goto('/');

  await expect(page).toHaveTitle('TopGear Perform · Performance and HR management for growing teams');
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Help every person do their best work');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(main(page).getByRole('link', { name: 'Get started free' })).toHaveAttribute('href', '/signUp');
  await expect(main(page).getByRole('link', { name: 'SCHEDULE DEMO', exact: true }).first()).toHaveAttribute(
    'href',
    '/schedule',
  );
});

test('shows the four feature cards and the goal, task, performance and engagement sections', async ({ page }) => {
  await page.goto('/');

  const cards = section(page, 'Everything your team needs to perform').getByRole('listitem');
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText([
    'Task Management',
    'Employee Engagement',
    'Progress Management',
    'Performance Management',
  ]);
  for (const card of await cards.all()) await expect(card.getByRole('paragraph')).not.toBeEmpty();

  for (const title of ['Goal management', 'Task management', 'Performance management', 'Employee engagement']) {
    const area = section(page, title);
    await expect(area.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
    await expect(area.getByRole('listitem')).toHaveCount(3);
    await expect(area.getByRole('img')).toHaveAttribute('alt', /.+/);
  }
});

test('the blog teaser shows the newest 5 blogs and Browse More Blogs leads to /blogs', async ({ page, api }) => {
  const response = await api.get('/api/blogs?limit=20');
  expect(response.status()).toBe(200);
  const { items: blogs } = (await response.json()) as ListPage<Blog>;
  expect(blogs.length).toBeGreaterThan(5);

  await page.goto('/');
  const teaser = section(page, 'From our blog');
  const cards = teaser.getByRole('article');
  await expect(cards).toHaveCount(5);
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText(blogs.slice(0, 5).map((blog) => blog.title));
  await expect(teaser.getByRole('button', { name: 'Load more' })).toHaveCount(0);

  await teaser.getByRole('link', { name: 'Browse More Blogs' }).click();
  await expect(page).toHaveURL('/blogs');
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('TopGear Perform Blog');
});

test('shows the partner logos', async ({ page }) => {
  await page.goto('/');
  const logos = section(page, 'Trusted by growing teams').getByRole('img');

  await expect(logos).toHaveCount(6);
  for (const logo of await logos.all()) {
    await expect(logo).toHaveAttribute('alt', /\w/);
    await logo.scrollIntoViewIfNeeded();
    await expect(logo).toBeVisible();
    // Lazy images load once scrolled to; a broken one never gets a natural size.
    await expect
      .poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
  }
});

test.describe('newsletter', () => {
  const newsletter = (page: Page) => {
    const form = section(page, 'Subscribe to our newsletter');
    return {
      form,
      email: form.getByLabel('Email'),
      subscribe: form.getByRole('button', { name: 'Subscribe' }),
      status: form.getByRole('status'),
      alert: form.getByRole('alert'),
    };
  };

  test('a new email is subscribed; the same email in other letter case is told it is already subscribed', async ({
    page,
  }) => {
    const email = uniqueEmail('news');
    await page.goto('/');
    const form = newsletter(page);

    await form.email.fill(email);
    await form.subscribe.click();
    await expect(form.status).toHaveText('Thanks for subscribing! Our next newsletter is on its way to your inbox.');
    await expect(form.email).toHaveValue('');
    await expect(form.alert).toHaveCount(0);

    await form.email.fill(email.toUpperCase());
    await form.subscribe.click();
    await expect(form.status).toHaveText('You are already subscribed with this email. Thanks for staying with us!');
    await expect(form.alert).toHaveCount(0);
  });

  test('an invalid email shows Invalid Email and sends nothing', async ({ page }) => {
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/newsletter')) posts.push(request.url());
    });
    await page.goto('/');
    const form = newsletter(page);

    await form.email.fill('not-an-email');
    await form.subscribe.click();
    await expect(form.form.getByText('Invalid Email')).toBeVisible();
    await expect(form.email).toHaveAttribute('aria-invalid', 'true');
    await expect(form.status).toBeEmpty();
    expect(posts).toEqual([]);
  });
});

test('the call to action offers a demo and an account', async ({ page }) => {
  await page.goto('/');
  const cta = section(page, 'Ready to see it with your own team?');

  await expect(cta.getByRole('link', { name: 'SCHEDULE DEMO' })).toHaveAttribute('href', '/schedule');
  await cta.getByRole('link', { name: 'Create your account' }).click();
  await expect(page).toHaveURL('/signUp');
});

test.describe('code splitting', () => {
  const srcDir = fileURLToPath(new URL('../src', import.meta.url));
  const dashboardDirs = ['app/routes/dashboard/', 'app/layouts/dashboard/', 'features/dashboard/'];
  const sourceFiles = readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
  const isDashboardFile = (file: string) => dashboardDirs.some((dir) => file.startsWith(dir));
  /** A module's name is its file name without extension; a chunk is named after a module it holds. */
  const moduleNames = (files: string[]) => new Set(files.map((file) => path.basename(file).replace(/\.tsx?$/, '')));
  const dashboardNames = moduleNames(sourceFiles.filter(isDashboardFile));
  const publicNames = moduleNames(sourceFiles.filter((file) => !isDashboardFile(file)));
  /** Names only dashboard modules have ('layout', 'sidebar', 'home-menu'…): such a chunk is dashboard code. */
  const dashboardOnly = [...dashboardNames].filter((name) => !publicNames.has(name));
  /** Names both sides use ('home'): a public page loads its own chunk of that name, never a second one. */
  const sharedNames = [...dashboardNames].filter((name) => publicNames.has(name));

  /** Every script chunk the page requests, by file name, e.g. 'home-B7eL0wWg.js'. */
  function recordChunks(page: Page) {
    const chunks = new Set<string>();
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.endsWith('.js')) chunks.add(path.basename(pathname));
    });
    return chunks;
  }
  const chunkName = (file: string) => /^(.+)-[\w-]{8}\.js$/.exec(file)?.[1] ?? file;

  test('public pages load no dashboard chunk', async ({ page, signUpViaApi }) => {
    // Four full page loads, each waiting for the network to settle.
    test.slow();
    expect(dashboardOnly).toEqual(expect.arrayContaining(['layout', 'sidebar', 'home-menu']));
    const loaded = recordChunks(page);
    const visits: Array<[string, string]> = [
      ['/', 'Help every person do their best work'],
      ['/blogs', 'TopGear Perform Blog'],
      ['/schedule', 'Schedule Demo'],
    ];
    for (const [url, heading] of visits) {
      // Full page loads, so each page fetches exactly what it needs.
      await page.goto(url);
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(heading);
      await page.waitForLoadState('networkidle');
    }
    // The booking form's code loads as the visitor reaches for it.
    await main(page).getByLabel('Time zone').focus();
    await expect(main(page).locator('[data-island="schedule"][data-hydrated]')).toBeAttached();
    await page.waitForLoadState('networkidle');

    expect(loaded.size).toBeGreaterThan(0);
    const dashboardChunks = [...loaded].filter((file) => dashboardOnly.includes(chunkName(file)));
    expect(dashboardChunks, 'dashboard chunks loaded on public pages').toEqual([]);
    for (const name of sharedNames) {
      const sameName = [...loaded].filter((file) => chunkName(file) === name);
      expect(sameName.length, `chunks named ${name}: ${sameName.join(', ')}`).toBeLessThanOrEqual(1);
    }

    // The check can tell: the dashboard itself does load such chunks.
    loaded.clear();
    await signUpViaApi();
    await page.goto('/dashboard/home');
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome back, / })).toBeVisible();
    expect([...loaded].map(chunkName)).toEqual(expect.arrayContaining(['layout']));
  });
});
