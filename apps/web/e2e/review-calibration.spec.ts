import type { APIRequestContext, Page } from '@playwright/test';
import type { OrgUnit } from '@topgear/shared/people';
import { CALIBRATION_MESSAGES } from '@topgear/shared/review-calibration';
import type { ReviewCycle } from '@topgear/shared/review-cycles';
import { type ReviewTemplate, STARTER_TEMPLATE } from '@topgear/shared/review-templates';
import { uniqueLastName } from '@topgear/shared/test-factories';
import {
  createdViaApi,
  expect,
  expectAccessibleMain,
  expectNoSidewaysScroll,
  registerViaApi,
  signInAsAdmin,
  signInViaApi,
  test,
  toast,
} from './fixtures';
import { ratedAndWritten, reviewOf, submitReviewsViaApi } from './reviews';

/** What Ada's manager and Ada gave every rated question; with her peers hidden, her score is 3.5. */
const EXPLANATION = '3.5 = manager 4.0 × 76.9 % + self 2.0 × 23.1 %; peers left out: fewer than 3 answered';

/**
 * Mona manages Ada and Ben, Cleo has no manager, all in one department, in a cycle of self, manager
 * and peer reviews (shown from 3 answers) that has stopped taking reviews: Ada rated herself 2,
 * Mona rated her 4, and of her two peers only Ben answered. Nobody else wrote a review.
 */
async function cycleWrittenFor(api: APIRequestContext, adminApi: APIRequestContext) {
  const word = uniqueLastName();
  const template = await createdViaApi<ReviewTemplate>(adminApi, '/api/review-templates', {
    ...STARTER_TEMPLATE,
    name: `Annual review ${word}`,
  });
  const department = await createdViaApi<OrgUnit>(adminApi, '/api/departments', { name: `Support ${word}` });
  const [mona, ada, ben, cleo] = await Promise.all([
    registerViaApi(api, { firstName: 'Mona' }),
    registerViaApi(api, { firstName: 'Ada' }),
    registerViaApi(api, { firstName: 'Ben' }),
    registerViaApi(api, { firstName: 'Cleo' }),
  ]);
  const placements = [
    [mona, null],
    [ada, mona],
    [ben, mona],
    [cleo, null],
  ] as const;
  for (const [person, manager] of placements) {
    const placed = await adminApi.patch(`/api/people/${person.me.id}`, {
      data: { departmentId: department.id, ...(manager && { managerId: manager.me.id }) },
    });
    expect(placed.status(), await placed.text()).toBe(200);
  }
  const cycle = await createdViaApi<ReviewCycle>(adminApi, '/api/review-cycles', {
    name: `Autumn reviews ${word}`,
    templateId: template.id,
    periodStart: '2026-01-01',
    periodEnd: '2026-06-30',
    reviews: ['self', 'manager', 'peer'],
    peersMin: 1,
    peersMax: 3,
    anonymityThreshold: 3,
    nominationsDue: '2026-07-03',
    writingDue: '2026-07-17',
    calibrationDue: '2026-07-24',
    sharingDue: '2026-07-31',
    departmentIds: [department.id],
  });
  const post = async (url: string, data?: object) => {
    const response = await adminApi.post(url, { data });
    expect(response.status(), `POST ${url}: ${await response.text()}`).toBeLessThan(300);
  };
  await post(`/api/review-cycles/${cycle.id}/launch`);
  for (const peer of [ben, cleo]) {
    await post(`/api/review-cycles/${cycle.id}/nominations/${ada.me.id}/peers`, { peerId: peer.me.id });
  }
  await post(`/api/review-cycles/${cycle.id}/advance`, { from: 'nominations' });

  await signInViaApi(api, ada);
  await submitReviewsViaApi(api, ratedAndWritten(2, 'Steady work'), reviewOf(cycle.id, 'self', ada));
  await signInViaApi(api, mona);
  await submitReviewsViaApi(api, ratedAndWritten(4, 'Steady work'), reviewOf(cycle.id, 'manager', ada));
  await signInViaApi(api, ben);
  // The starter asks peers for words only: no rating of Ben's counts anywhere.
  await submitReviewsViaApi(api, ratedAndWritten(5, 'Steady work'), reviewOf(cycle.id, 'peer', ada));
  return { cycle, mona, ada, ben, cleo };
}

const distribution = (page: Page) => page.getByRole('list', { name: 'People at each final rating' });

test('an administrator moves a cycle on to calibration, reads how each score is made, filters by manager and changes a final rating with a reason, on a laptop and a phone', async ({
  page,
  api,
  adminApi,
}) => {
  const { cycle, mona, ada, ben, cleo } = await cycleWrittenFor(api, adminApi);
  await signInAsAdmin(page.request);
  await page.goto(`/dashboard/review-cycles/${cycle.id}`);

  await page.getByRole('button', { name: 'Move on to calibration' }).click();
  const moving = page.getByRole('dialog', { name: `Move ${cycle.name} on to calibration?` });
  await expect(moving).toContainText("Each person's final rating is proposed from their score.");
  await moving.getByRole('button', { name: 'Move on to calibration' }).click();
  await expect(toast(page, `${cycle.name} is in calibration`)).toBeVisible();
  await expect(page.getByText('Phase: Calibration')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Move on to sharing results' })).toBeVisible();

  await page.getByRole('link', { name: 'Open calibration' }).click();
  await expect(page.getByRole('heading', { name: cycle.name, level: 1 })).toBeVisible();
  await expect(
    page.getByText('Calibration, due Jul 24, 2026: change a final rating with the reason why.'),
  ).toBeVisible();

  const table = page.getByRole('table', { name: 'Ratings of each person' });
  const adaRow = table.getByRole('row').filter({ hasText: ada.fullName });
  // Two peers asked and one answered: below the threshold of 3, nothing of theirs shows.
  await expect(adaRow).toContainText('Hidden: 1 of 2 answered');
  await expect(adaRow).toContainText('4 · Exceeds expectations');
  const score = adaRow.getByRole('button', { name: '3.5' });
  await expect(score).toHaveAccessibleDescription(EXPLANATION);
  await score.hover();
  await expect(page.getByRole('tooltip').filter({ hasText: EXPLANATION })).toBeVisible();
  await expect(distribution(page).getByRole('listitem').filter({ hasText: '4 · Exceeds expectations' })).toHaveText(
    '4 · Exceeds expectations:1 person',
  );
  await expect(table).toContainText(cleo.fullName);
  await expectAccessibleMain(page);

  await page.getByLabel('Manager', { exact: true }).selectOption({ label: mona.fullName });
  await expect(page).toHaveURL(new RegExp(`managerId=${mona.me.id}`));
  await expect(page.getByText('Showing 2 people.')).toBeVisible();
  await expect(table).not.toContainText(cleo.fullName);
  await expect(table).toContainText(ben.fullName);
  // Ben has no manager's ratings to place him by.
  await expect(page.getByRole('region', { name: '9-box' })).toContainText('Not placed: 1 person without both ratings');

  await adaRow.getByRole('button', { name: `Change the final rating of ${ada.fullName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Change the final rating of ${ada.fullName}` });
  await dialog.getByLabel('Final rating').selectOption({ label: '3 · Meets expectations' });
  await dialog.getByRole('button', { name: 'Change final rating' }).click();
  await expect(dialog.getByText(CALIBRATION_MESSAGES.reasonRequired)).toBeVisible();

  // Someone moved the cycle on meanwhile: the refusal shows, and what was typed stays.
  const ratingUrl = '**/final-rating';
  await page.route(ratingUrl, (route) =>
    route.fulfill({
      status: 409,
      json: { error: { code: 'NOT_CALIBRATING', message: CALIBRATION_MESSAGES.notCalibrating } },
    }),
  );
  await dialog.getByLabel('Reason').fill('In line with the <team>');
  await dialog.getByRole('button', { name: 'Change final rating' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(CALIBRATION_MESSAGES.notCalibrating);
  await expect(dialog.getByLabel('Reason')).toHaveValue('In line with the <team>');
  await page.unroute(ratingUrl);

  await dialog.getByRole('button', { name: 'Change final rating' }).click();
  await expect(toast(page, `${ada.fullName}'s final rating is 3 · Meets expectations`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(adaRow).toContainText('3 · Meets expectations');
  await expect(distribution(page).getByRole('listitem').filter({ hasText: '3 · Meets expectations' })).toHaveText(
    '3 · Meets expectations:1 person',
  );
  await expect(distribution(page).getByRole('listitem').filter({ hasText: '4 · Exceeds expectations' })).toHaveText(
    '4 · Exceeds expectations:0 people',
  );

  // On a phone, each person is a card with the score explained in words.
  await page.setViewportSize({ width: 375, height: 812 });
  const card = page.getByRole('list', { name: 'People' }).getByRole('listitem').filter({ hasText: ada.fullName });
  await expect(card).toContainText('Hidden: 1 of 2 answered');
  await expect(card.getByText(EXPLANATION)).toBeVisible();
  await expect(table).toBeHidden();
  await expectNoSidewaysScroll(page);
  await card.getByRole('button', { name: `Change the final rating of ${ada.fullName}` }).click();
  await expect(dialog.getByLabel('Reason')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: '9-box' })).toContainText(ada.fullName);
  await expectNoSidewaysScroll(page);
});
