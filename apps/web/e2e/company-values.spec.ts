import type { APIRequestContext, Page } from '@playwright/test';
import type { CompanyValue } from '@topgear/shared/company-values';
import { uniqueLastName } from '@topgear/shared/test-factories';
import { createdViaApi, expect, expectNoSidewaysScroll, signInAsAdmin, test, toast, viewports } from './fixtures';

// The company's values are one list: this file's journeys take turns with it.
test.describe.configure({ mode: 'default' });

const inUse = (page: Page) => page.getByRole('region', { name: /^In use/ });
const retired = (page: Page) => page.getByRole('region', { name: 'Retired' });
/** The names of the values listed in `region`, in their order. */
const namesIn = (region: ReturnType<typeof inUse>) => region.getByRole('listitem').getByRole('heading', { level: 3 });
const cardOf = (region: ReturnType<typeof inUse>, name: string) =>
  region.getByRole('listitem').filter({ has: region.page().getByRole('heading', { name, exact: true }) });

/** Retires every value in use, so that a journey starts from the list it makes. */
async function retireAll(adminApi: APIRequestContext) {
  const values = (await (await adminApi.get('/api/company-values')).json()) as CompanyValue[];
  for (const value of values.filter(({ retiredAt }) => retiredAt === null)) {
    expect((await adminApi.post(`/api/company-values/${value.id}/retire`)).status()).toBe(200);
  }
}

for (const [label, viewport] of viewports) {
  test.describe(`Company values at ${label}`, () => {
    test.use({ viewport });

    test('an administrator adds a value, moves it up with the keyboard, edits, retires and restores it', async ({
      page,
      adminApi,
    }) => {
      const word = uniqueLastName();
      await retireAll(adminApi);
      const first = await createdViaApi<CompanyValue>(adminApi, '/api/company-values', {
        name: `Ownership ${word}`,
        description: 'We finish what we start.',
        icon: 'rocket',
      });
      await signInAsAdmin(page.request);
      await page.goto('/dashboard/company-values');
      await expect(page.getByRole('heading', { name: 'Company values', level: 1 })).toBeVisible();
      await expect(cardOf(inUse(page), first.name)).toContainText('We finish what we start.');

      await inUse(page).getByLabel('Value', { exact: true }).fill(`Candour ${word}`);
      await inUse(page).getByLabel('What it means (optional)').fill('We say what we think, kindly.');
      await inUse(page).getByRole('radio', { name: 'Light bulb' }).check();
      await inUse(page).getByRole('button', { name: 'Add value' }).click();
      await expect(toast(page, `Candour ${word} added`)).toBeVisible();
      await expect(inUse(page).getByLabel('Value', { exact: true })).toHaveValue('');
      await expect(namesIn(inUse(page))).toHaveText([first.name, `Candour ${word}`]);

      const moveUp = inUse(page).getByRole('button', { name: `Move Candour ${word} up` });
      await moveUp.focus();
      await page.keyboard.press('Enter');
      await expect(namesIn(inUse(page))).toHaveText([`Candour ${word}`, first.name]);
      await expect(moveUp).toBeFocused();
      await expect(moveUp).toHaveAttribute('aria-disabled', 'true');
      await page.reload();
      await expect(namesIn(inUse(page))).toHaveText([`Candour ${word}`, first.name]);

      await cardOf(inUse(page), first.name)
        .getByRole('button', { name: `Edit ${first.name}` })
        .click();
      const dialog = page.getByRole('dialog', { name: `Edit the value ${first.name}` });
      await dialog.getByLabel('Value', { exact: true }).fill(`Ownership, always ${word}`);
      await dialog.getByRole('button', { name: 'Save changes' }).click();
      await expect(toast(page, `Ownership, always ${word} saved`)).toBeVisible();
      await expect(dialog).toBeHidden();

      await cardOf(inUse(page), `Ownership, always ${word}`)
        .getByRole('button', { name: `Retire Ownership, always ${word}` })
        .click();
      await expect(toast(page, `Ownership, always ${word} retired`)).toBeVisible();
      await expect(cardOf(retired(page), `Ownership, always ${word}`)).toBeVisible();
      await expect(namesIn(inUse(page))).toHaveText([`Candour ${word}`]);
      await expectNoSidewaysScroll(page);

      await cardOf(retired(page), `Ownership, always ${word}`)
        .getByRole('button', { name: `Restore Ownership, always ${word}` })
        .click();
      await expect(toast(page, `Ownership, always ${word} is in use again`)).toBeVisible();
      await expect(namesIn(inUse(page))).toHaveText([`Candour ${word}`, `Ownership, always ${word}`]);
    });

    test('a name taken by a retired value is refused under the field, keeping what was typed', async ({
      page,
      adminApi,
    }) => {
      const word = uniqueLastName();
      const old = await createdViaApi<CompanyValue>(adminApi, '/api/company-values', {
        name: `Frugality ${word}`,
        description: '',
        icon: 'leaf',
      });
      expect((await adminApi.post(`/api/company-values/${old.id}/retire`)).status()).toBe(200);
      await signInAsAdmin(page.request);
      await page.goto('/dashboard/company-values');

      await inUse(page).getByLabel('Value', { exact: true }).fill(`frugality ${word}`);
      await inUse(page).getByRole('button', { name: 'Add value' }).click();

      await expect(
        inUse(page).getByText('A value with this name exists already, perhaps among the retired ones'),
      ).toBeVisible();
      await expect(inUse(page).getByLabel('Value', { exact: true })).toHaveValue(`frugality ${word}`);
      await expect(cardOf(retired(page), `Frugality ${word}`)).toBeVisible();
    });
  });
}
