import sharp from 'sharp';
import { expect, expectNoSidewaysScroll, test, toast, viewports } from './fixtures';

/** A photo as a phone would send it: a JPEG larger than the stored picture, not square. */
const photo = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .jpeg()
    .toBuffer();

for (const [screen, viewport] of viewports) {
  test.describe(`A person's picture at ${screen}`, () => {
    test.use({ viewport });

    test('is uploaded on My account, shows in the top bar and beside their news post, and can be removed', async ({
      page,
      signedInUser,
    }) => {
      const post = await page.request.post('/api/news', { data: { text: `Hello from ${signedInUser.fullName}` } });
      expect(post.status()).toBe(201);
      await page.goto('/dashboard/profile');
      const section = page.getByRole('region', { name: 'Picture' });
      await expectNoSidewaysScroll(page);

      await section.getByLabel('Choose a picture').setInputFiles({
        name: 'holiday.txt',
        mimeType: 'image/jpeg',
        buffer: Buffer.from('not a picture'),
      });
      await expect(section.getByRole('alert')).toContainText('This file is not a picture we can use.');

      await section.getByLabel('Choose a picture').setInputFiles({
        name: 'me.jpg',
        mimeType: 'image/jpeg',
        buffer: await photo(),
      });
      await expect(toast(page, 'Your picture was saved')).toBeVisible();
      await expect(section.getByRole('alert')).toHaveCount(0);
      const profileMenu = page.getByRole('button', { name: `Profile menu for ${signedInUser.fullName}` });
      const topBarPicture = profileMenu.locator('img');
      await expect(topBarPicture).toHaveAttribute('src', new RegExp(`^/api/pictures/${signedInUser.me.id}\\?v=`));
      await expect.poll(() => topBarPicture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(256);

      await page.goto('/dashboard/news-feed');
      const card = page.getByRole('article').filter({ hasText: `Hello from ${signedInUser.fullName}` });
      await expect(card.locator('img[src^="/api/pictures/"]')).toBeVisible();

      await page.goto('/dashboard/profile');
      await section.getByRole('button', { name: 'Remove picture' }).click();
      await expect(toast(page, 'Your picture was removed')).toBeVisible();
      await expect(profileMenu.locator('img')).toHaveCount(0);
    });
  });
}
