import type { Page } from '@playwright/test';
import { expect, test, toast, viewports } from './fixtures';

const FORM_TITLE = 'Give Feedback Of Our Management System';
const ADDED_TOAST = 'Thank You Sir For Adding New Review!!';

const reviewCard = (page: Page, name: string) =>
  page
    .getByRole('region', { name: 'Reviews', exact: true })
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) });

for (const [label, viewport] of viewports) {
  test.describe(`the dashboard review form at ${label}`, () => {
    test.use({ viewport });

    test('Reviews in the home menu opens the form with my name; the review shows in the list and on its page', async ({
      page,
      signedInUser,
    }) => {
      const feedback = `The leave screen saved our HR team hours (${signedInUser.lastName}).`;
      await page.goto('/dashboard/home');
      await page
        .getByRole('list', { name: 'Home menu' })
        .getByRole('link', { name: /^Reviews/ })
        .click();

      await expect(page).toHaveURL('/dashboard/reviews');
      await expect(page.getByRole('heading', { level: 1, name: FORM_TITLE })).toBeVisible();
      const name = page.getByLabel('Name', { exact: true });
      const rating = page.getByLabel('Rating');
      await expect(name).toHaveValue(signedInUser.fullName);
      await expect(rating).toHaveValue('');
      await expect(rating.locator('option')).toHaveText(['Select Your Rating', '1', '2', '3', '4', '5']);

      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByText('Please select your rating from 1 to 5')).toBeVisible();
      await expect(page.getByText('Please write your feedback')).toBeVisible();
      await expect(page).toHaveURL('/dashboard/reviews');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);

      await rating.selectOption('4');
      await page.getByLabel('Feedback').fill(feedback);
      await page.getByRole('button', { name: 'Submit' }).click();

      await expect(toast(page, ADDED_TOAST)).toBeVisible();
      await expect(page).toHaveURL('/full-case-study');
      const card = reviewCard(page, signedInUser.fullName);
      await expect(card.getByText(feedback)).toBeVisible();
      await expect(card.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();

      await card.getByRole('link', { name: `Read the full review by ${signedInUser.fullName}` }).click();
      await expect(page).toHaveURL(/\/reviews\/[0-9a-f-]{36}$/);
      await expect(page.getByRole('heading', { level: 1, name: `Review by ${signedInUser.fullName}` })).toBeVisible();
      await expect(page.getByRole('blockquote')).toHaveText(`“${feedback}”`);
      await expect(page.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back to all reviews' })).toBeVisible();
    });
  });
}

test('a failed submission shows the error and keeps what was written', async ({ page, signedInUser: _ }) => {
  await page.route('**/api/reviews', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    return route.fulfill({
      status: 503,
      json: { error: { code: 'UNAVAILABLE', message: 'The service is busy. Please try again.' } },
    });
  });
  await page.goto('/dashboard/reviews');

  await page.getByLabel('Name', { exact: true }).fill('Farhana');
  await page.getByLabel('Rating').selectOption('5');
  await page.getByLabel('Feedback').fill('Please keep me');
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(page.getByRole('alert').filter({ hasText: 'The service is busy. Please try again.' })).toBeVisible();
  await expect(page).toHaveURL('/dashboard/reviews');
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Farhana');
  await expect(page.getByLabel('Rating')).toHaveValue('5');
  await expect(page.getByLabel('Feedback')).toHaveValue('Please keep me');
  await expect(toast(page, ADDED_TOAST)).toHaveCount(0);
});
