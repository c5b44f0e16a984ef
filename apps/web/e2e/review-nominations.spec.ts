import type { APIRequestContext, Page } from '@playwright/test';
import type { OrgUnit } from '@topgear/shared/people';
import type { ReviewCycle } from '@topgear/shared/review-cycles';
import { NOMINATION_MESSAGES } from '@topgear/shared/review-nominations';
import { type ReviewTemplate, STARTER_TEMPLATE } from '@topgear/shared/review-templates';
import { REVIEW_FEEDBACK_MESSAGES } from '@topgear/shared/review-writing';
import { uniqueLastName } from '@topgear/shared/test-factories';
import {
  createdViaApi,
  expect,
  expectAccessibleMain,
  expectNoSidewaysScroll,
  registerViaApi,
  type RegisteredUser,
  signInViaApi,
  test,
  toast,
  viewports,
} from './fixtures';
import { ratedAndWritten, submitReviewsViaApi } from './reviews';

const INBOX = '/dashboard/performance';

/** Registers someone by each first name through `request`, all at once. */
const registerEach = <const Names extends readonly string[]>(request: APIRequestContext, firstNames: Names) =>
  Promise.all(firstNames.map((firstName) => registerViaApi(request, { firstName }))) as Promise<{
    [Index in keyof Names]: RegisteredUser;
  }>;

/**
 * A template from the starter, a department with `employee` in it under `manager`, and a cycle for
 * it with self, manager and peer reviews (2 to 3 peers, shown from 3 answers), launched: it takes
 * nominations.
 */
async function launchNominationsFor(adminApi: APIRequestContext, employee: RegisteredUser, manager: RegisteredUser) {
  const word = uniqueLastName();
  const template = await createdViaApi<ReviewTemplate>(adminApi, '/api/review-templates', {
    ...STARTER_TEMPLATE,
    name: `Annual review ${word}`,
  });
  const department = await createdViaApi<OrgUnit>(adminApi, '/api/departments', { name: `Support ${word}` });
  const placed = await adminApi.patch(`/api/people/${employee.me.id}`, {
    data: { departmentId: department.id, managerId: manager.me.id },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  const cycle = await createdViaApi<ReviewCycle>(adminApi, '/api/review-cycles', {
    name: `Autumn reviews ${word}`,
    templateId: template.id,
    periodStart: '2026-01-01',
    periodEnd: '2026-06-30',
    reviews: ['self', 'manager', 'peer'],
    peersMin: 2,
    peersMax: 3,
    anonymityThreshold: 3,
    nominationsDue: '2026-07-03',
    writingDue: '2026-07-17',
    calibrationDue: '2026-07-24',
    sharingDue: '2026-07-31',
    departmentIds: [department.id],
  });
  const launched = await adminApi.post(`/api/review-cycles/${cycle.id}/launch`);
  expect(launched.status(), await launched.text()).toBe(200);
  expect(((await launched.json()) as ReviewCycle).phase).toBe('nominations');
  return cycle;
}

/** Finds `person` with the peer picker (in `scope`: the page, or a dialog) and adds them. */
async function addPeer(scope: ReturnType<Page['getByRole']> | Page, person: RegisteredUser) {
  await scope.getByLabel('Find a peer').fill(person.lastName);
  await scope.getByLabel('Peer to add').selectOption(person.me.id);
  await scope.getByRole('button', { name: 'Add peer' }).click();
}

const peerItem = (page: Page, list: string, person: RegisteredUser) =>
  page.getByRole('list', { name: list }).getByRole('listitem').filter({ hasText: person.fullName });

test('a person nominates peers, their manager approves and adds, a peer declines with a reason the manager reads, and the manager reads the reviews without names', async ({
  page,
  api,
  adminApi,
  signedInUser: employee,
}) => {
  const [manager, approvedPeer, decliningPeer, addedPeer] = await registerEach(api, ['Max', 'Pia', 'Paz', 'Pat']);
  const cycle = await launchNominationsFor(adminApi, employee, manager);

  // The employee chooses two peers; a save the server refuses keeps them and says why.
  await page.goto(INBOX);
  const nominations = page.getByRole('region', { name: 'Your review cycles' });
  await nominations.getByRole('link', { name: `Choose your peers in ${cycle.name}` }).click();
  await expect(page.getByRole('heading', { name: 'Choose your peers', level: 1 })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(`${cycle.name}Choose your peers`);
  await expect(page.getByRole('main')).toContainText('Choose 2 to 3 peersNominations close Jul 3, 2026');
  await expect(page.getByText('You have not chosen anyone yet')).toBeVisible();
  await addPeer(page, approvedPeer);
  await addPeer(page, decliningPeer);
  await expect(peerItem(page, 'Your peers', approvedPeer)).toContainText('Not saved yet');
  await expect(page.getByText('2 chosen.')).toBeVisible();

  const mine = `**/api/review-cycles/${cycle.id}/nominations/mine`;
  await page.route(mine, (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({
          status: 409,
          json: { error: { code: 'NOMINATIONS_CLOSED', message: NOMINATION_MESSAGES.notNominations } },
        })
      : route.fallback(),
  );
  await page.getByRole('button', { name: 'Save peers' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(NOMINATION_MESSAGES.notNominations);
  await expect(page.getByRole('list', { name: 'Your peers' }).getByRole('listitem')).toHaveCount(2);
  await page.unroute(mine);
  await page.getByRole('button', { name: 'Save peers' }).click();
  await expect(toast(page, 'Your peers are saved')).toBeVisible();
  await expect(peerItem(page, 'Your peers', decliningPeer)).toContainText('Waiting for approval');
  await expectAccessibleMain(page);

  // Their manager approves one and adds another.
  await signInViaApi(page.request, manager);
  await page.goto(INBOX);
  await nominations.getByRole('link', { name: `Your team's peers in ${cycle.name}` }).click();
  await expect(page.getByRole('heading', { name: "Your team's peers", level: 1 })).toBeVisible();
  const card = page.getByRole('article', { name: employee.fullName });
  const peersList = `Peers of ${employee.fullName}`;
  await card.getByRole('button', { name: `Approve ${approvedPeer.fullName} for ${employee.fullName}` }).click();
  await expect(peerItem(page, peersList, approvedPeer)).toContainText('Approved');
  await card.getByRole('button', { name: `Add a peer for ${employee.fullName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Add a peer for ${employee.fullName}` });
  await addPeer(dialog, addedPeer);
  await expect(dialog).toBeHidden();
  await expect(peerItem(page, peersList, addedPeer)).toContainText('ApprovedAdded by a manager');
  await expect(card).toContainText('3 chosen.');
  await expectAccessibleMain(page);

  // A nominated peer declines, saying why.
  await signInViaApi(page.request, decliningPeer);
  await page.goto(INBOX);
  const request = peerItem(page, 'Asked to review', employee);
  await expect(request).toContainText(`Asked you to review them in ${cycle.name}`);
  await request.getByRole('button', { name: `Decline reviewing ${employee.fullName}` }).click();
  const decline = page.getByRole('dialog', { name: `Decline reviewing ${employee.fullName}?` });
  await decline.getByLabel('Reason (optional)').fill('I have not worked with <them> this half');
  await decline.getByRole('button', { name: 'Decline', exact: true }).click();
  await expect(toast(page, `You declined reviewing ${employee.fullName}`)).toBeVisible();
  await expect(decline).toBeHidden();
  await expect(request).toContainText('Declined');
  await expect(request.getByRole('button')).toHaveCount(0);

  // The manager reads the reason.
  await signInViaApi(page.request, manager);
  await page.goto(`${INBOX}/cycles/${cycle.id}/team`);
  const declined = peerItem(page, peersList, decliningPeer);
  await expect(declined).toContainText('Declined');
  await expect(declined).toContainText('Their reason: I have not worked with <them> this half');

  // Writing opens; the employee submits their self-review, and both peers still reviewing them theirs.
  const advanced = await adminApi.post(`/api/review-cycles/${cycle.id}/advance`, { data: { from: 'nominations' } });
  expect(advanced.status(), await advanced.text()).toBe(200);
  await signInViaApi(api, employee);
  await submitReviewsViaApi(api, ratedAndWritten(4, 'Closed the support backlog'));
  for (const peer of [approvedPeer, addedPeer]) {
    await signInViaApi(api, peer);
    await submitReviewsViaApi(api, ratedAndWritten(4, `Written by ${peer.lastName}`));
  }

  await page.goto(INBOX);
  await page
    .getByRole('list', { name: 'Reviews to write' })
    .getByRole('link', { name: `Read what others wrote about ${employee.fullName}` })
    .click();
  await expect(page.getByRole('heading', { name: `Reviews of ${employee.fullName}`, level: 1 })).toBeVisible();
  const selfReview = page.getByRole('region', { name: 'Their self-review' });
  await expect(selfReview).toContainText('What went well?Closed the support backlog');
  await expect(selfReview).toContainText('Overall performance this periodExceeds expectations (4 of 5)');
  const peers = page.getByRole('region', { name: 'Peers', exact: true });
  await expect(peers).toContainText('2 of 2 submitted');
  await expect(peers).toContainText(REVIEW_FEEDBACK_MESSAGES.belowThreshold);
  await expect(peers).toContainText('at least 3 peers have submitted');
  for (const peer of [approvedPeer, addedPeer]) {
    await expect(page.getByRole('main')).not.toContainText(peer.lastName);
  }
  await expectAccessibleMain(page);
});

test.describe('Choosing peers at 375 pixels wide', () => {
  test.use({ viewport: Object.fromEntries(viewports)['375 pixels wide'] });

  test('the list, the picker and Save fit the screen', async ({ page, api, adminApi, signedInUser: employee }) => {
    const [manager, peer] = await registerEach(api, ['Max', 'Pia']);
    const cycle = await launchNominationsFor(adminApi, employee, manager);

    await page.goto(`${INBOX}/cycles/${cycle.id}/peers`);
    await addPeer(page, peer);
    await page.getByRole('button', { name: 'Save peers' }).click();
    await expect(peerItem(page, 'Your peers', peer)).toContainText('Waiting for approval');
    await expectNoSidewaysScroll(page);
  });
});
