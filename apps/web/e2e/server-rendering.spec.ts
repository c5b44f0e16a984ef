import type { APIRequestContext } from '@playwright/test';
import type { Blog } from '@topgear/shared/blogs';
import type { Page as ApiPage } from '@topgear/shared/pagination';
import type { Review } from '@topgear/shared/reviews';
import { expect, test } from './fixtures';

async function firstReview(api: APIRequestContext) {
  const response = await api.get('/api/reviews', { params: { limit: 1 } });
  const { items } = (await response.json()) as ApiPage<Review>;
  return items[0]!;
}

test.describe('pages before any JavaScript runs', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page and the blog list carry their content, title, description and links', async ({ page, api }) => {
    const { items: blogs } = (await (await api.get('/api/blogs', { params: { limit: 5 } })).json()) as ApiPage<Blog>;

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const blog of blogs) await expect(page.getByRole('heading', { name: blog.title })).toBeVisible();

    await page.goto('/blogs');
    await expect(page).toHaveTitle('Blog · TopGear Perform');
    await expect(page.getByRole('heading', { name: 'TopGear Perform Blog' })).toBeVisible();
    await expect(page.getByRole('heading', { name: blogs[0]!.title })).toBeVisible();
    const head = page.locator('head');
    await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', /goals, feedback/);
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/blogs$/);
    await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Blog · TopGear Perform');
    await expect(head.locator('meta[property="og:url"]')).toHaveAttribute('content', /\/blogs$/);
  });

  test("a review's page carries the review, and the alias of the blog list names /blogs as canonical", async ({
    page,
    api,
  }) => {
    const review = await firstReview(api);

    await page.goto(`/reviews/${review.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(review.heading ?? `Review by ${review.name}`);
    await expect(page.getByText(review.feedback.split('\n')[0]!, { exact: false })).toBeVisible();
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');

    await page.goto('/blog');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/blogs$/);
  });
});

test.describe('status codes, robots and sitemap', () => {
  test('an unknown address and an unknown review answer 404 with a not-found page', async ({ page }) => {
    const unknown = await page.goto('/no-such-page');
    expect(unknown?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Oppps!! 404 PAGE NOT FOUND' })).toBeVisible();

    const missingReview = await page.goto('/reviews/00000000-0000-4000-8000-000000000000');
    expect(missingReview?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Review not found');
  });

  test('robots.txt names the sitemap, which lists the public pages and every review', async ({ api, baseURL }) => {
    const robots = await api.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);

    const review = await firstReview(api);
    const sitemap = await (await api.get('/sitemap.xml')).text();
    for (const path of ['/', '/blogs', '/pricing', '/schedule', '/login', `/reviews/${review.id}`]) {
      expect(sitemap).toContain(`<loc>${baseURL}${path}</loc>`);
    }
    expect(sitemap).not.toContain('/dashboard');
  });

  test('pages are revalidated with their ETag; hashed assets are kept for a year', async ({ api }) => {
    const first = await api.get('/pricing');
    expect(first.headers()['cache-control']).toBe('no-cache');
    const etag = first.headers().etag!;

    const again = await api.get('/pricing', { headers: { 'if-none-match': etag } });
    expect(again.status()).toBe(304);

    const stylesheet = /<link rel="stylesheet"[^>]* href="([^"]+)"/.exec(await first.text())![1]!;
    const asset = await api.get(stylesheet);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

// A page the app takes over, as it does for someone signed in: one served to visitors as islands
// starts its code only as an island is reached for.
test('a rendered page asks for no script before the browser has painted it', async ({ page, signedInUser: _ }) => {
  await page.goto('/schedule');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();

  const { firstPaint, scripts } = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map(({ name, startTime }) => ({ name, startTime })),
  }));

  expect(firstPaint).toBeGreaterThan(0);
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter(({ startTime }) => startTime < firstPaint!)).toEqual([]);
});

test('a rendered page starts its code though the browser never reports its first paint', async ({
  page,
  signedInUser: _,
}) => {
  await page.addInitScript(() => {
    // The browser lists paint entries, as Chromium does, but no observer ever hears of one.
    PerformanceObserver.prototype.observe = function () {
      (window as unknown as { observed: boolean }).observed = true;
    };
  });

  // The fixture's navigation waits until the page is hydrated.
  await page.goto('/schedule');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  expect(await page.evaluate(() => (window as unknown as { observed?: boolean }).observed)).toBe(true);
});

test('a rendered page starts its code once, though the wait for its paint runs out after the paint', async ({
  page,
  signedInUser: _,
}) => {
  await page.clock.install();
  await page.goto('/schedule');
  await page.clock.runFor(2000);

  // Each start adds a preload for every file the entry imports.
  const preloads = await page
    .locator('link[rel="modulepreload"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(preloads.length).toBeGreaterThan(0);
  expect(preloads).toEqual([...new Set(preloads)]);
});

// Visitors are served these pages as islands; someone signed in gets the app, which takes them over.
test('the browser takes over the rendered page without refetching it, logging an error or breaking the content security policy', async ({
  page,
  signedInUser: _,
}) => {
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`content security policy: ${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const contentRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/blogs/.test(request.url())) contentRequests.push(request.url());
  });

  await page.goto('/blogs');
  await expect(page.locator('#page-data')).toHaveCount(1);
  // The navigation offers what a signed-in person can do: the app has their session.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' }).first()).toBeVisible();
  // Once the page is hydrated a link is the router's: the window (and this mark) survives the click.
  await page.evaluate(() => ((window as unknown as { beforeClick: boolean }).beforeClick = true));
  await page.getByRole('link', { name: 'Pricing', exact: true }).first().click();
  await expect(page).toHaveURL('/pricing');
  expect(await page.evaluate(() => (window as unknown as { beforeClick?: boolean }).beforeClick)).toBe(true);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();

  expect(contentRequests).toEqual([]);
  expect(problems).toEqual([]);
});
