import type { Page } from '@playwright/test';
import { expect, test, toast, viewports } from './fixtures';

const NOTES_PAGE = '/dashboard/notes';
const EMPTY = "You have no notes yet. Open 'Add Note' to keep your first one.";

const notesRegion = (page: Page) => page.getByRole('region', { name: 'Your notes' });
const listedNotes = (page: Page) => notesRegion(page).getByRole('listitem');
const listedNote = (page: Page, text: string) => listedNotes(page).filter({ hasText: text });

/** Opens 'Add Note' and answers its textarea. */
async function openAddNote(page: Page) {
  const toggle = page.getByRole('button', { name: 'Add Note' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByLabel('Note', { exact: true })).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const textarea = page.getByLabel('Note', { exact: true });
  await expect(textarea).toBeVisible();
  return textarea;
}

for (const [label, viewport] of viewports) {
  test.describe(`Keep Notes at ${label}`, () => {
    test.use({ viewport });

    test('add a note, find it after a reload, edit it, then delete it', async ({ page, signedInUser: _ }) => {
      await page.goto(NOTES_PAGE);
      await expect(page.getByRole('heading', { level: 1, name: 'My notes' })).toBeVisible();
      await expect(notesRegion(page).getByText(EMPTY)).toBeVisible();

      const textarea = await openAddNote(page);
      await textarea.fill('Book the team offsite\nand ask about lunch');
      await page.getByRole('button', { name: 'Save' }).click();

      await expect(toast(page, 'Your note is saved')).toBeVisible();
      await expect(textarea).toHaveValue('');
      await expect(listedNotes(page)).toHaveCount(1);
      await expect(listedNote(page, 'Book the team offsite')).toContainText('and ask about lunch');
      await expect(notesRegion(page).getByRole('list')).toHaveCSS('list-style-type', 'disc');

      await page.reload();
      const note = listedNote(page, 'Book the team offsite');
      await expect(note).toBeVisible();
      await expect(note.getByRole('time')).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);

      const edit = note.getByRole('button', { name: 'Edit' });
      await edit.click();
      const editor = page.getByLabel('Edit note');
      await expect(editor).toBeFocused();
      await expect(editor).toHaveValue('Book the team offsite\nand ask about lunch');
      await editor.fill('Not this');
      await editor.press('Escape');
      await expect(editor).toBeHidden();
      await expect(edit).toBeFocused();
      await expect(listedNote(page, 'Book the team offsite')).toBeVisible();

      await edit.click();
      await page.getByLabel('Edit note').fill('Book the offsite for Friday');
      await notesRegion(page).getByRole('button', { name: 'Save' }).click();
      await expect(toast(page, 'Your note is updated')).toBeVisible();
      const edited = listedNote(page, 'Book the offsite for Friday');
      await expect(edited).toContainText('edited');
      await expect(listedNote(page, 'Book the team offsite')).toHaveCount(0);

      await page.reload();
      await expect(listedNote(page, 'Book the offsite for Friday')).toBeVisible();

      await listedNote(page, 'Book the offsite for Friday').getByRole('button', { name: 'Delete' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete this note?' });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await expect(toast(page, 'Your note is deleted')).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(listedNotes(page)).toHaveCount(0);
      await expect(notesRegion(page).getByText(EMPTY)).toBeVisible();

      await page.reload();
      await expect(notesRegion(page).getByText(EMPTY)).toBeVisible();
    });

    test('a note with markup shows the characters typed and runs nothing', async ({ page, signedInUser: _ }) => {
      const markup = '<img src=x onerror=alert(1)>';
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await page.goto(NOTES_PAGE);

      const textarea = await openAddNote(page);
      await textarea.fill(markup);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(textarea).toHaveValue('');

      await expect(notesRegion(page).getByText(markup, { exact: true })).toBeVisible();
      await page.reload();
      await expect(notesRegion(page).getByText(markup, { exact: true })).toBeVisible();
      await expect(notesRegion(page).locator('img')).toHaveCount(0);
      expect(dialogs).toEqual([]);
    });
  });
}

test('a failed save shows the error and keeps the text', async ({ page, signedInUser: _ }) => {
  await page.route('**/api/notes', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    return route.fulfill({
      status: 503,
      json: { error: { code: 'UNAVAILABLE', message: 'The service is busy. Please try again.' } },
    });
  });
  await page.goto(NOTES_PAGE);

  const textarea = await openAddNote(page);
  await textarea.fill('Do not lose me');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByRole('alert').filter({ hasText: 'The service is busy. Please try again.' })).toBeVisible();
  await expect(textarea).toHaveValue('Do not lose me');
  await expect(notesRegion(page).getByText(EMPTY)).toBeVisible();
});

test('an empty note is refused before it is sent', async ({ page, signedInUser: _ }) => {
  await page.goto(NOTES_PAGE);

  await openAddNote(page);
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByText('Please write your note')).toBeVisible();
  await expect(notesRegion(page).getByText(EMPTY)).toBeVisible();
});

test('Load more brings the older notes', async ({ page, signedInUser: _ }) => {
  for (let n = 1; n <= 21; n += 1) {
    const response = await page.request.post('/api/notes', { data: { text: `Note number ${n}` } });
    expect(response.status()).toBe(201);
  }
  await page.goto(NOTES_PAGE);

  await expect(listedNotes(page)).toHaveCount(20);
  await expect(listedNotes(page).first()).toContainText('Note number 21');
  await expect(notesRegion(page).getByText('Note number 1', { exact: true })).toHaveCount(0);

  await notesRegion(page).getByRole('button', { name: 'Load more' }).click();

  await expect(listedNotes(page)).toHaveCount(21);
  await expect(listedNotes(page).last().getByText('Note number 1', { exact: true })).toBeVisible();
  await expect(notesRegion(page).getByRole('button', { name: 'Load more' })).toHaveCount(0);
});
