import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { addressOf, checkedPages } from './public-pages';

test.use({ viewport: { width: 375, height: 812 } });

/** How far the page scrolls sideways: 0 when nothing is wider than the screen. */
const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);

async function checkPage(page: Page, url: string) {
  await page.goto(url);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  // Lists load after the page: measure once they are in.
  await expect(main.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
  expect(await horizontalOverflow(page), `${url} scrolls sideways`).toBeLessThanOrEqual(0);

  const nav = page.getByRole('navigation', { name: 'Main' });
  const burger = nav.getByRole('button', { name: 'Menu', exact: true });
  const menu = page.locator(`[id="${await burger.getAttribute('popovertarget')}"]`);
  await expect(menu).toBeHidden();

  await burger.click();
  await expect(menu).toBeVisible();
  for (const link of ['Pricing', 'Blogs', 'Ebooks', 'Free courses', 'FAQ', 'Contact', 'Privacy policy']) {
    await expect(menu.getByRole('link', { name: link, exact: true })).toBeVisible();
  }
  await expect(menu.getByRole('link', { name: 'Sign in' })).toBeVisible();
  expect(await horizontalOverflow(page), `${url} with the menu open scrolls sideways`).toBeLessThanOrEqual(0);

  await burger.click();
  await expect(menu).toBeHidden();
  expect(await horizontalOverflow(page), `${url} scrolls sideways`).toBeLessThanOrEqual(0);
}

for (const address of checkedPages) {
  test(`${address} at 375 px: the burger opens and closes the menu, no sideways scroll`, async ({ page, api }) => {
    await checkPage(page, await addressOf(api, address));
  });
}
