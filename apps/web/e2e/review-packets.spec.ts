import type { APIRequestContext } from '@playwright/test';
import type { OrgUnit } from '@topgear/shared/people';
import type { ReviewCycle } from '@topgear/shared/review-cycles';
import { type ReviewTemplate, STARTER_TEMPLATE } from '@topgear/shared/review-templates';
import type { ReviewRequestSummary } from '@topgear/shared/review-writing';
import { uniqueLastName } from '@topgear/shared/test-factories';
import {
  createdViaApi,
  expect,
  expectNoSidewaysScroll,
  registerViaApi,
  type RegisteredUser,
  signInViaApi,
  test,
  viewports,
} from './fixtures';
import { type AskedQuestion, ratedAndWritten, submitReviewsViaApi } from './reviews';

/** The starter template's question whose answers only managers read. */
const PRIVATE_QUESTION = 'Overall performance this period';
const PRIVATE_COMMENT = 'Ready for a bigger scope soon';

/** Every rating 3 and every written answer `text`; the private question's comment is PRIVATE_COMMENT. */
const answersOf = (text: string) => (question: AskedQuestion) =>
  question.prompt === PRIVATE_QUESTION ? { rating: 3, text: PRIVATE_COMMENT } : ratedAndWritten(3, text)(question);

const ofRelation = (relation: ReviewRequestSummary['relation']) => (review: ReviewRequestSummary) =>
  review.relation === relation;

/**
 * `manager` ← `employee` in a new department; a cycle of the starter template with self and manager
 * reviews, both written, moved on to sharing.
 */
async function cycleInSharing(
  adminApi: APIRequestContext,
  manager: { request: APIRequestContext; user: RegisteredUser },
  employee: { request: APIRequestContext; user: RegisteredUser },
) {
  const word = uniqueLastName();
  const template = await createdViaApi<ReviewTemplate>(adminApi, '/api/review-templates', {
    ...STARTER_TEMPLATE,
    name: `Annual review ${word}`,
  });
  const department = await createdViaApi<OrgUnit>(adminApi, '/api/departments', { name: `Support ${word}` });
  for (const [personId, placement] of [
    [manager.user.me.id, { departmentId: department.id }],
    [employee.user.me.id, { departmentId: department.id, managerId: manager.user.me.id }],
  ] as const) {
    expect((await adminApi.patch(`/api/people/${personId}`, { data: placement })).status()).toBe(200);
  }
  const cycle = await createdViaApi<ReviewCycle>(adminApi, '/api/review-cycles', {
    name: `Autumn reviews ${word}`,
    templateId: template.id,
    periodStart: '2026-01-01',
    periodEnd: '2026-06-30',
    reviews: ['self', 'manager'],
    writingDue: '2026-07-17',
    calibrationDue: '2026-07-24',
    sharingDue: '2026-07-31',
    departmentIds: [department.id],
  });
  expect((await adminApi.post(`/api/review-cycles/${cycle.id}/launch`)).status()).toBe(200);
  await submitReviewsViaApi(employee.request, answersOf('Helped the new starters settle in'), ofRelation('self'));
  await submitReviewsViaApi(manager.request, answersOf('Calm under pressure all half'), ofRelation('manager'));
  for (const from of ['writing', 'calibration']) {
    const moved = await adminApi.post(`/api/review-cycles/${cycle.id}/advance`, { data: { from } });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  return cycle;
}

const [, phone] = viewports.find(([label]) => label === '375 pixels wide')!;

test.describe('Sharing a review', () => {
  test.use({ viewport: phone });

  test('the manager shares it, the person reads it without the private answers and acknowledges it, and the manager reads the comment', async ({
    page,
    api,
    adminApi,
    signUpViaApi,
  }) => {
    const manager = await signUpViaApi();
    const employee = await registerViaApi(api);
    const cycle = await cycleInSharing(
      adminApi,
      { request: page.request, user: manager },
      { request: api, user: employee },
    );
    const theirs = `/dashboard/performance/cycles/${cycle.id}/people/${employee.me.id}/packet`;

    await page.goto(theirs);
    await expect(page.getByRole('heading', { name: `Review of ${employee.fullName}`, level: 1 })).toBeVisible();
    const privateQuestion = page.getByRole('article', { name: PRIVATE_QUESTION });
    await expect(privateQuestion).toContainText('Private to managers');
    await expect(privateQuestion).toContainText(PRIVATE_COMMENT);
    await expect(page.getByText(`Not shared with ${employee.fullName} yet.`)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Praise received in the period' })).toContainText(
      'No praise received in this period.',
    );
    await expectNoSidewaysScroll(page);

    await page.getByRole('button', { name: `Share with ${employee.fullName}` }).click();
    await page
      .getByRole('dialog', { name: `Share this review with ${employee.fullName}?` })
      .getByRole('button', { name: 'Share review' })
      .click();
    await expect(page.getByText(new RegExp(`^Shared with ${employee.fullName} on `))).toBeVisible();
    await expect(page.getByRole('button', { name: `Share with ${employee.fullName}` })).toHaveCount(0);

    await signInViaApi(page.request, employee);
    await page.goto(`/dashboard/performance/cycles/${cycle.id}/packet`);
    await expect(page.getByRole('heading', { name: 'Your review', level: 1 })).toBeVisible();
    await expect(page.getByRole('article', { name: 'What went well?' })).toContainText('Calm under pressure all half');
    await expect(page.getByText(PRIVATE_QUESTION)).toHaveCount(0);
    await expect(page.getByText(PRIVATE_COMMENT)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      `/api/review-cycles/${cycle.id}/packet.pdf`,
    );
    await expectNoSidewaysScroll(page);

    await page.getByLabel('Comment for your manager (optional)').fill('Thanks — <b>fair</b> and useful');
    await page.getByRole('button', { name: 'Acknowledge' }).click();
    await expect(page.getByText(/^You acknowledged this review on /)).toBeVisible();
    await expect(page.getByRole('textbox')).toHaveCount(0);

    await signInViaApi(page.request, manager);
    await page.goto(theirs);
    await expect(page.getByText(/^They acknowledged this review on /)).toBeVisible();
    await expect(page.getByText('Thanks — <b>fair</b> and useful')).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
});
