import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const main = (page: Page) => page.getByRole('main');

test.describe('Terms and Conditions', () => {
  test('shows 24 numbered sections, the last updated date and the key clauses', async ({ page }) => {
    await page.goto('/terms');

    await expect(page).toHaveTitle('Terms and Conditions · TopGear Perform');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
    await expect(main(page).locator('time[datetime="2022-08-10"]')).toHaveText('August 10, 2022');
    await expect(main(page).getByText('Last updated:')).toBeVisible();

    const sections = main(page).getByRole('region');
    await expect(sections).toHaveCount(24);
    await expect(sections.first().getByRole('heading', { level: 2 })).toHaveText(/^1\.\s*Acceptance of these terms$/);
    await expect(sections.last().getByRole('heading', { level: 2 })).toHaveText(/^24\.\s*Contact us$/);

    await expect(main(page).getByText(/full refund within 30 days of purchase/)).toBeVisible();
    await expect(main(page).getByText(/must be at least 18 years old/)).toBeVisible();
    await expect(main(page).getByText(/governed by the laws of Bangladesh/)).toBeVisible();
  });

  test('the table of contents links to every section', async ({ page }) => {
    await page.goto('/terms');
    const contents = main(page).getByRole('navigation', { name: 'On this page' });
    await expect(contents.getByRole('link')).toHaveCount(24);

    await contents.getByRole('link', { name: 'Governing law and disputes' }).click();
    await expect(page).toHaveURL('/terms#governing-law');
    await expect(main(page).getByRole('heading', { name: /Governing law and disputes/, level: 2 })).toBeInViewport();
  });
});

test('the Privacy policy states the one-month response time and the under-13 note', async ({ page }) => {
  await page.goto('/privacy-policy');

  await expect(page).toHaveTitle('Privacy policy · TopGear Perform');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  await expect(main(page).getByText(/respond to every data request within one month/)).toBeVisible();
  await expect(
    main(page).getByText(/do not knowingly collect personal information from children under 13/),
  ).toBeVisible();
});

test.describe('FAQ', () => {
  const licenceAnswer =
    /regular licences.*external licences.*collaborator licences.*20 collaborators or 15% of its licence count, whichever is greater/;
  const questions = (page: Page) => main(page).locator('details');
  const shownAnswers = (page: Page) => main(page).getByText(licenceAnswer).filter({ visible: true });

  test('lists 8 questions; opening one shows the licence answer and closing hides it', async ({ page }) => {
    await page.goto('/faq');

    await expect(page).toHaveTitle('FAQ · TopGear Perform');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
    await expect(main(page).getByRole('heading', { level: 2 })).toHaveCount(8);
    await expect(questions(page)).toHaveCount(8);
    for (const question of await questions(page).all()) await expect(question).not.toHaveAttribute('open');
    await expect(shownAnswers(page)).toHaveCount(0);

    const third = questions(page).nth(2);
    await third.getByRole('heading', { level: 2 }).click();
    await expect(third).toHaveAttribute('open');
    await expect(third.getByText(licenceAnswer)).toBeVisible();

    await third.locator('summary').click();
    await expect(third).not.toHaveAttribute('open');
    await expect(shownAnswers(page)).toHaveCount(0);
  });

  test('every question gives the same answer, one at a time', async ({ page }) => {
    await page.goto('/faq');
    await expect(questions(page)).toHaveCount(8);

    for (const question of await questions(page).all()) {
      await question.locator('summary').click();
      await expect(question.getByText(licenceAnswer)).toBeVisible();
      await expect(shownAnswers(page)).toHaveCount(1);
    }
  });

  test('works with the keyboard', async ({ page }) => {
    await page.goto('/faq');
    const [first, second] = [questions(page).nth(0), questions(page).nth(1)];

    await first.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('open');
    await expect(first.getByText(licenceAnswer)).toBeVisible();

    // The answer holds no link or control, so the next stop is the next question.
    await page.keyboard.press('Tab');
    await expect(second.locator('summary')).toBeFocused();
    await page.keyboard.press('Space');
    await expect(second).toHaveAttribute('open');
    await expect(first).not.toHaveAttribute('open');

    await page.keyboard.press('Space');
    await expect(second).not.toHaveAttribute('open');
    await expect(shownAnswers(page)).toHaveCount(0);
  });
});

test.describe('Help Center', () => {
  const searchBox = (page: Page) => main(page).getByRole('searchbox', { name: 'Search help articles' });
  const cards = (page: Page) => main(page).getByRole('list', { name: 'Help articles' }).getByRole('listitem');

  test('shows at most 5 article cards, each with a Read more link opening in a new tab', async ({ page }) => {
    await page.goto('/helpCenter');

    await expect(page).toHaveTitle('Help Center · TopGear Perform');
    await expect(main(page).getByRole('heading', { level: 1, name: 'How can we help you?' })).toBeVisible();
    await expect(cards(page)).toHaveCount(5);
    await expect(main(page).getByText('Showing 5 articles.')).toBeVisible();

    for (const card of await cards(page).all()) {
      await expect(card.getByRole('heading', { level: 2 })).toBeVisible();
      await expect(card.getByText(/^By /)).toBeVisible();
      const readMore = card.getByRole('link', { name: /^Read more/ });
      await expect(readMore).toHaveAttribute('target', '_blank');
      await expect(readMore).toHaveAttribute('rel', /noreferrer/);
      await expect(readMore).toHaveAttribute('href', /^\/[A-Za-z-]+$/);
    }
  });

  test('filters by title whatever the case, and clearing the search restores the list', async ({ page }) => {
    await page.goto('/helpCenter');
    await expect(cards(page)).toHaveCount(5);

    for (const query of ['demo', 'DEMO', '  Live Demo ']) {
      await searchBox(page).fill(query);
      await expect(cards(page)).toHaveCount(1);
      await expect(cards(page).getByRole('heading')).toHaveText('Booking a live demo for your team');
    }
    await expect(main(page).getByText('Showing 1 article matching “Live Demo”.')).toBeVisible();

    await searchBox(page).fill('FREE');
    await expect(cards(page).getByRole('heading')).toHaveText([
      'Free e-books on goals and performance reviews',
      'Learning with our free courses',
    ]);

    await searchBox(page).fill('');
    await expect(cards(page)).toHaveCount(5);
  });

  test('says so kindly when nothing matches and points to the contact page', async ({ page }) => {
    await page.goto('/helpCenter');

    await searchBox(page).fill('payroll integration');
    await expect(cards(page)).toHaveCount(0);
    const status = main(page).getByText('No articles match “payroll integration”.');
    await expect(status).toBeVisible();
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(main(page).getByRole('link', { name: 'contact our support team' })).toHaveAttribute(
      'href',
      '/contact',
    );

    await searchBox(page).clear();
    await expect(cards(page)).toHaveCount(5);
  });

  test("a visitor's page loads no code until the search box is reached for, then filters as they type", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('.js')) scripts.push(request.url());
    });
    await page.goto('/helpCenter');
    await expect(page.locator('#page-data')).toHaveCount(0);
    await expect(cards(page)).toHaveCount(5);
    expect(scripts).toEqual([]);

    await searchBox(page).click();
    await expect(page.locator('[data-island="helpSearch"][data-hydrated]')).toBeAttached();
    await page.keyboard.type('refund');
    await expect(cards(page).getByRole('heading')).toHaveText('Billing, refunds and cancellations');
    expect(page.url()).toMatch(/\/helpCenter$/);
  });

  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    test('Enter in the search box brings the page with the matching articles and the search kept', async ({ page }) => {
      await page.goto('/helpCenter');
      await searchBox(page).fill('demo');
      await searchBox(page).press('Enter');

      await expect(page).toHaveURL('/helpCenter?q=demo');
      await expect(searchBox(page)).toHaveValue('demo');
      await expect(cards(page)).toHaveCount(1);
      await expect(cards(page).getByRole('heading')).toHaveText('Booking a live demo for your team');
      await expect(main(page).getByText('Showing 1 article matching “demo”.')).toBeVisible();

      await searchBox(page).fill('payroll integration');
      await searchBox(page).press('Enter');
      await expect(cards(page)).toHaveCount(0);
      await main(page).getByRole('link', { name: 'contact our support team' }).click();
      await expect(page).toHaveURL('/contact');
    });
  });
});

const team = [
  ['Farhana Rahman', 'Chief Executive Officer'],
  ['Tanvir Ahmed', 'Chief Technology Officer'],
  ['Nusrat Jahan', 'Head of People'],
  ['Arif Hossain', 'Lead Engineer'],
  ['Sadia Islam', 'Product Designer'],
  ['Imran Chowdhury', 'Customer Success Lead'],
] as const;

for (const path of ['/team', '/team-members']) {
  test(`${path} shows the six team members with their social links`, async ({ page }) => {
    await page.goto(path);

    await expect(page).toHaveTitle('Our Team Members · TopGear Perform');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Our Team Members' })).toBeVisible();
    const profiles = main(page).getByRole('list', { name: 'Team members' }).getByRole('article');
    await expect(profiles).toHaveCount(6);
    await expect(profiles.getByRole('heading', { level: 2 })).toHaveText(team.map(([name]) => name));

    for (const [index, [name, jobTitle]] of team.entries()) {
      const profile = profiles.nth(index);
      await expect(profile.getByText(jobTitle, { exact: true })).toBeVisible();
      await expect(profile.getByRole('img', { name: `Portrait of ${name}` })).toHaveAttribute('loading', 'lazy');
      const linkedIn = profile.getByRole('link', { name: `${name} on LinkedIn` });
      await expect(linkedIn).toHaveAttribute('href', 'https://www.linkedin.com/');
      await expect(linkedIn).toHaveAttribute('target', '_blank');
    }
  });
}

test.describe('at 375 pixels wide', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  for (const path of ['/terms', '/privacy-policy', '/faq', '/helpCenter', '/team']) {
    test(`${path} fits the screen without sideways scrolling`, async ({ page }) => {
      await page.goto(path);
      await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});

test('each content page sets its own description for search engines', async ({ page }) => {
  const descriptions = {
    '/terms': /terms for using TopGear Perform/,
    '/privacy-policy': /protects personal information/,
    '/faq': /licences/,
    '/helpCenter': /Guides and answers/,
    '/team': /Meet the people/,
  };
  for (const [path, description] of Object.entries(descriptions)) {
    await page.goto(path);
    await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
    // React places the page's meta after the site-wide one from index.html.
    await expect(page.locator('head > meta[name="description"]').last()).toHaveAttribute('content', description);
  }
});
