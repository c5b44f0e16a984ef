import type { APIRequestContext, Page } from '@playwright/test';
import type { OrgUnit } from '@topgear/shared/people';
import { uniqueLastName } from '@topgear/shared/test-factories';
import {
  createdViaApi,
  expect,
  expectNoSidewaysScroll,
  registerViaApi,
  signInAsAdmin,
  test,
  toast,
  viewports,
} from './fixtures';

const NOT_EMPTY = 'Only an empty department can be deleted: move its people first, or merge it.';

const departments = (page: Page) => page.getByRole('region', { name: 'Departments', exact: true });
const cardOf = (page: Page, name: string) =>
  departments(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });

/** Someone placed in `department` by the administrator. */
async function memberOf(api: APIRequestContext, adminApi: APIRequestContext, department: OrgUnit) {
  const person = await registerViaApi(api);
  const placed = await adminApi.patch(`/api/people/${person.me.id}`, { data: { departmentId: department.id } });
  expect(placed.status(), await placed.text()).toBe(200);
  return person;
}

for (const [label, viewport] of viewports) {
  test.describe(`Departments and teams at ${label}`, () => {
    test.use({ viewport });

    test('an administrator creates a department with a head, renames it, merges another into it and deletes one', async ({
      page,
      api,
      adminApi,
    }) => {
      const word = uniqueLastName();
      const head = await registerViaApi(api);
      const sales = await createdViaApi<OrgUnit>(adminApi, '/api/departments', { name: `Sales ${word}` });
      await memberOf(api, adminApi, sales);
      await signInAsAdmin(page.request);
      await page.goto('/dashboard/departments');
      await expect(page.getByRole('heading', { name: 'Departments and teams', level: 1 })).toBeVisible();

      const adding = departments(page);
      await adding.getByLabel('Department name').fill(`Research ${word}`);
      await adding.getByLabel('Find a head').fill(head.lastName);
      await expect(adding.getByText('One person matches')).toBeVisible();
      await adding.getByLabel('Head', { exact: true }).selectOption(head.me.id);
      await adding.getByRole('button', { name: 'Add department' }).click();
      await expect(toast(page, `Research ${word} added`)).toBeVisible();
      await expect(cardOf(page, `Research ${word}`)).toContainText(`Head: ${head.fullName}`);
      await expect(adding.getByLabel('Department name')).toHaveValue('');

      await cardOf(page, `Research ${word}`)
        .getByRole('button', { name: `Edit Research ${word}` })
        .click();
      const editing = page.getByRole('dialog', { name: `Edit the department Research ${word}` });
      await editing.getByLabel('Department name').fill(`Sales ${word}`.toUpperCase());
      await editing.getByRole('button', { name: 'Save changes' }).click();
      await expect(editing.getByText('A department with this name exists already')).toBeVisible();
      await expect(editing.getByLabel('Department name')).toHaveValue(`Sales ${word}`.toUpperCase());
      await editing.getByLabel('Department name').fill(`R&D ${word}`);
      await editing.getByRole('button', { name: 'Save changes' }).click();
      await expect(editing).toBeHidden();
      await expect(cardOf(page, `R&D ${word}`)).toContainText(`Head: ${head.fullName}`);

      await cardOf(page, `Sales ${word}`)
        .getByRole('button', { name: `Merge Sales ${word}` })
        .click();
      const merging = page.getByRole('dialog', { name: `Merge the department Sales ${word}` });
      await merging.getByLabel('Merge into').selectOption({ label: `R&D ${word}` });
      await expect(merging).toContainText(
        `1 person moves from Sales ${word} to R&D ${word}, and the department Sales ${word} is deleted.`,
      );
      await merging.getByRole('button', { name: 'Merge' }).click();
      await expect(toast(page, `Sales ${word} merged into R&D ${word}`)).toBeVisible();
      await expect(cardOf(page, `Sales ${word}`)).toHaveCount(0);
      await expect(cardOf(page, `R&D ${word}`).getByRole('link', { name: `1 person in R&D ${word}` })).toBeVisible();
      await expectNoSidewaysScroll(page);

      await cardOf(page, `R&D ${word}`)
        .getByRole('button', { name: /^Delete/ })
        .click();
      const refusing = page.getByRole('dialog', { name: `Delete the department R&D ${word}?` });
      await refusing.getByRole('button', { name: 'Delete' }).click();
      await expect(refusing.getByRole('alert')).toHaveText(NOT_EMPTY);
      await refusing.getByRole('button', { name: 'Cancel' }).click();

      await cardOf(page, `R&D ${word}`)
        .getByRole('link', { name: `1 person in R&D ${word}` })
        .click();
      await expect(page).toHaveURL(/\/dashboard\/people\?departmentId=/);
      await page.goBack();

      const empty = await createdViaApi<OrgUnit>(adminApi, '/api/departments', { name: `Empty ${word}` });
      await page.reload();
      await cardOf(page, empty.name)
        .getByRole('button', { name: /^Delete/ })
        .click();
      await page
        .getByRole('dialog', { name: `Delete the department ${empty.name}?` })
        .getByRole('button', { name: 'Delete' })
        .click();
      await expect(toast(page, `${empty.name} deleted`)).toBeVisible();
      await expect(cardOf(page, empty.name)).toHaveCount(0);
    });
  });
}
