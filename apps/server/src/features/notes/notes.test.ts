import { NOTE_MESSAGES, NOTE_TEXT_MAX, type Note } from '@topgear/shared/notes';
import type { Page } from '@topgear/shared/pagination';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { signInAs, visitorOf, type SignedInUser } from '../../../test/clients';
import { notes } from '../../db/schema';

const testApp = useTestApp();
const visitor = visitorOf(testApp);

const NOTES = '/api/notes';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const notFoundBody = { error: { code: 'NOT_FOUND', message: NOTE_MESSAGES.notFound } };
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

async function addNote(user: SignedInUser, text: string): Promise<Note> {
  const response = await user.inject({ method: 'POST', url: NOTES, payload: { text } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const notesOf = (user: SignedInUser, query: Record<string, string> = {}) => user.getJson<Page<Note>>(NOTES, query);

const storedNote = async (id: string) => {
  const [row] = await testApp.db.select().from(notes).where(eq(notes.id, id));
  return row;
};

describe('POST /api/notes', () => {
  it('keeps the note for the signed-in user and answers it with its times', async () => {
    const user = await signInAs(testApp);

    const response = await user.inject({ method: 'POST', url: NOTES, payload: { text: '  Call the bank  ' } });

    expect(response.statusCode).toBe(201);
    const note = response.json<Note>();
    expect(note).toEqual({
      id: expect.any(String),
      text: 'Call the bank',
      createdAt: expect.stringMatching(ISO_INSTANT),
      updatedAt: note.createdAt,
    });
    expect(await storedNote(note.id)).toMatchObject({ userId: user.me.id, text: 'Call the bank' });
  });

  it('stores markup and line breaks as the same text it returns', async () => {
    const user = await signInAs(testApp);
    const text = '<img src=x onerror=alert(1)>\n<script>alert("hi")</script>\r\n\tdone & dusted';

    const note = await addNote(user, text);

    expect(note.text).toBe(text);
    expect((await storedNote(note.id))?.text).toBe(text);
    expect((await notesOf(user)).items.map((listed) => listed.text)).toEqual([text]);
  });

  it('accepts a note of exactly the longest length', async () => {
    const user = await signInAs(testApp);

    const note = await addNote(user, 'n'.repeat(NOTE_TEXT_MAX));

    expect(note.text).toHaveLength(NOTE_TEXT_MAX);
  });

  it.each([
    ['missing', {}, NOTE_MESSAGES.textRequired],
    ['empty', { text: '' }, NOTE_MESSAGES.textRequired],
    ['blank', { text: ' \n\t ' }, NOTE_MESSAGES.textRequired],
    ['a number', { text: 42 }, NOTE_MESSAGES.textRequired],
    ['null', { text: null }, NOTE_MESSAGES.textRequired],
    ['an array', { text: ['a note'] }, NOTE_MESSAGES.textRequired],
    [
      'one character too long',
      { text: 'n'.repeat(NOTE_TEXT_MAX + 1) },
      `The note can have at most ${NOTE_TEXT_MAX} characters`,
    ],
    ['100 KB long', { text: 'n'.repeat(100 * 1024) }, `The note can have at most ${NOTE_TEXT_MAX} characters`],
    ['holding a control character', { text: 'bell \u0007' }, 'The note may not contain control characters'],
  ])('answers 400 naming text when the text is %s, and keeps nothing', async (_case, payload, message) => {
    const user = await signInAs(testApp);

    const response = await user.inject({ method: 'POST', url: NOTES, payload });

    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { text: message } });
    expect((await notesOf(user)).items).toEqual([]);
  });

  it('answers 400 for a body that is not an object', async () => {
    const user = await signInAs(testApp);

    const response = await user.inject({
      method: 'POST',
      url: NOTES,
      payload: '"just text"',
      headers: { 'content-type': 'application/json' },
    });

    expect(response.statusCode).toBe(400);
    expect((await notesOf(user)).items).toEqual([]);
  });
});

describe('GET /api/notes', () => {
  it('lists only my notes, newest first', async () => {
    const user = await signInAs(testApp);
    const other = await signInAs(testApp);
    const first = await addNote(user, 'first');
    const theirs = await addNote(other, 'not mine');
    const second = await addNote(user, 'second');

    const { items, nextCursor } = await notesOf(user);

    expect(nextCursor).toBeNull();
    expect(items).toEqual([second, first]);
    expect(items.map((note) => note.id)).not.toContain(theirs.id);
  });

  it('answers an empty page for a user without notes', async () => {
    const user = await signInAs(testApp);

    expect(await notesOf(user)).toEqual({ items: [], nextCursor: null });
  });

  it('walks my notes a page at a time, newest first, without gaps or repeats', async () => {
    const user = await signInAs(testApp);
    const added: Note[] = [];
    for (const text of ['one', 'two', 'three', 'four', 'five']) added.push(await addNote(user, text));

    const walked: Note[] = [];
    let cursor: string | null = null;
    do {
      const page: Page<Note> = await notesOf(user, { limit: '2', ...(cursor && { cursor }) });
      expect(page.items.length).toBeLessThanOrEqual(2);
      walked.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor !== null);

    expect(walked.map((note) => note.text)).toEqual(['five', 'four', 'three', 'two', 'one']);
  });

  it('answers 400 for a page size out of range and for a broken cursor', async () => {
    const user = await signInAs(testApp);

    const tooBig = await user.inject({ method: 'GET', url: NOTES, query: { limit: '101' } });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().error.fields).toEqual({ limit: expect.any(String) });

    const broken = await user.inject({ method: 'GET', url: NOTES, query: { cursor: 'garbage' } });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.fields).toEqual({ cursor: expect.any(String) });
  });
});

describe('PUT /api/notes/:id', () => {
  it('replaces the text, keeps the creation time and moves the update time on', async () => {
    const user = await signInAs(testApp);
    const note = await addNote(user, 'draft');

    const response = await user.inject({ method: 'PUT', url: `${NOTES}/${note.id}`, payload: { text: 'final' } });

    expect(response.statusCode).toBe(200);
    const updated = response.json<Note>();
    expect(updated).toMatchObject({ id: note.id, text: 'final', createdAt: note.createdAt });
    expect(Date.parse(updated.updatedAt)).toBeGreaterThan(Date.parse(note.updatedAt));
    expect((await notesOf(user)).items).toEqual([updated]);
  });

  it.each([
    ['blank', { text: '   ' }, NOTE_MESSAGES.textRequired],
    ['a boolean', { text: true }, NOTE_MESSAGES.textRequired],
    ['100 KB long', { text: 'n'.repeat(100 * 1024) }, `The note can have at most ${NOTE_TEXT_MAX} characters`],
  ])('answers 400 naming text when the new text is %s, and keeps the old one', async (_case, payload, message) => {
    const user = await signInAs(testApp);
    const note = await addNote(user, 'keep me');

    const response = await user.inject({ method: 'PUT', url: `${NOTES}/${note.id}`, payload });

    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ text: message });
    expect((await storedNote(note.id))?.text).toBe('keep me');
  });

  it("answers 404 for another user's note and leaves it as it was", async () => {
    const owner = await signInAs(testApp);
    const intruder = await signInAs(testApp);
    const note = await addNote(owner, 'private');

    const response = await intruder.inject({
      method: 'PUT',
      url: `${NOTES}/${note.id}`,
      payload: { text: 'mine now' },
    });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(notFoundBody);
    expect((await notesOf(owner)).items).toEqual([note]);
  });

  it.each([
    ['an unknown id', UNKNOWN_ID],
    ['an id that is not a uuid', 'not-a-note'],
  ])('answers 404 for %s', async (_case, id) => {
    const user = await signInAs(testApp);

    const response = await user.inject({ method: 'PUT', url: `${NOTES}/${id}`, payload: { text: 'text' } });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(notFoundBody);
  });
});

describe('DELETE /api/notes/:id', () => {
  it('deletes the note for good', async () => {
    const user = await signInAs(testApp);
    const kept = await addNote(user, 'kept');
    const gone = await addNote(user, 'gone');

    const response = await user.inject({ method: 'DELETE', url: `${NOTES}/${gone.id}` });

    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await storedNote(gone.id)).toBeUndefined();
    expect((await notesOf(user)).items).toEqual([kept]);

    const again = await user.inject({ method: 'DELETE', url: `${NOTES}/${gone.id}` });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual(notFoundBody);
  });

  it("answers 404 for another user's note and keeps it", async () => {
    const owner = await signInAs(testApp);
    const intruder = await signInAs(testApp);
    const note = await addNote(owner, 'private');

    const response = await intruder.inject({ method: 'DELETE', url: `${NOTES}/${note.id}` });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(notFoundBody);
    expect(await storedNote(note.id)).toBeDefined();
  });

  it('answers 404 for an id that is not a uuid', async () => {
    const user = await signInAs(testApp);

    const response = await user.inject({ method: 'DELETE', url: `${NOTES}/not-a-note` });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(notFoundBody);
  });
});

describe('a visitor', () => {
  it.each([
    ['GET', NOTES, undefined],
    ['POST', NOTES, { text: 'anonymous' }],
    ['PUT', `${NOTES}/${UNKNOWN_ID}`, { text: 'anonymous' }],
    ['DELETE', `${NOTES}/${UNKNOWN_ID}`, undefined],
  ] as const)('gets 401 from %s %s', async (method, url, payload) => {
    const response = await visitor.inject({ method, url, ...(payload && { payload }) });

    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHORIZED');
  });

  it("cannot change a user's note", async () => {
    const owner = await signInAs(testApp);
    const note = await addNote(owner, 'private');

    expect(
      (await visitor.inject({ method: 'PUT', url: `${NOTES}/${note.id}`, payload: { text: 'x' } })).statusCode,
    ).toBe(401);
    expect((await visitor.inject({ method: 'DELETE', url: `${NOTES}/${note.id}` })).statusCode).toBe(401);
    expect((await notesOf(owner)).items).toEqual([note]);
  });
});
