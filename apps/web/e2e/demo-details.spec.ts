import {
  bookDemoViaApi,
  expect,
  expectNoSidewaysScroll,
  mailArriving,
  signInAsAdmin,
  test,
  toast,
  uniqueEmail,
  viewports,
} from './fixtures';

/**
 * A date no other journey books: 200 to 251 days ahead, by parallel slot (which, unlike the worker
 * index, stays the same when a worker restarts after a failure) and viewport, so parallel journeys
 * and a retry never meet on one slot, and every date is within the booking horizon.
 */
function farDate(parallelIndex: number, retry: number, viewportOffset: number) {
  const date = new Date();
  date.setDate(date.getDate() + 200 + parallelIndex * 40 + retry * 10 + viewportOffset);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

for (const [index, [label, viewport]] of viewports.entries()) {
  test.describe(`Manage Demo Details at ${label}`, () => {
    test.use({ viewport });

    test('an admin cancels a booking; the booker gets the calendar cancellation by mail', async ({
      page,
      api,
    }, testInfo) => {
      const email = uniqueEmail('booker');
      const name = `Cancel ${email.split('.')[2]!.replace(/[^a-z]/g, '')}`;
      const date = farDate(testInfo.parallelIndex, testInfo.retry, index);
      const booking = await bookDemoViaApi(api, date, '16:00', { name, email });
      const invitation = await mailArriving(email, /^Your TopGear Perform demo/);
      expect(invitation.calendar?.method).toBe('REQUEST');

      await signInAsAdmin(page.request);
      await page.goto('/dashboard/demo-details');
      await expect(page.getByRole('heading', { level: 1, name: 'Manage Our Scheduled User Details' })).toBeVisible();
      const table = page.getByRole('region', { name: 'Scheduled demos' });
      await expect(table.getByRole('columnheader')).toHaveText([
        'Name',
        'Company',
        'Date',
        'Time',
        'TimeZone',
        'Email',
        'Phone',
        'Cancel',
      ]);
      const row = table.getByRole('row', { name: new RegExp(name) });
      // Sooner bookings of other journeys come first: page on until this one shows.
      await expect(table.getByRole('row').nth(1)).toBeVisible();
      while (!(await row.isVisible())) await page.getByRole('button', { name: 'Load more' }).click();
      await expect(row).toContainText('4:00 PM');
      await expect(row).toContainText('GMT+6 Dhaka');
      await expectNoSidewaysScroll(page);

      await row.getByRole('button', { name: /^Cancel/ }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel demo' }).click();

      await expect(toast(page, 'The demo is cancelled and its booker is told by email')).toBeVisible();
      await expect(row).toHaveCount(0);
      const cancellation = await mailArriving(email, /^Cancelled: your TopGear Perform demo/);
      expect(cancellation.calendar?.method).toBe('CANCEL');
      expect(cancellation.calendar?.content).toContain('METHOD:CANCEL');
      expect(cancellation.calendar?.content).toContain(`UID:demo-${booking.id}@topgear-perform`);
      const slots = await api.get('/api/demo/time-slots', { params: { date, timeZone: '+06:00' } });
      expect(
        ((await slots.json()) as Array<{ time: string; available: boolean }>).find((slot) => slot.time === '16:00')
          ?.available,
      ).toBe(true);
    });
  });
}

test('an employee is told Manage Demo Details is for administrators', async ({ page, signedInUser: _ }) => {
  await page.goto('/dashboard/demo-details');

  await expect(page.getByRole('heading', { level: 1, name: 'You do not have access to this page' })).toBeVisible();
});
