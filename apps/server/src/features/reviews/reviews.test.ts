import type { Page } from '@topgear/shared/pagination';
import { REVIEW_MESSAGES, type Review } from '@topgear/shared/reviews';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { visitorOf } from '../../../test/clients';
import { seedDemoContent } from '../../db/demo-content';
import { demoReviews } from '../../db/demo-content/reviews';

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
