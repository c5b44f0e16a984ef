import type { APIRequestContext, Page } from '@playwright/test';
import type { Goal } from '@topgear/shared/goals';
import { E2E_ADMIN } from '../playwright.config';
import { expect, test, viewports } from './fixtures';

const bell = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Notifications/ });
const notificationLinks = (page: Page) => page.getByRole('main').getByRole('listitem').getByRole('link');

async function giveFeedback(admin: APIRequestContext, goalId: string, feedback: string) {
  const response = await admin.put(`/api/goals/${goalId}/feedback`, { data: { feedback } });
  expect(response.status(), await response.text()).toBe(200);
}

for (const [screen, viewport] of viewports) {
  test.describe(`notifications on a ${screen} screen`, () => {
    test.use({ viewport });

    test("an administrator's feedback rings the bell without a reload, leads to the goal and is read", async ({
      page,
      browser,
      baseURL,
      extraHTTPHeaders,
      signedInUser: _,
    }) => {
      const name = 'Ship the onboarding revamp';
      const created = await page.request.post('/api/goals', { data: { name, target: 3 } });
      expect(created.status()).toBe(201);
      const goal = (await created.json()) as Goal;

      // The dashboard's socket upgrades to a WebSocket once it is connected and in the person's room.
      const connected = page.waitForEvent('websocket');
      const webSockets: unknown[] = [];
      page.on('websocket', (webSocket) => webSockets.push(webSocket));
      await page.goto('/dashboard/home');
      await expect(bell(page)).toHaveAccessibleName('Notifications');
      await connected;

      const adminContext = await browser.newContext({ baseURL, extraHTTPHeaders });
      try {
        const admin = adminContext.request;
        const signedIn = await admin.post('/api/auth/sign-in/email', { data: E2E_ADMIN });
        expect(signedIn.status(), await signedIn.text()).toBe(200);

        await giveFeedback(admin, goal.id, 'Great scope. Keep the demos weekly.');

        await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
        await expect(bell(page).getByText('1', { exact: true })).toBeVisible();

        await bell(page).click();
        await expect(page).toHaveURL('/dashboard/notification');
        await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
        await expect(notificationLinks(page)).toHaveCount(1);
        const notification = notificationLinks(page).first();
        await expect(notification).toContainText(`added feedback to your goal "${name}"`);
        await expect(notification.getByText('Unread:')).toBeAttached();

        await notification.click();
        await expect(page).toHaveURL(`/dashboard/goals/${goal.id}`);
        await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
        await expect(page.getByText('Great scope. Keep the demos weekly.')).toBeVisible();
        await expect(bell(page)).toHaveAccessibleName('Notifications');

        await giveFeedback(admin, goal.id, 'Second thoughts');
        await giveFeedback(admin, goal.id, 'Third thoughts');
        await expect(bell(page)).toHaveAccessibleName('Notifications, 2 unread');
        // The page open when the feedback arrived shows it without a reload too.
        await expect(page.getByText('Third thoughts')).toBeVisible();

        await bell(page).click();
        await expect(notificationLinks(page)).toHaveCount(3);
        await expect(page.getByRole('main').getByText('Unread:')).toHaveCount(2);
        // One read where it stands, without leaving the page.
        await page.getByRole('main').getByRole('button', { name: 'Mark as read' }).first().click();
        await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
        await expect(page.getByRole('main').getByText('Unread:')).toHaveCount(1);
        await expect(page).toHaveURL('/dashboard/notification');

        await page.getByRole('button', { name: 'Mark all as read' }).click();

        await expect(bell(page)).toHaveAccessibleName('Notifications');
        await expect(page.getByRole('main').getByText('Unread:')).toHaveCount(0);
        await expect(notificationLinks(page)).toHaveCount(3);
        // Every screen on the way used the dashboard's one connection.
        expect(webSockets).toHaveLength(1);
      } finally {
        await adminContext.close();
      }
    });
  });
}

test('a new account has no notifications yet', async ({ page, signedInUser: _ }) => {
  await page.goto('/dashboard/notification');

  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(page.getByText('You have no notifications yet.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark all as read' })).toHaveCount(0);
  await expect(bell(page)).toHaveAccessibleName('Notifications');
});

test('signing out closes the live connection', async ({ page, signedInUser }) => {
  const connected = page.waitForEvent('websocket');
  await page.goto('/dashboard/home');
  const webSocket = await connected;
  const closed = webSocket.waitForEvent('close');

  await page.getByRole('button', { name: `Profile menu for ${signedInUser.fullName}` }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();

  await expect(page).toHaveURL('/');
  await closed;
  expect(webSocket.isClosed()).toBe(true);
});
