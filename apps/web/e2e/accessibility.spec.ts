import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import type { Page as ListPage } from '@topgear/shared/pagination';
import type { Review } from '@topgear/shared/reviews';
import { expect, registerViaApi, resetLinkFor, test, viewports } from './fixtures';

/** A reset link that works, mailed to someone registered just now: the page shows its form. */
async function liveResetLink(api: APIRequestContext): Promise<string> {
  return resetLinkFor(api, (await registerViaApi(api)).email);
}

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** A seeded review's page: the only public detail page (blogs link out to their own sites). */
async function reviewPath(api: APIRequestContext): Promise<string> {
  const response = await api.get('/api/reviews', { params: { limit: 1 } });
  expect(response.status()).toBe(200);
  const [review] = ((await response.json()) as ListPage<Review>).items;
  return `/reviews/${review!.id}`;
}

const pages: [name: string, path: string | ((api: APIRequestContext) => Promise<string>)][] = [
  ['home', '/'],
  ['login', '/login'],
  ['sign up', '/signUp'],
  ['forgot password', '/forgot-password'],
  ['reset password', liveResetLink],
  ['expired reset link', '/reset-password?token=NoSuchLink'],
  ['terms', '/terms'],
  ['privacy policy', '/privacy-policy'],
  ['FAQ', '/faq'],
  ['help center', '/helpCenter'],
  ['team', '/team'],
  ['contact', '/contact'],
  ['pricing', '/pricing'],
  ['about us', '/aboutUs'],
  ['blogs', '/blogs'],
  ['ebooks', '/ebook'],
  ['courses', '/course'],
  ['praise', '/praise'],
  ['case study', '/full-case-study'],
  ['review detail', reviewPath],
  ['schedule', '/schedule'],
  ['schedule submitted', '/scheduleSubmit'],
  ['email confirmation', '/confirm-email?token=abc123'],
  ['not found', '/no-such-page'],
];

/** Each violation's rule and help, then every element it failed on with axe's finding there. */
function describeViolations(violations: Violation[]): string {
  return violations
    .flatMap(({ id, impact, help, nodes }) => [
      `${id} (${impact}): ${help}`,
      ...nodes.map(({ target, any, all, none }) => `  ${target.join(' ')}: ${[...any, ...all, ...none][0]?.message}`),
    ])
    .join('\n');
}

/**
 * Scrolls through the page a screen at a time, as a reader would, so that every part which loads
 * near the viewport loads, and waits until no submit button is disabled and no colour is still
 * fading: a form's button is disabled until its code has arrived, then fades to its colours, and
 * axe reads the colours of the moment.
 */
async function withEveryFormWorking(page: Page) {
  await page.evaluate(async () => {
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight) {
      window.scrollTo(0, top);
      await nextFrame();
      await nextFrame();
    }
  });
  await expect(page.locator('button[type="submit"]:disabled')).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
}

for (const [screen, viewport] of viewports) {
  test.describe(`accessibility at ${screen}`, () => {
    test.use({ viewport });

    for (const [name, path] of pages) {
      test(`the ${name} page has no axe violations`, async ({ page, api }) => {
        await page.goto(typeof path === 'string' ? path : await path(api));
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
        await withEveryFormWorking(page);

        const { violations } = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
          .analyze();
        expect(
          violations.map(({ id }) => id),
          describeViolations(violations),
        ).toEqual([]);
      });
    }
  });
}
