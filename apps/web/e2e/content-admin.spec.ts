import { crc32 } from 'node:zlib';
import { uniqueLastName } from '@topgear/shared/test-factories';
import {
  expect,
  expectNoSidewaysScroll,
  grantRole,
  registerViaApi,
  signInAsAdmin,
  test,
  toast,
  viewports,
} from './fixtures';

/** Each journey reads what the others add to the same public lists: one at a time. */
test.describe.configure({ mode: 'serial' });

const pngChunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'latin1'), data])));
  return Buffer.concat([length, Buffer.from(type, 'latin1'), data, crc]);
};

/** A real 1 × 1 pixel PNG, as a person would pick from their disk. */
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  pngChunk('IHDR', Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 0, 0, 0, 0])),
  pngChunk('IDAT', Buffer.from([0x78, 0x9c, 0x63, 0x60, 0x00, 0x00, 0x00, 0x02, 0x00, 0x01])),
  pngChunk('IEND', Buffer.alloc(0)),
]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

for (const [label, viewport] of viewports) {
  test.describe(`content administration at ${label}`, () => {
    test.use({ viewport });

    test('an admin shares a blog with an uploaded picture: on /blogs and the home page at once, then removed', async ({
      page,
    }) => {
      const title = `Rituals of teams that ship ${uniqueLastName()}`;
      await signInAsAdmin(page.request);
      await page.goto('/dashboard/manage-blogs');
      const form = page.getByRole('region', { name: 'Share a new Blog' });
      await form.getByLabel('Title').fill(title);
      await form.getByLabel('Description').fill('What we learned from a year of weekly demos.');
      await form.getByLabel('Details link').fill('javascript:alert(1)');
      await form
        .getByLabel('Upload a picture for Image')
        .setInputFiles({ name: 'rituals.png', mimeType: 'image/png', buffer: PNG });
      await expect(form.getByLabel('Image', { exact: true })).toHaveValue(/^\/api\/media\/[0-9a-f-]{36}$/);
      await form.getByRole('button', { name: 'Share Blog' }).click();
      await expect(
        form.getByText('Please give the link to the whole article, starting with http:// or https://'),
      ).toBeVisible();
      await form.getByLabel('Details link').fill('https://blog.example.com/rituals');
      await form.getByRole('button', { name: 'Share Blog' }).click();

      await expect(toast(page, 'A new blog has been added')).toBeVisible();
      await expect(form.getByLabel('Title')).toHaveValue('');
      const managed = page
        .getByRole('region', { name: 'Manage Our Shared Blogs' })
        .getByRole('listitem')
        .filter({ hasText: title });
      await expect(managed).toBeVisible();
      await expectNoSidewaysScroll(page);

      await page.goto('/blogs');
      const first = page.getByRole('main').getByRole('article').first();
      await expect(first.getByRole('heading', { level: 2 })).toHaveText(title);
      await expect(first.locator('img')).toHaveJSProperty('naturalWidth', 1);
      await page.goto('/');
      await expect(page.getByRole('region', { name: 'From our blog' }).getByRole('article').first()).toContainText(
        title,
      );

      await page.goto('/dashboard/manage-blogs');
      await managed.getByRole('button', { name: /^Remove Blog/ }).click();
      await page
        .getByRole('dialog', { name: `Remove “${title}”?` })
        .getByRole('button', { name: 'Remove Blog' })
        .click();
      await expect(toast(page, 'Blog has been removed')).toBeVisible();
      await page.goto('/blogs');
      await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
    });

    test('an admin publishes a book with an uploaded PDF; its Read Free PDF link serves it', async ({ page }) => {
      const name = `Iterate Faster ${uniqueLastName()}`;
      await signInAsAdmin(page.request);
      await page.goto('/dashboard/manage-book');
      const form = page.getByRole('region', { name: 'Publish a new Book' });
      await form.getByLabel('Name', { exact: true }).fill(name);
      await form.getByLabel('Image', { exact: true }).fill('/media/ebooks/culture-by-design.svg');
      await form
        .getByLabel('Upload a PDF for PDF')
        .setInputFiles({ name: 'iterate.pdf', mimeType: 'application/pdf', buffer: PDF });
      await expect(form.getByLabel('PDF', { exact: true })).toHaveValue(/^\/api\/media\//);
      await form.getByLabel('Description').fill('Shorter loops, fewer surprises.');
      await form.getByLabel('Series').selectOption('Our Newly Launched Iterate Faster Series');
      await form.getByRole('button', { name: 'Publish Book' }).click();
      await expect(toast(page, 'A new book has been added')).toBeVisible();

      await page.goto('/ebook');
      const series = page.getByRole('region', { name: 'Our Newly Launched Iterate Faster Series' });
      const book = series.getByRole('article').filter({ hasText: name });
      await expect(book).toBeVisible();
      const pdfLink = book.getByRole('link', { name: /Read Free PDF/ });
      await expect(pdfLink).toHaveAttribute('target', '_blank');
      const served = await page.request.get((await pdfLink.getAttribute('href'))!);
      expect(served.headers()['content-type']).toBe('application/pdf');
      expect((await served.body()).equals(PDF)).toBe(true);

      await page.goto('/dashboard/manage-book');
      const managed = page.getByRole('listitem').filter({ hasText: name });
      await managed.getByRole('button', { name: /^Remove Book/ }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Remove Book' }).click();
      await expect(toast(page, 'Book has been removed')).toBeVisible();
    });

    test("an admin adds a course, which shows on /course with its 'enable course' link", async ({ page }) => {
      const name = `Negotiation ${uniqueLastName()}`;
      await signInAsAdmin(page.request);
      await page.goto('/dashboard/add-course');
      await page.getByLabel('Name', { exact: true }).fill(name);
      await page.getByLabel('Created by').fill('Rana Hossain');
      await page.getByLabel('Description').fill('Get to yes without giving everything away.');
      await page.getByLabel('Link').fill('https://courses.example.com/negotiation');
      await page.getByLabel('Image', { exact: true }).fill('/media/courses/giving-feedback.svg');
      await page.getByRole('button', { name: 'Add Course' }).click();
      await expect(toast(page, 'Add Successfully')).toBeVisible();
      await expectNoSidewaysScroll(page);

      await page.goto('/course');
      const card = page.getByRole('article').filter({ hasText: name });
      await expect(card).toContainText('Rana Hossain');
      await expect(card.getByRole('link', { name: /enable course/ })).toHaveAttribute(
        'href',
        'https://courses.example.com/negotiation',
      );
    });

    test('a manager removes a review: gone from the customer reviews', async ({
      page,
      api,
      signUpViaApi,
      adminApi,
    }) => {
      const author = `Shirin ${uniqueLastName()}`;
      await registerViaApi(api);
      const posted = await api.post('/api/reviews', { data: { name: author, rating: 2, feedback: 'Spam spam spam' } });
      expect(posted.status()).toBe(201);
      const manager = await signUpViaApi();
      await grantRole(adminApi, manager.me.id, 'manager');

      await page.goto('/dashboard/reviews');
      const reviews = page.getByRole('region', { name: 'Customer reviews' });
      const item = reviews.getByRole('listitem').filter({ hasText: author });
      await item.getByRole('button', { name: /^Remove/ }).click();
      await page
        .getByRole('dialog', { name: `Remove the review by ${author}?` })
        .getByRole('button', { name: 'Remove' })
        .click();

      await expect(toast(page, 'Review removed')).toBeVisible();
      await expect(item).toHaveCount(0);
      await page.goto('/full-case-study');
      await expect(page.getByRole('main')).not.toContainText(author);
    });
  });
}

test('an employee neither manages content nor sees the reviews to remove', async ({ page, signedInUser: _ }) => {
  await page.goto('/dashboard/manage-blogs');
  await expect(page.getByText('This page is for administrators.')).toBeVisible();
  await page.goto('/dashboard/reviews');
  await expect(page.getByRole('heading', { level: 1, name: 'Give Feedback Of Our Management System' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Customer reviews' })).toHaveCount(0);
  await page.goto('/add-blogs');
  await expect(page.getByText('This page is for administrators.')).toBeVisible();
});
