import type { Locator, Page } from '@playwright/test';
import { expect, registration, signInThroughForm, test } from './fixtures';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** What a navigation button opens: the browser's popover it names, which tells assistive technology whether it is open. */
const panelOf = async (page: Page, button: Locator) =>
  page.locator(`[id="${await button.getAttribute('popovertarget')}"]`);

const navGroups = {
  Product: ['Pricing', 'Schedule demo', 'Customer reviews', 'Praise'],
  Resources: ['Blogs', 'Ebooks', 'Free courses', 'Help center', 'FAQ'],
  Company: ['About us', 'Our team', 'Team members', 'Contact', 'Terms and conditions', 'Privacy policy'],
} as const;

test.describe('public top navigation', () => {
  test('visitors see Sign in and no dashboard entries', async ({ page }) => {
    await page.goto('/');
    const nav = mainNav(page);

    await expect(nav.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    await expect(nav.getByRole('button', { name: 'Logout' })).toHaveCount(0);
    await expect(nav.getByRole('button', { name: 'Dashboard' })).toHaveCount(0);
    for (const group of Object.keys(navGroups)) {
      await expect(nav.getByRole('button', { name: group })).toBeVisible();
    }

    await nav.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/login');
  });

  test('signed-in users see Logout and a Dashboard group instead of Sign in', async ({ page, signedInUser }) => {
    await page.goto('/');
    const nav = mainNav(page);

    await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
    const dashboardGroup = nav.getByRole('button', { name: 'Dashboard' });
    await dashboardGroup.click();
    await expect(await panelOf(page, dashboardGroup)).toBeVisible();
    await nav.getByRole('link', { name: 'Dashboard home' }).click();
    await expect(page).toHaveURL('/dashboard/home');
    await expect(page.getByRole('heading', { level: 1, name: `Welcome back, ${signedInUser.fullName}` })).toBeVisible();
  });

  test('Logout in the top navigation signs out and the navigation turns back to Sign in', async ({
    page,
    signedInUser: _,
  }) => {
    await page.goto('/');
    const nav = mainNav(page);
    await nav.getByRole('button', { name: 'Logout' }).click();

    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Logout Succesful' })).toBeVisible();
    await expect(page).toHaveURL('/');
    await expect(nav.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Logout' })).toHaveCount(0);
    await expect(nav.getByRole('button', { name: 'Dashboard' })).toHaveCount(0);
  });

  test('desktop groups open on click and close on Escape', async ({ page }) => {
    await page.goto('/');
    const nav = mainNav(page);

    for (const [group, links] of Object.entries(navGroups)) {
      const button = nav.getByRole('button', { name: group });
      const panel = await panelOf(page, button);
      await expect(panel).toBeHidden();

      await button.click();
      await expect(panel).toBeVisible();
      await expect(panel.getByRole('link')).toHaveText([...links]);

      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(button).toBeFocused();
    }
  });

  test('opening one group closes the other, and a group link navigates', async ({ page }) => {
    await page.goto('/');
    const nav = mainNav(page);
    const product = nav.getByRole('button', { name: 'Product' });
    const company = nav.getByRole('button', { name: 'Company' });

    await product.click();
    await expect(await panelOf(page, product)).toBeVisible();
    await company.click();
    await expect(await panelOf(page, company)).toBeVisible();
    await expect(await panelOf(page, product)).toBeHidden();

    await nav.getByRole('link', { name: 'Privacy policy' }).click();
    await expect(page).toHaveURL('/privacy-policy');
    await expect(await panelOf(page, company)).toBeHidden();
  });

  test('inside the app, following a link in the phone menu closes it over the next page', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/schedule');
    const nav = mainNav(page);

    await nav.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.locator('#mobile-menu').getByRole('link', { name: 'Free courses' }).click();

    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(/course/i);
    await expect(page.locator('#mobile-menu')).toBeHidden();
  });
});

test.describe('public top navigation without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a group opens, closes on Escape, and its link leads to the page', async ({ page }) => {
    await page.goto('/blogs');
    const nav = mainNav(page);
    const company = nav.getByRole('button', { name: 'Company' });

    await company.click();
    await expect(await panelOf(page, company)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(await panelOf(page, company)).toBeHidden();

    await company.click();
    await nav.getByRole('link', { name: 'Our team' }).click();
    await expect(page).toHaveURL('/team');
  });

  test('at 375 pixels wide, the menu opens and its link leads to the page', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');

    await mainNav(page).getByRole('button', { name: 'Menu', exact: true }).click();
    await page.locator('#mobile-menu').getByRole('link', { name: 'FAQ' }).click();

    await expect(page).toHaveURL('/faq');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('dashboard shell', () => {
  test('replaces the public navigation with its own top bar and sidebar', async ({ page, signedInUser }) => {
    await page.goto('/dashboard/home');
    await expect(page.getByRole('heading', { level: 1, name: `Welcome back, ${signedInUser.fullName}` })).toBeVisible();

    await expect(mainNav(page)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveCount(0);

    const topBar = page.getByRole('banner');
    await expect(topBar.getByRole('link', { name: 'Notifications' })).toHaveAttribute(
      'href',
      '/dashboard/notification',
    );
    await expect(topBar.getByRole('link', { name: 'Help center' })).toHaveAttribute('href', '/helpCenter');
    await expect(topBar.getByRole('link', { name: 'Chat' })).toHaveAttribute('href', '/dashboard/chat');
    await expect(topBar.getByRole('button', { name: `Profile menu for ${signedInUser.fullName}` })).toBeVisible();

    await page.getByRole('banner').getByRole('link', { name: 'Notifications' }).click();
    await expect(page).toHaveURL('/dashboard/notification');
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();

    const sidebar = page.getByRole('navigation', { name: 'Dashboard' });
    await expect(sidebar.getByRole('link')).toHaveText([
      'Home',
      'Focus',
      'Task',
      '1:1s',
      'Chat',
      'People',
      'Org chart',
    ]);
    await expect(sidebar.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/dashboard/home');
    await expect(sidebar.getByRole('link', { name: 'Focus' })).toHaveAttribute('href', '/dashboard/focus');
    await expect(sidebar.getByRole('link', { name: 'Task' })).toHaveAttribute('href', '/dashboard/task');
    await expect(sidebar.getByRole('link', { name: '1:1s' })).toHaveAttribute('href', '/dashboard/meetings');
    await expect(sidebar.getByRole('link', { name: 'Chat' })).toHaveAttribute('href', '/dashboard/chat');
    await expect(sidebar.getByRole('link', { name: 'People' })).toHaveAttribute('href', '/dashboard/people');
    await expect(sidebar.getByRole('link', { name: 'Org chart' })).toHaveAttribute('href', '/dashboard/org-chart');

    // The logo leads back to the public site, where the top navigation returns.
    await topBar.getByRole('link', { name: 'TopGear Perform home' }).click();
    await expect(page).toHaveURL('/');
    await expect(mainNav(page).getByRole('button', { name: 'Logout' })).toBeVisible();
  });

  test("the employee's home menu and the sidebar lead to their own screens", async ({ page, signedInUser: _ }) => {
    const destinations = [
      ['Task Center', '/dashboard/task', 'My Task Center'],
      ['Keep Notes', '/dashboard/notes', 'My notes'],
      ['Create Goal', '/dashboard/add-goal', 'Create a goal'],
      ['Take Vacation', '/dashboard/vacation-select', 'Days Off'],
      ['News Feed', '/dashboard/news-feed', 'News Feed'],
      ['Emergency Contact', '/dashboard/emergency', 'Emergency Contact'],
      ['Upload File', '/dashboard/upload-file', 'Upload File'],
      ['Reviews', '/dashboard/reviews', 'Give Feedback Of Our Management System'],
    ] as const;
    for (const [entry, url, heading] of destinations) {
      await page.goto('/dashboard/home');
      await page
        .getByRole('list', { name: 'Home menu' })
        .getByRole('link', { name: new RegExp(`^${entry}`) })
        .click();
      await expect(page).toHaveURL(url);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }

    const sidebar = page.getByRole('navigation', { name: 'Dashboard' });
    await sidebar.getByRole('link', { name: 'Task' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Task Center' })).toBeVisible();
    await sidebar.getByRole('link', { name: 'Focus' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Focus' })).toBeVisible();
  });

  test('the profile menu toggles open and closed', async ({ page, signedInUser }) => {
    await page.goto('/dashboard/home');
    const trigger = page.getByRole('button', { name: `Profile menu for ${signedInUser.fullName}` });

    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('menu');
    await expect(menu).toContainText(signedInUser.fullName);
    await expect(menu.getByRole('menuitem', { name: 'Logout' })).toBeVisible();

    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toHaveCount(0);
  });
});

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/no-such-page');

  await expect(page.getByRole('heading', { level: 1, name: 'Oppps!! 404 PAGE NOT FOUND' })).toBeVisible();
  await page.getByRole('link', { name: 'BACK TO HOME' }).click();
  await expect(page).toHaveURL('/');
});

test('an unknown path containing /dashboard shows the 404 page without the public navigation', async ({ page }) => {
  await page.goto('/help/dashboard-tips');

  await expect(page.getByRole('heading', { level: 1, name: 'Oppps!! 404 PAGE NOT FOUND' })).toBeVisible();
  await expect(mainNav(page)).toHaveCount(0);
});

test('the first Tab stop skips straight to the page content', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();

  await page.keyboard.press('Tab');
  const skipLink = page.getByRole('link', { name: 'Skip to content' });
  await expect(skipLink).toBeFocused();
  await expect(skipLink).toBeVisible();
  await skipLink.press('Enter');
  await expect(page).toHaveURL('/login#main');
  await expect(page.getByRole('main')).toBeInViewport();
});

test('the footer has social and store links opening in a new tab', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');

  const social = {
    Facebook: 'https://www.facebook.com/',
    LinkedIn: 'https://www.linkedin.com/',
    X: 'https://x.com/',
    Instagram: 'https://www.instagram.com/',
    YouTube: 'https://www.youtube.com/',
  };
  for (const [network, href] of Object.entries(social)) {
    const link = footer.getByRole('link', { name: `TopGear Perform on ${network}`, exact: true });
    await expect(link).toHaveAttribute('href', href);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noreferrer/);
  }

  const stores = footer.getByRole('list', { name: 'Get the app' });
  await expect(stores.getByRole('link', { name: 'App Store' })).toHaveAttribute('href', 'https://apps.apple.com/');
  await expect(stores.getByRole('link', { name: 'Google Play' })).toHaveAttribute(
    'href',
    'https://play.google.com/store/apps',
  );

  for (const group of ['Product', 'Resources', 'Company']) {
    await expect(footer.getByRole('navigation', { name: `${group} pages` })).toBeVisible();
  }
  await expect(
    footer.getByRole('navigation', { name: 'Company pages' }).getByRole('link', { name: 'Terms and conditions' }),
  ).toHaveAttribute('href', '/terms');
});

test('the toaster shows one toast at a time', async ({ page, api }) => {
  // Record, from the first paint on, the most toasts ever visible together and every toast text seen.
  await page.addInitScript(() => {
    const stats = { maxVisible: 0, maxPresent: 0, texts: [] as string[] };
    (window as unknown as { __toastStats: typeof stats }).__toastStats = stats;
    new MutationObserver(() => {
      const toasts = [...document.querySelectorAll('[data-sonner-toast]')];
      const visible = toasts.filter((toast) => toast.getAttribute('data-visible') === 'true');
      stats.maxVisible = Math.max(stats.maxVisible, visible.length);
      stats.maxPresent = Math.max(stats.maxPresent, toasts.length);
      for (const toast of toasts) {
        const text = toast.textContent?.trim() ?? '';
        if (text && !stats.texts.includes(text)) stats.texts.push(text);
      }
    }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  });
  const user = registration();
  expect((await api.post('/api/users', { data: user })).status()).toBe(201);
  const fullName = `${user.firstName} ${user.lastName}`;

  await page.goto('/login');
  await signInThroughForm(page, user);
  // Log out straight away, while the login toast is still up.
  await page.getByRole('button', { name: `Profile menu for ${fullName}` }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');

  const visibleToasts = page.locator('[data-sonner-toast][data-visible="true"]');
  await expect(visibleToasts).toHaveCount(1);
  await expect(visibleToasts).toHaveText('Logout Succesful');
  const stats = await page.evaluate(
    () =>
      (window as unknown as { __toastStats: { maxVisible: number; maxPresent: number; texts: string[] } }).__toastStats,
  );
  expect(stats.texts).toEqual(['Login successfull', 'Logout Succesful']);
  // Both toasts were up together, yet never more than one was visible.
  expect(stats.maxPresent).toBe(2);
  expect(stats.maxVisible).toBe(1);
});
