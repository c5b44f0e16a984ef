import type { Page } from '@topgear/shared/pagination';
import {
  REVIEW_FEEDBACK_MAX,
  REVIEW_MESSAGES,
  REVIEW_NAME_MAX,
  type Review,
  type ReviewInput,
} from '@topgear/shared/reviews';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { signInAs, visitorOf } from '../../../test/clients';
import { seedDemoContent } from '../../db/demo-content';
import { demoReviews } from '../../db/demo-content/reviews';
import { reviews } from '../../db/schema';

const testApp = useTestApp();
const visitor = visitorOf(testApp);

beforeAll(async () => {
  await seedDemoContent(testApp.db);
});

const reviewPage = (query: Record<string, string> = {}) => visitor.getJson<Page<Review>>('/api/reviews', query);

const notFoundBody = { error: { code: 'NOT_FOUND', message: REVIEW_MESSAGES.notFound } };

describe('GET /api/reviews', () => {
  it('lists the seeded reviews newest first, each rated 1 to 5 with an ISO creation time', async () => {
    const { items, nextCursor } = await reviewPage();

    expect(nextCursor).toBeNull();
    expect(items.length).toBeGreaterThanOrEqual(6);
    expect(items.map((review) => review.name)).toEqual(demoReviews.map((review) => review.name));
    for (const review of items) {
      expect(review.rating).toBeGreaterThanOrEqual(1);
      expect(review.rating).toBeLessThanOrEqual(5);
      expect(Number.isInteger(review.rating)).toBe(true);
      expect(review.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      expect(review.feedback.length).toBeGreaterThan(0);
    }
    const times = items.map((review) => Date.parse(review.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('walks every review a page at a time, without gaps or repeats', async () => {
    const everything = await reviewPage();
    const walked: Review[] = [];
    const sizes: number[] = [];
    let cursor: string | null = null;
    do {
      const page: Page<Review> = await reviewPage({ limit: '3', ...(cursor && { cursor }) });
      sizes.push(page.items.length);
      walked.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor !== null);

    expect(walked).toEqual(everything.items);
    expect(sizes.slice(0, -1).every((size) => size === 3)).toBe(true);
    expect(sizes.at(-1)).toBeGreaterThan(0);
  });

  it('answers 400 for a page size out of range and for a broken cursor', async () => {
    const tooBig = await visitor.inject({ method: 'GET', url: '/api/reviews', query: { limit: '101' } });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().error.fields.limit).toBe('limit must be a whole number from 1 to 100');

    const broken = await visitor.inject({ method: 'GET', url: '/api/reviews', query: { cursor: 'garbage' } });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { cursor: expect.any(String) } });
  });
});

describe('GET /api/reviews/:id', () => {
  it('answers the review with what its detail page shows: avatar, quote, heading and description', async () => {
    const { items } = await reviewPage();
    const listed = items.find((review) => review.name === 'Priya Nair')!;

    const response = await visitor.inject({ method: 'GET', url: `/api/reviews/${listed.id}` });

    expect(response.statusCode).toBe(200);
    const seeded = demoReviews.find((review) => review.name === 'Priya Nair')!;
    expect(response.json()).toEqual({
      id: listed.id,
      name: 'Priya Nair',
      rating: seeded.rating,
      feedback: seeded.feedback,
      heading: seeded.heading,
      description: seeded.description,
      avatar: seeded.avatar,
      createdAt: listed.createdAt,
    });
  });

  it.each([
    ['an unknown id', '00000000-0000-4000-8000-000000000000'],
    ['an id that is not a uuid', 'not-a-review'],
    ['a number', '42'],
  ])('answers 404 for %s', async (_case, id) => {
    const response = await visitor.inject({ method: 'GET', url: `/api/reviews/${id}` });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(notFoundBody);
  });
});

describe('POST /api/reviews', () => {
  const reviewInput = (overrides: Partial<ReviewInput> = {}): ReviewInput => ({
    name: 'Farhana Akter',
    rating: 4,
    feedback: 'The task board keeps our team honest.\nThe leave screen saved HR hours.',
    ...overrides,
  });

  const storedReviews = () => testApp.db.select().from(reviews);

  it('publishes the review with its author, first in the list and readable on its own', async () => {
    const user = await signInAs(testApp);

    const response = await user.inject({ method: 'POST', url: '/api/reviews', payload: reviewInput() });

    expect(response.statusCode).toBe(201);
    const review = response.json<Review>();
    expect(review).toEqual({
      id: expect.any(String),
      ...reviewInput(),
      heading: null,
      description: null,
      avatar: null,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    const [row] = await testApp.db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(row?.userId).toBe(user.me.id);
    expect((await reviewPage()).items[0]).toEqual(review);
    expect(await visitor.getJson<Review>(`/api/reviews/${review.id}`)).toEqual(review);
  });

  it('trims the name and the feedback, and drops fields the form does not have', async () => {
    const user = await signInAs(testApp);

    const response = await user.inject({
      method: 'POST',
      url: '/api/reviews',
      payload: {
        ...reviewInput({ name: '  Farhana  ', feedback: '  Great.  ', rating: 5 }),
        heading: 'Best product ever',
        avatar: 'https://evil.example/pic.png',
        userId: 'someone-else',
      },
    });

    expect(response.statusCode).toBe(201);
    const review = response.json<Review>();
    expect(review).toMatchObject({ name: 'Farhana', feedback: 'Great.', rating: 5, heading: null, avatar: null });
    const [row] = await testApp.db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(row?.userId).toBe(user.me.id);
  });

  it.each([
    ['the rating is 0', { rating: 0 }, 'rating', REVIEW_MESSAGES.ratingRequired],
    ['the rating is 6', { rating: 6 }, 'rating', REVIEW_MESSAGES.ratingRequired],
    ['the rating is a letter', { rating: 'x' }, 'rating', REVIEW_MESSAGES.ratingRequired],
    ['the rating is a numeral in a string', { rating: '4' }, 'rating', REVIEW_MESSAGES.ratingRequired],
    ['the rating is 3.5', { rating: 3.5 }, 'rating', REVIEW_MESSAGES.ratingRequired],
    ['the rating is missing', { rating: undefined }, 'rating', REVIEW_MESSAGES.ratingRequired],
    ['the rating is null', { rating: null }, 'rating', REVIEW_MESSAGES.ratingRequired],
    ['the feedback is empty', { feedback: '' }, 'feedback', REVIEW_MESSAGES.feedbackRequired],
    ['the feedback is blank', { feedback: ' \n ' }, 'feedback', REVIEW_MESSAGES.feedbackRequired],
    ['the feedback is missing', { feedback: undefined }, 'feedback', REVIEW_MESSAGES.feedbackRequired],
    [
      'the feedback is too long',
      { feedback: 'f'.repeat(REVIEW_FEEDBACK_MAX + 1) },
      'feedback',
      `The feedback can have at most ${REVIEW_FEEDBACK_MAX} characters`,
    ],
    ['the name is empty', { name: '' }, 'name', REVIEW_MESSAGES.nameRequired],
    [
      'the name is too long',
      { name: 'n'.repeat(REVIEW_NAME_MAX + 1) },
      'name',
      `The name can have at most ${REVIEW_NAME_MAX} characters`,
    ],
  ])('answers 400 when %s, naming the field and publishing nothing', async (_case, override, field, message) => {
    const user = await signInAs(testApp);
    const before = (await storedReviews()).length;

    const response = await user.inject({
      method: 'POST',
      url: '/api/reviews',
      payload: { ...reviewInput(), ...override },
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { [field]: message } });
    expect(await storedReviews()).toHaveLength(before);
  });

  it('answers 401 to a visitor, whatever the body, and publishes nothing', async () => {
    const before = (await storedReviews()).length;

    for (const payload of [reviewInput(), { rating: 9 }]) {
      const response = await visitor.inject({ method: 'POST', url: '/api/reviews', payload });
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('UNAUTHORIZED');
    }
    expect(await storedReviews()).toHaveLength(before);
  });
});
