import type { Blog } from '@topgear/shared/blogs';
import { PAGE_SIZE_DEFAULT, type Page } from '@topgear/shared/pagination';
import { inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { useTestApp } from '../../../test/app';
import { visitorOf } from '../../../test/clients';
import { seedDemoContent } from '../../db/demo-content';
import { demoBlogs } from '../../db/demo-content/blogs';
import { blogs } from '../../db/schema';

const testApp = useTestApp();
const visitor = visitorOf(testApp);

beforeAll(async () => {
  await seedDemoContent(testApp.db);
});

const blogPage = (query: Record<string, string> = {}) => visitor.getJson<Page<Blog>>('/api/blogs', query);

/** Adds blogs newer than every other for the length of the current test. */
async function addBlogs(count: number) {
  const rows = await testApp.db
    .insert(blogs)
    .values(
      Array.from({ length: count }, (_, index) => ({
        title: `Fresh post ${index + 1}`,
        description: 'Just published.',
        image: '/media/blogs/fresh.svg',
        details: `https://example.com/fresh-${index + 1}`,
      })),
    )
    .returning({ id: blogs.id });
  const ids = rows.map((row) => row.id);
  onTestFinished(async () => {
    await testApp.db.delete(blogs).where(inArray(blogs.id, ids));
  });
  return ids;
}

/** A cursor in the server's format (`<ISO time>|<uuid>`, base64url) carrying any text. */
const forgedCursor = (text: string) => Buffer.from(text).toString('base64url');

describe('GET /api/blogs', () => {
  it('lists the seeded blogs newest first, with only the fields a blog card needs', async () => {
    const page = await blogPage();

    expect(page.nextCursor).toBeNull();
    expect(page.items).toHaveLength(demoBlogs.length);
    expect(page.items).toEqual(
      demoBlogs.map(({ title, description, image, details }) => ({
        id: expect.any(String),
        title,
        description,
        image,
        details,
      })),
    );
    for (const blog of page.items) {
      expect(Object.keys(blog).sort()).toEqual(['description', 'details', 'id', 'image', 'title']);
    }
  });

  it('walks the whole list a page at a time, without gaps or repeats', async () => {
    const everything = await blogPage();
    const sizes: number[] = [];
    const walked: Blog[] = [];
    let cursor: string | null = null;
    do {
      const page: Page<Blog> = await blogPage({ limit: '3', ...(cursor && { cursor }) });
      sizes.push(page.items.length);
      walked.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor !== null);

    expect(sizes).toEqual([3, 3, 3, 1]);
    expect(walked.map((blog) => blog.id)).toEqual(everything.items.map((blog) => blog.id));
  });

  it('offers no next page when the last page is exactly full', async () => {
    const first = await blogPage({ limit: '5' });
    expect(first.nextCursor).not.toBeNull();

    const second = await blogPage({ limit: '5', cursor: first.nextCursor! });
    expect(second.items).toHaveLength(5);
    expect(second.nextCursor).toBeNull();
  });

  it('keeps the next page in place when a blog is published between two pages', async () => {
    const first = await blogPage({ limit: '4' });
    const [fresh] = await addBlogs(1);

    const second = await blogPage({ limit: '4', cursor: first.nextCursor! });

    const seededIds = (await blogPage({ limit: '100' })).items.map((blog) => blog.id).filter((id) => id !== fresh);
    expect(second.items.map((blog) => blog.id)).toEqual(seededIds.slice(4, 8));
    expect(second.items.map((blog) => blog.id)).not.toContain(fresh);
  });

  it(`answers ${PAGE_SIZE_DEFAULT} blogs per page unless told otherwise`, async () => {
    await addBlogs(15);

    const first = await blogPage();
    expect(first.items).toHaveLength(PAGE_SIZE_DEFAULT);
    expect(first.items[0]?.title).toMatch(/^Fresh post/);
    expect(first.nextCursor).not.toBeNull();

    const rest = await blogPage({ cursor: first.nextCursor! });
    expect(rest.items).toHaveLength(demoBlogs.length + 15 - PAGE_SIZE_DEFAULT);
    expect(rest.nextCursor).toBeNull();
  });

  it.each(['0', '101', 'abc', '2.5', '-1'])('answers 400 naming the limit for limit=%s', async (limit) => {
    const response = await visitor.inject({ method: 'GET', url: '/api/blogs', query: { limit } });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: 'limit must be a whole number from 1 to 100',
        fields: { limit: 'limit must be a whole number from 1 to 100' },
      },
    });
  });

  it.each([
    ['garbage', 'not-a-cursor'],
    ['a cursor with no id', forgedCursor('2026-01-01T00:00:00.000Z')],
    ['a cursor whose id is not a uuid', forgedCursor("2026-01-01T00:00:00.000Z|1' or '1'='1")],
    ['a cursor with extra parts', forgedCursor('2026-01-01T00:00:00.000Z|00000000-0000-4000-8000-000000000000|x')],
    ['a cursor whose time is not a time', forgedCursor('yesterday|00000000-0000-4000-8000-000000000000')],
    ['a cursor in year 0', forgedCursor('0000-01-01T00:00:00.000Z|00000000-0000-4000-8000-000000000000')],
    ['a cursor beyond year 9999', forgedCursor('+275760-09-13T00:00:00.000Z|00000000-0000-4000-8000-000000000000')],
  ])('answers 400 naming the cursor for %s', async (_case, cursor) => {
    const response = await visitor.inject({ method: 'GET', url: '/api/blogs', query: { cursor } });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: 'This page link is not valid. Please start again from the first page.',
        fields: { cursor: 'This page link is not valid. Please start again from the first page.' },
      },
    });
  });
});
