import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** The spec's countdown target: about 20.2 days (20 d 04 h 30 min) after the page loads. */
const COUNTDOWN_MS = 17442e5;
const units = ['days', 'hours', 'minutes', 'seconds'] as const;

const countdown = (page: Page) =>
  page.getByRole('main').getByRole('region', { name: 'Wait For Our New Services', exact: true });

/** The countdown shows `shown`, a value for each unit. */
async function expectShown(page: Page, shown: Record<(typeof units)[number], string>) {
  for (const unit of units) await expect(countdown(page).locator(`[data-unit="${unit}"]`)).toHaveText(shown[unit]);
}

// The page's clock stands still from before it loads, and moves only as a test moves it: every
// reading is exact, however long the page takes to load and hydrate.
test.beforeEach(async ({ page }) => {
  const installedAt = Date.now();
  await page.clock.install({ time: installedAt });
  // The installed clock runs: the pause must lie ahead of it, however slow the next call.
  await page.clock.pauseAt(installedAt + 60_000);
  await page.goto('/');
  // Its code loads as it comes near.
  await countdown(page).scrollIntoViewIfNeeded();
  await expect(page.locator('[data-island="countdown"][data-hydrated]')).toBeAttached();
});

test('counts down by the seconds the clock moves, in whole seconds', async ({ page }) => {
  await expectShown(page, { days: '20', hours: '04', minutes: '30', seconds: '00' });

  await page.clock.runFor(3000);
  await expectShown(page, { days: '20', hours: '04', minutes: '29', seconds: '57' });

  await page.clock.runFor(500);
  await expectShown(page, { days: '20', hours: '04', minutes: '29', seconds: '57' });
  await page.clock.runFor(500);
  await expectShown(page, { days: '20', hours: '04', minutes: '29', seconds: '56' });
});

test('shows Expired!!! once the whole duration has passed, not a second before', async ({ page }) => {
  await page.clock.fastForward(COUNTDOWN_MS - 1000);
  await expectShown(page, { days: '00', hours: '00', minutes: '00', seconds: '01' });
  await expect(countdown(page).getByRole('status')).toHaveCount(0);

  await page.clock.runFor(1000);
  await expect(countdown(page).getByRole('status')).toContainText('Expired!!!');
  await expect(countdown(page).getByText('Please select a future date and time.')).toBeVisible();
  await expect(countdown(page).getByRole('list', { name: 'Time until the launch' })).toHaveCount(0);
});
