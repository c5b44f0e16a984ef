import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// The questions open before the page's code has arrived, and where it never runs.
test.use({ javaScriptEnabled: false });

const question = (page: Page, index: number) => page.getByRole('main').locator('details').nth(index);
const answer = (page: Page, index: number) => question(page, index).getByText(/^TopGear Perform has three kinds/);

test('a question opens with a click or the keyboard, and opening another closes the one open', async ({ page }) => {
  await page.goto('/faq');
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(8);
  await expect(answer(page, 0)).toBeHidden();

  await question(page, 0).getByRole('heading', { name: 'What kinds of licences does TopGear Perform offer?' }).click();
  await expect(answer(page, 0)).toBeVisible();

  await question(page, 1).locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(answer(page, 1)).toBeVisible();
  await expect(answer(page, 0)).toBeHidden();
  await expect(question(page, 0)).not.toHaveAttribute('open');

  await question(page, 2).locator('summary').click();
  await expect(answer(page, 2)).toBeVisible();
  await expect(answer(page, 1)).toBeHidden();
});
