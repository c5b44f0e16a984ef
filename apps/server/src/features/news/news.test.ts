import {
  NEWS_COMMENT_MAX,
  NEWS_MESSAGES,
  NEWS_QUERY_MAX,
  NEWS_TEXT_MAX,
  type NewsComment,
  type NewsPost,
} from '@topgear/shared/news';
import type { Notification } from '@topgear/shared/notifications';
import type { Page } from '@topgear/shared/pagination';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { signInAs, visitorOf, type SignedInUser } from '../../../test/clients';
import { newsComments, newsPosts, newsReactions, users } from '../../db/schema';

const testApp = useTestApp();
const visitor = visitorOf(testApp);

const NEWS = '/api/news';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const notFoundBody = { error: { code: 'NOT_FOUND', message: NEWS_MESSAGES.notFound } };
const commentNotFoundBody = { error: { code: 'NOT_FOUND', message: NEWS_MESSAGES.commentNotFound } };

/**
 * Every test of the file shares one feed, so each marks its posts with a word of its own and
 * searches or filters by it. Letters only: the English parser keeps such a word whole.
 */
const uniqueWord = () =>
  `zq${Array.from({ length: 10 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

async function post(user: SignedInUser, text: string): Promise<NewsPost> {
  const response = await user.inject({ method: 'POST', url: NEWS, payload: { text } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const newsOf = (user: SignedInUser, query: Record<string, string> = {}) => user.getJson<Page<NewsPost>>(NEWS, query);
const search = (user: SignedInUser, q: string, query: Record<string, string> = {}) => newsOf(user, { q, ...query });
const texts = (page: Page<NewsPost>) => page.items.map((item) => item.text);
const postOf = (user: SignedInUser, id: string) => user.getJson<NewsPost>(`${NEWS}/${id}`);

const react = (user: SignedInUser, id: string, kind: unknown) =>
  user.inject({ method: 'PUT', url: `${NEWS}/${id}/reaction`, payload: { kind } });

async function reactOk(user: SignedInUser, id: string, kind: string) {
  const response = await react(user, id, kind);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<NewsPost>();
}

async function comment(user: SignedInUser, postId: string, text: string): Promise<NewsComment> {
  const response = await user.inject({ method: 'POST', url: `${NEWS}/${postId}/comments`, payload: { text } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const commentsOf = (user: SignedInUser, postId: string, query: Record<string, string> = {}) =>
  user.getJson<Page<NewsComment>>(`${NEWS}/${postId}/comments`, query);

const notificationsOf = async (user: SignedInUser) =>
  (await user.getJson<Page<Notification>>('/api/notifications')).items;

/** Every item from `start` (the first page when left out) to the last page, `limit` at a time. */
async function walk<Item>(
  fetchPage: (query: Record<string, string>) => Promise<Page<Item>>,
  limit: number,
  start: string | null = null,
) {
  const walked: Item[] = [];
  let cursor = start;
  do {
    const page: Page<Item> = await fetchPage({ limit: String(limit), ...(cursor && { cursor }) });
    expect(page.items.length).toBeLessThanOrEqual(limit);
    walked.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor !== null);
  return walked;
}

const storedPost = async (id: string) => {
  const [row] = await testApp.db.select().from(newsPosts).where(eq(newsPosts.id, id));
  return row;
};

const reactionRows = (postId: string) =>
  testApp.db.select().from(newsReactions).where(eq(newsReactions.postId, postId));

async function postsBy(userId: string) {
  const [row] = await testApp.db.select({ posts: count() }).from(newsPosts).where(eq(newsPosts.userId, userId));
  return row?.posts;
}

describe('POST /api/news', () => {
  it('posts for the signed-in person, who is its author, with no reactions or comments yet', async () => {
    const user = await signInAs(testApp);

    const response = await user.inject({ method: 'POST', url: NEWS, payload: { text: '  Welcome, Dana!  ' } });

    expect(response.statusCode).toBe(201);
    const created = response.json<NewsPost>();
    expect(created).toEqual({
      id: expect.any(String),
      text: 'Welcome, Dana!',
      author: { id: user.me.id, name: user.me.fullName, image: null },
      praise: null,
      createdAt: expect.stringMatching(ISO_INSTANT),
      updatedAt: created.createdAt,
      reactions: { like: 0, celebrate: 0 },
      myReaction: null,
      commentCount: 0,
    });
    expect(await storedPost(created.id)).toMatchObject({ userId: user.me.id, text: 'Welcome, Dana!' });
  });

  it("shows the author's picture when they have one", async () => {
    const user = await signInAs(testApp);
    await testApp.db.update(users).set({ image: 'https://cdn.example.com/dana.png' }).where(eq(users.id, user.me.id));

    const created = await post(user, 'With a face');

    expect(created.author.image).toBe('https://cdn.example.com/dana.png');
  });

  it('keeps markup and line breaks as the text it returns', async () => {
    const user = await signInAs(testApp);
    const text = '<img src=x onerror=alert(1)>\n<script>alert("hi")</script>\r\n\tsee https://example.com';

    const created = await post(user, text);

    expect(created.text).toBe(text);
    expect((await postOf(user, created.id)).text).toBe(text);
  });

  it('accepts a post of exactly the longest length', async () => {
    const user = await signInAs(testApp);

    expect((await post(user, 'n'.repeat(NEWS_TEXT_MAX))).text).toHaveLength(NEWS_TEXT_MAX);
  });

  it.each([
    ['missing', {}, NEWS_MESSAGES.textRequired],
    ['empty', { text: '' }, NEWS_MESSAGES.textRequired],
    ['blank', { text: ' \n\t ' }, NEWS_MESSAGES.textRequired],
    ['a number', { text: 42 }, NEWS_MESSAGES.textRequired],
    ['null', { text: null }, NEWS_MESSAGES.textRequired],
    [
      'one character too long',
      { text: 'n'.repeat(NEWS_TEXT_MAX + 1) },
      `The post can have at most ${NEWS_TEXT_MAX} characters`,
    ],
    ['holding a control character', { text: 'bell \u0007' }, 'The post may not contain control characters'],
    ['holding a NUL character', { text: 'nul \u0000' }, 'The post may not contain control characters'],
  ])('answers 400 naming text when the text is %s, and keeps nothing', async (_case, payload, message) => {
    const user = await signInAs(testApp);

    const response = await user.inject({ method: 'POST', url: NEWS, payload });

    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { text: message } });
    expect(await postsBy(user.me.id)).toBe(0);
  });
});

describe('GET /api/news', () => {
  it("lists everyone's posts newest first, each with its real author", async () => {
    const [ada, ben] = [await signInAs(testApp), await signInAs(testApp)];
    const word = uniqueWord();
    const first = await post(ada, `${word} first`);
    const second = await post(ben, `${word} second`);
    const third = await post(ada, `${word} third`);

    const { items } = await newsOf(ben, { limit: '100' });
    const mine = items.filter((item) => item.text.startsWith(word));

    expect(mine).toEqual([third, second, first]);
    expect(mine.map((item) => item.author.name)).toEqual([ada.me.fullName, ben.me.fullName, ada.me.fullName]);
  });

  it('counts reactions of each kind and comments, and tells each reader their own reaction', async () => {
    const [author, liker, celebrant, other] = [
      await signInAs(testApp),
      await signInAs(testApp),
      await signInAs(testApp),
      await signInAs(testApp),
    ];
    const word = uniqueWord();
    const counted = await post(author, `${word} counted`);
    const quiet = await post(author, `${word} quiet`);
    await reactOk(liker, counted.id, 'like');
    await reactOk(other, counted.id, 'like');
    await reactOk(celebrant, counted.id, 'celebrate');
    await comment(liker, counted.id, 'Nice');
    await comment(author, counted.id, 'Thanks');

    const seenBy = async (reader: SignedInUser) =>
      (await search(reader, word)).items.map(({ text, reactions, myReaction, commentCount }) => ({
        text,
        reactions,
        myReaction,
        commentCount,
      }));

    expect(await seenBy(liker)).toEqual(
      expect.arrayContaining([
        { text: counted.text, reactions: { like: 2, celebrate: 1 }, myReaction: 'like', commentCount: 2 },
        { text: quiet.text, reactions: { like: 0, celebrate: 0 }, myReaction: null, commentCount: 0 },
      ]),
    );
    expect((await seenBy(celebrant)).find((seen) => seen.text === counted.text)?.myReaction).toBe('celebrate');
    expect((await postOf(author, counted.id)).myReaction).toBeNull();
  });

  it('walks the feed a page at a time, newest first, without gaps or repeats', async () => {
    const user = await signInAs(testApp);
    const word = uniqueWord();
    for (const n of [1, 2, 3, 4, 5]) await post(user, `${word} ${n}`);

    const walked = await walk((query) => newsOf(user, query), 2);

    const ids = walked.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    const [row] = await testApp.db.select({ posts: count() }).from(newsPosts);
    expect(walked).toHaveLength(row?.posts ?? -1);
    expect(walked.filter((item) => item.text.startsWith(word)).map((item) => item.text)).toEqual(
      [5, 4, 3, 2, 1].map((n) => `${word} ${n}`),
    );
    const times = walked.map((item) => Date.parse(item.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('answers 400 for a page size out of range, a broken cursor and a search too long', async () => {
    const user = await signInAs(testApp);

    const tooBig = await user.inject({ method: 'GET', url: NEWS, query: { limit: '101' } });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().error.fields).toEqual({ limit: expect.any(String) });

    const broken = await user.inject({ method: 'GET', url: NEWS, query: { cursor: 'garbage' } });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.fields).toEqual({ cursor: expect.any(String) });

    const long = await user.inject({ method: 'GET', url: NEWS, query: { q: 'q'.repeat(NEWS_QUERY_MAX + 1) } });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields).toEqual({ q: `The search can have at most ${NEWS_QUERY_MAX} characters` });
  });
});

describe('GET /api/news?q=', () => {
  it('finds words by their English stem: "running" finds "run", and only posts holding it', async () => {
    const user = await signInAs(testApp);
    const word = uniqueWord();
    const run = await post(user, `Company run on Friday ${word}`);
    await post(user, `Company walk on Friday ${word}`);

    const found = await search(user, `running ${word}`);

    expect(found).toEqual({ items: [run], nextCursor: null });
  });

  it('ranks the better match first, even when it is older', async () => {
    const user = await signInAs(testApp);
    const word = uniqueWord();
    const better = await post(user, `${word} budget: the budget review, and the budget for next year`);
    const weaker = await post(user, `${word} budget`);
    await post(user, `${word} holidays`);

    expect(texts(await search(user, `${word} budget`))).toEqual([better.text, weaker.text]);
  });

  it('puts the newest first among equal matches', async () => {
    const user = await signInAs(testApp);
    const word = uniqueWord();
    const older = await post(user, `${word} picnic`);
    const newer = await post(user, `${word} picnic`);

    expect((await search(user, word)).items.map((item) => item.id)).toEqual([newer.id, older.id]);
  });

  it('reads web search syntax: quoted phrases and excluded words', async () => {
    const user = await signInAs(testApp);
    const word = uniqueWord();
    const phrase = await post(user, `${word} sales team wins`);
    const apart = await post(user, `${word} team of sales`);

    expect(texts(await search(user, `${word} "sales team"`))).toEqual([phrase.text]);
    expect(texts(await search(user, `${word} -wins`))).toEqual([apart.text]);
  });

  it('finds nothing, without failing, for stop words, markup or punctuation alone', async () => {
    const user = await signInAs(testApp);

    for (const q of ['the', '<script>alert(1)</script>', '!!! & | :*', "' or 1=1 --"]) {
      const response = await user.inject({ method: 'GET', url: NEWS, query: { q } });
      expect(response.statusCode, `${q}: ${response.body}`).toBe(200);
    }
    expect(await search(user, 'the')).toEqual({ items: [], nextCursor: null });
  });

  it('treats a blank search as the feed', async () => {
    const user = await signInAs(testApp);
    await post(user, `${uniqueWord()} feed`);

    expect(await search(user, '   ', { limit: '3' })).toEqual(await newsOf(user, { limit: '3' }));
  });

  it('walks the results a page at a time without repeats, even when posts arrive in between', async () => {
    const user = await signInAs(testApp);
    const word = uniqueWord();
    // Posted out of rank order, so that the order found is the ranking's and not the clock's.
    for (const n of [3, 1, 5, 2, 4]) await post(user, `${word} ${'match '.repeat(n)}`);

    const first = await search(user, `${word} match`, { limit: '2' });
    await post(user, `${word} ${'match '.repeat(9)} late`);
    const rest = await walk((query) => search(user, `${word} match`, query), 2, first.nextCursor);

    const walked = [...first.items, ...rest];
    expect(walked.map((item) => item.text.split('match').length - 1)).toEqual([5, 4, 3, 2, 1]);
  });

  it('answers 400 for a forged search cursor', async () => {
    const user = await signInAs(testApp);
    const word = uniqueWord();
    for (const n of [1, 2]) await post(user, `${word} ${n}`);
    const { nextCursor } = await search(user, word, { limit: '1' });
    const [position = ''] = nextCursor!.split('.');
    const feedCursor = (await newsOf(user, { limit: '1' })).nextCursor!;

    for (const cursor of [
      'garbage',
      feedCursor,
      `${position}.${Buffer.from('NaN').toString('base64url')}`,
      `${position}.${Buffer.from('-1').toString('base64url')}`,
      `${position}.${Buffer.from('0.5|x').toString('base64url')}`,
      `${Buffer.from('yesterday|not-an-id').toString('base64url')}.${Buffer.from('0.1').toString('base64url')}`,
      `${nextCursor}.extra`,
    ]) {
      const response = await user.inject({ method: 'GET', url: NEWS, query: { q: word, cursor } });
      expect(response.statusCode, cursor).toBe(400);
      expect(response.json().error.fields).toEqual({ cursor: expect.any(String) });
    }
  });
});

describe('GET /api/news/:id', () => {
  it('answers any signed-in person with the post', async () => {
    const [author, reader] = [await signInAs(testApp), await signInAs(testApp)];
    const created = await post(author, 'For everyone');

    expect(await postOf(reader, created.id)).toEqual(created);
  });

  it.each([
    ['an unknown id', UNKNOWN_ID],
    ['an id that is not a uuid', 'not-a-post'],
  ])('answers 404 for %s', async (_case, id) => {
    const user = await signInAs(testApp);

    const response = await user.inject({ method: 'GET', url: `${NEWS}/${id}` });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(notFoundBody);
  });
});

describe('PUT /api/news/:id', () => {
  it('lets the author replace the text, keeping the creation time and moving the update time on', async () => {
    const user = await signInAs(testApp);
    const created = await post(user, 'draft');

    const response = await user.inject({ method: 'PUT', url: `${NEWS}/${created.id}`, payload: { text: 'final' } });

    expect(response.statusCode).toBe(200);
    const updated = response.json<NewsPost>();
    expect(updated).toMatchObject({ id: created.id, text: 'final', createdAt: created.createdAt });
    expect(Date.parse(updated.updatedAt)).toBeGreaterThan(Date.parse(created.updatedAt));
    expect(await postOf(user, created.id)).toEqual(updated);
  });

  it('makes the new words searchable and the old ones not', async () => {
    const user = await signInAs(testApp);
    const [before, after] = [uniqueWord(), uniqueWord()];
    const created = await post(user, before);

    await user.inject({ method: 'PUT', url: `${NEWS}/${created.id}`, payload: { text: after } });

    expect((await search(user, before)).items).toEqual([]);
    expect(texts(await search(user, after))).toEqual([after]);
  });

  it.each([
    ['another employee', {}],
    ['an administrator', { isAdmin: true }],
    ['a manager', { isManager: true }],
  ])("answers 403 to %s and leaves the author's post as it was", async (_case, roles) => {
    const author = await signInAs(testApp);
    const someone = await signInAs(testApp, roles);
    const created = await post(author, 'mine');

    const response = await someone.inject({
      method: 'PUT',
      url: `${NEWS}/${created.id}`,
      payload: { text: 'yours now' },
    });

    expect(response.statusCode).toBe(403);
    expect(response.json().error).toEqual({ code: 'FORBIDDEN', message: NEWS_MESSAGES.notYourPost });
    expect((await storedPost(created.id))?.text).toBe('mine');
  });

  it.each([
    ['blank', { text: '   ' }, NEWS_MESSAGES.textRequired],
    ['too long', { text: 'n'.repeat(NEWS_TEXT_MAX + 1) }, `The post can have at most ${NEWS_TEXT_MAX} characters`],
  ])('answers 400 naming text when the new text is %s, and keeps the old one', async (_case, payload, message) => {
    const user = await signInAs(testApp);
    const created = await post(user, 'keep me');

    const response = await user.inject({ method: 'PUT', url: `${NEWS}/${created.id}`, payload });

    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ text: message });
    expect((await storedPost(created.id))?.text).toBe('keep me');
  });

  it.each([
    ['an unknown id', UNKNOWN_ID],
    ['an id that is not a uuid', 'not-a-post'],
  ])('answers 404 for %s', async (_case, id) => {
    const user = await signInAs(testApp);

    const response = await user.inject({ method: 'PUT', url: `${NEWS}/${id}`, payload: { text: 'text' } });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(notFoundBody);
  });
});

describe('DELETE /api/news/:id', () => {
  it('lets the author delete the post, with its reactions and comments', async () => {
    const [author, reader] = [await signInAs(testApp), await signInAs(testApp)];
    const created = await post(author, 'short-lived');
    await reactOk(reader, created.id, 'like');
    await comment(reader, created.id, 'Bye');

    const response = await author.inject({ method: 'DELETE', url: `${NEWS}/${created.id}` });

    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await storedPost(created.id)).toBeUndefined();
    expect(await reactionRows(created.id)).toEqual([]);
    expect(await testApp.db.select().from(newsComments).where(eq(newsComments.postId, created.id))).toEqual([]);
    const again = await author.inject({ method: 'DELETE', url: `${NEWS}/${created.id}` });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual(notFoundBody);
  });

  it("lets an administrator delete anyone's post", async () => {
    const author = await signInAs(testApp);
    const admin = await signInAs(testApp, { isAdmin: true });
    const created = await post(author, 'out of line');

    const response = await admin.inject({ method: 'DELETE', url: `${NEWS}/${created.id}` });

    expect(response.statusCode).toBe(204);
    expect(await storedPost(created.id)).toBeUndefined();
  });

  it.each([
    ['another employee', {}],
    ['a manager', { isManager: true }],
  ])("answers 403 to %s and keeps the author's post", async (_case, roles) => {
    const author = await signInAs(testApp);
    const someone = await signInAs(testApp, roles);
    const created = await post(author, 'mine');

    const response = await someone.inject({ method: 'DELETE', url: `${NEWS}/${created.id}` });

    expect(response.statusCode).toBe(403);
    expect(response.json().error).toEqual({ code: 'FORBIDDEN', message: NEWS_MESSAGES.notYourPostToDelete });
    expect(await storedPost(created.id)).toBeDefined();
  });

  it.each([
    ['an unknown id', UNKNOWN_ID],
    ['an id that is not a uuid', 'not-a-post'],
  ])('answers 404 for %s', async (_case, id) => {
    const admin = await signInAs(testApp, { isAdmin: true });

    const response = await admin.inject({ method: 'DELETE', url: `${NEWS}/${id}` });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(notFoundBody);
  });
});

describe('reactions', () => {
  it('keeps one reaction per person: the other kind replaces it, the same kind again changes nothing', async () => {
    const [author, reader] = [await signInAs(testApp), await signInAs(testApp)];
    const created = await post(author, 'React to me');

    expect(await reactOk(reader, created.id, 'like')).toMatchObject({
      reactions: { like: 1, celebrate: 0 },
      myReaction: 'like',
    });
    expect(await reactOk(reader, created.id, 'like')).toMatchObject({
      reactions: { like: 1, celebrate: 0 },
      myReaction: 'like',
    });
    expect(await reactOk(reader, created.id, 'celebrate')).toMatchObject({
      reactions: { like: 0, celebrate: 1 },
      myReaction: 'celebrate',
    });
    expect(await reactionRows(created.id)).toEqual([
      expect.objectContaining({ userId: reader.me.id, kind: 'celebrate' }),
    ]);
    expect(await postOf(author, created.id)).toMatchObject({
      reactions: { like: 0, celebrate: 1 },
      myReaction: null,
    });
  });

  it('takes a reaction back, and taking back none is no error', async () => {
    const user = await signInAs(testApp);
    const created = await post(user, 'Undo');
    await reactOk(user, created.id, 'celebrate');

    for (const _ of [1, 2]) {
      const response = await user.inject({ method: 'DELETE', url: `${NEWS}/${created.id}/reaction` });
      expect(response.statusCode).toBe(200);
      expect(response.json<NewsPost>()).toMatchObject({ reactions: { like: 0, celebrate: 0 }, myReaction: null });
    }
    expect(await reactionRows(created.id)).toEqual([]);
  });

  it('settles ten simultaneous reactions of one person on a single row and a single notification', async () => {
    const [author, reader] = [await signInAs(testApp), await signInAs(testApp)];
    const created = await post(author, 'Everyone at once');

    const responses = await Promise.all(Array.from({ length: 10 }, () => react(reader, created.id, 'like')));

    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    expect(await reactionRows(created.id)).toEqual([expect.objectContaining({ userId: reader.me.id, kind: 'like' })]);
    expect((await notificationsOf(author)).filter((n) => n.kind === 'news-reaction')).toHaveLength(1);
  });

  it('settles simultaneous reactions of different kinds on one row of one of them', async () => {
    const user = await signInAs(testApp);
    const created = await post(user, 'Make up your mind');

    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, n) => react(user, created.id, n % 2 === 0 ? 'like' : 'celebrate')),
    );

    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    const rows = await reactionRows(created.id);
    expect(rows).toHaveLength(1);
    const { reactions } = await postOf(user, created.id);
    expect(reactions.like + reactions.celebrate).toBe(1);
  });

  it.each([
    ['missing', {}],
    ['unknown', { kind: 'love' }],
    ['in capitals', { kind: 'LIKE' }],
    ['a number', { kind: 1 }],
  ])('answers 400 naming kind when the kind is %s', async (_case, payload) => {
    const user = await signInAs(testApp);
    const created = await post(user, 'Pick one');

    const response = await user.inject({ method: 'PUT', url: `${NEWS}/${created.id}/reaction`, payload });

    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ kind: NEWS_MESSAGES.reactionInvalid });
    expect(await reactionRows(created.id)).toEqual([]);
  });

  it.each([
    ['PUT', { kind: 'like' }],
    ['DELETE', undefined],
  ] as const)('answers 404 to %s for an unknown post or one that is not a uuid', async (method, payload) => {
    const user = await signInAs(testApp);

    for (const id of [UNKNOWN_ID, 'not-a-post']) {
      const response = await user.inject({ method, url: `${NEWS}/${id}/reaction`, ...(payload && { payload }) });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(notFoundBody);
    }
  });
});

describe('comments', () => {
  it('adds a comment by the signed-in person and lists them oldest first, counted on the post', async () => {
    const [author, reader] = [await signInAs(testApp), await signInAs(testApp)];
    const created = await post(author, 'Thoughts?');

    const first = await comment(reader, created.id, '  Love it  ');
    const second = await comment(author, created.id, 'Thanks!\nMore soon');

    expect(first).toEqual({
      id: expect.any(String),
      postId: created.id,
      text: 'Love it',
      author: { id: reader.me.id, name: reader.me.fullName, image: null },
      createdAt: expect.stringMatching(ISO_INSTANT),
    });
    expect(await commentsOf(author, created.id)).toEqual({ items: [first, second], nextCursor: null });
    expect((await postOf(reader, created.id)).commentCount).toBe(2);
  });

  it('walks the comments a page at a time, oldest first', async () => {
    const user = await signInAs(testApp);
    const created = await post(user, 'Count off');
    for (const n of [1, 2, 3, 4, 5]) await comment(user, created.id, `comment ${n}`);

    const walked = await walk((query) => commentsOf(user, created.id, query), 2);

    expect(walked.map((item) => item.text)).toEqual([1, 2, 3, 4, 5].map((n) => `comment ${n}`));
    const broken = await user.inject({ method: 'GET', url: `${NEWS}/${created.id}/comments`, query: { cursor: 'x' } });
    expect(broken.statusCode).toBe(400);
  });

  it.each([
    ['missing', {}, NEWS_MESSAGES.commentRequired],
    ['blank', { text: '  ' }, NEWS_MESSAGES.commentRequired],
    [
      'one character too long',
      { text: 'c'.repeat(NEWS_COMMENT_MAX + 1) },
      `The comment can have at most ${NEWS_COMMENT_MAX} characters`,
    ],
  ])('answers 400 naming text when the comment is %s, and keeps nothing', async (_case, payload, message) => {
    const user = await signInAs(testApp);
    const created = await post(user, 'Quiet');

    const response = await user.inject({ method: 'POST', url: `${NEWS}/${created.id}/comments`, payload });

    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ text: message });
    expect((await commentsOf(user, created.id)).items).toEqual([]);
  });

  it('answers 404 for the comments of an unknown post', async () => {
    const user = await signInAs(testApp);

    for (const id of [UNKNOWN_ID, 'not-a-post']) {
      const listed = await user.inject({ method: 'GET', url: `${NEWS}/${id}/comments` });
      expect(listed.statusCode).toBe(404);
      expect(listed.json()).toEqual(notFoundBody);
      const added = await user.inject({ method: 'POST', url: `${NEWS}/${id}/comments`, payload: { text: 'Hello?' } });
      expect(added.statusCode).toBe(404);
      expect(added.json()).toEqual(notFoundBody);
    }
  });

  it('lets the comment author delete it', async () => {
    const [author, reader] = [await signInAs(testApp), await signInAs(testApp)];
    const created = await post(author, 'Hmm');
    const kept = await comment(author, created.id, 'kept');
    const gone = await comment(reader, created.id, 'gone');

    const response = await reader.inject({ method: 'DELETE', url: `${NEWS}/${created.id}/comments/${gone.id}` });

    expect(response.statusCode).toBe(204);
    expect((await commentsOf(author, created.id)).items).toEqual([kept]);
    expect((await postOf(author, created.id)).commentCount).toBe(1);
  });

  it("lets an administrator delete anyone's comment", async () => {
    const user = await signInAs(testApp);
    const admin = await signInAs(testApp, { isAdmin: true });
    const created = await post(user, 'Moderated');
    const rude = await comment(user, created.id, 'rude');

    const response = await admin.inject({ method: 'DELETE', url: `${NEWS}/${created.id}/comments/${rude.id}` });

    expect(response.statusCode).toBe(204);
    expect((await commentsOf(user, created.id)).items).toEqual([]);
  });

  it.each([
    ["the post's author", 'author'],
    ['another employee', 'other'],
  ] as const)("answers 403 to %s deleting someone else's comment, and keeps it", async (_case, who) => {
    const [author, commenter, other] = [await signInAs(testApp), await signInAs(testApp), await signInAs(testApp)];
    const created = await post(author, 'Opinions');
    const theirs = await comment(commenter, created.id, 'my opinion');

    const response = await (who === 'author' ? author : other).inject({
      method: 'DELETE',
      url: `${NEWS}/${created.id}/comments/${theirs.id}`,
    });

    expect(response.statusCode).toBe(403);
    expect(response.json().error).toEqual({ code: 'FORBIDDEN', message: NEWS_MESSAGES.notYourComment });
    expect((await commentsOf(author, created.id)).items).toEqual([theirs]);
  });

  it('answers 404 for an unknown comment, one that is not a uuid, or one of another post', async () => {
    const user = await signInAs(testApp);
    const created = await post(user, 'Here');
    const elsewhere = await post(user, 'There');
    const onElsewhere = await comment(user, elsewhere.id, 'over there');

    for (const [postId, commentId] of [
      [created.id, UNKNOWN_ID],
      [created.id, 'not-a-comment'],
      [created.id, onElsewhere.id],
      [UNKNOWN_ID, onElsewhere.id],
    ]) {
      const response = await user.inject({ method: 'DELETE', url: `${NEWS}/${postId}/comments/${commentId}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(commentNotFoundBody);
    }
    expect((await commentsOf(user, elsewhere.id)).items).toEqual([onElsewhere]);
  });
});

describe('notifications', () => {
  it('tells the author of a comment on their post, linking to the post, but not of their own', async () => {
    const [author, reader] = [await signInAs(testApp), await signInAs(testApp)];
    const created = await post(author, 'Tell me');

    await comment(author, created.id, 'me first');
    expect(await notificationsOf(author)).toEqual([]);

    await comment(reader, created.id, 'Great news');

    expect(await notificationsOf(author)).toEqual([
      expect.objectContaining({
        kind: 'news-comment',
        text: `${reader.me.fullName} commented on your post`,
        link: `/dashboard/news-feed/${created.id}`,
        readAt: null,
      }),
    ]);
    expect(await notificationsOf(reader)).toEqual([]);
  });

  it('tells the author of a new reaction, not of a switch to the other kind nor of their own', async () => {
    const [author, reader] = [await signInAs(testApp), await signInAs(testApp)];
    const created = await post(author, 'React');

    await reactOk(author, created.id, 'like');
    expect(await notificationsOf(author)).toEqual([]);

    await reactOk(reader, created.id, 'like');
    await reactOk(reader, created.id, 'celebrate');
    await reactOk(reader, created.id, 'celebrate');

    expect(await notificationsOf(author)).toEqual([
      expect.objectContaining({
        kind: 'news-reaction',
        text: `${reader.me.fullName} reacted to your post`,
        link: `/dashboard/news-feed/${created.id}`,
      }),
    ]);
  });

  it('keeps nothing of a refused write: no notification for a comment that failed its rules', async () => {
    const [author, reader] = [await signInAs(testApp), await signInAs(testApp)];
    const created = await post(author, 'Careful');

    const response = await reader.inject({
      method: 'POST',
      url: `${NEWS}/${created.id}/comments`,
      payload: { text: '' },
    });

    expect(response.statusCode).toBe(400);
    expect(await notificationsOf(author)).toEqual([]);
    const [row] = await testApp.db
      .select({ comments: count() })
      .from(newsComments)
      .where(and(eq(newsComments.postId, created.id), eq(newsComments.userId, reader.me.id)));
    expect(row?.comments).toBe(0);
  });
});

describe('a visitor', () => {
  it.each([
    ['GET', NEWS, undefined],
    ['GET', `${NEWS}/${UNKNOWN_ID}`, undefined],
    ['POST', NEWS, { text: 'anonymous' }],
    ['PUT', `${NEWS}/${UNKNOWN_ID}`, { text: 'anonymous' }],
    ['DELETE', `${NEWS}/${UNKNOWN_ID}`, undefined],
    ['PUT', `${NEWS}/${UNKNOWN_ID}/reaction`, { kind: 'like' }],
    ['DELETE', `${NEWS}/${UNKNOWN_ID}/reaction`, undefined],
    ['GET', `${NEWS}/${UNKNOWN_ID}/comments`, undefined],
    ['POST', `${NEWS}/${UNKNOWN_ID}/comments`, { text: 'anonymous' }],
    ['DELETE', `${NEWS}/${UNKNOWN_ID}/comments/${UNKNOWN_ID}`, undefined],
  ] as const)('gets 401 from %s %s', async (method, url, payload) => {
    const response = await visitor.inject({ method, url, ...(payload && { payload }) });

    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHORIZED');
  });

  it('cannot read, change or delete a post', async () => {
    const author = await signInAs(testApp);
    const created = await post(author, 'members only');

    expect((await visitor.inject({ method: 'GET', url: `${NEWS}?q=members` })).statusCode).toBe(401);
    expect(
      (await visitor.inject({ method: 'PUT', url: `${NEWS}/${created.id}`, payload: { text: 'x' } })).statusCode,
    ).toBe(401);
    expect((await visitor.inject({ method: 'DELETE', url: `${NEWS}/${created.id}` })).statusCode).toBe(401);
    expect(await storedPost(created.id)).toMatchObject({ text: 'members only' });
  });
});
