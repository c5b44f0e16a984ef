import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test as base } from '@playwright/test';
import { registrationFor, uniqueEmail, uniqueLastName } from '@topgear/shared/test-factories';
import type { ChatConversation } from '@topgear/shared/chat';
import type { BookingConfirmation, TimeSlot } from '@topgear/shared/demo';
import type { Me, RegistrationInput, Role } from '@topgear/shared/users';
import { E2E_ADMIN, E2E_MAIL } from '../playwright.config';
import { authenticatorFor } from '../../server/test/authenticator';
import type { CaughtMail } from './mail-catcher';

export { expect };

/** Sonner's toast holding `text`; the Toaster shows one at a time, the newest in front. */
export const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
export { uniqueEmail };

/** A valid registration body for POST /api/users, as the Sign Up form sends it. */
export type RegistrationBody = RegistrationInput;

/** A registered user: what was sent, and who the server says it is. */
export interface RegisteredUser extends RegistrationBody {
  fullName: string;
  me: Me;
}

/** A valid registration with a unique email and last name; `overrides` replace any field. */
export const registration = (overrides: Partial<RegistrationBody> = {}): RegistrationBody =>
  registrationFor({ lastName: uniqueLastName(), ...overrides });

/**
 * Registers through the API (POST /api/users). With `page.request` the page shares the session
 * cookie and is signed in afterwards; with the `api` fixture the page stays a visitor.
 */
export async function registerViaApi(
  request: APIRequestContext,
  overrides: Partial<RegistrationBody> = {},
): Promise<RegisteredUser> {
  const body = registration(overrides);
  const response = await request.post('/api/users', { data: body });
  expect(response.status(), `registering ${body.email}: ${await response.text()}`).toBe(201);
  const me = (await response.json()) as Me;
  return { ...body, fullName: `${body.firstName} ${body.lastName}`, me };
}

/** POSTs `data` to `url` through `request`, expects 201 (or says what came back), and returns the body. */
export async function createdViaApi<T>(request: APIRequestContext, url: string, data: object): Promise<T> {
  const response = await request.post(url, { data });
  expect(response.status(), `POST ${url}: ${await response.text()}`).toBe(201);
  return (await response.json()) as T;
}

/**
 * Signs `request` in as the administrator the e2e server creates at start (E2E_ADMIN). With
 * `page.request` the page is signed in as the administrator afterwards.
 */
export async function signInAsAdmin(request: APIRequestContext): Promise<Me> {
  const response = await request.post('/api/auth/sign-in/email', { data: E2E_ADMIN });
  expect(response.status(), `signing in as the administrator: ${await response.text()}`).toBe(200);
  return (await response.json()) as Me;
}

/**
 * Turns two-factor sign-in on for whoever `request` is signed in as, as My account does: the code
 * comes from an authenticator app reading the set-up's address. The request's cookies follow the
 * session that replaces the old one. Answers the app and the recovery codes.
 */
export async function turnOnTwoFactorViaApi(request: APIRequestContext, password: string) {
  const setup = await request.post('/api/account/two-factor', { data: { currentPassword: password } });
  expect(setup.status(), await setup.text()).toBe(200);
  const app = authenticatorFor(((await setup.json()) as { totpUri: string }).totpUri);
  const confirmed = await request.post('/api/account/two-factor/confirm', { data: { code: app.code() } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  const { recoveryCodes } = (await confirmed.json()) as { recoveryCodes: string[] };
  return { app, recoveryCodes };
}

/** Gives `userId` a role the way an administrator does, through `adminRequest` (signed in as one). */
export async function grantRole(adminRequest: APIRequestContext, userId: string, role: Role) {
  const response = await adminRequest.put(`/api/users/${encodeURIComponent(userId)}/roles/${role}`);
  expect(response.status(), `making ${userId} ${role}: ${await response.text()}`).toBe(200);
}

/**
 * Starts the support chat of whoever `request` is signed in as (PUT /api/chat/conversation), under
 * the name and email support will see, as the Start Chat form does; returns the conversation.
 */
export async function startChatViaApi(
  request: APIRequestContext,
  person: { name: string; email: string },
): Promise<ChatConversation> {
  const response = await request.put('/api/chat/conversation', { data: person });
  expect(response.status(), `starting a chat as ${person.name}: ${await response.text()}`).toBe(200);
  return (await response.json()) as ChatConversation;
}

/**
 * Books the slot starting at `time` (24-hour, Dhaka time) on `date` through the API, as a visitor
 * would; `booker` overrides who books it.
 */
export async function bookDemoViaApi(
  api: APIRequestContext,
  date: string,
  time: string,
  booker: { name?: string; email?: string } = {},
) {
  const slotsResponse = await api.get('/api/demo/time-slots', { params: { date, timeZone: '+06:00' } });
  expect(slotsResponse.status()).toBe(200);
  const slot = ((await slotsResponse.json()) as TimeSlot[]).find((candidate) => candidate.time === time);
  expect(slot?.available, `the ${time} slot on ${date}`).toBe(true);
  const response = await api.post('/api/demo/bookings', {
    data: {
      timeZone: '+06:00',
      language: 'English',
      date,
      timeSlotId: slot!.id,
      name: booker.name ?? 'Someone Faster',
      company: 'Quick Ltd',
      email: booker.email ?? uniqueEmail('faster'),
      phone: '+880 1811 111111',
      userCount: '51-100',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as BookingConfirmation;
}

/** The first message to `email` whose subject matches, once the mail catcher has received it. */
export async function mailArriving(email: string, subject: RegExp): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        const inbox = (await (await fetch(E2E_MAIL.inboxUrl)).json()) as CaughtMail[];
        found = inbox.find((mail) => mail.to.includes(email) && subject.test(mail.subject));
        return found !== undefined;
      },
      { message: `a mail to ${email} about ${subject.source}`, timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/** The Sign Up form's fields and button, by their labels. */
export function registerForm(page: Page) {
  const main = page.getByRole('main');
  return {
    firstName: main.getByLabel('First name'),
    lastName: main.getByLabel('Last name'),
    email: main.getByLabel('Email', { exact: true }),
    password: main.getByLabel('Password', { exact: true }),
    confirmPassword: main.getByLabel('Confirm password'),
    address: main.getByLabel('Address'),
    age: main.getByLabel('Age'),
    phone: main.getByLabel('Phone number'),
    gender: main.getByLabel('Gender'),
    role: main.getByLabel('Role'),
    terms: main.getByRole('checkbox', { name: 'I agree to the Terms and Conditions' }),
    termsLink: main.getByRole('link', { name: 'Terms and Conditions' }),
    signUp: main.getByRole('button', { name: 'Sign Up' }),
    /** The form, once its code has taken over from the browser's own post. */
    enhanced: main.locator('form[data-enhanced]'),
  };
}

/** Fills the whole Sign Up form with `user`; without an email, the one the form shows (an invitation's) stays. */
export async function fillRegistration(page: Page, user: Omit<RegistrationBody, 'email'> & { email?: string }) {
  const form = registerForm(page);
  await form.firstName.fill(user.firstName);
  await form.lastName.fill(user.lastName);
  if (user.email !== undefined) await form.email.fill(user.email);
  await form.password.fill(user.password);
  await form.confirmPassword.fill(user.confirmPassword);
  await form.address.fill(user.address);
  await form.age.fill(String(user.age));
  await form.phone.fill(user.phone);
  await form.gender.selectOption(user.gender);
  await form.role.selectOption(user.jobRole);
  await form.terms.check();
  return form;
}

/** The login form's fields and button. */
export function loginForm(page: Page) {
  const main = page.getByRole('main');
  return {
    email: main.getByLabel('Email'),
    password: main.getByLabel('Password'),
    login: main.getByRole('button', { name: 'Login' }),
    /** The form, once its code has taken over from the browser's own post. */
    enhanced: main.locator('form[data-enhanced]'),
  };
}

async function fillLoginForm(page: Page, credentials: { email: string; password: string }) {
  const form = loginForm(page);
  await form.email.fill(credentials.email);
  await form.password.fill(credentials.password);
  return form;
}

/** Signs in through the login form the page shows, as the browser posts it itself, with or without the form's code. */
export async function postLoginForm(page: Page, credentials: { email: string; password: string }) {
  const form = await fillLoginForm(page, credentials);
  await form.login.click();
  return form;
}

/**
 * Signs in through the login form the page shows, once its code has taken over (as for anyone who
 * takes a moment to type); before, the browser posts the form itself, and no message follows.
 */
export async function signInThroughForm(page: Page, credentials: { email: string; password: string }) {
  const form = await fillLoginForm(page, credentials);
  await expect(form.enhanced).toBeAttached();
  await form.login.click();
  return form;
}

/**
 * Asks for a password reset link for `email` through `api`, as the forgot-password form does, and
 * answers the page it opens (`/reset-password?token=…`) once the mail has arrived.
 */
export async function resetLinkFor(api: APIRequestContext, email: string): Promise<string> {
  const response = await api.post('/api/auth/forgot-password', { data: { email } });
  expect(response.status(), `asking for a reset link: ${await response.text()}`).toBe(202);
  return resetLinkMailedTo(email);
}

/** The page the latest password reset mail to `email` links to, once the mail catcher has it. */
export async function resetLinkMailedTo(email: string): Promise<string> {
  const { text } = await mailArriving(email, /^Reset your TopGear Perform password$/);
  const link = /https?:\/\/\S+\/reset-password\?token=\S+/.exec(text)?.[0];
  expect(link, `a reset link in: ${text}`).toBeDefined();
  const { pathname, search } = new URL(link!);
  return `${pathname}${search}`;
}

let addressesHandedOut = 0;

/** 10.<worker>.<n>.<n>: distinct for every test of the run, since worker indexes are never reused. */
function uniqueClientAddress(workerIndex: number): string {
  addressesHandedOut += 1;
  const n = addressesHandedOut;
  return `10.${workerIndex % 256}.${(n >> 8) % 256}.${n % 256}`;
}

interface Fixtures {
  /** The IPv4 address this test's browser and API calls claim through X-Forwarded-For. */
  clientAddress: string;
  /** An API client with the test's client address but no cookies of the page: for setup as a third party. */
  api: APIRequestContext;
  /** An API client signed in as the administrator, apart from the page: for setup an admin does. */
  adminApi: APIRequestContext;
  /** A fresh employee registered through `page.request`: the page is signed in as this user. */
  signedInUser: RegisteredUser;
  /** Registers a user through `page.request` (signing the page in); for more than the default user. */
  signUpViaApi: (overrides?: Partial<RegistrationBody>) => Promise<RegisteredUser>;
}

/**
 * A page the app takes over shows its controls before all of them respond: wait until it has. A
 * page served as islands works without code and loads an island's code as it comes near (a form's,
 * as the visitor reaches for it): wait until the islands in view that come to life by themselves do.
 */
const hydrated = (page: Page) =>
  page.waitForFunction(() => {
    if (document.getElementById('page-data')) return document.documentElement.dataset.hydrated !== undefined;
    return [...document.querySelectorAll<HTMLElement>('#root [data-island][data-starts="near"]')].every((island) => {
      const box = (island.firstElementChild ?? island).getBoundingClientRect();
      return island.dataset.hydrated !== undefined || box.top > innerHeight || box.bottom < 0;
    });
  });

export const test = base.extend<Fixtures>({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled === false) return use(page);
    const { goto, reload } = { goto: page.goto.bind(page), reload: page.reload.bind(page) };
    page.goto = async (...args) => {
      const response = await goto(...args);
      await hydrated(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await hydrated(page);
      return response;
    };
    await use(page);
  },
  // The server keys rate limits by client address (it trusts X-Forwarded-For from localhost),
  // so every test plays its own client and no test can use up another's allowance.
  // eslint-disable-next-line no-empty-pattern
  clientAddress: async ({}, use, testInfo) => {
    await use(uniqueClientAddress(testInfo.workerIndex));
  },
  extraHTTPHeaders: async ({ clientAddress }, use) => {
    await use({ 'x-forwarded-for': clientAddress });
  },
  api: async ({ playwright, baseURL, extraHTTPHeaders }, use) => {
    const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders });
    await use(api);
    await api.dispose();
  },
  adminApi: async ({ playwright, baseURL, extraHTTPHeaders }, use) => {
    const adminApi = await playwright.request.newContext({ baseURL, extraHTTPHeaders });
    await signInAsAdmin(adminApi);
    await use(adminApi);
    await adminApi.dispose();
  },
  signUpViaApi: async ({ page }, use) => {
    await use((overrides) => registerViaApi(page.request, overrides));
  },
  signedInUser: async ({ signUpViaApi }, use) => {
    await use(await signUpViaApi());
  },
});

/** The two screens every dashboard journey runs on: a laptop, and a 375-pixel-wide phone. */
export const viewports = [
  ['desktop', { width: 1280, height: 800 }],
  ['375 pixels wide', { width: 375, height: 812 }],
] as const;

/** The page fits the window's width: nothing makes it scroll sideways. */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Signs `request` in as `user`; with `page.request`, the page is theirs from its next load. */
export async function signInViaApi(request: APIRequestContext, user: { email: string; password: string }) {
  const response = await request.post('/api/auth/sign-in/email', {
    data: { email: user.email, password: user.password },
  });
  expect(response.status(), `signing in as ${user.email}: ${await response.text()}`).toBe(200);
}

/** axe finds nothing to fix in the page's main region. */
export async function expectAccessibleMain(page: Page) {
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  expect(violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );
}
