import type { APIRequestContext, Page } from '@playwright/test';
import {
  expect,
  expectNoSidewaysScroll,
  fillRegistration,
  mailArriving,
  registerForm,
  registration,
  signInAsAdmin,
  test,
  toast,
  uniqueEmail,
  viewports,
} from './fixtures';

const INVITATION_ONLY = 'Joining is by invitation only. Ask your administrator for an invitation.';

/** The sign-up mode, set the way the Sign-in settings screen sets it. */
async function setSignUpMode(adminApi: APIRequestContext, signUpMode: 'open' | 'invitation') {
  const response = await adminApi.patch('/api/account-settings', { data: { signUpMode } });
  expect(response.status(), await response.text()).toBe(200);
}

/** The address of the sign-up link in the invitation mailed to `email`. */
async function invitationLink(email: string) {
  const mail = await mailArriving(email, /^You are invited to join TopGear Perform$/);
  const link = /https?:\/\/\S+\/signUp\?invitation=[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeDefined();
  return new URL(link!);
}

const pendingTable = (page: Page) => page.getByRole('region', { name: 'Pending invitations' });

// Joining by invitation only refuses every other journey's registrations, so this file runs after
// them all (its own project in playwright.config.ts), one test at a time.
test.describe.configure({ mode: 'serial' });

for (const [label, viewport] of viewports) {
  test.describe(`Who may join at ${label}`, () => {
    test.use({ viewport });
    test.afterEach(async ({ adminApi }) => setSignUpMode(adminApi, 'open'));

    test('joining by invitation only: /signUp says so; an invited person joins through the mailed link', async ({
      page,
      browser,
      baseURL,
      extraHTTPHeaders,
    }) => {
      const email = uniqueEmail('invited');
      await signInAsAdmin(page.request);
      await page.goto('/dashboard/admin');
      await page.getByRole('link', { name: /^Sign-in settings/ }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Sign-in settings' })).toBeVisible();

      await page.getByRole('radio', { name: /By invitation only/ }).check();
      await page.getByRole('region', { name: 'Who may join' }).getByRole('button', { name: 'Save' }).click();
      await expect(toast(page, 'Saved: By invitation only')).toBeVisible();

      const visitor = await browser.newContext({ baseURL, extraHTTPHeaders, viewport });
      try {
        // The server's own render says it, before any script runs.
        const html = await (await visitor.request.get('/signUp')).text();
        expect(html).toContain(INVITATION_ONLY);
        const theirPage = await visitor.newPage();
        await theirPage.goto('/signUp');
        await expect(theirPage.getByText(INVITATION_ONLY)).toBeVisible();
        await expect(registerForm(theirPage).signUp).toHaveCount(0);
        await expect(registerForm(theirPage).firstName).toHaveCount(0);

        await page.getByLabel('Email addresses').fill(`Invited Person <${email}>, not-an-address`);
        await page.getByRole('button', { name: 'Send invitations' }).click();
        await expect(toast(page, '1 invitation sent')).toBeVisible();
        const results = page.getByRole('list', { name: 'What became of each address' });
        await expect(results.getByRole('listitem').filter({ hasText: email })).toContainText('Invited');
        await expect(results.getByRole('listitem').filter({ hasText: 'not-an-address' })).toContainText(
          'Not sent: It has no @',
        );
        await expect(page.getByLabel('Email addresses')).toHaveValue('not-an-address');
        const row = pendingTable(page).getByRole('row', { name: new RegExp(email) });
        await expect(row).toContainText('Administrator');
        await expectNoSidewaysScroll(page);

        const link = await invitationLink(email);
        await theirPage.goto(`${link.pathname}${link.search}`);
        const form = registerForm(theirPage);
        await expect(form.email).toHaveValue(email);
        await expect(form.email).not.toBeEditable();
        const person = registration();
        await fillRegistration(theirPage, { ...person, email: undefined });
        await expectNoSidewaysScroll(theirPage);
        await form.signUp.click();

        await expect(theirPage).toHaveURL(/\/dashboard\/home$/);
        await expect(
          theirPage.getByRole('button', { name: `Profile menu for ${person.firstName} ${person.lastName}` }),
        ).toBeVisible();
        const me = await theirPage.request.get('/api/me');
        expect(((await me.json()) as { email: string }).email).toBe(email);

        await page.reload();
        await expect(pendingTable(page).getByRole('row', { name: new RegExp(email) })).toHaveCount(0);
        await theirPage.goto(`${link.pathname}${link.search}`);
        await expect(theirPage.getByText('This invitation has already been used.')).toBeVisible();
      } finally {
        await visitor.close();
      }
    });

    test('an invitation sent again no longer works through its old link, nor does a revoked one', async ({
      page,
      adminApi,
    }) => {
      const [resent, revoked] = [uniqueEmail('resent'), uniqueEmail('revoked')];
      const invited = await adminApi.post('/api/invitations', { data: { addresses: `${resent} ${revoked}` } });
      expect(invited.status()).toBe(200);
      const [firstLink, revokedLink] = [await invitationLink(resent), await invitationLink(revoked)];
      await signInAsAdmin(page.request);
      await page.goto('/dashboard/sign-in-settings');

      await pendingTable(page)
        .getByRole('row', { name: new RegExp(resent) })
        .getByRole('button', { name: /^Resend/ })
        .click();
      await expect(toast(page, 'Invitation sent again')).toBeVisible();
      await pendingTable(page)
        .getByRole('row', { name: new RegExp(revoked) })
        .getByRole('button', { name: /^Revoke/ })
        .click();
      await page
        .getByRole('dialog', { name: `Revoke the invitation of ${revoked}?` })
        .getByRole('button', { name: 'Revoke invitation' })
        .click();
      await expect(toast(page, 'Invitation revoked')).toBeVisible();
      await expect(pendingTable(page).getByRole('row', { name: new RegExp(revoked) })).toHaveCount(0);

      const gone = 'This invitation link does not work';
      await page.goto(`${firstLink.pathname}${firstLink.search}`);
      await expect(page.getByText(gone)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Sign up without an invitation' })).toBeVisible();
      await page.goto(`${revokedLink.pathname}${revokedLink.search}`);
      await expect(page.getByText(gone)).toBeVisible();
    });
  });
}
