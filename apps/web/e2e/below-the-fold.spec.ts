import type { Page } from '@playwright/test';
import { expect, test, uniqueEmail } from './fixtures';

/**
 * The message form at the foot of /pricing brings the schema and form libraries with it, so a
 * phone fetches its code only when the form comes within a screen of the viewport.
 */
test.use({ viewport: { width: 375, height: 667 } });

const FORM_CODE = /\/assets\/contact-form-[\w-]+\.js$/;

/** Counts the requests for the form's code and holds their answers until `release` is called. */
async function holdFormCode(page: Page) {
  const requested: string[] = [];
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(FORM_CODE, async (route) => {
    requested.push(route.request().url());
    await released;
    await route.continue();
  });
  return { requested, release };
}

/** Lets the browser lay out the page and report what is near the viewport, twice over. */
const afterTwoFrames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

const contactSection = (page: Page) =>
  page.getByRole('main').getByRole('region', { name: 'Contact With Us To Discuss More' });

async function fillMessage(page: Page, email: string) {
  const section = contactSection(page);
  await section.getByLabel('Name', { exact: true }).fill('Rahim Uddin');
  await section.getByLabel('Email', { exact: true }).fill(email);
  await section.getByLabel('Subject', { exact: true }).fill('Plans for 40 people');
  await section.getByLabel('Message', { exact: true }).fill('Which plan has peer reviews?');
}

async function sendAndExpectThanks(page: Page, email: string) {
  const section = contactSection(page);
  const sent = page.waitForRequest('**/api/contact-messages');
  await section.getByRole('button', { name: 'Send Message' }).click();
  expect((await sent).postDataJSON()).toMatchObject({ name: 'Rahim Uddin', email });
  await expect(section.getByRole('status')).toHaveText('Thank You Sir For Your Response!!');
  await expect(section.getByLabel('Name', { exact: true })).toHaveValue('');
}

test('the rendered form works once its code arrives, and keeps what was typed before it did', async ({ page }) => {
  const formCode = await holdFormCode(page);
  await page.goto('/pricing');
  await afterTwoFrames(page);
  expect(formCode.requested).toEqual([]);

  const section = contactSection(page);
  const email = uniqueEmail('pricing');
  // The server's markup is there already: typing into it brings the form into view, which asks for its code.
  await fillMessage(page, email);
  await expect.poll(() => formCode.requested.length).toBe(1);
  // Pressed now, the browser would post the form itself (no-script-forms.spec.ts): nothing waits for the code.
  await expect(section.getByRole('button', { name: 'Send Message' })).toBeEnabled();

  formCode.release();
  await expect(section.locator('form[data-enhanced]')).toBeAttached();
  await expect(section.getByLabel('Name', { exact: true })).toHaveValue('Rahim Uddin');
  await sendAndExpectThanks(page, email);
});

test('opened from a link, the page holds the form’s place until the visitor scrolls to it', async ({
  page,
  signedInUser: _,
}) => {
  const formCode = await holdFormCode(page);
  // Signed in, the app takes the page over, so the link is the router's (pages served to visitors as
  // islands have links that load pages).
  await page.goto('/schedule');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL('/pricing');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Let's get you on the right plan!");
  await afterTwoFrames(page);
  expect(formCode.requested).toEqual([]);

  const section = contactSection(page);
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByRole('status')).toHaveText('Loading the message form…');
  await expect.poll(() => formCode.requested.length).toBe(1);

  formCode.release();
  const email = uniqueEmail('pricing-link');
  await fillMessage(page, email);
  await sendAndExpectThanks(page, email);
});
