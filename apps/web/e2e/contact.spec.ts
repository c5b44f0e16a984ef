import type { Locator, Page } from '@playwright/test';
import { expect, test, uniqueEmail } from './fixtures';

const THANKS = 'Thank You Sir For Your Response!!';

const main = (page: Page) => page.getByRole('main');
const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });

interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
}

const aMessage = (): ContactMessage => ({
  name: 'Rahim Uddin',
  email: uniqueEmail('contact'),
  subject: 'Plans for 120 employees',
  message: 'Hello,\nwe would like to compare Premium and Unlimited for our three offices.',
});

function contactFields(scope: Locator) {
  return {
    name: scope.getByLabel('Name', { exact: true }),
    email: scope.getByLabel('Email', { exact: true }),
    subject: scope.getByLabel('Subject', { exact: true }),
    message: scope.getByLabel('Message', { exact: true }),
  };
}

/** Fills the form in, then waits for the code that reaching for it brought: before, the browser would post it itself. */
async function fillContactForm(scope: Locator, message: ContactMessage) {
  const fields = contactFields(scope);
  await fields.name.fill(message.name);
  await fields.email.fill(message.email);
  await fields.subject.fill(message.subject);
  await fields.message.fill(message.message);
  await expect(scope.locator('form[data-enhanced]')).toBeAttached();
}

async function expectContactFormValues(scope: Locator, message: ContactMessage) {
  const fields = contactFields(scope);
  await expect(fields.name).toHaveValue(message.name);
  await expect(fields.email).toHaveValue(message.email);
  await expect(fields.subject).toHaveValue(message.subject);
  await expect(fields.message).toHaveValue(message.message);
}

/** Sends a valid message through the real server and checks the thanks, the toast and the cleared form. */
async function sendMessageSuccessfully(page: Page, scope: Locator) {
  const message = aMessage();
  await fillContactForm(scope, message);
  const request = page.waitForRequest('**/api/contact-messages');
  await scope.getByRole('button', { name: 'Send Message' }).click();

  expect((await request).postDataJSON()).toEqual(message);
  await expect(scope.getByRole('status')).toHaveText(THANKS);
  await expect(toasts(page).getByText(THANKS)).toBeVisible();
  await expectContactFormValues(scope, { name: '', email: '', subject: '', message: '' });
}

async function expectContactDetails(scope: Locator) {
  await expect(scope.getByRole('link', { name: '+880 1700-000000' })).toHaveAttribute('href', 'tel:+8801700000000');
  await expect(scope.getByRole('link', { name: 'hello@topgearperform.com' })).toHaveAttribute(
    'href',
    'mailto:hello@topgearperform.com',
  );
  await expect(scope.getByText(/Gulshan 1\s*Dhaka 1212, Bangladesh/)).toBeVisible();
}

test.describe('Contact page', () => {
  test('shows the heading, the contact details and the message form', async ({ page }) => {
    await page.goto('/contact');

    await expect(page).toHaveTitle('Contact us · TopGear Perform');
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Get In Touch With Us');
    await expectContactDetails(main(page));
    for (const field of Object.values(contactFields(main(page)))) await expect(field).toBeVisible();
    await expect(contactFields(main(page)).email).toHaveAttribute('type', 'email');
    await expect(main(page).getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  test('submitting an empty form shows every field error and sends nothing', async ({ page }) => {
    let sent = false;
    page.on('request', (request) => {
      if (request.url().includes('/api/contact-messages')) sent = true;
    });
    await page.goto('/contact');
    const fields = contactFields(main(page));

    await main(page).getByRole('button', { name: 'Send Message' }).click();

    for (const error of [
      'Please enter your name',
      'Invalid Email',
      'Please enter a subject',
      'Please write your message',
    ]) {
      await expect(main(page).getByText(error)).toBeVisible();
    }
    for (const field of Object.values(fields)) await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(fields.email).toHaveAccessibleDescription('Invalid Email');
    expect(sent).toBe(false);
  });

  test('a valid message shows the thanks and clears all four fields', async ({ page }) => {
    await page.goto('/contact');
    await sendMessageSuccessfully(page, main(page));
  });

  test('the button shows a spinner while the message is sending', async ({ page }) => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/contact-messages', async (route) => {
      await answered;
      await route.fulfill({ status: 201, json: { id: 'm1', message: THANKS } });
    });
    await page.goto('/contact');
    await fillContactForm(main(page), aMessage());

    const button = main(page).getByRole('button', { name: 'Send Message' });
    await button.click();
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');

    answer();
    await expect(main(page).getByRole('status')).toHaveText(THANKS);
    await expect(button).toBeEnabled();
  });

  test('a failure shows the server message and keeps every field', async ({ page }) => {
    const failure = 'Our message service is down for a moment. Please try again in a few minutes.';
    await page.route('**/api/contact-messages', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'UNAVAILABLE', message: failure } }),
      }),
    );
    await page.goto('/contact');
    const message = aMessage();
    await fillContactForm(main(page), message);

    await main(page).getByRole('button', { name: 'Send Message' }).click();

    await expect(main(page).getByRole('alert')).toHaveText(failure);
    await expectContactFormValues(main(page), message);
    await expect(main(page).getByRole('status')).toBeEmpty();
    await expect(toasts(page).getByText(THANKS)).toHaveCount(0);
    await expect(main(page).getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  test("the server's field errors show under those fields and the input is kept", async ({ page }) => {
    const problem = 'The subject may not contain line breaks, < or >';
    await page.route('**/api/contact-messages', (route) =>
      route.fulfill({
        status: 400,
        json: { error: { code: 'VALIDATION_FAILED', message: problem, fields: { subject: problem } } },
      }),
    );
    await page.goto('/contact');
    const message = aMessage();
    await fillContactForm(main(page), message);

    await main(page).getByRole('button', { name: 'Send Message' }).click();

    const { subject } = contactFields(main(page));
    await expect(subject).toHaveAttribute('aria-invalid', 'true');
    await expect(subject).toHaveAccessibleDescription(problem);
    await expectContactFormValues(main(page), message);
  });
});

test.describe('Pricing page', () => {
  const plans = [
    { name: 'Basic', price: /\$200\s*per month/ },
    { name: 'Premium', price: /\$650\s*per quarter/ },
    { name: 'Unlimited', price: /Custom\s*pricing per quarter/ },
  ];

  test('shows the three plans with their prices and SCHEDULE DEMO links', async ({ page }) => {
    await page.goto('/pricing');

    await expect(page).toHaveTitle('Pricing · TopGear Perform');
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText("Let's get you on the right plan!");
    const cards = main(page).getByRole('list', { name: 'Plans' }).getByRole('article');
    await expect(cards).toHaveCount(3);

    for (const [index, plan] of plans.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading', { level: 2 })).toHaveText(plan.name);
      await expect(card).toContainText(plan.price);
      await expect(card.getByRole('list', { name: `${plan.name} features` }).getByRole('listitem')).not.toHaveCount(0);
      const demo = card.getByRole('link', { name: 'SCHEDULE DEMO' });
      await expect(demo).toHaveAttribute('href', '/schedule');
      await expect(demo).toHaveAccessibleDescription(plan.name);
    }
    await expect(cards.filter({ hasText: 'Most popular' })).toHaveCount(1);
    await expect(cards.nth(1)).toContainText('Most popular');
  });

  test('has a contact section whose form sends a message', async ({ page }) => {
    await page.goto('/pricing');
    const section = main(page).getByRole('region', { name: 'Contact With Us To Discuss More' });

    await expect(section.getByRole('heading', { level: 2, name: 'Contact With Us To Discuss More' })).toBeVisible();
    await expectContactDetails(section);
    await sendMessageSuccessfully(page, section);
  });
});

test.describe('About us page', () => {
  test('introduces the company and shows the team', async ({ page }) => {
    await page.goto('/aboutUs');

    await expect(page).toHaveTitle('About us · TopGear Perform');
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('About TopGear Perform');
    await expect(main(page).getByRole('heading', { level: 2, name: 'Our Team Members' })).toBeVisible();
    const profiles = main(page).getByRole('list', { name: 'Team members' }).getByRole('article');
    await expect(profiles).toHaveCount(6);
    await expect(profiles.first().getByRole('heading', { level: 3 })).toHaveText('Farhana Rahman');
  });

  test('has a contact section whose form sends a message', async ({ page }) => {
    await page.goto('/aboutUs');
    const section = main(page).getByRole('region', { name: 'Get In Touch With Us' });

    await expect(section.getByRole('heading', { level: 2 })).toHaveText(['Get In Touch With Us']);
    await expectContactDetails(section);
    await sendMessageSuccessfully(page, section);
  });
});

test('each page has one h1 and its own description for search engines', async ({ page }) => {
  const descriptions = {
    '/contact': /Call, email or write to the TopGear Perform team/,
    '/pricing': /Basic at \$200 per month, Premium at \$650 per quarter/,
    '/aboutUs': /Why we built TopGear Perform/,
  };
  for (const [path, description] of Object.entries(descriptions)) {
    await page.goto(path);
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveCount(1);
    // React places the page's meta after the site-wide one from index.html.
    await expect(page.locator('head > meta[name="description"]').last()).toHaveAttribute('content', description);
  }
});

test.describe('at 375 pixels wide', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  for (const path of ['/contact', '/pricing', '/aboutUs']) {
    test(`${path} fits the screen without sideways scrolling`, async ({ page }) => {
      await page.goto(path);
      await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
      await expect(main(page).getByRole('button', { name: 'Send Message' })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});
