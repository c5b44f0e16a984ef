import type { Browser, Page } from '@playwright/test';
import type { OrgUnit } from '@topgear/shared/people';
import type { ReviewCycle } from '@topgear/shared/review-cycles';
import { type ReviewTemplate, STARTER_TEMPLATE } from '@topgear/shared/review-templates';
import { REVIEW_FEEDBACK_MESSAGES } from '@topgear/shared/review-writing';
import { uniqueLastName } from '@topgear/shared/test-factories';
import {
  createdViaApi,
  expect,
  expectNoSidewaysScroll,
  registerViaApi,
  signInAsAdmin,
  signInViaApi,
  test,
  toast,
  viewports,
} from './fixtures';
import { ratedAndWritten, reviewOf, submitReviewsViaApi } from './reviews';

const INBOX = '/dashboard/performance';

/** The starter template's question whose answers only managers read (visibility `managers`). */
const PRIVATE_QUESTION = 'Overall performance this period';
const ACKNOWLEDGEMENT = 'Thank you — a fair review, and I will take the scope on.';

/** 'YYYY-MM-DD', `days` from today. */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Opens `path` and waits until the browser has taken over a server-rendered page, as the `page` fixture does. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(
    () =>
      !(document.getElementById('page-data') || document.querySelector('#root [data-island]')) ||
      document.documentElement.dataset.hydrated !== undefined,
  );
}

/**
 * A browser of its own for someone, claiming its own client address so that five people do not
 * share one address's allowance of API requests; its `request` shares the browser's cookies.
 */
async function browserAt(browser: Browser, address: string) {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': address } });
  return { context, request: context.request, page: await context.newPage() };
}

const question = (page: Page, prompt: string) => page.getByRole('group', { name: prompt, exact: true });

/** Confirms the dialog `title` with `button`. */
const confirm = (page: Page, title: string, button: string) =>
  page.getByRole('dialog', { name: title }).getByRole('button', { name: button, exact: true }).click();

for (const [label, viewport] of viewports) {
  test.describe(`A review cycle at ${label}`, () => {
    test.use({ viewport });

    test('five people launch, nominate, approve, write, calibrate, share and acknowledge, with two peers hidden below a threshold of three', async ({
      browser,
      api,
      adminApi,
      clientAddress,
    }) => {
      test.setTimeout(120_000);

      // What is not the journey: the people, their department and reporting lines, the template and the draft.
      const word = uniqueLastName();
      const [[manager, ana, ben, cleo], template, department] = await Promise.all([
        Promise.all([
          registerViaApi(api, { firstName: 'Mona' }),
          registerViaApi(api, { firstName: 'Ana' }),
          registerViaApi(api, { firstName: 'Ben' }),
          registerViaApi(api, { firstName: 'Cleo' }),
        ]),
        createdViaApi<ReviewTemplate>(adminApi, '/api/review-templates', {
          ...STARTER_TEMPLATE,
          name: `Annual ${word}`,
        }),
        createdViaApi<OrgUnit>(adminApi, '/api/departments', { name: `Platform ${word}` }),
      ]);
      const draftCycle = async () => {
        await Promise.all(
          [manager, ana, ben, cleo].map(async (person) => {
            const managerId = person === manager ? {} : { managerId: manager.me.id };
            const placed = await adminApi.patch(`/api/people/${person.me.id}`, {
              data: { departmentId: department.id, ...managerId },
            });
            expect(placed.status(), await placed.text()).toBe(200);
          }),
        );
        return createdViaApi<ReviewCycle>(adminApi, '/api/review-cycles', {
          name: `Year-end reviews ${word}`,
          templateId: template.id,
          periodStart: day(-180),
          periodEnd: day(0),
          reviews: ['self', 'manager', 'peer'],
          peersMin: 2,
          peersMax: 3,
          anonymityThreshold: 3,
          nominationsDue: day(7),
          writingDue: day(14),
          calibrationDue: day(21),
          sharingDue: day(28),
          departmentIds: [department.id],
        });
      };

      // Five people, five browsers.
      const address = (index: number) => clientAddress.replace(/^10\./, `${11 + index}.`);
      const [admin, mona, anas, bens, cleos] = await Promise.all([
        browserAt(browser, address(0)),
        browserAt(browser, address(1)),
        browserAt(browser, address(2)),
        browserAt(browser, address(3)),
        browserAt(browser, address(4)),
      ]);

      try {
        // Each signs in in their own browser.
        const [cycle] = await Promise.all([
          draftCycle(),
          signInAsAdmin(admin.request),
          signInViaApi(mona.request, manager),
          signInViaApi(anas.request, ana),
          signInViaApi(bens.request, ben),
          signInViaApi(cleos.request, cleo),
        ]);
        const cyclePage = `/dashboard/review-cycles/${cycle.id}`;
        /** The cycle's card among the running cycles on Performance reviews. */
        const cycleCard = (page: Page) =>
          page.getByRole('region', { name: 'Your review cycles' }).getByRole('article', { name: cycle.name });

        // 1. The administrator launches the draft: it opens nominations.
        await open(admin.page, cyclePage);
        await admin.page.getByRole('button', { name: 'Launch' }).click();
        await confirm(admin.page, `Launch ${cycle.name}?`, 'Launch');
        await expect(toast(admin.page, `${cycle.name} launched`)).toBeVisible();
        await expect(admin.page.getByText('Phase: Peer nominations')).toBeVisible();

        // 2. Ana chooses Ben and Cleo as her peers.
        await open(anas.page, INBOX);
        await cycleCard(anas.page)
          .getByRole('link', { name: `Choose your peers in ${cycle.name}` })
          .click();
        await expect(anas.page.getByRole('heading', { name: 'Choose your peers', level: 1 })).toBeVisible();
        for (const peer of [ben, cleo]) {
          await anas.page.getByLabel('Find a peer').fill(peer.lastName);
          await anas.page.getByLabel('Peer to add').selectOption(peer.me.id);
          await anas.page.getByRole('button', { name: 'Add peer' }).click();
        }
        await anas.page.getByRole('button', { name: 'Save peers' }).click();
        await expect(toast(anas.page, 'Your peers are saved')).toBeVisible();
        await expectNoSidewaysScroll(anas.page);

        // 3. Mona approves Ben; Cleo stays proposed, to be approved as writing opens.
        await open(mona.page, INBOX);
        await cycleCard(mona.page)
          .getByRole('link', { name: `Your team's peers in ${cycle.name}` })
          .click();
        const anasPeers = mona.page.getByRole('list', { name: `Peers of ${ana.fullName}` }).getByRole('listitem');
        await mona.page
          .getByRole('article', { name: ana.fullName })
          .getByRole('button', { name: `Approve ${ben.fullName} for ${ana.fullName}` })
          .click();
        await expect(anasPeers.filter({ hasText: ben.fullName })).toContainText('Approved');
        await expect(anasPeers.filter({ hasText: cleo.fullName })).toContainText('Waiting for approval');
        await expectNoSidewaysScroll(mona.page);

        // 4. The administrator moves the cycle on to writing.
        await admin.page.getByRole('button', { name: 'Move on to writing' }).click();
        await confirm(admin.page, `Move ${cycle.name} on to writing?`, 'Move on to writing');
        await expect(toast(admin.page, `${cycle.name} is taking reviews`)).toBeVisible();
        await expect(admin.page.getByText('Phase: Writing reviews')).toBeVisible();

        // 5. Ana writes her self-review and Ben his review of her in their browsers; Cleo and Mona submit
        // theirs through the API, to keep the journey short.
        const writeSelfReview = async () => {
          const page = anas.page;
          await open(page, INBOX);
          await page.getByRole('link', { name: 'Start your self-review' }).click();
          await expect(page.getByRole('heading', { name: 'Your self-review', level: 1 })).toBeVisible();
          await question(page, 'How well were the goals of this period met?')
            .getByRole('radio', { name: /^Meets expectations/ })
            .check();
          await question(page, 'What went well?')
            .getByLabel('Your answer')
            .fill('Moved the billing service to queues.');
          await question(page, 'What could be better next time?')
            .getByLabel('Your answer')
            .fill('Ask for help sooner.');
          await question(page, PRIVATE_QUESTION)
            .getByRole('radio', { name: /^Meets expectations/ })
            .check();
          await expect(page.getByText('4 of 4 answered')).toBeVisible();
          await expectNoSidewaysScroll(page);
          await page.getByRole('button', { name: 'Submit', exact: true }).click();
          await confirm(page, 'Submit your self-review?', 'Submit review');
          await expect(page.getByText(/^Submitted on .+\. Your answers can no longer change\.$/)).toBeVisible();
        };
        const writePeerReview = async () => {
          const page = bens.page;
          await open(page, INBOX);
          await page.getByRole('link', { name: `Start your review of ${ana.fullName}` }).click();
          await expect(page.getByRole('heading', { name: `Review of ${ana.fullName}`, level: 1 })).toBeVisible();
          await question(page, 'What went well?').getByLabel('Your answer').fill('Ben: calm during the outage.');
          await question(page, 'What could be better next time?')
            .getByLabel('Your answer')
            .fill('Ben: write more down.');
          await page.getByRole('button', { name: 'Submit', exact: true }).click();
          await confirm(page, `Submit your review of ${ana.fullName}?`, 'Submit review');
          await expect(page.getByText(/^Submitted on /)).toBeVisible();
        };
        await Promise.all([
          writeSelfReview(),
          writePeerReview(),
          submitReviewsViaApi(
            cleos.request,
            ratedAndWritten(5, 'Cleo: a generous reviewer of code.'),
            reviewOf(cycle.id, 'peer', ana),
          ),
          submitReviewsViaApi(
            mona.request,
            ratedAndWritten(4, 'Mona: led the queue migration.'),
            reviewOf(cycle.id, 'manager', ana),
          ),
        ]);

        // 6. Mona reads what the others wrote about Ana: both peers answered, but two are fewer than three.
        await open(mona.page, INBOX);
        await mona.page.getByRole('link', { name: `Read what others wrote about ${ana.fullName}` }).click();
        await expect(mona.page.getByRole('heading', { name: `Reviews of ${ana.fullName}`, level: 1 })).toBeVisible();
        await expect(mona.page.getByRole('region', { name: 'Their self-review' })).toContainText(
          'What went well?Moved the billing service to queues.',
        );
        await expect(mona.page.getByRole('region', { name: 'Their self-review' })).toContainText(
          'Meets expectations (3 of 5)',
        );
        const peers = mona.page.getByRole('region', { name: 'Peers', exact: true });
        await expect(peers).toContainText('2 of 2 submitted');
        await expect(peers).toContainText(REVIEW_FEEDBACK_MESSAGES.belowThreshold);
        await expect(mona.page.getByRole('main')).not.toContainText('calm during the outage');
        await expect(mona.page.getByRole('main')).not.toContainText('generous reviewer');
        await expectNoSidewaysScroll(mona.page);

        // 7. The administrator moves the cycle on to calibration and raises Ana's final rating, saying why.
        await admin.page.getByRole('button', { name: 'Move on to calibration' }).click();
        await confirm(admin.page, `Move ${cycle.name} on to calibration?`, 'Move on to calibration');
        await expect(toast(admin.page, `${cycle.name} is in calibration`)).toBeVisible();
        await admin.page.getByRole('link', { name: 'Open calibration' }).click();
        await expect(admin.page.getByRole('heading', { name: cycle.name, level: 1 })).toBeVisible();
        // A table on a laptop, a card for each person on a phone: whichever the window shows.
        const anasRow = admin.page
          .getByRole('table', { name: 'Ratings of each person' })
          .getByRole('row')
          .or(admin.page.getByRole('list', { name: 'People' }).getByRole('listitem'))
          .filter({ hasText: ana.fullName });
        await expect(anasRow).toContainText('Hidden: 2 of 2 answered');
        // Mona's 4 and Ana's 3, re-weighted without the peers: 3.8, proposed as 4.
        await expect(anasRow).toContainText('4 · Exceeds expectations');
        await anasRow.getByRole('button', { name: `Change the final rating of ${ana.fullName}` }).click();
        const changing = admin.page.getByRole('dialog', { name: `Change the final rating of ${ana.fullName}` });
        await changing.getByLabel('Final rating').selectOption({ label: '5 · Exceptional' });
        await changing.getByLabel('Reason').fill('Carried the queue migration across two teams.');
        await changing.getByRole('button', { name: 'Change final rating' }).click();
        await expect(toast(admin.page, `${ana.fullName}'s final rating is 5 · Exceptional`)).toBeVisible();
        await expect(anasRow).toContainText('5 · Exceptional');
        await expectNoSidewaysScroll(admin.page);

        // 8. The administrator moves the cycle on to sharing results.
        await open(admin.page, cyclePage);
        await admin.page.getByRole('button', { name: 'Move on to sharing results' }).click();
        await confirm(admin.page, `Move ${cycle.name} on to sharing results?`, 'Move on to sharing results');
        await expect(toast(admin.page, `${cycle.name} is sharing results`)).toBeVisible();

        // 9. Mona shares Ana's review, from the cycle's card through her team.
        await open(mona.page, INBOX);
        await cycleCard(mona.page)
          .getByRole('link', { name: `Share results in ${cycle.name}` })
          .click();
        await expect(mona.page.getByRole('heading', { name: 'Your team', level: 1 })).toBeVisible();
        await mona.page
          .getByRole('article', { name: ana.fullName })
          .getByRole('link', { name: `Open their review of ${ana.fullName}` })
          .click();
        await expect(mona.page.getByRole('heading', { name: `Review of ${ana.fullName}`, level: 1 })).toBeVisible();
        await mona.page.getByRole('button', { name: `Share with ${ana.fullName}` }).click();
        await confirm(mona.page, `Share this review with ${ana.fullName}?`, 'Share review');
        await expect(mona.page.getByText(new RegExp(`^Shared with ${ana.fullName} on `))).toBeVisible();

        // 10. Ana reads her review — the final rating the administrator set, nothing private to managers,
        // nothing of her two peers — and acknowledges it with a comment.
        await open(anas.page, INBOX);
        await cycleCard(anas.page)
          .getByRole('link', { name: `Read your review in ${cycle.name}` })
          .click();
        await expect(anas.page.getByRole('heading', { name: 'Your review', level: 1 })).toBeVisible();
        await expect(anas.page.getByRole('region', { name: 'Final rating' })).toContainText('Exceptional');
        await expect(anas.page.getByRole('article', { name: 'What went well?' })).toContainText(
          'Mona: led the queue migration.',
        );
        await expect(anas.page.getByRole('article', { name: 'What went well?' })).toContainText(
          REVIEW_FEEDBACK_MESSAGES.belowThreshold,
        );
        await expect(anas.page.getByText(PRIVATE_QUESTION)).toHaveCount(0);
        await expect(anas.page.getByRole('main')).not.toContainText('calm during the outage');
        await expectNoSidewaysScroll(anas.page);
        await anas.page.getByLabel('Comment for your manager (optional)').fill(ACKNOWLEDGEMENT);
        await anas.page.getByRole('button', { name: 'Acknowledge' }).click();
        await expect(anas.page.getByText(/^You acknowledged this review on /)).toBeVisible();

        // 11. Mona reads Ana's comment on Ana's review.
        await mona.page.reload();
        await expect(mona.page.getByText(/^They acknowledged this review on /)).toBeVisible();
        await expect(mona.page.getByText(ACKNOWLEDGEMENT)).toBeVisible();
        await expectNoSidewaysScroll(mona.page);
      } finally {
        await Promise.all([admin, mona, anas, bens, cleos].map(({ context }) => context.close()));
      }
    });
  });
}
