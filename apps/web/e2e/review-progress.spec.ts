import type { OrgUnit } from '@topgear/shared/people';
import type { ReviewCycle } from '@topgear/shared/review-cycles';
import { type ReviewTemplate, STARTER_TEMPLATE } from '@topgear/shared/review-templates';
import { uniqueLastName } from '@topgear/shared/test-factories';
import { createdViaApi, expect, mailArriving, registerViaApi, signInAsAdmin, test, toast } from './fixtures';

test('an administrator sees how far a cycle has come, and reminds everyone with work left', async ({
  page,
  api,
  adminApi,
}) => {
  // A manager and their report in a department, in a cycle of self and manager reviews due in July 2026: late.
  const word = uniqueLastName();
  const template = await createdViaApi<ReviewTemplate>(adminApi, '/api/review-templates', {
    ...STARTER_TEMPLATE,
    name: `Annual review ${word}`,
  });
  const department = await createdViaApi<OrgUnit>(adminApi, '/api/departments', { name: `Finance ${word}` });
  const manager = await registerViaApi(api);
  const employee = await registerViaApi(api);
  for (const [personId, placement] of [
    [manager.me.id, { departmentId: department.id }],
    [employee.me.id, { departmentId: department.id, managerId: manager.me.id }],
  ] as const) {
    const placed = await adminApi.patch(`/api/people/${personId}`, { data: placement });
    expect(placed.status(), await placed.text()).toBe(200);
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
  const launched = await adminApi.post(`/api/review-cycles/${cycle.id}/launch`);
  expect(launched.status(), await launched.text()).toBe(200);

  await signInAsAdmin(page.request);
  await page.goto(`/dashboard/review-cycles/${cycle.id}`);

  const progress = page.getByRole('region', { name: 'Progress', exact: true });
  await expect(progress.getByRole('progressbar', { name: 'Reviews submitted' })).toHaveAttribute(
    'aria-valuetext',
    '0 of 3',
  );
  await expect(progress.getByRole('region', { name: 'Progress by department' })).toContainText(department.name);
  const overdue = progress.getByRole('list', { name: 'Overdue' });
  await expect(overdue.getByRole('listitem').filter({ hasText: manager.fullName })).toContainText('2 reviews to write');
  await expect(overdue.getByRole('listitem').filter({ hasText: employee.fullName })).toContainText('1 review to write');

  await progress.getByRole('button', { name: 'Remind everyone with work left' }).click();
  const confirming = page.getByRole('dialog', { name: `Remind everyone with work left in ${cycle.name}?` });
  await confirming.getByRole('button', { name: 'Send reminders' }).click();

  await expect(toast(page, 'Reminded 2 people in the app and by email')).toBeVisible();
  await expect(confirming).toHaveCount(0);
  await mailArriving(employee.email, new RegExp(`^Reminder: 1 review to write in ${cycle.name}$`));
});
