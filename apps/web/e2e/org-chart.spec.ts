import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext } from '@playwright/test';
import { expect, expectNoSidewaysScroll, type RegisteredUser, registerViaApi, test, viewports } from './fixtures';

/**
 * Four new people in a line, set up as an administrator would: the bottom one reports to the
 * third, who reports to the second, who reports to the top one — three levels below the top. The
 * database is the whole run's, so each has a last name and a job title nobody else has.
 */
async function chainOfFour(api: APIRequestContext, adminApi: APIRequestContext) {
  const chain: RegisteredUser[] = [];
  for (const firstName of ['Topaz', 'Second', 'Third', 'Bottom']) {
    const person = await registerViaApi(api, { firstName });
    const manager = chain.at(-1);
    const response = await adminApi.patch(`/api/people/${person.me.id}`, {
      data: { jobTitle: `${firstName} of ${person.lastName}`, managerId: manager?.me.id ?? null },
    });
    expect(response.status(), `placing ${person.fullName}: ${await response.text()}`).toBe(200);
    chain.push(person);
  }
  return chain as [RegisteredUser, RegisteredUser, RegisteredUser, RegisteredUser];
}

for (const [label, viewport] of viewports) {
  test.describe(`Org chart at ${label}`, () => {
    test.use({ viewport });

    test('the search finds someone three levels down, opening the path to them; the arrow keys lead to their manager', async ({
      page,
      api,
      adminApi,
      signedInUser: _,
    }) => {
      const [top, second, third, bottom] = await chainOfFour(api, adminApi);

      await page.goto('/dashboard/org-chart');
      const chart = page.getByRole('tree', { name: 'Reporting lines' });
      const item = (person: RegisteredUser) => chart.getByRole('treeitem', { name: person.fullName });
      await expect(item(top)).toHaveAttribute('aria-expanded', 'true');
      await expect(item(second)).toHaveAttribute('aria-expanded', 'true');
      await expect(item(third)).toHaveAttribute('aria-expanded', 'false');
      await expect(item(third)).toContainText(`Third of ${third.lastName}`);
      await expect(item(third)).toContainText('1 report');
      await expect(item(bottom)).toHaveCount(0);
      await expectNoSidewaysScroll(page);

      await page.getByLabel('Find someone in the chart').fill(`bottom ${bottom.lastName}`);
      await page.getByRole('list', { name: 'Matches' }).getByRole('button', { name: bottom.fullName }).click();

      await expect(item(bottom)).toBeFocused();
      await expect(item(bottom)).toBeInViewport();
      await expect(item(bottom)).toHaveAttribute('aria-level', '4');
      for (const manager of [top, second, third]) await expect(item(manager)).toHaveAttribute('aria-expanded', 'true');
      await expect(page).toHaveURL(`/dashboard/org-chart?person=${bottom.me.id}`);
      await expectNoSidewaysScroll(page);
      const { violations } = await new AxeBuilder({ page }).include('main').analyze();
      expect(
        violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`),
      ).toEqual([]);

      await page.keyboard.press('ArrowLeft');
      await expect(item(third)).toBeFocused();
      await page.keyboard.press('ArrowLeft');
      await expect(item(third)).toHaveAttribute('aria-expanded', 'false');
      await expect(item(bottom)).toHaveCount(0);
      await page.keyboard.press('ArrowUp');
      await expect(item(second)).toBeFocused();

      await page.reload();
      await expect(item(bottom)).toBeFocused();
      await expect(item(bottom)).toBeInViewport();
      await page.getByRole('button', { name: 'Zoom out' }).click();
      await expect(page.getByRole('group', { name: 'Zoom' })).toContainText('80%');
      await expectNoSidewaysScroll(page);

      await item(bottom).press('ArrowLeft');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(`/dashboard/people/${third.me.id}`);
    });
  });
}
