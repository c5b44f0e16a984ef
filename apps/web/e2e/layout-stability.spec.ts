import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * A public list opened from the navigation inside the app (a visitor's pages are served as islands,
 * whose links load the next page rendered) loads in the browser. While its first page is on the
 * way, card-sized stand-ins hold its place, so nothing on the screen moves when the cards arrive.
 */
const lists = [
  { menu: 'Resources', link: 'Blogs', path: '/blogs', api: '/api/blogs', noun: 'blogs' },
  { menu: 'Resources', link: 'Free courses', path: '/course', api: '/api/courses', noun: 'courses' },
  { menu: 'Resources', link: 'Ebooks', path: '/ebook', api: '/api/ebooks', noun: 'ebooks' },
  { menu: 'Product', link: 'Customer reviews', path: '/full-case-study', api: '/api/reviews', noun: 'reviews' },
];

/** Holds the list's API answers until `release` is called. */
async function holdAnswers(page: Page, api: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${api}?**`, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Starts adding up the layout shifts not caused by the person's own input, as CLS does. */
const watchLayoutShifts = (page: Page) =>
  page.evaluate(() => {
    const seen = window as unknown as { layoutShifts: number };
    seen.layoutShifts = 0;
    new PerformanceObserver((entries) => {
      for (const entry of entries.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) seen.layoutShifts += entry.value;
      }
    }).observe({ type: 'layout-shift' });
  });

const layoutShifts = (page: Page) => page.evaluate(() => (window as unknown as { layoutShifts: number }).layoutShifts);

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const { menu, link, path, api, noun } of lists) {
      test(`${path} holds the place of its cards while they load, and nothing moves when they arrive`, async ({
        page,
        signedInUser: _,
      }) => {
        await page.goto('/about-us');
        const release = await holdAnswers(page, api);
        const nav = page.getByRole('navigation', { name: 'Main' });
        if (viewport.width < 768) {
          await nav.getByRole('button', { name: 'Menu', exact: true }).click();
          await page.locator('#mobile-menu').getByRole('link', { name: link }).click();
        } else {
          await nav.getByRole('button', { name: menu }).click();
          await nav.getByRole('link', { name: link }).click();
        }
        await expect(page).toHaveURL(path);

        const loading = page.getByRole('status').filter({ hasText: `Loading ${noun}` });
        await expect(loading.first()).toBeAttached();
        await expect(page.getByRole('main').locator('ul[aria-hidden="true"] > li')).not.toHaveCount(0);
        // Shifts right after the click are the person's own doing and do not count.
        await page.waitForTimeout(600);
        await watchLayoutShifts(page);

        release();
        await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
        await expect(loading).toHaveCount(0);
        // The browser reports a shift after the frame that made it.
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 200))));
        expect(await layoutShifts(page)).toBe(0);
      });
    }
  });
}
