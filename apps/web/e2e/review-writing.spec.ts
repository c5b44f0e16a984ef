import type { APIRequestContext, Page } from '@playwright/test';
import type { OrgUnit } from '@topgear/shared/people';
import type { ReviewCycle } from '@topgear/shared/review-cycles';
import { type ReviewTemplate, STARTER_TEMPLATE } from '@topgear/shared/review-templates';
import { REVIEW_WRITING_MESSAGES, type ReviewRequestSummary } from '@topgear/shared/review-writing';
import { uniqueLastName } from '@topgear/shared/test-factories';
import {
  createdViaApi,
  expect,
  expectAccessibleMain,
  expectNoSidewaysScroll,
  registerViaApi,
  type RegisteredUser,
  test,
  viewports,
} from './fixtures';

const INBOX = '/dashboard/performance';

/** The starter template's questions a person answers about themselves, in order. */
const GOALS = 'How well were the goals of this period met?';
const WENT_WELL = 'What went well?';
const BETTER = 'What could be better next time?';
const OVERALL = 'Overall performance this period';

const question = (page: Page, prompt: string) => page.getByRole('group', { name: prompt, exact: true });

const cardIn = (page: Page, list: string, name: string) =>
  page
    .getByRole('list', { name: list })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });

/**
 * A template from the starter, a department, a manager and `employee` in it reporting to them, and
 * a cycle for the department with self and manager reviews, launched: it opens writing at once.
 */
async function launchCycleFor(api: APIRequestContext, adminApi: APIRequestContext, employee: RegisteredUser) {
  const word = uniqueLastName();
  const template = await createdViaApi<ReviewTemplate>(adminApi, '/api/review-templates', {
    ...STARTER_TEMPLATE,
    name: `Annual review ${word}`,
  });
  const department = await createdViaApi<OrgUnit>(adminApi, '/api/departments', { name: `Design ${word}` });
  const manager = await registerViaApi(api);
  const placements = [
    [manager.me.id, { departmentId: department.id }],
    [employee.me.id, { departmentId: department.id, managerId: manager.me.id }],
  ] as const;
  for (const [personId, placement] of placements) {
    const placed = await adminApi.patch(`/api/people/${personId}`, { data: placement });
    expect(placed.status(), await placed.text()).toBe(200);
  }
  const cycle = await createdViaApi<ReviewCycle>(adminApi, '/api/review-cycles', {
    name: `Spring reviews ${word}`,
    templateId: template.id,
    periodStart: '2026-01-01',
    periodEnd: '2026-06-30',
    reviews: ['self', 'manager'],
    writingDue: '2026-07-17',
    calibrationDue: '2026-07-24',
    sharingDue: '2026-07-31',
    departmentIds: [department.id],
  });
  const launched = await adminApi.post(`/api/review-cycles/${cycle.id}/launch`);
  expect(launched.status(), await launched.text()).toBe(200);
  expect(((await launched.json()) as ReviewCycle).phase).toBe('writing');
  return cycle;
}

for (const [label, viewport] of viewports) {
  test.describe(`Writing a performance review at ${label}`, () => {
    test.use({ viewport });

    test('an employee writes their self-review: drafts save as they type, a required question holds the submission back, and the submitted review reads only', async ({
      page,
      api,
      adminApi,
      signedInUser: employee,
    }) => {
      const cycle = await launchCycleFor(api, adminApi, employee);
      // A goal without dates counts in every period: the goals question shows it.
      const goal = await createdViaApi<{ id: string }>(page.request, '/api/goals', {
        name: 'Ship the onboarding revamp',
        target: 5,
      });
      await createdViaApi(page.request, `/api/goals/${goal.id}/check-ins`, { progress: 2, status: 'on-track' });

      await page.goto('/dashboard/home');
      await page.getByRole('link', { name: /^Performance reviews/ }).click();
      await expect(page).toHaveURL(new RegExp(`${INBOX}$`));
      await expect(page.getByRole('heading', { name: 'Performance reviews', level: 1 })).toBeVisible();
      const toWrite = cardIn(page, 'Reviews to write', employee.fullName);
      await expect(toWrite).toContainText('Your self-review');
      await expect(toWrite).toContainText(cycle.name);
      await expect(toWrite).toContainText('0 of 4 answered');
      await expect(toWrite).toContainText('To write');
      // The deadline has passed on this machine's calendar or it has not: either way it is said.
      await expect(toWrite).toContainText(/(Overdue: was due|Due) Jul 17, 2026/);
      await expectNoSidewaysScroll(page);
      await expectAccessibleMain(page);

      await toWrite.getByRole('link', { name: 'Start your self-review' }).click();
      await expect(page.getByRole('heading', { name: 'Your self-review', level: 1 })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Results' })).toBeVisible();
      // Who reads each answer is said beside the question.
      await expect(question(page, OVERALL)).toContainText('Private to their managers');
      await expect(question(page, WENT_WELL)).toContainText('Shared with the person');
      const goals = question(page, GOALS);
      await expect(goals.getByRole('list', { name: 'Goals of the period' })).toContainText(
        'Ship the onboarding revamp2 of 5 · On track',
      );
      await expect(goals.getByRole('progressbar', { name: 'Progress of Ship the onboarding revamp' })).toHaveAttribute(
        'aria-valuenow',
        '2',
      );
      await expect(page.getByRole('status').filter({ hasText: 'Saves as you type' })).toBeVisible();

      const wentWell = question(page, WENT_WELL).getByLabel('Your answer');
      await wentWell.fill('Shipped the <b>billing</b> revamp');
      await expect(question(page, WENT_WELL)).toContainText('33 / 2,000 characters');
      await expect(page.getByRole('status').filter({ hasText: /^Saved at / })).toBeVisible();
      await expect(page.getByText('1 of 4 answered')).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectAccessibleMain(page);

      // A save that fails keeps what was typed, says why, and is tried again on Retry.
      const answers = `**/api/review-requests/*/answers`;
      await page.route(answers, (route) =>
        route.fulfill({ status: 503, json: { error: { code: 'UNAVAILABLE', message: 'The server is busy.' } } }),
      );
      await wentWell.fill('Shipped the <b>billing</b> revamp on time');
      await expect(page.getByRole('status').filter({ hasText: 'Could not save: The server is busy.' })).toBeVisible();
      await expect(wentWell).toHaveValue('Shipped the <b>billing</b> revamp on time');
      await page.unroute(answers);
      await page.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByRole('status').filter({ hasText: /^Saved at / })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);

      await page.reload();
      await expect(question(page, WENT_WELL).getByLabel('Your answer')).toHaveValue(
        'Shipped the <b>billing</b> revamp on time',
      );

      // The goals question is first and still unanswered: the submission stops there.
      await page.getByRole('button', { name: 'Submit', exact: true }).click();
      await expect(goals.getByText(REVIEW_WRITING_MESSAGES.required)).toBeVisible();
      await expect(goals.getByRole('radio').first()).toBeFocused();
      await expect(question(page, OVERALL).getByText(REVIEW_WRITING_MESSAGES.required)).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expectAccessibleMain(page);

      // Arrow keys move along the scale, as radio buttons do.
      await page.keyboard.press('ArrowDown');
      await expect(goals.getByRole('radio', { name: /^Developing/ })).toBeChecked();
      await goals.getByRole('radio', { name: /^Meets expectations/ }).check();
      await expect(goals.getByText(REVIEW_WRITING_MESSAGES.required)).toBeHidden();
      await question(page, BETTER).getByLabel('Your answer').fill('Ask for reviews earlier.');
      await question(page, OVERALL)
        .getByRole('radio', { name: /^Exceeds expectations/ })
        .check();
      await question(page, OVERALL).getByLabel('Comment (optional)').fill('A strong half year.');
      await expect(page.getByText('4 of 4 answered')).toBeVisible();

      await page.getByRole('button', { name: 'Submit', exact: true }).click();
      const confirming = page.getByRole('dialog', { name: 'Submit your self-review?' });
      await expect(confirming).toContainText('Once submitted, your answers can no longer change.');
      await confirming.getByRole('button', { name: 'Submit review' }).click();

      await expect(page.getByText(/^Submitted on .+\. Your answers can no longer change\.$/)).toBeVisible();
      await expect(page.getByRole('textbox')).toHaveCount(0);
      await expect(page.getByRole('radio')).toHaveCount(0);
      await expect(question(page, WENT_WELL)).toContainText('Shipped the <b>billing</b> revamp on time');
      await expect(question(page, GOALS)).toContainText('Your rating: Meets expectations (3 of 5)');
      await expect(question(page, OVERALL)).toContainText('A strong half year.');
      await expect(question(page, OVERALL)).toContainText('Private to their managers');
      await expectNoSidewaysScroll(page);
      await expectAccessibleMain(page);

      // Opened again, it is still read only.
      await page.reload();
      await expect(page.getByText(/^Submitted on /)).toBeVisible();
      await expect(page.getByRole('textbox')).toHaveCount(0);

      await page.getByRole('link', { name: 'Back to performance reviews' }).click();
      const done = cardIn(page, 'Reviews done', employee.fullName);
      await expect(done).toContainText('Submitted');
      await expect(done).toContainText(/Submitted on /);
      await expect(page.getByText('Nothing to write right now')).toBeVisible();
      await expect(done.getByRole('link', { name: 'View your self-review' })).toBeVisible();
      await expectNoSidewaysScroll(page);
    });

    test("someone asked for no review finds nothing to write, and another's review is not found", async ({
      page,
      api,
      adminApi,
      signedInUser: _visitor,
    }) => {
      // `api` ends signed in as the manager the setup registers last.
      const employee = await registerViaApi(api);
      await launchCycleFor(api, adminApi, employee);
      const inbox = (await (await api.get('/api/review-requests')).json()) as ReviewRequestSummary[];
      const managers = inbox.find((review) => review.relation === 'manager');
      expect(managers?.subject.id).toBe(employee.me.id);

      await page.goto(INBOX);
      await expect(page.getByText('Nothing to write right now')).toBeVisible();
      await expectNoSidewaysScroll(page);

      await page.goto(`${INBOX}/reviews/${managers!.id}`);
      await expect(page.getByRole('heading', { name: 'Review not found', level: 1 })).toBeVisible();
      await expect(page.getByText(REVIEW_WRITING_MESSAGES.notFound)).toBeVisible();
      await expect(page.getByText(employee.fullName)).toHaveCount(0);
      await page.getByRole('link', { name: 'Back to performance reviews' }).click();
      await expect(page.getByRole('heading', { name: 'Performance reviews', level: 1 })).toBeVisible();
    });
  });
}
