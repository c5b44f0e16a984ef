import type { APIRequestContext, Page } from '@playwright/test';
import type { NewsPost } from '@topgear/shared/news';
import { E2E_ADMIN } from '../playwright.config';
import { expect, expectNoSidewaysScroll, registerViaApi, test, toast, viewports } from './fixtures';

const FEED = '/dashboard/news-feed';

const posts = (page: Page) => page.getByRole('main').getByRole('article');
const postCard = (page: Page, text: string) => posts(page).filter({ hasText: text });
const composerButton = (page: Page) => page.getByRole('button', { name: 'Write a post' });

/**
 * The e2e server's feed is shared by every test of the run, so each test marks its posts with a
 * word of its own. Letters only: the search's English parser keeps such a word whole.
 */
const uniqueWord = () =>
  `zq${Array.from({ length: 10 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

async function postViaApi(request: APIRequestContext, text: string): Promise<NewsPost> {
  const response = await request.post('/api/news', { data: { text } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as NewsPost;
}

for (const [label, viewport] of viewports) {
  test.describe(`News Feed at ${label}`, () => {
    test.use({ viewport });

    test('post through the composer, cancel a draft, then edit and delete my post', async ({ page, signedInUser }) => {
      const word = uniqueWord();
      const older = await postViaApi(page.request, `${word} yesterday's news`);
      const posting: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/news') posting.push(request.url());
      });
      await page.goto(FEED);
      await expect(page.getByRole('heading', { level: 1, name: 'News Feed' })).toBeVisible();
      await expect(postCard(page, older.text)).toBeVisible();

      await composerButton(page).click();
      await expect(composerButton(page)).toHaveAttribute('aria-expanded', 'true');
      const textarea = page.getByLabel('Your post');
      await expect(textarea).toBeFocused();
      await textarea.fill('A draft I do not want');
      await page.getByRole('button', { name: 'Cancel' }).click();
      await expect(textarea).toBeHidden();
      await expect(composerButton(page)).toBeFocused();

      await composerButton(page).click();
      await expect(page.getByLabel('Your post')).toHaveValue('');
      await page.getByRole('button', { name: 'Post', exact: true }).click();
      await expect(page.getByText('Please write your post')).toBeVisible();
      expect(posting).toEqual([]);

      const text = `${word} The new office opens on Monday!\nCoffee is on us.`;
      await page.getByLabel('Your post').fill(text);
      await page.getByRole('button', { name: 'Post', exact: true }).click();

      await expect(toast(page, 'Posted')).toBeVisible();
      await expect(page.getByLabel('Your post')).toBeHidden();
      const card = postCard(page, `${word} The new office opens on Monday!`);
      await expect(card).toContainText('Coffee is on us.');
      await expect(card.getByRole('heading', { name: signedInUser.fullName })).toBeVisible();
      await expect(
        card.getByText(`${signedInUser.firstName[0]}${signedInUser.lastName[0]}`, { exact: true }),
      ).toBeVisible();
      await expect(card.getByRole('time')).toBeVisible();
      // Newest first: the new post sits above the older one (other tests may post meanwhile).
      const order = await posts(page).allInnerTexts();
      const at = (part: string) => order.findIndex((postText) => postText.includes(part));
      expect(at(`${word} The new office opens`)).toBeGreaterThanOrEqual(0);
      expect(at(`${word} The new office opens`)).toBeLessThan(at(older.text));
      await expectNoSidewaysScroll(page);

      await card.getByRole('button', { name: 'Edit' }).click();
      const editor = page.getByLabel('Edit post');
      await expect(editor).toBeFocused();
      await editor.fill(`${word} The new office opens on Tuesday.`);
      // While it is edited, the card's text is in the box, not on the card.
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(toast(page, 'Your post is updated')).toBeVisible();
      const edited = postCard(page, `${word} The new office opens on Tuesday.`);
      await expect(edited).toContainText('edited');
      await expect(card).toHaveCount(0);

      await page.reload();
      await edited.getByRole('button', { name: 'Delete' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete this post?' });
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await expect(toast(page, 'The post is deleted')).toBeVisible();
      await expect(edited).toHaveCount(0);
      await page.reload();
      await expect(postCard(page, older.text)).toBeVisible();
      await expect(postCard(page, `${word} The new office opens`)).toHaveCount(0);
    });

    test('Find news finds a post by its word stems and not another; clearing returns to the feed', async ({
      page,
      signedInUser: _,
    }) => {
      const word = uniqueWord();
      const running = await postViaApi(page.request, `${word} The team went running by the river`);
      const picnic = await postViaApi(page.request, `${word} The team had a picnic by the river`);
      await page.goto(FEED);
      await expect(postCard(page, running.text)).toBeVisible();

      const box = page.getByRole('searchbox', { name: 'Find news' });
      await box.fill(`${word} runs`);
      await page.getByRole('button', { name: 'Search' }).click();

      await expect(page.getByRole('heading', { name: `Posts matching “${word} runs”` })).toBeVisible();
      await expect(postCard(page, running.text)).toBeVisible();
      await expect(posts(page)).toHaveCount(1);
      await expect(page).toHaveURL(new RegExp(`q=${word}`));

      await box.fill(`${word} -running`);
      await box.press('Enter');
      await expect(postCard(page, picnic.text)).toBeVisible();
      await expect(posts(page)).toHaveCount(1);

      await box.fill(`${word} skydiving`);
      await box.press('Enter');
      await expect(page.getByText(`No posts match “${word} skydiving”.`)).toBeVisible();
      await expect(posts(page)).toHaveCount(0);

      await page.getByRole('button', { name: 'Clear search' }).click();
      await expect(page.getByRole('heading', { name: 'Latest news' })).toBeVisible();
      await expect(box).toHaveValue('');
      await expect(box).toBeFocused();
      await expect(postCard(page, running.text)).toBeVisible();
      await expect(postCard(page, picnic.text)).toBeVisible();

      await page.goBack();
      await expect(box).toHaveValue(`${word} skydiving`);
      await box.fill('');
      await expect(page.getByRole('heading', { name: 'Latest news' })).toBeVisible();
      await expectNoSidewaysScroll(page);
    });

    test("react to and comment on a colleague's post, then open it from its link", async ({
      page,
      api,
      signedInUser,
    }) => {
      const colleague = await registerViaApi(api);
      const theirs = await postViaApi(api, `${uniqueWord()} We shipped the new onboarding flow`);
      await page.goto(FEED);
      const card = postCard(page, theirs.text);
      await expect(card.getByRole('heading', { name: colleague.fullName })).toBeVisible();
      await expect(card.getByRole('button', { name: 'Edit' })).toHaveCount(0);
      await expect(card.getByRole('button', { name: 'Delete' })).toHaveCount(0);

      const like = card.getByRole('button', { name: /^Like/ });
      const celebrate = card.getByRole('button', { name: /^Celebrate/ });
      await like.click();
      await expect(like).toHaveAttribute('aria-pressed', 'true');
      await expect(like).toHaveText('Like 1');
      await celebrate.click();
      await expect(celebrate).toHaveAttribute('aria-pressed', 'true');
      await expect(celebrate).toHaveText('Celebrate 1');
      await expect(like).toHaveAttribute('aria-pressed', 'false');
      await expect(like).toHaveText('Like 0');
      await celebrate.click();
      await expect(celebrate).toHaveAttribute('aria-pressed', 'false');
      await expect(celebrate).toHaveText('Celebrate 0');
      await like.click();
      await expect(like).toHaveAttribute('aria-pressed', 'true');

      const toggle = card.getByRole('button', { name: '0 comments' });
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(card.getByText('No comments yet.')).toBeVisible();
      await card.getByRole('button', { name: 'Comment', exact: true }).click();
      await expect(card.getByText('Please write your comment')).toBeVisible();
      await card.getByLabel('Your comment').fill('Well done, everyone!');
      await card.getByRole('button', { name: 'Comment', exact: true }).click();
      await expect(card.getByRole('listitem').filter({ hasText: 'Well done, everyone!' })).toContainText(
        signedInUser.fullName,
      );
      await expect(card.getByLabel('Your comment')).toHaveValue('');
      await expect(card.getByRole('button', { name: '1 comment' })).toBeVisible();
      await expectNoSidewaysScroll(page);

      await page.goto(`${FEED}/${theirs.id}`);
      await expect(page.getByRole('heading', { level: 1, name: `Post by ${colleague.fullName}` })).toBeVisible();
      const single = postCard(page, theirs.text);
      await expect(single.getByRole('button', { name: '1 comment' })).toHaveAttribute('aria-expanded', 'true');
      await expect(single.getByText('Well done, everyone!')).toBeVisible();
      await expect(single.getByRole('button', { name: /^Like/ })).toHaveAttribute('aria-pressed', 'true');
      await single.getByRole('listitem').getByRole('button', { name: 'Delete' }).click();
      await page.getByRole('dialog', { name: 'Delete this comment?' }).getByRole('button', { name: 'Delete' }).click();
      await expect(single.getByText('No comments yet.')).toBeVisible();
      await page.getByRole('link', { name: 'Back to the News Feed' }).click();
      await expect(page).toHaveURL(FEED);
    });

    test('markup shows as the characters typed and runs nothing; links open safely in a new tab', async ({
      page,
      signedInUser: _,
    }) => {
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      const word = uniqueWord();
      const markup = `${word} <img src=x onerror="window.pwned=1;alert(1)"><script>window.pwned=2</script>`;
      await page.goto(FEED);

      await composerButton(page).click();
      await page.getByLabel('Your post').fill(markup);
      await page.getByRole('button', { name: 'Post', exact: true }).click();
      await expect(toast(page, 'Posted')).toBeVisible();
      await postViaApi(page.request, `${word} Read https://example.com/handbook or www.example.com today`);
      await page.reload();

      const shown = postCard(page, `${word} <img src=x`);
      await expect(shown.getByText(markup, { exact: true })).toBeVisible();
      await expect(shown.locator('img, script')).toHaveCount(0);
      expect(await page.evaluate(() => (window as { pwned?: unknown }).pwned)).toBeUndefined();
      expect(dialogs).toEqual([]);

      const linked = postCard(page, `${word} Read https://example.com/handbook`);
      const handbook = linked.getByRole('link', { name: 'https://example.com/handbook' });
      await expect(handbook).toHaveAttribute('href', 'https://example.com/handbook');
      await expect(handbook).toHaveAttribute('target', '_blank');
      await expect(handbook).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(linked.getByRole('link', { name: 'www.example.com' })).toHaveAttribute(
        'href',
        'http://www.example.com/',
      );
      await expectNoSidewaysScroll(page);
    });
  });
}

test('a failed post shows the error and keeps the text', async ({ page, signedInUser: _ }) => {
  await page.route('**/api/news', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    return route.fulfill({
      status: 503,
      json: { error: { code: 'UNAVAILABLE', message: 'The service is busy. Please try again.' } },
    });
  });
  await page.goto(FEED);

  await composerButton(page).click();
  await page.getByLabel('Your post').fill('Do not lose me');
  await page.getByRole('button', { name: 'Post', exact: true }).click();

  await expect(page.getByRole('alert').filter({ hasText: 'The service is busy. Please try again.' })).toBeVisible();
  await expect(page.getByLabel('Your post')).toHaveValue('Do not lose me');
});

test("an administrator deletes a colleague's post", async ({ page, api }) => {
  await registerViaApi(api);
  const theirs = await postViaApi(api, `${uniqueWord()} Something out of line`);
  const signIn = await page.request.post('/api/auth/sign-in/email', { data: E2E_ADMIN });
  expect(signIn.status()).toBe(200);

  await page.goto(`${FEED}/${theirs.id}`);
  await postCard(page, theirs.text).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete this post?' }).getByRole('button', { name: 'Delete' }).click();

  await expect(toast(page, 'The post is deleted')).toBeVisible();
  await expect(page).toHaveURL(FEED);
  await page.goto(`${FEED}/${theirs.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Post not found' })).toBeVisible();
  await expect(page.getByText('We could not find this post. It may have been deleted.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to the News Feed' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'News Feed' })).toBeVisible();
});
