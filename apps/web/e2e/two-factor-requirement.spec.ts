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
  toast,
  viewports,
} from './fixtures';

/** Turns two-factor sign-in on for whoever `request` is signed in as; its cookies follow the new session. */
async function turnOnViaApi(request: APIRequestContext, password: string): Promise<void> {
  const setup = await request.post('/api/account/two-factor', { data: { currentPassword: password } });
  expect(setup.status(), await setup.text()).toBe(200);
  const app = authenticatorFor(((await setup.json()) as { totpUri: string }).totpUri);
  const confirmed = await request.post('/api/account/two-factor/confirm', { data: { code: app.code() } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
}

async function requireOfStaff(request: APIRequestContext, requireTwoFactorForStaff: boolean) {
  const response = await request.patch('/api/account-settings', { data: { requireTwoFactorForStaff } });
  expect(response.status(), await response.text()).toBe(200);
}

// The requirement holds for every admin and manager of the app, the journeys' administrator too: it runs alone, last.
test.describe.configure({ mode: 'serial' });

for (const [screen, viewport] of viewports) {
  test.describe(`Requiring two-factor sign-in of admins and managers at ${screen}`, () => {
    test.use({ viewport });

    test('an admin requires it; a manager without it is taken to its set-up after signing in, and can go on once it is on', async ({
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
      await turnOnViaApi(page.request, admin.password);
      const manager = await registerViaApi(api);
      await grantRole(adminApi, manager.me.id, 'manager');

      try {
        await page.goto('/dashboard/sign-in-settings');
        const setting = page.getByRole('region', { name: 'Two-factor sign-in' });
        await setting.getByLabel('Require two-factor sign-in for admins and managers').check();
        await setting.getByRole('button', { name: 'Save' }).click();
        await expect(toast(page, 'Saved: admins and managers need two-factor sign-in')).toBeVisible();

        const managerContext = await browser.newContext({ baseURL, extraHTTPHeaders, viewport });
        const managerPage = await managerContext.newPage();
        await managerPage.goto('/login');
        await signInThroughForm(managerPage, manager);
        await expect(managerPage).toHaveURL('/two-factor-setup');
        await expect(managerPage.getByRole('heading', { level: 1, name: 'Set up two-factor sign-in' })).toBeVisible();
        expect((await new AxeBuilder({ page: managerPage }).include('main').analyze()).violations).toEqual([]);
        await managerPage.goto('/dashboard/task');
        await expect(managerPage).toHaveURL('/two-factor-setup');
        expect((await managerContext.request.get('/api/tasks')).status()).toBe(403);

        await managerPage.getByLabel('Current password').fill(manager.password);
        await managerPage.getByRole('button', { name: 'Continue' }).click();
        await expectNoSidewaysScroll(managerPage);
        const key = (await managerPage.getByLabel('Set-up key').textContent())!.trim();
        const managerApp = authenticatorFor(`otpauth://totp/TopGear%20Perform:m?secret=${key}`);
        await managerPage.getByLabel('Code from the app').fill(managerApp.code());
        await managerPage.getByRole('button', { name: 'Turn on' }).click();
        await expect(managerPage.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
        await managerPage.getByRole('button', { name: 'I have saved them' }).click();

        await expect(managerPage).toHaveURL('/dashboard/home');
        await managerPage.goto('/dashboard/task');
        await expect(managerPage).toHaveURL('/dashboard/task');
        await managerContext.close();
      } finally {
        await requireOfStaff(page.request, false);
      }
    });
  });
}
