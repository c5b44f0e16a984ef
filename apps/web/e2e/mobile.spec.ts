import type { Page } from '@playwright/test';
import { expect, test, toast } from './fixtures';

test.use({ viewport: { width: 375, height: 812 } });

const publicLinks = {
  Product: ['Pricing', 'Schedule demo', 'Customer reviews', 'Praise'],
  Resources: ['Blogs', 'Ebooks', 'Free courses', 'Help center', 'FAQ'],
  Company: ['About us', 'Our team', 'Team members', 'Contact', 'Terms and conditions', 'Privacy policy'],
} as const;

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** The burger button and the menu it controls. */
async function burgerMenu(page: Page) {
  const burger = mainNav(page).getByRole('button', { name: 'Menu', exact: true });
  const menu = page.locator(`[id="${await burger.getAttribute('popovertarget')}"]`);
  return { burger, menu };
}

test('a narrow screen shows the burger instead of the desktop groups', async ({ page }) => {
  await page.goto('/');
  const nav = mainNav(page);

  await expect(nav.getByRole('button', { name: 'Menu', exact: true })).toBeVisible();
  for (const group of Object.keys(publicLinks)) {
    await expect(nav.getByRole('button', { name: group })).toBeHidden();
  }
});

test('the burger opens a menu with every public link and closes it again', async ({ page }) => {
  await page.goto('/');
  const { burger, menu } = await burgerMenu(page);
  await expect(menu).toBeHidden();

  await burger.click();
  await expect(menu).toBeVisible();
  for (const [group, links] of Object.entries(publicLinks)) {
    const section = menu.getByRole('region', { name: group });
    await expect(section.getByRole('link')).toHaveText([...links]);
    for (const link of links) await expect(section.getByRole('link', { name: link, exact: true })).toBeVisible();
  }
  await expect(menu.getByRole('link', { name: 'Sign in' })).toBeVisible();

  await burger.click();
  await expect(menu).toBeHidden();
});

test('choosing a link in the mobile menu closes it and navigates', async ({ page }) => {
  await page.goto('/');
  const { burger, menu } = await burgerMenu(page);

  await burger.click();
  await menu.getByRole('region', { name: 'Resources' }).getByRole('link', { name: 'Help center' }).click();

  await expect(page).toHaveURL('/helpCenter');
  await expect(menu).toBeHidden();
});

test('Logout in the mobile menu closes it, signs out and offers Sign in again', async ({ page, signedInUser: _ }) => {
  await page.goto('/');
  const { burger, menu } = await burgerMenu(page);
  await burger.click();
  await expect(
    menu.getByRole('region', { name: 'Dashboard' }).getByRole('link', { name: 'Dashboard home' }),
  ).toBeVisible();

  await menu.getByRole('button', { name: 'Logout' }).click();
  await expect(menu).toBeHidden();
  const logoutToast = toast(page, 'Logout Succesful');
  await expect(logoutToast).toBeVisible();
  // At 375 px the toast lies over the burger; a person closes it (or waits) before opening the menu.
  await logoutToast.getByRole('button', { name: 'Close toast' }).click();
  await expect(logoutToast).toBeHidden();

  await burger.click();
  await expect(menu.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(menu.getByRole('region', { name: 'Dashboard' })).toHaveCount(0);
});

test('at 1024 pixels wide the burger is hidden and the desktop groups show', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto('/');
  const nav = mainNav(page);

  await expect(nav.getByRole('button', { name: 'Menu', exact: true })).toBeHidden();
  for (const group of Object.keys(publicLinks)) {
    await expect(nav.getByRole('button', { name: group })).toBeVisible();
  }
});
