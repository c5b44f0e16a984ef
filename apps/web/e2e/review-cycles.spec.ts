import type { APIRequestContext, Page } from '@playwright/test';
import type { OrgUnit } from '@topgear/shared/people';
import { REVIEW_CYCLE_MESSAGES, type ReviewCycle } from '@topgear/shared/review-cycles';
import { type ReviewTemplate, STARTER_TEMPLATE } from '@topgear/shared/review-templates';
import { uniqueLastName } from '@topgear/shared/test-factories';
import {
  createdViaApi,
  expect,
  expectAccessibleMain,
  expectNoSidewaysScroll,
  registerViaApi,
  signInAsAdmin,
  test,
  toast,
  viewports,
} from './fixtures';

const LIST = '/dashboard/review-cycles';

const cardOf = (page: Page, name: string) =>
  page
    .getByRole('list', { name: 'Review cycles' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });

/** A template from the starter (it asks the person, their manager and peers), a department, and two people in it. */
async function setUp(api: APIRequestContext, adminApi: APIRequestContext) {
  const word = uniqueLastName();
  const template = await createdViaApi<ReviewTemplate>(adminApi, '/api/review-templates', {
    ...STARTER_TEMPLATE,
    name: `Annual review ${word}`,
  });
  const department = await createdViaApi<OrgUnit>(adminApi, '/api/departments', { name: `Support ${word}` });
  for (let count = 0; count < 2; count += 1) {
    const person = await registerViaApi(api);
    const placed = await adminApi.patch(`/api/people/${person.me.id}`, { data: { departmentId: department.id } });
    expect(placed.status(), await placed.text()).toBe(200);
  }
  return { word, template, department };
}

for (const [label, viewport] of viewports) {
  test.describe(`Review cycles at ${label}`, () => {
    test.use({ viewport });

    test('an administrator sets up a cycle for a department, fixes a deadline, and launches it', async ({
      page,
      api,
      adminApi,
    }) => {
      const { word, template, department } = await setUp(api, adminApi);
      const name = `Spring reviews ${word}`;
      await signInAsAdmin(page.request);
      await page.goto(LIST);
      await expect(page.getByRole('heading', { name: 'Review cycles', level: 1 })).toBeVisible();

      await page.getByRole('link', { name: 'New cycle' }).click();
      await expect(page.getByRole('heading', { name: 'New review cycle', level: 1 })).toBeVisible();
      await page.getByLabel('Name', { exact: true }).fill(name);
      await page.getByLabel('Template', { exact: true }).selectOption({ label: template.name });
      await page.getByLabel('From', { exact: true }).fill('2026-01-01');
      await page.getByLabel('To', { exact: true }).fill('2026-06-30');
      // The usual reviews are ticked: peers among them, so their limits and nominations show.
      await expect(page.getByLabel('Peers', { exact: true })).toBeChecked();
      await expect(page.getByLabel('Fewest peers per person')).toHaveValue('3');
      await expect(page.getByText('Peer and upward answers show only when at least this many answered.')).toBeVisible();
      await page.getByLabel('Peer nominations close').fill('2026-07-10');
      await page.getByLabel('Reviews written by').fill('2026-07-03');
      await page.getByLabel('Calibration done by').fill('2026-07-24');
      await page.getByLabel('Results shared by').fill('2026-07-31');
      await page.getByLabel(department.name, { exact: true }).check();

      await page.getByRole('button', { name: 'Save draft' }).click();
      const writing = page.getByLabel('Reviews written by');
      await expect(page.getByText(REVIEW_CYCLE_MESSAGES.deadlineOrder)).toBeVisible();
      await expect(writing).toBeFocused();
      await expect(writing).toHaveAttribute('aria-invalid', 'true');
      await expectAccessibleMain(page);
      await expectNoSidewaysScroll(page);
      await writing.fill('2026-07-17');
      await page.getByRole('button', { name: 'Save draft' }).click();

      await expect(toast(page, `${name} saved as a draft`)).toBeVisible();
      await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
      await expect(page.getByText('Set it up, then launch it: 2 people would take part today.')).toBeVisible();
      await expect(page.getByLabel(department.name, { exact: true })).toBeChecked();
      await expectNoSidewaysScroll(page);

      await page.getByRole('button', { name: 'Launch', exact: true }).click();
      const launching = page.getByRole('dialog', { name: `Launch ${name}?` });
      await expect(launching).toContainText('2 people will take part');
      await expect(launching).toContainText('who reports to whom is frozen for this cycle');
      await launching.getByRole('button', { name: 'Launch' }).click();

      await expect(toast(page, `${name} launched`)).toBeVisible();
      const heading = page.getByRole('heading', { name, level: 1 });
      await expect(heading).toBeFocused();
      await expect(page.getByText('Phase: Peer nominations')).toBeVisible();
      await expect(
        page.getByText('People nominate peers until Jul 10, 2026; then move the cycle on to writing.'),
      ).toBeVisible();
      // Launched: its setup is read only.
      await expect(page.getByRole('button', { name: 'Save changes' })).toHaveCount(0);
      await expect(page.getByRole('region', { name: 'Where it stands' })).toContainText('2 people');
      await expect(page.getByRole('region', { name: 'Who takes part' })).toContainText(department.name);
      await expectAccessibleMain(page);
      await expectNoSidewaysScroll(page);

      await page.getByRole('button', { name: 'Move on to writing' }).click();
      const moving = page.getByRole('dialog', { name: `Move ${name} on to writing?` });
      await moving.getByRole('button', { name: 'Move on to writing' }).click();
      await expect(toast(page, `${name} is taking reviews`)).toBeVisible();
      await expect(page.getByText('Phase: Writing reviews')).toBeVisible();
      await expect(heading).toBeFocused();

      await page.getByRole('link', { name: 'Back to review cycles' }).click();
      const card = cardOf(page, name);
      await expect(card).toContainText('Writing reviews');
      await expect(card).toContainText('2 people taking part');
      await expect(card).toContainText(`Template: ${template.name}`);
      await expectNoSidewaysScroll(page);
    });

    test('an administrator sees why a draft cannot launch, changes it, and deletes it', async ({
      page,
      api,
      adminApi,
    }) => {
      const { word, template, department } = await setUp(api, adminApi);
      // The starter asks nothing of a person's reports.
      const draft = await createdViaApi<ReviewCycle>(adminApi, '/api/review-cycles', {
        name: `Upward reviews ${word}`,
        templateId: template.id,
        periodStart: '2026-01-01',
        periodEnd: '2026-06-30',
        reviews: ['self', 'upward'],
        writingDue: '2026-07-10',
        calibrationDue: '2026-07-17',
        sharingDue: '2026-07-24',
        departmentIds: [department.id],
      });
      await signInAsAdmin(page.request);
      await page.goto(`${LIST}/${draft.id}`);
      await expect(page.getByRole('heading', { name: draft.name, level: 1 })).toBeVisible();
      await expect(page.getByText('2 people would take part today')).toBeVisible();
      // Without peer reviews there are no peer limits and no nominations deadline.
      await expect(page.getByLabel('Fewest peers per person')).toHaveCount(0);
      await expect(page.getByLabel('Peer nominations close')).toHaveCount(0);

      await page.getByRole('button', { name: 'Launch', exact: true }).click();
      const launching = page.getByRole('dialog', { name: `Launch ${draft.name}?` });
      await expect(launching).toContainText('it opens writing reviews');
      await launching.getByRole('button', { name: 'Launch' }).click();
      await expect(launching.getByRole('alert')).toHaveText(REVIEW_CYCLE_MESSAGES.noQuestionsFor(['their reports']));
      await launching.getByRole('button', { name: 'Cancel' }).click();
      await expect(page.getByText('Phase: Draft')).toBeVisible();

      // Changes not saved yet hold the launch back.
      await page.getByLabel('Their reports', { exact: true }).uncheck();
      await expect(page.getByRole('button', { name: 'Launch', exact: true })).toBeDisabled();
      await expect(page.getByText('Save your changes first')).toBeVisible();
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(toast(page, `${draft.name} saved`)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Launch', exact: true })).toBeEnabled();

      await page.getByRole('button', { name: /^Delete draft/ }).click();
      await page
        .getByRole('dialog', { name: `Delete the draft ${draft.name}?` })
        .getByRole('button', { name: 'Delete draft' })
        .click();
      await expect(toast(page, `${draft.name} deleted`)).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${LIST}$`));
      await expect(cardOf(page, draft.name)).toHaveCount(0);
    });
  });
}
