import type { Page } from '@playwright/test';
import type { Course } from '@topgear/shared/courses';
import type { Page as ListPage } from '@topgear/shared/pagination';
import { E2E_ADMIN } from '../playwright.config';
import { expect, test, viewports } from './fixtures';

const COURSE_PAGE = '/dashboard/course';

const coursesRegion = (page: Page) => page.getByRole('main').getByRole('region', { name: 'Courses', exact: true });
const courseCards = (page: Page) => coursesRegion(page).getByRole('article');
const deleteButtons = (page: Page) => coursesRegion(page).getByRole('button', { name: /^Delete/ });

/** Signs the page in as the start-up administrator through the API; the page shares the session. */
async function signInAsAdmin(page: Page) {
  const response = await page.request.post('/api/auth/sign-in/email', { data: E2E_ADMIN });
  expect(response.status(), await response.text()).toBe(200);
}

for (const [label, viewport] of viewports) {
  test.describe(`dashboard courses at ${label}`, () => {
    test.use({ viewport });

    test("an employee sees the course cards with 'enable course' links and no Delete", async ({
      page,
      signedInUser: _,
    }) => {
      const response = await page.request.get('/api/courses', { params: { limit: 1 } });
      const [firstCourse] = ((await response.json()) as ListPage<Course>).items;

      await page.goto(COURSE_PAGE);

      await expect(page).toHaveTitle('Courses · TopGear Perform');
      await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
      const cards = courseCards(page);
      await expect(cards.first().getByRole('heading', { level: 2 })).toHaveText(firstCourse!.name);
      const count = await cards.count();
      expect(count).toBeGreaterThan(0);
      await expect(coursesRegion(page).getByRole('link', { name: /^enable course/ })).toHaveCount(count);
      await expect(deleteButtons(page)).toHaveCount(0);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });

    test('the admin sees Delete on every card, asking first; Cancel keeps the course', async ({ page }) => {
      await signInAsAdmin(page);
      await page.goto(COURSE_PAGE);

      const cards = courseCards(page);
      await expect(cards.first()).toBeVisible();
      await expect(deleteButtons(page)).toHaveCount(await cards.count());

      const first = cards.first();
      const name = (await first.getByRole('heading', { level: 2 }).textContent())!;
      await first.getByRole('button', { name: `Delete ${name}` }).click();
      const dialog = page.getByRole('dialog', { name: 'are you sure delete' });
      await expect(dialog).toContainText(name);
      await dialog.getByRole('button', { name: 'Cancel' }).click();

      await expect(dialog).toBeHidden();
      await expect(first.getByRole('heading', { level: 2 })).toHaveText(name);
    });
  });
}
