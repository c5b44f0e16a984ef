import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext } from '@playwright/test';
import type { Page as ListPage } from '@topgear/shared/pagination';
import type { Review } from '@topgear/shared/reviews';
import { expect, test, viewports } from './fixtures';

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

for (const [screen, viewport] of viewports) {
  test.describe(`accessibility at ${screen}`, () => {
    test.use({ viewport });

    for (const [name, path] of pages) {
      test(`the ${name} page has no axe violations`, async ({ page, api }) => {
        await page.goto(typeof path === 'string' ? path : await path(api));
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);

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
