import { count, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database';
import type { DatabaseConnection } from '../client';
import { blogs, courses, ebooks, reviews, timeSlots } from '../schema';
import { seedDemoContent } from '.';
import { demoBlogs } from './blogs';
import { demoCourses } from './courses';
import { demoEbooks } from './ebooks';
import { demoReviews } from './reviews';
import { demoTimeSlots } from './time-slots';

const ALL_KINDS = ['blogs', 'courses', 'ebooks', 'reviews', 'timeSlots'];

let database: DatabaseConnection | undefined;

beforeEach(async () => {
  database = await createTestDatabase();
});

afterEach(async () => {
  await database?.close();
  database = undefined;
});

const db = () => database!.db;

async function contentCounts() {
  const total = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;
  return {
    blogs: await total(db().select({ n: count() }).from(blogs)),
    freeEbooks: await total(db().select({ n: count() }).from(ebooks).where(eq(ebooks.series, 'free'))),
    iterateFasterEbooks: await total(
      db().select({ n: count() }).from(ebooks).where(eq(ebooks.series, 'iterate-faster')),
    ),
    courses: await total(db().select({ n: count() }).from(courses)),
    reviews: await total(db().select({ n: count() }).from(reviews)),
    timeSlots: await total(db().select({ n: count() }).from(timeSlots)),
  };
}

describe('seedDemoContent', () => {
  it('fills an empty database with every kind of demo content', async () => {
    const seeded = await seedDemoContent(db());

    expect([...seeded].sort()).toEqual(ALL_KINDS);
    const counts = await contentCounts();
    expect(counts.blogs).toBeGreaterThanOrEqual(8);
    expect(counts.freeEbooks).toBe(6);
    expect(counts.iterateFasterEbooks).toBe(6);
    expect(counts.courses).toBeGreaterThanOrEqual(6);
    expect(counts.reviews).toBeGreaterThanOrEqual(6);
    expect(counts.timeSlots).toBeGreaterThanOrEqual(8);
  });

  it('seeds nothing the second time', async () => {
    await seedDemoContent(db());
    const before = await contentCounts();

    const seeded = await seedDemoContent(db());

    expect(seeded).toEqual([]);
    expect(await contentCounts()).toEqual(before);
  });

  it('does not bring back content an admin deleted', async () => {
    await seedDemoContent(db());
    await db().delete(blogs);

    const seeded = await seedDemoContent(db());

    expect(seeded).toEqual([]);
    expect((await contentCounts()).blogs).toBe(0);
  });

  it('seeds once when two processes start at the same time', async () => {
    const [first, second] = await Promise.all([seedDemoContent(db()), seedDemoContent(db())]);

    expect([...first, ...second].sort()).toEqual(ALL_KINDS);
    expect(await contentCounts()).toEqual({
      blogs: demoBlogs.length,
      freeEbooks: demoEbooks.filter((ebook) => ebook.series === 'free').length,
      iterateFasterEbooks: demoEbooks.filter((ebook) => ebook.series === 'iterate-faster').length,
      courses: demoCourses.length,
      reviews: demoReviews.length,
      timeSlots: demoTimeSlots.length,
    });
  });
});
