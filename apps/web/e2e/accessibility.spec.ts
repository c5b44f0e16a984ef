import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext } from '@playwright/test';
import { expect, registerViaApi, resetLinkFor, test, viewports } from './fixtures';
import { addressOf, bringEveryPartToLife, checkedPages } from './public-pages';

/** A reset link that works, mailed to someone registered just now: the page shows its form. */
async function liveResetLink(api: APIRequestContext): Promise<string> {
  return resetLinkFor(api, (await registerViaApi(api)).email);
}

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** Every public page, and the reset page once more with a live link, which shows its form. */
const pages: [name: string, address: string | ((api: APIRequestContext) => Promise<string>)][] = [
  ...checkedPages.map((address): [string, string] => [address, address]),
  ['live reset link', liveResetLink],
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
        await page.goto(typeof path === 'string' ? await addressOf(api, path) : await path(api));
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
        await bringEveryPartToLife(page);

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
