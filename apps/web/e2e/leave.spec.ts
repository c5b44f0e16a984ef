import type { Page } from '@playwright/test';
import { LEAVE_MESSAGES } from '@topgear/shared/leave';
import { expect, expectNoSidewaysScroll, test, toast, viewports } from './fixtures';

const DAYS_OFF_PAGE = '/dashboard/vacation-select';

const card = (page: Page, label: 'Vacation full-time' | 'Sick full-time') => page.getByRole('article', { name: label });
const recordDialog = (page: Page) => page.getByRole('dialog', { name: 'Record days off' });
const history = (page: Page) => page.getByRole('region', { name: 'Consumption Days Off' });
const record = (page: Page, text: string) => history(page).getByRole('listitem').filter({ hasText: text });

async function expectAvailable(page: Page, vacation: number, sick: number) {
  await expect(card(page, 'Vacation full-time')).toContainText(`${vacation} days available`);
  await expect(card(page, 'Sick full-time')).toContainText(`${sick} days available`);
}

/** Fills the open modal's dates and notes and checks the count it shows. */
async function fillDaysOff(
  page: Page,
  { from, to, notes, days }: { from: string; to: string; notes: string; days: number },
) {
  const dialog = recordDialog(page);
  await dialog.getByLabel('From').fill(from);
  await dialog.getByLabel('To').fill(to);
  await dialog.getByRole('button', { name: 'Check days' }).click();
  await expect(dialog.getByText(`Total rest days: ${days} days`)).toBeVisible();
  await dialog.getByLabel('Notes').fill(notes);
}

for (const [label, viewport] of viewports) {
  test.describe(`Take Vacation at ${label}`, () => {
    test.use({ viewport });

    test('record Vacation, then Sick days: only that balance drops and each record is pending', async ({
      page,
      signedInUser: _,
    }) => {
      await page.goto(DAYS_OFF_PAGE);
      await expect(page.getByRole('heading', { level: 1, name: 'Days Off' })).toBeVisible();
      await expectAvailable(page, 60, 45);
      await expect(card(page, 'Vacation full-time')).toContainText('Accrual Level Start Date: 08/20/2022');
      await expect(card(page, 'Sick full-time')).toContainText('Accrual Level Start Date: 08/20/2022');
      await expect(history(page).getByText('You have not recorded any days off yet.')).toBeVisible();
      await expectNoSidewaysScroll(page);

      const recordVacation = page.getByRole('button', { name: /^Record Vacation days/ });
      await recordVacation.click();
      const dialog = recordDialog(page);
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel('Leave type')).toHaveValue('Vacation');
      await fillDaysOff(page, { from: '2026-03-02', to: '2026-03-06', notes: 'Family trip', days: 4 });
      await expectNoSidewaysScroll(page);
      await dialog.getByRole('button', { name: 'Save' }).click();

      await expect(toast(page, 'Your days off are recorded')).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(recordVacation).toBeFocused();
      await expectAvailable(page, 56, 45);
      const vacation = record(page, 'Family trip');
      await expect(vacation).toContainText('4 days of Vacation');
      await expect(vacation).toContainText('Mar 2, 2026 – Mar 6, 2026');
      await expect(vacation).toContainText('Pending');
      await expect(vacation).toContainText(LEAVE_MESSAGES.noFeedback);

      const recordSick = page.getByRole('button', { name: /^Record Sick days/ });
      await recordSick.click();
      await expect(dialog.getByLabel('Leave type')).toHaveValue('Sick');
      await expect(dialog.getByLabel('From')).toHaveValue('');
      await dialog.getByLabel('From').press('Escape');
      await expect(dialog).toBeHidden();
      await expect(recordSick).toBeFocused();

      await recordSick.press('Enter');
      await fillDaysOff(page, { from: '2026-04-13', to: '2026-04-15', notes: 'Flu', days: 2 });
      await dialog.getByRole('button', { name: 'Save' }).click();

      await expect(dialog).toBeHidden();
      await expectAvailable(page, 56, 43);
      const sick = record(page, 'Flu');
      await expect(sick).toContainText('2 days of Sick');
      await expect(sick).toContainText('Pending');
      await expect(sick).toContainText(LEAVE_MESSAGES.noFeedback);

      await page.reload();
      await expectAvailable(page, 56, 43);
      await expect(history(page).getByRole('listitem')).toHaveCount(2);
      await expect(history(page).getByRole('listitem').first()).toContainText('Flu');
    });

    test('a request over the balance is refused in the modal, keeping what was typed', async ({
      page,
      signedInUser: _,
    }) => {
      const setup = await page.request.post('/api/leave/requests', {
        data: { type: 'Vacation', from: '2026-01-05', to: '2026-02-24' },
      });
      expect(setup.status()).toBe(201);
      await page.goto(DAYS_OFF_PAGE);
      await expectAvailable(page, 10, 45);

      await page.getByRole('button', { name: /^Record Vacation days/ }).click();
      const dialog = recordDialog(page);
      await fillDaysOff(page, { from: '2026-06-01', to: '2026-06-12', notes: 'Summer', days: 11 });
      await dialog.getByRole('button', { name: 'Save' }).click();

      await expect(dialog.getByRole('alert')).toHaveText(LEAVE_MESSAGES.overBalance('Vacation', 10, 11));
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel('From')).toHaveValue('2026-06-01');
      await expect(dialog.getByLabel('To')).toHaveValue('2026-06-12');
      await expect(dialog.getByLabel('Notes')).toHaveValue('Summer');

      await dialog.getByLabel('To').fill('2026-06-11');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog).toBeHidden();
      await expectAvailable(page, 0, 45);
    });

    test('cancelling a pending request returns its days', async ({ page, signedInUser: _ }) => {
      const setup = await page.request.post('/api/leave/requests', {
        data: { type: 'Sick', from: '2026-05-04', to: '2026-05-09', notes: 'Surgery' },
      });
      expect(setup.status()).toBe(201);
      await page.goto(DAYS_OFF_PAGE);
      await expectAvailable(page, 60, 40);

      const pending = record(page, 'Surgery');
      await pending.getByRole('button', { name: /^Cancel request/ }).click();
      const confirm = page.getByRole('dialog', { name: 'Cancel this request?' });
      await expect(confirm).toContainText('5 days will return to your balance');
      await confirm.getByRole('button', { name: 'Cancel request' }).click();

      await expect(toast(page, 'Your request is cancelled')).toBeVisible();
      await expect(confirm).toBeHidden();
      await expect(pending).toContainText('Cancelled');
      await expect(pending.getByRole('button', { name: /^Cancel request/ })).toHaveCount(0);
      await expectAvailable(page, 60, 45);
    });
  });
}
