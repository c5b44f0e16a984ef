import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext } from '@playwright/test';
import { authenticatorFor } from '../../server/test/authenticator';
import {
  expect,
  expectNoSidewaysScroll,
  grantRole,
  registerViaApi,
  signInThroughForm,
  test,
  turnOnTwoFactorViaApi,
  toast,
  viewports,
} from './fixtures';

async function requireOfStaff(request: APIRequestContext, requireTwoFactorForStaff: boolean) {
  const response = await request.patch('/api/account-settings', { data: { requireTwoFactorForStaff } });
  expect(response.status(), await response.text()).toBe(200);
}

// The requirement holds for every admin and manager of the app, the journeys' administrator too: it runs alone, last.
test.describe.configure({ mode: 'serial' });

for (const [screen, viewport] of viewports) {
  test.describe(`Requiring two-factor sign-in of admins and managers at ${screen}`, () => {
    test.use({ viewport });

    test('an admin requires it; another admin without it is taken to its set-up after signing in, and can go on once it is on', async ({
      page,
      adminApi,
      api,
      browser,
      baseURL,
      extraHTTPHeaders,
    }) => {
      // An administrator with two-factor sign-in on, signed in on the page.
      const admin = await registerViaApi(page.request);
      await grantRole(adminApi, admin.me.id, 'admin');
      await turnOnTwoFactorViaApi(page.request, admin.password);
      const otherAdmin = await registerViaApi(api);
      await grantRole(adminApi, otherAdmin.me.id, 'admin');

      try {
        await page.goto('/dashboard/sign-in-settings');
        const setting = page.getByRole('region', { name: 'Two-factor sign-in' });
        await setting.getByLabel('Require two-factor sign-in for admins and managers').check();
        await setting.getByRole('button', { name: 'Save' }).click();
        await expect(toast(page, 'Saved: admins and managers need two-factor sign-in')).toBeVisible();

        const otherContext = await browser.newContext({ baseURL, extraHTTPHeaders, viewport });
        const otherPage = await otherContext.newPage();
        await otherPage.goto('/login');
        await signInThroughForm(otherPage, otherAdmin);
        await expect(otherPage).toHaveURL('/two-factor-setup');
        await expect(otherPage.getByRole('heading', { level: 1, name: 'Set up two-factor sign-in' })).toBeVisible();
        expect((await new AxeBuilder({ page: otherPage }).include('main').analyze()).violations).toEqual([]);
        await otherPage.goto('/dashboard/task');
        await expect(otherPage).toHaveURL('/two-factor-setup');
        expect((await otherContext.request.get('/api/tasks')).status()).toBe(403);

        await otherPage.getByLabel('Current password').fill(otherAdmin.password);
        await otherPage.getByRole('button', { name: 'Continue' }).click();
        await expectNoSidewaysScroll(otherPage);
        const key = (await otherPage.getByLabel('Set-up key').textContent())!.trim();
        const otherApp = authenticatorFor(`otpauth://totp/TopGear%20Perform:admin?secret=${key}`);
        await otherPage.getByLabel('Code from the app').fill(otherApp.code());
        await otherPage.getByRole('button', { name: 'Turn on' }).click();
        await expect(otherPage.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
        await otherPage.getByRole('button', { name: 'I have saved them' }).click();

        await expect(otherPage).toHaveURL('/dashboard/home');
        await otherPage.goto('/dashboard/task');
        await expect(otherPage).toHaveURL('/dashboard/task');
        await otherContext.close();
      } finally {
        await requireOfStaff(page.request, false);
      }
    });
  });
}
