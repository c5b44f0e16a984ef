import type { APIRequestContext, Page } from '@playwright/test';
import type { Page as ListPage } from '@topgear/shared/pagination';
import type { Review } from '@topgear/shared/reviews';
import type { ListedPage } from '../src/app/public-pages';
import { expect } from './fixtures';

/**
 * Every public page, as the build under test lists its page modules (`app/public-pages.ts`): read
 * from its server bundle, since the modules need the build's settings. The journeys run on a build.
 */
export const { publicPages } = (await import(new URL('../dist-ssr/entry-server.js', import.meta.url).href)) as {
  publicPages: ListedPage[];
};

/**
 * Every public page the browser checks open (accessibility, a phone's width, hydration), by the
 * address they start from: a page module added to `app/routes` is checked everywhere. Parameters
 * (`:reviewId`) are filled in by `addressOf`.
 */
export const checkedPages: readonly string[] = publicPages.flatMap(({ checkedAt }) =>
  checkedAt === false ? [] : [checkedAt],
);

async function firstReviewId(api: APIRequestContext) {
  const response = await api.get('/api/reviews', { params: { limit: 1 } });
  expect(response.status()).toBe(200);
  const [review] = ((await response.json()) as ListPage<Review>).items;
  expect(review, 'a review in the demo content').toBeDefined();
  return review!.id;
}

/** A value for each parameter a public page's path may have, from what the site holds. */
const PARAMETERS: Record<string, (api: APIRequestContext) => Promise<string>> = { reviewId: firstReviewId };

/** `address` with its parameters filled in; a parameter nobody knows a value for fails the test that asked. */
export async function addressOf(api: APIRequestContext, address: string): Promise<string> {
  let filled = address;
  for (const [, name] of address.matchAll(/:(\w+)/g)) {
    const value = PARAMETERS[name!];
    if (!value) throw new Error(`no value for :${name} of ${address}: add one to PARAMETERS in e2e/public-pages.ts`);
    filled = filled.replace(`:${name}`, encodeURIComponent(await value(api)));
  }
  return filled;
}

/**
 * Waits until the app has taken over a page it renders; scrolls through the page a screen at a
 * time, as a reader would, so that every part which loads near the viewport does, and to each
 * island of a page served as such (focusing a form's) until it has taken over; waits until every form's code has taken
 * over (a form the browser may post itself is marked `data-enhanced` then, another's submit button
 * is disabled until then) and no colour is still fading (axe reads the colours of the moment); then
 * back to the top.
 */
export async function bringEveryPartToLife(page: Page) {
  if ((await page.locator('#page-data').count()) > 0) {
    await expect(page.locator('html[data-hydrated]'), 'the app has taken over').toBeAttached();
  }
  await page.evaluate(async () => {
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight) {
      window.scrollTo(0, top);
      await nextFrame();
      await nextFrame();
    }
  });
  for (const island of await page.locator('#root [data-island]').all()) {
    // At once: an island that has started may already have replaced what it showed (a dead link's form).
    await island.evaluate((element) => element.firstElementChild?.scrollIntoView({ block: 'center' }));
    // A form's island comes to life when the visitor reaches for one of its fields, or its button.
    if ((await island.getAttribute('data-starts')) === 'touched') {
      await island.locator('input:visible, button:visible').first().focus();
    }
    await expect(island, 'the island has taken over').toHaveAttribute('data-hydrated');
  }
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await expect(page.locator('form[method="post"]:not([data-enhanced])'), 'every form taken over').toHaveCount(0);
  await expect(page.locator('button[type="submit"]:disabled'), 'every form taken over').toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
}
