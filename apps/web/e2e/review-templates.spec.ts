import type { Page } from '@playwright/test';
import { type ReviewTemplate, REVIEW_TEMPLATE_MESSAGES, STARTER_TEMPLATE } from '@topgear/shared/review-templates';
import { uniqueLastName } from '@topgear/shared/test-factories';
import {
  createdViaApi,
  expect,
  expectAccessibleMain,
  expectNoSidewaysScroll,
  signInAsAdmin,
  test,
  toast,
  viewports,
} from './fixtures';

const LIST = '/dashboard/review-templates';

const cardOf = (page: Page, name: string) =>
  page
    .getByRole('list', { name: 'Review templates' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });

const sectionOf = (page: Page, number: number) => page.getByRole('region', { name: `Section ${number}`, exact: true });

const questionOf = (page: Page, section: number, question: number) =>
  sectionOf(page, section).getByRole('group', { name: `Question ${question}`, exact: true });

const nameField = (page: Page) => page.getByLabel('Name', { exact: true });

for (const [label, viewport] of viewports) {
  test.describe(`Review templates at ${label}`, () => {
    test.use({ viewport });

    test('an administrator creates a template from the starter, copies it, renames the copy and deletes it', async ({
      page,
    }) => {
      const name = `Annual review ${uniqueLastName()}`;
      const renamed = `Mid-year review ${uniqueLastName()}`;
      await signInAsAdmin(page.request);
      await page.goto(LIST);
      await expect(page.getByRole('heading', { name: 'Review templates', level: 1 })).toBeVisible();

      await page.getByRole('link', { name: 'New template' }).click();
      await expect(page.getByRole('heading', { name: 'New review template', level: 1 })).toBeVisible();
      // The starter: five levels, and the usual questions in two sections.
      await expect(page.getByRole('region', { name: 'Rating scale' }).getByLabel('Label')).toHaveCount(5);
      await expect(sectionOf(page, 1).getByLabel('Section title')).toHaveValue('Results');
      await expect(sectionOf(page, 2).getByLabel('Section title')).toHaveValue('Overall');
      await nameField(page).fill(name);

      await sectionOf(page, 1).getByRole('button', { name: 'Add question to section 1' }).click();
      const added = questionOf(page, 1, 4);
      await expect(added.getByLabel('Kind of question')).toBeFocused();
      await added.getByLabel('Kind of question').selectOption({ label: 'Competency rating' });
      await added.getByLabel('Competency', { exact: true }).fill('Collaboration');
      const levels = added.getByRole('group', { name: 'Levels of the competency' });
      await expect(levels.getByLabel('Label')).toHaveCount(3);
      await levels.getByRole('button', { name: 'Remove level 3' }).click();
      await expect(levels.getByLabel('Label')).toHaveCount(2);
      await levels.getByRole('group', { name: 'Level 1', exact: true }).getByLabel('Label').fill('Works alone');
      await levels.getByRole('group', { name: 'Level 2', exact: true }).getByLabel('Label').fill('Lifts the team');
      await added.getByRole('button', { name: 'Move question 4 up' }).click();
      // The focus moves with the question, onto its button's new name.
      const competency = questionOf(page, 1, 3);
      await expect(competency.getByRole('button', { name: 'Move question 3 up' })).toBeFocused();
      await expect(competency.getByLabel('Competency', { exact: true })).toHaveValue('Collaboration');

      // Its question was left empty.
      await page.getByRole('button', { name: 'Create template' }).click();
      await expect(competency.getByText('Please write the question')).toBeVisible();
      await expect(competency.getByLabel('Question', { exact: true })).toBeFocused();
      await expectAccessibleMain(page);
      await competency.getByLabel('Question', { exact: true }).fill('How well do they work with others?');
      await expect(competency.getByText('Please write the question')).toBeHidden();
      await expectNoSidewaysScroll(page);
      await page.getByRole('button', { name: 'Create template' }).click();

      await expect(toast(page, `${name} created`)).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${LIST}$`));
      await expect(cardOf(page, name)).toContainText('2 sections · 5 questions');

      await cardOf(page, name)
        .getByRole('button', { name: `Copy ${name}` })
        .click();
      await expect(toast(page, `${name} copied`)).toBeVisible();
      const copy = cardOf(page, `${name} (copy)`);
      await expect(copy).toContainText('2 sections · 5 questions');
      await expectNoSidewaysScroll(page);
      await expectAccessibleMain(page);

      await copy.getByRole('link', { name: `Edit ${name} (copy)` }).click();
      await expect(page.getByRole('heading', { name: 'Edit review template', level: 1 })).toBeVisible();
      await expect(nameField(page)).toHaveValue(`${name} (copy)`);
      await expect(questionOf(page, 1, 3).getByLabel('Competency', { exact: true })).toHaveValue('Collaboration');
      await nameField(page).fill(name.toUpperCase());
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByText(REVIEW_TEMPLATE_MESSAGES.nameTaken)).toBeVisible();
      await expect(nameField(page)).toHaveValue(name.toUpperCase());
      await nameField(page).fill(renamed);
      await page.getByRole('button', { name: 'Save changes' }).click();

      await expect(toast(page, `${renamed} saved`)).toBeVisible();
      await expect(cardOf(page, renamed)).toContainText('2 sections · 5 questions');
      await expect(cardOf(page, `${name} (copy)`)).toHaveCount(0);
      await cardOf(page, renamed)
        .getByRole('button', { name: /^Delete/ })
        .click();
      await page
        .getByRole('dialog', { name: `Delete the review template ${renamed}?` })
        .getByRole('button', { name: 'Delete' })
        .click();
      await expect(toast(page, `${renamed} deleted`)).toBeVisible();
      await expect(cardOf(page, renamed)).toHaveCount(0);
      await expect(cardOf(page, name)).toHaveCount(1);
    });

    test('an administrator reorders a saved template, sees a refused save under its field, and saves it whole', async ({
      page,
      adminApi,
    }) => {
      const template = await createdViaApi<ReviewTemplate>(adminApi, '/api/review-templates', {
        ...STARTER_TEMPLATE,
        name: `Quarterly review ${uniqueLastName()}`,
      });
      await signInAsAdmin(page.request);
      await page.goto(`${LIST}/${template.id}`);
      await expect(nameField(page)).toHaveValue(template.name);

      // "Overall" first; its rating becomes the person's goals, which only they and their manager rate.
      await sectionOf(page, 2).getByRole('button', { name: 'Move section 2 up' }).click();
      await expect(sectionOf(page, 1).getByLabel('Section title')).toHaveValue('Overall');
      const rating = questionOf(page, 1, 1);
      await rating.getByRole('group', { name: 'Who reads the answers' }).getByLabel('Shared with the person').check();
      await rating.getByLabel('Kind of question').selectOption({ label: "The person's goals, rated" });
      await expect(rating.getByRole('group', { name: 'Who answers' }).getByRole('checkbox')).toHaveCount(2);
      await rating.getByLabel('Their manager', { exact: true }).uncheck();

      // The server's message about a field inside a section shows under it, and everything typed stays.
      const refusal = 'This question is asked elsewhere already';
      await page.route(`**/api/review-templates/${template.id}`, (route) =>
        route.request().method() === 'PUT'
          ? route.fulfill({
              status: 400,
              json: {
                error: {
                  code: 'VALIDATION_FAILED',
                  message: refusal,
                  fields: { 'sections.1.questions.2.prompt': refusal },
                },
              },
            })
          : route.fallback(),
      );
      await page.getByRole('button', { name: 'Save changes' }).click();
      const repeated = questionOf(page, 2, 3);
      await expect(repeated.getByText(refusal)).toBeVisible();
      await expect(repeated.getByLabel('Question', { exact: true })).toBeFocused();
      await expect(sectionOf(page, 1).getByLabel('Section title')).toHaveValue('Overall');
      await expect(rating.getByLabel('Kind of question')).toHaveValue('goals');
      await page.unrouteAll();

      await repeated.getByLabel('Question', { exact: true }).fill('What should they do more of?');
      await expectNoSidewaysScroll(page);
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(toast(page, `${template.name} saved`)).toBeVisible();

      const saved = (await (await adminApi.get(`/api/review-templates/${template.id}`)).json()) as ReviewTemplate;
      expect(saved.sections.map((section) => section.title)).toEqual(['Overall', 'Results']);
      expect(saved.sections[0]!.questions[0]).toMatchObject({
        kind: 'goals',
        answeredBy: ['self'],
        visibility: 'shared',
      });
      expect(saved.sections[1]!.questions[2]).toMatchObject({ kind: 'text', prompt: 'What should they do more of?' });
    });
  });
}
