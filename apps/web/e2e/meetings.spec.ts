import type { Page } from '@playwright/test';
import type { MeetingSeries } from '@topgear/shared/meetings';
import {
  createdViaApi,
  expect,
  expectAccessibleMain,
  expectNoSidewaysScroll,
  registerViaApi,
  test,
  toast,
  viewports,
  type RegisteredUser,
} from './fixtures';

/** A day counted from today on this machine's calendar, `YYYY-MM-DD`. */
function day(offset: number): string {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

const agenda = (page: Page) => page.getByRole('list', { name: 'Talking points' });
const point = (page: Page, text: string) => agenda(page).getByRole('listitem').filter({ hasText: text });
const actionItem = (page: Page, text: string) =>
  page.getByRole('list', { name: 'Action items' }).getByRole('checkbox', { name: text });

async function addTalkingPoint(page: Page, text: string) {
  await page.getByLabel('Add a talking point').fill(text);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(point(page, text)).toBeVisible();
}

/**
 * A person in a browser of their own beside the test's page, with the test's client address and
 * screen size; it closes at the end of the test.
 */
const meetingTest = test.extend<{ report: { page: Page; user: RegisteredUser } }>({
  report: async ({ browser, baseURL, extraHTTPHeaders, viewport }, use) => {
    const context = await browser.newContext({ baseURL, extraHTTPHeaders, viewport });
    try {
      const user = await registerViaApi(context.request);
      await use({ page: await context.newPage(), user });
    } finally {
      await context.close();
    }
  },
});

for (const [screen, viewport] of viewports) {
  meetingTest.describe(`1:1s on a ${screen} screen`, () => {
    meetingTest.use({ viewport });

    meetingTest(
      'a weekly 1:1: both add points live, an action item is a task on the board, a point carries over, one meeting is skipped',
      async ({ page, signedInUser: manager, report }) => {
        const title = `${manager.firstName} / ${report.user.firstName} 1:1`;

        await page.goto(`/dashboard/meetings?with=${encodeURIComponent(report.user.me.id)}`);
        await expect(page.getByRole('heading', { level: 1, name: '1:1s' })).toBeVisible();
        await expect(page.getByLabel('Title')).toHaveValue(title);
        await expectAccessibleMain(page);
        await page.getByLabel('First meeting').fill(`${day(1)}T10:00`);
        await page.getByLabel('Repeats').selectOption({ label: 'Every week' });
        await page.getByRole('button', { name: 'Create meeting' }).click();
        await expect(toast(page, 'Meeting created')).toBeVisible();
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await expectAccessibleMain(page);

        const upcoming = page.getByRole('list', { name: 'Upcoming meetings' }).getByRole('link');
        await upcoming.first().click();
        await expect(page.getByRole('heading', { level: 2, name: 'Agenda' })).toBeVisible();
        const firstMeeting = page.url();

        await report.page.goto(new URL(firstMeeting).pathname);
        await expect(report.page.getByRole('heading', { level: 1, name: title })).toBeVisible();

        await addTalkingPoint(page, 'Hiring plan');
        await expect(point(report.page, 'Hiring plan')).toBeVisible();
        await addTalkingPoint(report.page, 'Conference budget');
        await expect(point(page, 'Conference budget')).toBeVisible();

        await page.getByLabel('Action item', { exact: true }).fill('Draft the onboarding guide');
        await page.getByLabel('Owner').selectOption({ label: report.user.fullName });
        await page.getByLabel('Due date').fill(day(7));
        await page.getByRole('button', { name: 'Add action item' }).click();
        await expect(actionItem(page, 'Draft the onboarding guide')).not.toBeChecked();
        await expect(actionItem(report.page, 'Draft the onboarding guide')).toBeVisible();

        await report.page.goto('/dashboard/task');
        const task = report.page
          .getByRole('region', { name: 'Not Started', exact: true })
          .getByRole('listitem')
          .filter({ hasText: 'Draft the onboarding guide' });
        await expect(task.getByRole('link', { name: `From ${title}` })).toBeVisible();
        await task.getByLabel('Move to').selectOption('Completed');
        await task.getByRole('button', { name: 'Move “Draft the onboarding guide”', exact: true }).click();
        await expect(
          report.page
            .getByRole('region', { name: 'Completed', exact: true })
            .getByText('Draft the onboarding guide', { exact: true }),
        ).toBeVisible();
        await expect(actionItem(page, 'Draft the onboarding guide')).toBeChecked();

        await point(page, 'Hiring plan').getByRole('checkbox', { name: 'Hiring plan' }).check();
        await expect(point(page, 'Hiring plan').getByRole('checkbox')).toBeChecked();
        await expectNoSidewaysScroll(page);
        await expectAccessibleMain(page);

        await page.getByRole('link', { name: 'Next meeting' }).click();
        await expect(point(page, 'Conference budget')).toContainText('Carried over');
        await expect(point(page, 'Hiring plan')).toHaveCount(0);

        await page.getByRole('button', { name: 'Meeting options' }).click();
        await page.getByRole('menuitem', { name: 'Skip this one' }).click();
        await expect(page.getByText('This meeting is skipped.')).toBeVisible();
        await expect(page.getByLabel('Add a talking point')).toHaveCount(0);

        await page.getByRole('link', { name: 'All meetings of this series' }).click();
        const meetings = page.getByRole('list', { name: 'Upcoming meetings' }).getByRole('listitem');
        await expect(meetings.nth(1)).toContainText('Skipped');
        await expect(meetings.nth(0)).not.toContainText('Skipped');
        await expectNoSidewaysScroll(page);
      },
    );

    meetingTest(
      'a series begun long ago shows its history a year at a time',
      async ({ page, signedInUser: _, report }) => {
        const series = await createdViaApi<MeetingSeries>(page.request, '/api/meetings', {
          kind: 'one-on-one',
          title: 'Long-running 1:1',
          participantIds: [report.user.me.id],
          startsAt: `${day(-500)}T10:00`,
          timeZone: 'UTC',
          durationMinutes: 30,
          repeat: 'weekly',
        });
        await page.goto(`/dashboard/meetings/${series.id}`);
        const past = page.getByRole('list', { name: 'Past meetings' }).getByRole('listitem');
        await expect(past).toHaveCount(13);
        const earlier = page.getByRole('button', { name: 'Show earlier meetings' });
        await earlier.click();
        await expect(past).toHaveCount(65);
        await earlier.click();
        await expect(past).toHaveCount(72);
        await expect(earlier).toBeHidden();
        await expectNoSidewaysScroll(page);
      },
    );

    meetingTest(
      "a team meeting's organiser takes someone off and adds someone",
      async ({ page, signedInUser: _, report, api }) => {
        const joiner = await registerViaApi(api);
        const series = await createdViaApi<MeetingSeries>(page.request, '/api/meetings', {
          kind: 'team',
          title: 'Design crit',
          participantIds: [report.user.me.id],
          startsAt: `${day(2)}T15:00`,
          timeZone: 'UTC',
          durationMinutes: 45,
          repeat: 'weekly',
        });
        await page.goto(`/dashboard/meetings/${series.id}`);
        const people = page.getByRole('region', { name: 'People' });
        await people.getByRole('button', { name: `Remove ${report.user.fullName}` }).click();
        await people.getByLabel('Find people to add').fill(joiner.lastName);
        await people.getByRole('button', { name: `Add ${joiner.fullName}` }).click();
        await people.getByRole('button', { name: 'Save people' }).click();
        await expect(toast(page, 'The people of this meeting are saved')).toBeVisible();
        const participants = page.getByRole('list', { name: 'Participants' });
        await expect(participants).toContainText(joiner.fullName);
        await expect(participants).not.toContainText(report.user.fullName);
        await expectNoSidewaysScroll(page);

        await report.page.goto(`/dashboard/meetings/${series.id}`);
        await expect(report.page.getByText('Meeting not found')).toBeVisible();
      },
    );
  });
}
