import type { Locator, Page } from '@playwright/test';
import type { NewTask, Task } from '@topgear/shared/tasks';
import { expect, test } from './fixtures';

/** A day counted from today on this machine's calendar, as the API writes days. */
function day(offset: number): string {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

const columns = ['Not Started', 'Scheduled', 'In Progress', 'Completed'] as const;
type ColumnLabel = (typeof columns)[number];

const column = (page: Page, label: ColumnLabel) => page.getByRole('region', { name: label, exact: true });
const cardsIn = (page: Page, label: ColumnLabel) => column(page, label).getByRole('listitem');
const card = (page: Page, label: ColumnLabel, text: string) => cardsIn(page, label).filter({ hasText: text });

async function createTask(page: Page, task: NewTask): Promise<Task> {
  const response = await page.request.post('/api/tasks', { data: task });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Task;
}

async function openBoard(page: Page) {
  await page.goto('/dashboard/task');
  await expect(page.getByRole('heading', { level: 1, name: 'My Task Center' })).toBeVisible();
  await expect(page.getByText('Loading...')).toHaveCount(0);
}

const centre = (box: { y: number; height: number }) => box.y + box.height / 2;

/** Presses the pointer on `from` and lets go over `to`, through the intermediate moves dnd-kit needs. */
async function dragAndDrop(page: Page, from: Locator, to: Locator) {
  // Both ends in the middle of the window, away from the edges where dnd-kit scrolls the page.
  const [before, target] = [await from.boundingBox(), await to.boundingBox()];
  const height = page.viewportSize()?.height;
  if (!before || !target || !height) throw new Error('the drag source or target is not on the page');
  await page.evaluate((by) => window.scrollBy(0, by), (centre(before) + centre(target)) / 2 - height / 2);

  const [start, end] = [await from.boundingBox(), await to.boundingBox()];
  if (!start || !end) throw new Error('the drag source or target is not on the page');
  const x = start.x + start.width / 2;
  await page.mouse.move(x, centre(start));
  await page.mouse.down();
  await page.mouse.move(x, centre(start) + 10, { steps: 5 });
  await page.mouse.move(end.x + end.width / 2, centre(end), { steps: 20 });
  await page.mouse.up();
}

const viewports = [
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
  { name: '375 px', viewport: { width: 375, height: 812 } },
];

for (const { name, viewport } of viewports) {
  test.describe(`task center (${name})`, () => {
    test.use({ viewport });

    test('a task added in each column is still there after a reload', async ({ page, signedInUser: _ }) => {
      await openBoard(page);
      for (const label of columns) await expect(column(page, label)).toContainText('No tasks here yet.');

      const notStarted = column(page, 'Not Started');
      await notStarted.getByRole('button', { name: '+ Add Task' }).click();
      await expect(notStarted.getByText('Please write the task')).toBeVisible();
      await expect(notStarted.getByText('Please choose a date')).toBeVisible();

      for (const [offset, label] of columns.entries()) {
        const form = column(page, label);
        await form.getByLabel('Task').fill(`${label} job`);
        await form.getByLabel('Date').fill(day(offset + 1));
        await form.getByRole('button', { name: '+ Add Task' }).click();
        await expect(card(page, label, `${label} job`)).toBeVisible();
        await expect(form.getByLabel('Task')).toHaveValue('');
      }

      await page.reload();
      for (const label of columns) {
        await expect(cardsIn(page, label)).toHaveCount(1);
        await expect(cardsIn(page, label)).toContainText(`${label} job`);
      }
    });

    test('a card dragged to another column stays there after a reload', async ({ page, signedInUser: _ }) => {
      await createTask(page, { text: 'Drag me over', dueDate: day(2), status: 'scheduled' });
      await openBoard(page);

      const handle = card(page, 'Scheduled', 'Drag me over').getByRole('button', { name: /^Drag/ });
      await dragAndDrop(page, handle, column(page, 'Not Started').getByText('No tasks here yet.'));

      await expect(card(page, 'Not Started', 'Drag me over')).toBeVisible();
      await expect(cardsIn(page, 'Scheduled')).toHaveCount(0);
      await page.reload();
      await expect(card(page, 'Not Started', 'Drag me over')).toBeVisible();
      await expect(cardsIn(page, 'Scheduled')).toHaveCount(0);
    });

    test('a card dragged within its column takes its new place', async ({ page, signedInUser: _ }) => {
      for (const text of ['First', 'Second', 'Third']) {
        await createTask(page, { text, dueDate: day(3), status: 'in-progress' });
      }
      await openBoard(page);

      const handle = card(page, 'In Progress', 'Third').getByRole('button', { name: /^Drag/ });
      await dragAndDrop(page, handle, card(page, 'In Progress', 'First'));

      await expect(cardsIn(page, 'In Progress')).toHaveText([/Third/, /First/, /Second/]);
      await page.reload();
      await expect(cardsIn(page, 'In Progress')).toHaveText([/Third/, /First/, /Second/]);
    });

    test('the Move to control moves a card with the keyboard alone', async ({ page, signedInUser: _ }) => {
      await createTask(page, { text: 'Keyboard mover', dueDate: day(1), status: 'not-started' });
      await openBoard(page);

      const moveTo = card(page, 'Not Started', 'Keyboard mover').getByLabel('Move to');
      await moveTo.focus();
      await moveTo.selectOption('In Progress');
      await page.keyboard.press('Tab');
      await expect(
        card(page, 'Not Started', 'Keyboard mover').getByRole('button', { name: 'Move “Keyboard mover”', exact: true }),
      ).toBeFocused();
      await page.keyboard.press('Enter');

      const moved = card(page, 'In Progress', 'Keyboard mover');
      await expect(moved).toBeVisible();
      await expect(moved.getByRole('button', { name: 'Move “Keyboard mover”', exact: true })).toBeFocused();
      await expect(page.getByRole('status').filter({ hasText: 'Moved task' })).toHaveText(
        'Moved task “Keyboard mover” to In Progress, position 1 of 1.',
      );
      await page.reload();
      await expect(card(page, 'In Progress', 'Keyboard mover')).toBeVisible();
      await expect(cardsIn(page, 'Not Started')).toHaveCount(0);
    });

    test('a card picked up with the keyboard moves to the next column', async ({ page, signedInUser: _ }) => {
      await createTask(page, { text: 'Space bar card', dueDate: day(1), status: 'scheduled' });
      await openBoard(page);

      await card(page, 'Scheduled', 'Space bar card').getByRole('button', { name: /^Drag/ }).focus();
      await page.keyboard.press('Space');
      await expect(page.getByText('Task “Space bar card” is over Scheduled, position 1 of 1.')).toBeAttached();
      // Side by side on a wide screen, one under the other on a narrow one.
      await page.keyboard.press(name === 'desktop' ? 'ArrowRight' : 'ArrowDown');
      await expect(page.getByText(/^Task “Space bar card” is over (the end of )?In Progress/)).toBeAttached();
      await page.keyboard.press('Space');
      await expect(page.getByText('Dropped task “Space bar card” in In Progress, position 1 of 1.')).toBeAttached();

      await expect(card(page, 'In Progress', 'Space bar card')).toBeVisible();
      await page.reload();
      await expect(card(page, 'In Progress', 'Space bar card')).toBeVisible();
    });

    test('Move up and Move down reorder a column and the order is kept', async ({ page, signedInUser: _ }) => {
      for (const text of ['Alpha', 'Bravo', 'Charlie']) {
        await createTask(page, { text, dueDate: day(4), status: 'scheduled' });
      }
      await openBoard(page);
      const texts = cardsIn(page, 'Scheduled');
      await expect(texts).toHaveText([/Alpha/, /Bravo/, /Charlie/]);

      const up = card(page, 'Scheduled', 'Charlie').getByRole('button', { name: 'Move up “Charlie”' });
      await up.click();
      await expect(texts).toHaveText([/Alpha/, /Charlie/, /Bravo/]);
      await expect(up).toBeFocused();
      await up.click();
      await expect(texts).toHaveText([/Charlie/, /Alpha/, /Bravo/]);
      await expect(up).toHaveAttribute('aria-disabled', 'true');

      await card(page, 'Scheduled', 'Alpha').getByRole('button', { name: 'Move down “Alpha”' }).click();
      await expect(texts).toHaveText([/Charlie/, /Bravo/, /Alpha/]);

      await page.reload();
      await expect(texts).toHaveText([/Charlie/, /Bravo/, /Alpha/]);
    });

    test('a card is edited in place; Escape cancels', async ({ page, signedInUser: _ }) => {
      await createTask(page, { text: 'Draft the report', dueDate: day(2), status: 'in-progress' });
      await openBoard(page);

      // The only card of the column: while it is edited its text is in a field, not on the card.
      const draft = cardsIn(page, 'In Progress');
      await draft.getByRole('button', { name: /^Edit/ }).click();
      await draft.getByLabel('Task').fill('Changed my mind');
      await page.keyboard.press('Escape');
      await expect(card(page, 'In Progress', 'Draft the report')).toBeVisible();
      await expect(draft.getByRole('button', { name: /^Edit/ })).toBeFocused();

      await draft.getByRole('button', { name: /^Edit/ }).click();
      await draft.getByLabel('Task').fill('');
      await draft.getByRole('button', { name: 'Save' }).click();
      await expect(draft.getByText('Please write the task')).toBeVisible();

      await draft.getByLabel('Task').fill('Send the report');
      await draft.getByLabel('Date').fill(day(6));
      await draft.getByRole('button', { name: 'Save' }).click();

      const sent = card(page, 'In Progress', 'Send the report');
      await expect(sent).toBeVisible();
      await expect(sent.locator('time')).toHaveAttribute('datetime', day(6));
      await page.reload();
      await expect(sent.locator('time')).toHaveAttribute('datetime', day(6));
      await expect(cardsIn(page, 'In Progress')).toHaveCount(1);
    });

    test('Delete removes a card for good', async ({ page, signedInUser: _ }) => {
      await createTask(page, { text: 'Keep me', dueDate: day(1), status: 'completed' });
      await createTask(page, { text: 'Throw me away', dueDate: day(1), status: 'completed' });
      await openBoard(page);

      await card(page, 'Completed', 'Throw me away')
        .getByRole('button', { name: /^Delete/ })
        .click();
      await expect(card(page, 'Completed', 'Throw me away')).toHaveCount(0);
      await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Task deleted' })).toBeVisible();
      await page.reload();
      await expect(cardsIn(page, 'Completed')).toHaveCount(1);
      await expect(cardsIn(page, 'Completed')).toContainText('Keep me');
    });

    test('overdue cards are marked and the filter shows overdue or this week', async ({ page, signedInUser: _ }) => {
      await createTask(page, { text: 'Late report', dueDate: day(-3), status: 'in-progress' });
      await createTask(page, { text: 'Done long ago', dueDate: day(-3), status: 'completed' });
      await createTask(page, { text: 'Due today', dueDate: day(0), status: 'not-started' });
      await createTask(page, { text: 'Far future', dueDate: day(30), status: 'scheduled' });
      await openBoard(page);

      await expect(card(page, 'In Progress', 'Late report').getByText('Overdue')).toBeVisible();
      await expect(card(page, 'Completed', 'Done long ago').getByText('Overdue')).toHaveCount(0);
      await expect(card(page, 'Not Started', 'Due today').getByText('Overdue')).toHaveCount(0);

      const allCards = page.getByRole('main').getByRole('listitem');
      await page.getByRole('radio', { name: 'Overdue' }).check();
      await expect(allCards).toHaveText([/Late report/]);
      await expect(column(page, 'Completed')).toContainText('No overdue tasks here.');

      await page.getByRole('radio', { name: 'Due this week' }).check();
      await expect(allCards).toHaveText([/Due today/]);

      await page.getByRole('radio', { name: 'All' }).check();
      await expect(allCards).toHaveCount(4);
    });
  });
}

for (const width of [1280, 1024]) {
  test(`at ${width} px the page never scrolls sideways; the board scrolls inside itself when it must`, async ({
    page,
    signedInUser: _,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const [index, status] of (['not-started', 'scheduled', 'in-progress', 'completed'] as const).entries()) {
      await createTask(page, { text: `A task with a long enough name ${index}`, dueDate: day(index), status });
    }
    await openBoard(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    if (width === 1280) {
      for (const label of columns) await expect(column(page, label)).toBeInViewport({ ratio: 1 });
    }
  });
}

test.describe('task center when things go wrong, and goals', () => {
  test('a task linked to a goal names it and links to it; the link can be removed', async ({
    page,
    signedInUser: _,
  }) => {
    const response = await page.request.post('/api/goals', { data: { name: 'Ship the beta', target: 3 } });
    expect(response.status(), await response.text()).toBe(201);
    const goal = (await response.json()) as { id: string };
    await openBoard(page);

    const form = column(page, 'Scheduled');
    await form.getByLabel('Task').fill('Write release notes');
    await form.getByLabel('Date').fill(day(2));
    await form.getByLabel('Goal').selectOption('Ship the beta');
    await form.getByRole('button', { name: '+ Add Task' }).click();

    // The only card of the column: while it is edited its text is in a field, not on the card.
    const linked = cardsIn(page, 'Scheduled');
    await expect(linked).toContainText('Write release notes');
    await expect(linked.getByRole('link', { name: 'Ship the beta' })).toHaveAttribute(
      'href',
      `/dashboard/goals/${goal.id}`,
    );
    await expect(form.getByLabel('Goal')).toHaveValue('');

    await linked.getByRole('button', { name: /^Edit/ }).click();
    await expect(linked.getByLabel('Goal')).toHaveValue(goal.id);
    await linked.getByLabel('Goal').selectOption('No goal');
    await linked.getByRole('button', { name: 'Save' }).click();
    await expect(linked.getByRole('button', { name: /^Edit/ })).toBeVisible();
    await expect(linked.getByRole('link')).toHaveCount(0);
  });

  test('a failed add shows the error and keeps what was typed', async ({ page, signedInUser: _ }) => {
    await openBoard(page);
    await page.route('**/api/tasks', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 503, json: { error: { code: 'UNAVAILABLE', message: 'The server is busy.' } } })
        : route.fallback(),
    );

    const form = column(page, 'In Progress');
    await form.getByLabel('Task').fill('Not lost');
    await form.getByLabel('Date').fill(day(1));
    await form.getByRole('button', { name: '+ Add Task' }).click();
    await expect(form.getByRole('alert')).toHaveText('The server is busy.');
    await expect(form.getByLabel('Task')).toHaveValue('Not lost');
    await expect(cardsIn(page, 'In Progress')).toHaveCount(0);

    await page.unroute('**/api/tasks');
    await form.getByRole('button', { name: '+ Add Task' }).click();
    await expect(card(page, 'In Progress', 'Not lost')).toBeVisible();
    await expect(form.getByRole('alert')).toHaveCount(0);
  });

  test('a refused move puts the card back and says why', async ({ page, signedInUser: _ }) => {
    const task = await createTask(page, { text: 'Stay put', dueDate: day(1), status: 'not-started' });
    await openBoard(page);
    await page.route(`**/api/tasks/${task.id}/move`, (route) =>
      route.fulfill({ status: 409, json: { error: { code: 'CONFLICT', message: 'The board changed.' } } }),
    );

    const moveTo = card(page, 'Not Started', 'Stay put').getByLabel('Move to');
    await moveTo.selectOption('Completed');
    await card(page, 'Not Started', 'Stay put').getByRole('button', { name: 'Move “Stay put”', exact: true }).click();

    await expect(page.locator('[data-sonner-toast]')).toContainText('The task could not be moved. The board changed.');
    await expect(card(page, 'Not Started', 'Stay put')).toBeVisible();
    await expect(cardsIn(page, 'Completed')).toHaveCount(0);
  });

  test('a failed delete keeps the card and shows the error', async ({ page, signedInUser: _ }) => {
    const task = await createTask(page, { text: 'Hard to remove', dueDate: day(1), status: 'scheduled' });
    await openBoard(page);
    await page.route(`**/api/tasks/${task.id}`, (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({ status: 503, json: { error: { code: 'UNAVAILABLE', message: 'The server is busy.' } } })
        : route.fallback(),
    );

    const doomed = card(page, 'Scheduled', 'Hard to remove');
    await doomed.getByRole('button', { name: /^Delete/ }).click();
    await expect(doomed.getByRole('alert')).toHaveText('The task could not be deleted. The server is busy.');
    await expect(doomed).toBeVisible();
  });

  test('a board that cannot load says so and loads on Try again', async ({ page, signedInUser: _ }) => {
    await page.route('**/api/tasks', (route) =>
      route.fulfill({ status: 503, json: { error: { code: 'UNAVAILABLE', message: 'The server is busy.' } } }),
    );
    await page.goto('/dashboard/task');
    await expect(page.getByRole('alert')).toHaveText('We could not load your tasks. The server is busy.');

    await page.unroute('**/api/tasks');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(column(page, 'Completed')).toContainText('No tasks here yet.');
  });
});
