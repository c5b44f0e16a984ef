import type { APIRequestContext, Page } from '@playwright/test';
import type { Blog } from '@topgear/shared/blogs';
import type { Course } from '@topgear/shared/courses';
import type { Ebook } from '@topgear/shared/ebooks';
import type { Page as ListPage } from '@topgear/shared/pagination';
import type { Review } from '@topgear/shared/reviews';
import { E2E_ADMIN } from '../playwright.config';
import { expect, test, toast } from './fixtures';

const main = (page: Page) => page.getByRole('main');
const region = (page: Page, name: string) => main(page).getByRole('region', { name, exact: true });

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every item of a paged list endpoint, in the order the API gives them. */
async function listAll<Item>(api: APIRequestContext, url: string): Promise<Item[]> {
  const response = await api.get(url, { params: { limit: 100 } });
  expect(response.status(), `GET ${url}`).toBe(200);
  const page = (await response.json()) as ListPage<Item>;
  expect(page.nextCursor).toBeNull();
  return page.items;
}

for (const route of ['/blogs', '/blog']) {
  test.describe(`blog page at ${route}`, () => {
    test('has the hero and a SCHEDULE DEMO link to /schedule', async ({ page }) => {
      await page.goto(route);

      await expect(page).toHaveTitle('Blog · TopGear Perform');
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('TopGear Perform Blog');
      await main(page).getByRole('link', { name: 'SCHEDULE DEMO', exact: true }).click();
      await expect(page).toHaveURL('/schedule');
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Schedule Demo');
    });

    test("shows 9 cards; a visitor's Load more, with no code, brings the page with the 10th in view", async ({
      page,
      api,
    }) => {
      const blogs = await listAll<Blog>(api, '/api/blogs');
      expect(blogs).toHaveLength(10);

      await page.goto(route);
      await expect(page.locator('#page-data')).toHaveCount(0);
      const posts = region(page, 'Blog posts');
      const cards = posts.getByRole('article');
      await expect(cards).toHaveCount(9);
      await expect(cards.getByRole('heading', { level: 2 })).toHaveText(blogs.slice(0, 9).map((blog) => blog.title));

      const loadMore = posts.getByRole('link', { name: 'Load more' });
      await loadMore.click();
      await expect(page).toHaveURL(`${route}?blogs=9#blogs-10`);
      await expect(cards).toHaveCount(10);
      await expect(cards.last().getByRole('heading', { level: 2 })).toHaveText(blogs[9]!.title);
      await expect(cards.last()).toBeInViewport();
      await expect(loadMore).toHaveCount(0);
    });

    test('inside the app, Load more brings the 10th in place', async ({ page, api, signedInUser: _ }) => {
      const blogs = await listAll<Blog>(api, '/api/blogs');

      await page.goto(route);
      const posts = region(page, 'Blog posts');
      const cards = posts.getByRole('article');
      await expect(cards).toHaveCount(9);
      await page.evaluate(() => ((window as unknown as { beforeClick: boolean }).beforeClick = true));

      await posts.getByRole('link', { name: 'Load more' }).click();
      await expect(cards).toHaveCount(10);
      await expect(cards.last().getByRole('heading', { level: 2 })).toHaveText(blogs[9]!.title);
      await expect(posts.getByRole('link', { name: 'Load more' })).toHaveCount(0);
      expect(page.url()).toMatch(new RegExp(`${route}$`));
      expect(await page.evaluate(() => (window as unknown as { beforeClick?: boolean }).beforeClick)).toBe(true);
    });

    test("each card's Read More opens its details URL in a new tab", async ({ page, api }) => {
      const blogs = await listAll<Blog>(api, '/api/blogs');

      await page.goto(route);
      const cards = region(page, 'Blog posts').getByRole('article');
      await expect(cards).toHaveCount(9);
      for (const [index, blog] of blogs.slice(0, 9).entries()) {
        const card = cards.nth(index);
        await expect(card.getByRole('heading', { level: 2 })).toHaveText(blog.title);
        await expect(card.getByText(blog.description)).toBeVisible();
        const readMore = card.getByRole('link', { name: /^Read More/ });
        await expect(readMore).toHaveAccessibleName(
          new RegExp(`^Read More\\s*: ${escapeRegExp(blog.title)} \\(opens in a new tab\\)$`),
        );
        await expect(readMore).toHaveAttribute('href', blog.details);
        await expect(readMore).toHaveAttribute('target', '_blank');
        await expect(readMore).toHaveAttribute('rel', /noreferrer/);
      }
    });
  });
}

test.describe('ebooks', () => {
  const series = [
    ['free', 'Our Free Top-Gear Resources'],
    ['iterate-faster', 'Our Newly Launched Iterate Faster Series'],
  ] as const;

  test('shows both series with 6 cards each', async ({ page, api }) => {
    await page.goto('/ebook');
    await expect(page).toHaveTitle('Free ebooks · TopGear Perform');

    for (const [key, heading] of series) {
      const ebooks = await listAll<Ebook>(api, `/api/ebooks?series=${key}`);
      expect(ebooks).toHaveLength(6);
      const section = region(page, heading);
      await expect(section.getByRole('heading', { level: 2 })).toHaveText(heading);
      const cards = section.getByRole('article');
      await expect(cards).toHaveCount(6);
      await expect(cards.getByRole('heading', { level: 3 })).toHaveText(ebooks.map((ebook) => ebook.name));
      await expect(cards.getByRole('img')).toHaveCount(6);
    }
  });

  test('Read Free PDF opens a PDF the server serves, in a new tab', async ({ page }) => {
    await page.goto('/ebook');

    for (const [, heading] of series) {
      const links = region(page, heading).getByRole('link', { name: /^Read Free PDF/ });
      await expect(links).toHaveCount(6);
      for (const link of await links.all()) {
        await expect(link).toHaveAttribute('target', '_blank');
        const href = await link.getAttribute('href');
        expect(href).toMatch(/\.pdf$/);
        const response = await page.request.get(href!);
        expect(response.status(), href!).toBe(200);
        expect(response.headers()['content-type']).toMatch(/^application\/pdf/);
        expect((await response.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
      }
    }
  });
});

test.describe('free courses', () => {
  // The last test deletes a seeded course: run these in order so the earlier ones see all six.
  test.describe.configure({ mode: 'default' });

  const courseCards = (page: Page) => region(page, 'Courses').getByRole('article');
  const deleteButtons = (page: Page) => region(page, 'Courses').getByRole('button', { name: /^Delete/ });

  async function signInAsAdmin(page: Page) {
    await page.goto('/login');
    await main(page).getByLabel('Email').fill(E2E_ADMIN.email);
    await main(page).getByLabel('Password').fill(E2E_ADMIN.password);
    await main(page).getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL('/dashboard/home');
  }

  test("a visitor sees the 6 courses with 'enable course' links and no Delete", async ({ page, api }) => {
    const courses = await listAll<Course>(api, '/api/courses');
    expect(courses).toHaveLength(6);

    await page.goto('/course');
    await expect(page).toHaveTitle('Free courses · TopGear Perform');
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('welcome to our free course');
    const cards = courseCards(page);
    await expect(cards).toHaveCount(6);
    for (const [index, course] of courses.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading', { level: 2 })).toHaveText(course.name);
      await expect(card.getByText(`Created by ${course.createdBy}`)).toBeVisible();
      const enable = card.getByRole('link', { name: /^enable course/ });
      await expect(enable).toHaveAttribute('href', course.link);
      await expect(enable).toHaveAttribute('target', '_blank');
    }
    await expect(deleteButtons(page)).toHaveCount(0);
  });

  test('a signed-in employee sees no Delete either', async ({ page, api, signedInUser: _ }) => {
    const courses = await listAll<Course>(api, '/api/courses');
    await page.goto('/course');
    await expect(courseCards(page)).toHaveCount(courses.length);
    await expect(main(page).getByRole('link', { name: /^enable course/ })).toHaveCount(courses.length);
    await expect(deleteButtons(page)).toHaveCount(0);
  });

  test('the admin sees Delete; Cancel in the confirmation keeps the course', async ({ page, api }) => {
    const courses = await listAll<Course>(api, '/api/courses');
    await signInAsAdmin(page);
    await page.goto('/course');
    const cards = courseCards(page);
    await expect(cards).toHaveCount(courses.length);
    await expect(deleteButtons(page)).toHaveCount(courses.length);

    const first = cards.first();
    const name = (await first.getByRole('heading', { level: 2 }).textContent())!;
    await first.getByRole('button', { name: `Delete ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'are you sure delete' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(name);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await expect(dialog).toBeHidden();
    await expect(cards).toHaveCount(courses.length);
    await expect(cards.first().getByRole('heading', { level: 2 })).toHaveText(name);
    expect((await listAll<Course>(api, '/api/courses')).map((course) => course.name)).toContain(name);
  });

  test('the admin deletes a course after confirming: toast, card and API entry gone', async ({ page, api }) => {
    const before = await listAll<Course>(api, '/api/courses');
    const target = before.at(-1)!;

    await signInAsAdmin(page);
    await page.goto('/course');
    const cards = courseCards(page);
    await expect(cards).toHaveCount(before.length);

    await region(page, 'Courses')
      .getByRole('button', { name: `Delete ${target.name}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'are you sure delete' });
    await expect(dialog).toContainText(target.name);
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();

    await expect(toast(page, 'Course deleted')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(cards).toHaveCount(before.length - 1);
    await expect(region(page, 'Courses').getByRole('heading', { name: target.name, exact: true })).toHaveCount(0);
    const after = await listAll<Course>(api, '/api/courses');
    expect(after.map((course) => course.id)).not.toContain(target.id);
    expect(after).toHaveLength(before.length - 1);
  });
});

test.describe('customer reviews', () => {
  test('lists every review with its name and star rating', async ({ page, api }) => {
    const reviews = await listAll<Review>(api, '/api/reviews');
    expect(reviews).toHaveLength(8);

    await page.goto('/full-case-study');
    await expect(page).toHaveTitle('Customer reviews · TopGear Perform');
    const cards = region(page, 'Reviews').getByRole('article');
    await expect(cards).toHaveCount(8);
    for (const [index, review] of reviews.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading', { level: 2 })).toHaveText(review.name);
      await expect(card.getByRole('img', { name: `Rated ${review.rating} out of 5` })).toBeVisible();
      await expect(card.getByRole('link', { name: `Read the full review by ${review.name}` })).toHaveAttribute(
        'href',
        `/reviews/${review.id}`,
      );
    }
  });

  test("'Add a Review' leads to /dashboard/reviews, which sends a visitor to /login", async ({ page }) => {
    await page.goto('/full-case-study');
    const add = main(page).getByRole('link', { name: 'Add a Review' });
    await expect(add).toHaveAttribute('href', '/dashboard/reviews');

    await add.click();
    await expect(page).toHaveURL('/login');
    await expect(main(page).getByRole('button', { name: 'Login' })).toBeVisible();
  });

  test('a review card leads to its detail page', async ({ page, api }) => {
    const [first] = await listAll<Review>(api, '/api/reviews');
    await page.goto('/full-case-study');

    await main(page)
      .getByRole('link', { name: `Read the full review by ${first!.name}` })
      .click();
    await expect(page).toHaveURL(`/reviews/${first!.id}`);
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(
      first!.heading ?? `Review by ${first!.name}`,
    );
  });
});

test.describe('review detail', () => {
  test('shows the avatar, heading, quoted feedback and who the reviewer is', async ({ page, api }) => {
    const [review] = await listAll<Review>(api, '/api/reviews');
    const detailResponse = await api.get(`/api/reviews/${review!.id}`);
    expect(detailResponse.status()).toBe(200);
    const detail = (await detailResponse.json()) as Review;
    expect(detail.heading).toBeTruthy();
    expect(detail.description).toBeTruthy();
    expect(detail.avatar).toBeTruthy();

    await page.goto(`/reviews/${detail.id}`);
    const article = main(page).getByRole('article');
    await expect(page).toHaveTitle(`${detail.heading} · TopGear Perform`);
    await expect(article.getByRole('heading', { level: 1 })).toHaveText(detail.heading!);
    const avatar = article.locator(`img[src="${detail.avatar}"]`);
    await expect(avatar).toBeVisible();
    await expect.poll(() => avatar.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await expect(article.getByRole('img', { name: `Rated ${detail.rating} out of 5` })).toBeVisible();
    await expect(article.getByRole('blockquote')).toHaveText(`“${detail.feedback}”`);
    await expect(article.getByRole('figure')).toContainText(detail.name);
    await expect(article.getByRole('figure')).toContainText(detail.description!);

    await article.getByRole('link', { name: 'Back to all reviews' }).click();
    await expect(page).toHaveURL('/full-case-study');
  });

  // Titles must not change between workers, so the random id is made inside the test.
  for (const [what, makeId] of [
    ['an unknown id', () => crypto.randomUUID()],
    ['an id that is not a uuid', () => 'garbage'],
  ] as const) {
    test(`${what} shows 'Review not found' with a way back`, async ({ page }) => {
      const pageErrors: Error[] = [];
      page.on('pageerror', (error) => pageErrors.push(error));
      await page.goto(`/reviews/${makeId()}`);

      await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Review not found');
      await expect(page).toHaveTitle('Review not found · TopGear Perform');
      await expect(main(page).getByRole('alert')).toHaveText(
        'We could not find this review. It may have been removed.',
      );
      // The rest of the site still works around it.
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await main(page).getByRole('link', { name: 'Back to all reviews' }).click();
      await expect(page).toHaveURL('/full-case-study');
      await expect(region(page, 'Reviews').getByRole('article').first()).toBeVisible();
      expect(pageErrors).toEqual([]);
    });
  }
});

test.describe('praise', () => {
  test('shows What Makes Us Different, the award badges and Why Our Customers Love Us', async ({ page }) => {
    await page.goto('/praise');
    await expect(page).toHaveTitle('Praise · TopGear Perform');

    const different = region(page, 'What Makes Us Different');
    await expect(different.getByRole('heading', { level: 3 })).toHaveText([
      'Data security',
      '24/7 support',
      'Company-grade solution',
      'Cost-effective',
    ]);

    const badges = region(page, 'Recognised by the teams who use it').getByRole('img');
    await expect(badges).toHaveCount(4);
    for (const badge of await badges.all()) {
      await expect(badge).toHaveAccessibleName(/^Badge: \w/);
      await badge.scrollIntoViewIfNeeded();
      await expect.poll(() => badge.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    }

    const love = region(page, 'Why Our Customers Love Us');
    const cards = love.getByRole('article');
    await expect(cards).toHaveCount(6);
    for (const card of await cards.all()) {
      await expect(card.getByRole('heading', { level: 3 })).not.toBeEmpty();
      await expect(card.getByRole('img', { name: /^Rated [1-5] out of 5$/ })).toBeVisible();
    }
    await love.getByRole('link', { name: 'Read every customer review' }).click();
    await expect(page).toHaveURL('/full-case-study');
  });
});
