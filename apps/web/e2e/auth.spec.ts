import type { Locator, Page } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import { expect, fillRegistration, registerForm, registration, signInThroughForm, test, toast } from './fixtures';

/** A gate for a route: requests wait until `release()` is called, then go through unchanged. */
async function holdRequests(page: Page, url: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

const homeMenuTitles = (page: Page): Locator => page.getByRole('list', { name: 'Home menu' }).getByRole('listitem');

/** Each entry shows its title followed by a description; match on the title at the start. */
const titled = (titles: string[]) => titles.map((title) => new RegExp(`^${title}`));

test.describe('registration and sign-in', () => {
  test('a visitor registers, logs out, is sent to login by the guard and comes back where they were going', async ({
    page,
  }) => {
    const user = registration({ firstName: 'Grace', gender: 'Female', jobRole: 'HR Manager' });
    const fullName = `${user.firstName} ${user.lastName}`;

    await page.goto('/signUp');
    const form = await fillRegistration(page, user);
    await expect(form.gender.locator('option').first()).toHaveText('Gender');
    await expect(form.role.locator('option').first()).toHaveText('Role');
    await expect(form.termsLink).toHaveAttribute('href', '/terms');
    await expect(form.enhanced).toBeAttached();
    await form.signUp.click();

    await expect(toast(page, 'Register successfull')).toBeVisible();
    await expect(page).toHaveURL('/dashboard/home');
    await expect(page.getByRole('heading', { level: 1, name: `Welcome back, ${fullName}` })).toBeVisible();

    await page.getByRole('button', { name: `Profile menu for ${fullName}` }).click();
    const profileMenu = page.getByRole('menu');
    await expect(profileMenu).toContainText(fullName);
    await profileMenu.getByRole('menuitem', { name: 'Logout' }).click();

    await expect(page).toHaveURL('/');
    await expect(toast(page, 'Logout Succesful')).toBeVisible();

    // The guard sends visitors to login and replaces the history entry of the page they asked for.
    await page.goto('/dashboard/home?focus=tasks');
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL('/');
    await page.goForward();
    await expect(page).toHaveURL('/login');

    await signInThroughForm(page, user);
    await expect(toast(page, 'Login successfull')).toBeVisible();
    await expect(page).toHaveURL('/dashboard/home?focus=tasks');
    await expect(page.getByRole('heading', { level: 1, name: `Welcome back, ${fullName}` })).toBeVisible();
  });

  test('registration fields are checked as each one loses focus, before any submit', async ({ page }) => {
    await page.goto('/signUp');
    const form = registerForm(page);
    const main = page.getByRole('main');
    // The form's code takes over once the visitor reaches for it; it checks each field from then on.
    await form.firstName.focus();
    await expect(form.enhanced).toBeAttached();

    /** Typing alone shows nothing; leaving the field shows the message, tied to the field. */
    async function expectErrorOnBlur(field: Locator, value: string | null, message: string) {
      if (value === null) await field.focus();
      else await field.fill(value);
      await expect(main.getByText(message)).toHaveCount(0);
      await field.blur();
      await expect(main.getByText(message)).toBeVisible();
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(message);
    }

    await expectErrorOnBlur(form.email, 'not-an-email', 'Invalid Email');
    await expectErrorOnBlur(form.password, 'abc', 'Password is too short');
    await form.password.fill('secret-one');
    await form.password.blur();
    await expect(main.getByText('Password is too short')).toHaveCount(0);
    await expectErrorOnBlur(form.confirmPassword, 'secret-two', 'Password did not match');

    await expectErrorOnBlur(form.age, '101', 'Invalid age');
    await form.age.fill('50');
    await form.age.blur();
    await expect(main.getByText('Invalid age')).toHaveCount(0);
    await expectErrorOnBlur(form.age, '-1', 'Invalid age');

    await expectErrorOnBlur(form.gender, null, 'Please select your gender');
    await expectErrorOnBlur(form.role, null, 'Please select your role');

    // Nothing was sent and the page did not move.
    await expect(page).toHaveURL('/signUp');
  });

  test('registering an email that already exists, in any letter case, keeps the visitor on the form', async ({
    page,
    api,
  }) => {
    const existing = registration();
    const created = await api.post('/api/users', { data: existing });
    expect(created.status()).toBe(201);

    const user = registration({ email: existing.email.toUpperCase() });
    await page.goto('/signUp');
    const form = await fillRegistration(page, user);
    await expect(form.enhanced).toBeAttached();
    await form.signUp.click();

    await expect(form.email).toHaveAccessibleDescription('Email already exist');
    await expect(page).toHaveURL('/signUp');
    await expect(form.firstName).toHaveValue(user.firstName);
    await expect(form.lastName).toHaveValue(user.lastName);
    await expect(form.email).toHaveValue(user.email);
    await expect(form.password).toHaveValue(user.password);
    await expect(form.confirmPassword).toHaveValue(user.confirmPassword);
    await expect(form.address).toHaveValue(user.address);
    await expect(form.age).toHaveValue(String(user.age));
    await expect(form.phone).toHaveValue(user.phone);
    await expect(form.gender).toHaveValue(user.gender);
    await expect(form.role).toHaveValue(user.jobRole);
    await expect(form.terms).toBeChecked();
    await expect(form.signUp).toBeEnabled();
  });

  test('the Sign Up button is disabled while the registration is being sent', async ({ page }) => {
    const gate = await holdRequests(page, '**/api/users');
    const user = registration();
    await page.goto('/signUp');
    const form = await fillRegistration(page, user);
    await expect(form.enhanced).toBeAttached();
    await form.signUp.click();

    await expect(form.signUp).toBeDisabled();
    await expect(form.signUp).toHaveAttribute('aria-busy', 'true');
    gate.release();

    await expect(page).toHaveURL('/dashboard/home');
    await expect(toast(page, 'Register successfull')).toBeVisible();
  });
});

test.describe('login', () => {
  test('a wrong password shows an alert and stays on the login page', async ({ page, api }) => {
    const user = registration();
    expect((await api.post('/api/users', { data: user })).status()).toBe(201);

    await page.goto('/login');
    const form = await signInThroughForm(page, { email: user.email, password: `${user.password}-wrong` });

    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Wrong email or password');
    await expect(page).toHaveURL('/login');
    await expect(form.login).toBeEnabled();
    await expect(toast(page, 'Login successfull')).toHaveCount(0);
  });

  test('the Login button is disabled while signing in', async ({ page, api }) => {
    const user = registration();
    expect((await api.post('/api/users', { data: user })).status()).toBe(201);
    const gate = await holdRequests(page, '**/api/auth/sign-in/email');

    await page.goto('/login');
    const form = await signInThroughForm(page, user);

    await expect(form.login).toBeDisabled();
    await expect(form.login).toHaveAttribute('aria-busy', 'true');
    gate.release();

    await expect(toast(page, 'Login successfull')).toBeVisible();
    await expect(page).toHaveURL('/dashboard/home');
  });

  test('the dashboard shows a loading screen while the session is being checked', async ({ page }) => {
    const gate = await holdRequests(page, '**/api/session');

    await page.goto('/dashboard/home');
    await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toBeVisible();
    gate.release();

    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('button', { name: 'Login' })).toBeVisible();
  });
});

test.describe('home menu by role', () => {
  test('the administrator sees the admin and manager entries and no employee-only ones', async ({ page }) => {
    await page.goto('/login');
    await signInThroughForm(page, E2E_ADMIN);

    await expect(page).toHaveURL('/dashboard/home');
    await expect(homeMenuTitles(page)).toHaveText(
      titled([
        'Task Center',
        '1:1s',
        'Keep Notes',
        'People',
        'Performance reviews',
        'All Employee',
        'Reviews',
        'Take Vacation',
        'Admin Activity',
        'Manager Activity',
        'News Feed',
      ]),
    );
  });

  test('a new employee sees the employee entries only', async ({ page, signedInUser }) => {
    await page.goto('/dashboard/home');

    await expect(page.getByRole('heading', { level: 1, name: `Welcome back, ${signedInUser.fullName}` })).toBeVisible();
    await expect(homeMenuTitles(page)).toHaveText(
      titled([
        'Create Goal',
        'Task Center',
        '1:1s',
        'Keep Notes',
        'People',
        'Performance reviews',
        'Reviews',
        'Take Vacation',
        'Emergency Contact',
        'Upload File',
        'News Feed',
      ]),
    );
  });
});
