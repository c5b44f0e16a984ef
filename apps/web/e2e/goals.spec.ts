import type { Page } from '@playwright/test';
import { expect, test, toast, viewports } from './fixtures';

const CREATED_TOAST = 'Successfully create your goal, scroll down and show this';

const createdGoals = (page: Page) => page.getByRole('region', { name: 'Show Your Created Goal' });
const goalCard = (page: Page, name: string) => createdGoals(page).getByRole('article', { name });

for (const [screen, viewport] of viewports) {
  test.describe(`goals on a ${screen} screen`, () => {
    test.use({ viewport });

    test('create a goal, check in and see the bar move, edit it and delete it', async ({ page, signedInUser: _ }) => {
      const name = 'Ship the onboarding revamp';
      await page.goto('/dashboard/add-goal');
      await expect(page.getByRole('heading', { level: 1, name: 'Create a goal' })).toBeVisible();
      await expect(createdGoals(page).getByText('You have not created a goal yet.')).toBeVisible();

      await page.getByLabel('Goal Name').fill(name);
      await page.getByLabel('Target').selectOption('5');
      await page.getByLabel('Unit').selectOption('Development Sprints');
      await page.getByLabel('From', { exact: true }).fill('2025-01-06');
      await page.getByLabel('To', { exact: true }).fill('2025-03-28');
      await page.getByLabel('Description').fill('Five sprints to a new first week.');
      await page.getByLabel('Category').selectOption('Education goals');
      await page.getByRole('button', { name: 'Create Goal' }).click();

      await expect(toast(page, CREATED_TOAST)).toBeVisible();
      await expect(page.getByLabel('Goal Name')).toHaveValue('');
      const card = goalCard(page, name);
      await expect(card.getByText('No feedback')).toBeVisible();
      await expect(card.getByText('Education goals')).toBeVisible();
      await expect(card.getByText('Jan 6, 2025 – Mar 28, 2025')).toBeVisible();
      await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
      await expect(card.getByText('0 of 5 Development Sprints')).toBeVisible();

      await card.getByRole('link', { name: `Open ${name}` }).click();
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      const chartSection = page.getByRole('region', { name: 'Progress over time' });
      await expect(chartSection.getByText('No check-ins yet.').first()).toBeVisible();

      await page.getByRole('spinbutton', { name: 'Progress (0 to 5)' }).fill('2.5');
      await page.getByRole('radio', { name: 'At risk' }).check();
      await page.getByLabel('Comment').fill('Halfway there');
      await page.getByRole('button', { name: 'Check in', exact: true }).click();

      await expect(page.getByRole('progressbar', { name: `Progress of ${name}` })).toHaveAttribute(
        'aria-valuenow',
        '2.5',
      );
      await expect(chartSection.getByRole('img')).toHaveAttribute(
        'aria-label',
        /1 check-in, .*: 2\.5 of 5 Development Sprints, At risk\./,
      );
      const history = chartSection.getByRole('region', { name: 'Check-in history' }).getByRole('listitem');
      await expect(history).toHaveCount(1);
      await expect(history).toContainText('Progress: 2.5 of 5 Development Sprints');
      await expect(history).toContainText('At risk');
      await expect(history).toContainText('Halfway there');

      await page.getByRole('link', { name: 'Back to my goals' }).click();
      await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '2.5');
      await expect(card.getByText('At risk')).toBeVisible();

      const renamed = `${name} (renamed)`;
      await card.getByRole('button', { name: `Edit ${name}` }).click();
      const editDialog = page.getByRole('dialog', { name: 'Edit goal' });
      await expect(editDialog.getByLabel('Goal Name')).toHaveValue(name);
      await editDialog.getByLabel('Goal Name').fill(renamed);
      await editDialog.getByRole('button', { name: 'Save changes' }).click();
      await expect(editDialog).toBeHidden();
      const renamedCard = goalCard(page, renamed);
      await expect(renamedCard.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '2.5');

      await renamedCard.getByRole('button', { name: `Delete ${renamed}` }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete this goal?' });
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expect(confirm).toBeHidden();
      await expect(renamedCard).toHaveCount(0);
      await expect(createdGoals(page).getByText('You have not created a goal yet.')).toBeVisible();
    });

    test('To before From shows the message and keeps what was typed', async ({ page, signedInUser: _ }) => {
      await page.goto('/dashboard/add-goal');
      await page.getByLabel('Goal Name').fill('Learn Rust');
      await page.getByLabel('From', { exact: true }).fill('2025-03-10');
      await page.getByLabel('To', { exact: true }).fill('2025-03-01');
      await page.getByRole('button', { name: 'Create Goal' }).click();

      await expect(page.getByText('The To date cannot be before the From date')).toBeVisible();
      await expect(page.getByLabel('To', { exact: true })).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByLabel('Goal Name')).toHaveValue('Learn Rust');
      await expect(page.getByLabel('From', { exact: true })).toHaveValue('2025-03-10');
      await expect(page.getByLabel('To', { exact: true })).toHaveValue('2025-03-01');
      await expect(toast(page, CREATED_TOAST)).toHaveCount(0);
      await expect(createdGoals(page).getByText('You have not created a goal yet.')).toBeVisible();
    });
  });
}

test("deleting a goal takes its name off the task board's cards at once", async ({ page, signedInUser: _ }) => {
  const goal = (await (
    await page.request.post('/api/goals', { data: { name: 'Retire the old CRM', target: 3 } })
  ).json()) as {
    id: string;
  };
  const created = await page.request.post('/api/tasks', {
    data: { text: 'Export the contacts', dueDate: '2099-01-15', status: 'scheduled', goalId: goal.id },
  });
  expect(created.status()).toBe(201);

  await page.goto('/dashboard/task');
  const taskCard = page.getByRole('listitem').filter({ hasText: 'Export the contacts' });
  await expect(taskCard.getByRole('link', { name: 'Retire the old CRM' })).toBeVisible();

  // Within the app, so the board's cached data would show if nothing refreshed it.
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Home' }).click();
  await page.getByRole('list', { name: 'Home menu' }).getByRole('link', { name: 'Create Goal' }).click();
  await goalCard(page, 'Retire the old CRM').getByRole('button', { name: 'Delete Retire the old CRM' }).click();
  await page.getByRole('dialog', { name: 'Delete this goal?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(goalCard(page, 'Retire the old CRM')).toHaveCount(0);

  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Task' }).click();
  await expect(taskCard).toBeVisible();
  await expect(taskCard.getByRole('link', { name: 'Retire the old CRM' })).toHaveCount(0);
  await expect(taskCard).not.toContainText('Linked goal');
});
