import type { Page } from '@playwright/test';
import { INVALID_EMAIL_MESSAGE } from '@topgear/shared/email';
import { PASSWORD_RESET_MESSAGES } from '@topgear/shared/password-reset';
import { TWO_FACTOR_MESSAGES } from '@topgear/shared/two-factor';
import {
  expect,
  fillRegistration,
  loginForm,
  mailArriving,
  registerViaApi,
  registration,
  resetLinkFor,
  resetLinkMailedTo,
  postLoginForm,
  test,
  turnOnTwoFactorViaApi,
  uniqueEmail,
} from './fixtures';

/** Whether the browser holds a session: asked of the API with the page's cookies. */
const signedIn = async (page: Page) =>
  ((await (await page.request.get('/api/session')).json()) as { user: unknown }).user !== null;

/** A date a few days ahead, as a date field takes it. */
const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test.describe('public forms with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the newsletter form on the home page subscribes, and says what is wrong first', async ({ page }) => {
    await page.goto('/');
    const email = page.getByRole('textbox', { name: 'Email' });
    await email.fill('not an address');
    await page.getByRole('button', { name: 'Subscribe' }).click();

    await expect(page.getByText(INVALID_EMAIL_MESSAGE)).toBeVisible();
    await expect(email).toHaveValue('not an address');

    await email.fill(uniqueEmail());
    await page.getByRole('button', { name: 'Subscribe' }).click();

    await expect(page).toHaveURL(/\/#newsletter$/);
    await expect(page.getByRole('status').filter({ hasText: 'Thanks for subscribing!' })).toBeVisible();
    await page.reload();
    await expect(page.getByText('Thanks for subscribing!')).toHaveCount(0);
  });

  for (const path of ['/contact', '/pricing']) {
    test(`the message form on ${path} keeps what was typed through an error, then sends it`, async ({ page }) => {
      await page.goto(path);
      const main = page.getByRole('main');
      const message = 'We are forty people and would like to see the review cycles.';
      await main.getByRole('textbox', { name: 'Name' }).fill('Ann Example');
      await main.getByRole('textbox', { name: 'Email' }).fill('ann@');
      await main.getByRole('textbox', { name: 'Subject' }).fill('A question');
      await main.getByRole('textbox', { name: 'Message' }).fill(message);
      await main.getByRole('button', { name: 'Send Message' }).click();

      await expect(main.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
      await expect(main.getByRole('textbox', { name: 'Message' })).toHaveValue(message);
      await expect(main.getByRole('textbox', { name: 'Name' })).toHaveValue('Ann Example');

      await main.getByRole('textbox', { name: 'Email' }).fill('ann@example.com');
      await main.getByRole('button', { name: 'Send Message' }).click();

      await expect(page).toHaveURL(new RegExp(`${path}#contact$`));
      await expect(main.getByRole('status').filter({ hasText: /\w/ })).toBeVisible();
      await expect(main.getByRole('textbox', { name: 'Message' })).toHaveValue('');
    });
  }

  test('a demo is booked: a day, its free times, then the details', async ({ page }) => {
    await page.goto('/schedule');
    const main = page.getByRole('main');
    await expect(main.getByLabel('Time zone')).toHaveValue('+06:00');
    await main.getByLabel('Choose a day, then show its free times.').fill(daysAhead(4));
    await main.getByRole('textbox', { name: 'Name' }).fill('Ann Example');
    await main.getByRole('button', { name: 'Show free times' }).click();

    const times = main.getByRole('group', { name: 'Time' });
    await expect(times.getByRole('radio').first()).toBeVisible();
    await expect(main.getByRole('textbox', { name: 'Name' })).toHaveValue('Ann Example');
    await times.locator('label:not(:has(input:disabled))').first().click();
    await main.getByRole('button', { name: 'Submit' }).click();

    await expect(main.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
    await main.getByRole('textbox', { name: 'Company' }).fill('Example Ltd');
    await main.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail());
    await main.getByRole('textbox', { name: 'Phone Number' }).fill('+880 1711 000000');
    await times.locator('label:not(:has(input:disabled))').first().click();
    await main.getByRole('button', { name: 'Submit' }).click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Demo Booked Successfully');
    await expect(page).toHaveURL(new RegExp(`/scheduleSubmit\\?date=${daysAhead(4)}&`));
    await expect(page.getByRole('main')).toContainText(/See you on .+ at .+ \(GMT\+6 Dhaka\)\./);
  });

  test('signing up shows what is wrong, keeps no password in the page, then opens an account', async ({ page }) => {
    const user = registration();
    await page.goto('/signUp');
    const form = await fillRegistration(page, { ...user, confirmPassword: `${user.password}-other` });
    await form.signUp.click();

    await expect(form.confirmPassword).toHaveAttribute('aria-invalid', 'true');
    await expect(form.password).toHaveValue('');
    await expect(form.firstName).toHaveValue(user.firstName);
    expect(await page.content()).not.toContain(user.password);

    await form.password.fill(user.password);
    await form.confirmPassword.fill(user.password);
    await form.signUp.click();

    await expect(page).toHaveURL('/dashboard/home');
    expect(await signedIn(page)).toBe(true);
  });

  test('signing in says when the password is wrong, then signs in', async ({ page, api }) => {
    const user = await registerViaApi(api);
    await page.goto('/login');
    const form = await postLoginForm(page, { email: user.email, password: 'not-the-password-1' });

    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Wrong email or password');
    await expect(form.email).toHaveValue(user.email);
    expect(await signedIn(page)).toBe(false);

    await postLoginForm(page, user);

    await expect(page).toHaveURL('/dashboard/home');
    expect(await signedIn(page)).toBe(true);
  });

  test('with two-factor sign-in on, the code step says when a code is wrong, then signs in', async ({ page, api }) => {
    const user = await registerViaApi(api);
    const { app } = await turnOnTwoFactorViaApi(api, user.password);
    await page.goto('/login');
    await postLoginForm(page, user);

    await expect(page).toHaveURL('/login?step=two-factor');
    const main = page.getByRole('main');
    const wrongCode = app.wrongCode();
    await main.getByLabel('Authentication code').fill(wrongCode);
    await main.getByRole('button', { name: 'Verify' }).click();

    await expect(main.getByRole('alert')).toHaveText(TWO_FACTOR_MESSAGES.wrongCode);
    expect(await page.content()).not.toContain(wrongCode);
    expect(await signedIn(page)).toBe(false);

    await main.getByLabel('Authentication code').fill(app.code());
    await main.getByLabel('Trust this device for 30 days').check();
    await main.getByRole('button', { name: 'Verify' }).click();

    await expect(page).toHaveURL('/dashboard/home');
    expect(await signedIn(page)).toBe(true);
  });

  test('the code step goes back to the password, and takes a recovery code instead', async ({ page, api }) => {
    const user = await registerViaApi(api);
    const { recoveryCodes } = await turnOnTwoFactorViaApi(api, user.password);
    await page.goto('/login');
    await postLoginForm(page, user);
    const main = page.getByRole('main');
    await main.getByRole('link', { name: 'Sign in again' }).click();

    await expect(loginForm(page).login).toBeVisible();
    await postLoginForm(page, user);
    await main.getByRole('link', { name: 'Use a recovery code instead' }).click();
    await main.getByLabel('Recovery code').fill('abcde-12345');
    await main.getByRole('button', { name: 'Verify' }).click();

    await expect(main.getByRole('alert')).toHaveText(TWO_FACTOR_MESSAGES.wrongRecoveryCode);
    await main.getByLabel('Recovery code').fill(recoveryCodes[0]!);
    await main.getByRole('button', { name: 'Verify' }).click();

    await expect(page).toHaveURL('/dashboard/home');
    expect(await signedIn(page)).toBe(true);
  });

  test('asking for a reset link says what is wrong first, then where the link went, and it arrives', async ({
    page,
    api,
  }) => {
    const person = await registerViaApi(api, { email: uniqueEmail('no-script-forgetful') });
    await page.goto('/forgot-password');
    const main = page.getByRole('main');
    await main.getByLabel('Email').fill('not an address');
    await main.getByRole('button', { name: 'Send reset link' }).click();

    await expect(main.getByText(INVALID_EMAIL_MESSAGE)).toBeVisible();
    await expect(main.getByLabel('Email')).toHaveValue('not an address');

    await main.getByLabel('Email').fill(person.email);
    await main.getByRole('button', { name: 'Send reset link' }).click();

    await expect(main.getByRole('status')).toContainText(PASSWORD_RESET_MESSAGES.linkSent);
    await expect(main.getByRole('status')).toContainText(person.email);
    expect(await resetLinkMailedTo(person.email)).toMatch(/^\/reset-password\?token=\w+$/);
    await main.getByRole('link', { name: 'send it again' }).click();
    await expect(main.getByLabel('Email')).toHaveValue(person.email);
  });

  test('the mailed link sets a new password, which then signs in; the page holds neither it nor the token', async ({
    page,
    api,
  }) => {
    const person = await registerViaApi(api, { email: uniqueEmail('no-script-reset') });
    const link = await resetLinkFor(api, person.email);
    const token = new URL(link, 'http://localhost').searchParams.get('token')!;
    const newPassword = 'amber meadow compass 57';
    await page.goto(link);
    const main = page.getByRole('main');
    await main.getByLabel('New password', { exact: true }).fill(newPassword);
    await main.getByLabel('Confirm new password').fill(`${newPassword}!`);
    await main.getByRole('button', { name: 'Set new password' }).click();

    await expect(main.getByText('Password did not match')).toBeVisible();
    await expect(main.getByLabel('New password', { exact: true })).toHaveValue('');
    expect(await page.content()).not.toContain(newPassword);
    expect(await page.content()).not.toContain(token);

    await main.getByLabel('New password', { exact: true }).fill(newPassword);
    await main.getByLabel('Confirm new password').fill(newPassword);
    await main.getByRole('button', { name: 'Set new password' }).click();

    await expect(main.getByRole('heading', { level: 1, name: 'Your password has been changed' })).toBeVisible();
    await main.getByRole('link', { name: 'Sign in', exact: true }).click();
    await postLoginForm(page, { email: person.email, password: newPassword });
    await expect(page).toHaveURL('/dashboard/home');
    expect(await signedIn(page)).toBe(true);

    await page.goto(link);
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(PASSWORD_RESET_MESSAGES.linkExpired);
    await expect(main.getByRole('textbox')).toHaveCount(0);
    await main.getByRole('link', { name: 'Send a new link' }).click();
    await expect(page).toHaveURL('/forgot-password');
  });

  test('the link mailed to a new email confirms it once, then says it is used', async ({ page, api }) => {
    const person = await registerViaApi(api);
    const newEmail = uniqueEmail('no-script-moved');
    const asked = await api.post('/api/account/email', {
      data: { newEmail, currentPassword: person.password },
    });
    expect(asked.status()).toBe(202);
    const mail = await mailArriving(newEmail, /^Confirm your new email/);
    const link = new URL(/https?:\/\/\S+\/confirm-email\?token=\w+/.exec(mail.text)![0]);
    const main = page.getByRole('main');

    await page.goto(`${link.pathname}${link.search}`);
    await main.getByRole('button', { name: 'Confirm my new email' }).click();
    await expect(main.getByRole('status')).toHaveText(`Your email is now ${newEmail}. Use it to sign in from now on.`);

    await page.goto(`${link.pathname}${link.search}`);
    await main.getByRole('button', { name: 'Confirm my new email' }).click();
    await expect(main.getByRole('alert')).toContainText('This link has expired or has already been used');
  });
});

test('a form sent before the page’s code arrived comes back with its errors, and the code takes it from there', async ({
  context,
}) => {
  // A page of its own: the fixture's waits for the code on every load.
  const page = await context.newPage();
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/contact');
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'Name' }).fill('Ann Example');
  await main.getByRole('textbox', { name: 'Email' }).fill('ann@');
  await main.getByRole('textbox', { name: 'Subject' }).fill('Before the code');
  await main.getByRole('textbox', { name: 'Message' }).fill('Sent while the page was still loading its code.');
  await page.unroute('**/assets/*.js');
  // From here on, the page that came back loads its code and must take over without a fault.
  const problems: string[] = [];
  page.on('console', (message) => {
    // The refused post's own page answers 400; that is the only failure the browser may report.
    if (message.type() === 'error' && !message.text().includes('status of 400')) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await main.getByRole('button', { name: 'Send Message' }).click();

  // The answer to the post brings the form's code at once: the visitor is in the middle of it.
  await expect(page.locator('[data-island="contact"][data-hydrated]')).toBeAttached();
  await expect(main.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
  await expect(main.getByRole('textbox', { name: 'Subject' })).toHaveValue('Before the code');

  await main.getByRole('textbox', { name: 'Email' }).fill('ann@example.com');
  await main.getByRole('button', { name: 'Send Message' }).click();

  await expect(main.getByRole('status').filter({ hasText: /\w/ })).toBeVisible();
  await expect(page).toHaveURL('/contact');
  expect(problems).toEqual([]);
});

test('the login form works before its code: the button is never disabled', async ({ context }) => {
  const page = await context.newPage();
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/login');

  await expect(loginForm(page).login).toBeEnabled();
});
