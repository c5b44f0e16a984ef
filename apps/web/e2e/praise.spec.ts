import type { Page } from '@playwright/test';
import type { CompanyValue } from '@topgear/shared/company-values';
import { uniqueLastName } from '@topgear/shared/test-factories';
import {
  createdViaApi,
  expect,
  expectNoSidewaysScroll,
  registerViaApi,
  signInViaApi,
  test,
  toast,
  viewports,
} from './fixtures';

const bell = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Notifications/ });
const praiseReceived = (page: Page) => page.getByRole('region', { name: 'Praise received' });
const praiseDialog = (page: Page, name: string) => page.getByRole('dialog', { name: `Praise ${name}` });

for (const [label, viewport] of viewports) {
  test.describe(`Praise at ${label}`, () => {
    test.use({ viewport });

    test('a colleague praises someone for a value; they are told at once and find it on their page', async ({
      page,
      browser,
      baseURL,
      extraHTTPHeaders,
      adminApi,
      api,
      signedInUser: author,
    }) => {
      const value = await createdViaApi<CompanyValue>(adminApi, '/api/company-values', {
        name: `Courage ${uniqueLastName()}`,
        icon: 'flame',
      });
      const recipient = await registerViaApi(api);

      const recipientContext = await browser.newContext({ baseURL, extraHTTPHeaders, viewport });
      try {
        await signInViaApi(recipientContext.request, recipient);
        const recipientPage = await recipientContext.newPage();
        // The dashboard's socket upgrades to a WebSocket once it is in the person's room.
        const connected = recipientPage.waitForEvent('websocket');
        await recipientPage.goto('/dashboard/home');
        await expect(bell(recipientPage)).toHaveAccessibleName('Notifications');
        await connected;

        await page.goto(`/dashboard/people/${recipient.me.id}`);
        await expect(page.getByRole('heading', { level: 1, name: recipient.fullName })).toBeVisible();
        await expect(praiseReceived(page)).toContainText('No praise yet.');
        await page.getByRole('button', { name: `Praise ${recipient.fullName}` }).click();
        const dialog = praiseDialog(page, recipient.fullName);
        await dialog
          .getByLabel('What did they do?')
          .fill('Untangled the release on a Friday night,\nand wrote it all down.');
        await dialog.getByLabel('Company value').selectOption({ label: value.name });
        await expect(dialog.getByRole('radio', { name: 'Everyone' })).toBeChecked();
        await expectNoSidewaysScroll(page);
        await dialog.getByRole('button', { name: 'Send praise' }).click();

        await expect(toast(page, `${recipient.fullName} has your praise`)).toBeVisible();
        await expect(dialog).toBeHidden();
        const card = praiseReceived(page).getByRole('listitem');
        await expect(card).toHaveCount(1);
        await expect(card).toContainText(`${author.fullName} praised ${recipient.fullName}`);
        await expect(card).toContainText(value.name);
        await expect(card).toContainText('Untangled the release on a Friday night,');

        await expect(bell(recipientPage)).toHaveAccessibleName('Notifications, 1 unread');
        await bell(recipientPage).click();
        await recipientPage
          .getByRole('main')
          .getByRole('link', { name: new RegExp(`${author.fullName} praised you for ${value.name}`) })
          .click();
        await expect(recipientPage).toHaveURL(`/dashboard/people/${recipient.me.id}`);
        const filter = praiseReceived(recipientPage).getByRole('group', { name: 'Praise by value' });
        await expect(filter.getByRole('button', { name: new RegExp(`^${value.name} 1$`) })).toBeVisible();
        await expect(praiseReceived(recipientPage).getByRole('listitem')).toContainText('and wrote it all down.');
        await expectNoSidewaysScroll(recipientPage);
      } finally {
        await recipientContext.close();
      }
    });
  });
}

test('private praise says so; a failed send keeps what was written', async ({ page, api, signedInUser: _ }) => {
  const recipient = await registerViaApi(api);
  await page.goto(`/dashboard/people/${recipient.me.id}`);
  await page.getByRole('button', { name: `Praise ${recipient.fullName}` }).click();
  const dialog = praiseDialog(page, recipient.fullName);
  await dialog.getByLabel('What did they do?').fill('Covered my on-call week without being asked.');
  await dialog.getByRole('radio', { name: 'Only them and their manager' }).check();

  await page.route('**/api/praise', (route) => route.abort('connectionreset'), { times: 1 });
  await dialog.getByRole('button', { name: 'Send praise' }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  await expect(dialog.getByLabel('What did they do?')).toHaveValue('Covered my on-call week without being asked.');

  await dialog.getByRole('button', { name: 'Send praise' }).click();
  await expect(dialog).toBeHidden();
  const card = praiseReceived(page).getByRole('listitem');
  await expect(card).toContainText('Covered my on-call week without being asked.');
  await expect(card).toContainText('Private');
  await expect(praiseReceived(page).getByRole('group', { name: 'Praise by value' })).toContainText('No value');
});

const [, [phoneLabel, phone]] = viewports;

test.describe(`Praise in the News Feed at ${phoneLabel}`, () => {
  test.use({ viewport: phone });

  test('praising two colleagues from the feed shares it there, where they can celebrate it', async ({
    page,
    browser,
    baseURL,
    extraHTTPHeaders,
    adminApi,
    api,
    signedInUser: author,
  }) => {
    const value = await createdViaApi<CompanyValue>(adminApi, '/api/company-values', {
      name: `Craft ${uniqueLastName()}`,
      icon: 'star',
    });
    const [first, second] = [await registerViaApi(api), await registerViaApi(api)];

    await page.goto('/dashboard/news-feed');
    await page.getByRole('button', { name: 'Give praise' }).click();
    const dialog = page.getByRole('dialog', { name: 'Give praise' });
    await expect(dialog.getByRole('group', { name: 'Who are you praising?' })).toContainText('Nobody chosen yet.');
    await dialog.getByRole('button', { name: 'Send praise' }).click();
    await expect(dialog.getByText('Choose who you are praising')).toBeVisible();
    for (const person of [first, second]) {
      await dialog.getByLabel('Find people to add').fill(person.lastName);
      await dialog.getByRole('button', { name: `Add ${person.fullName}` }).click();
    }
    await expect(dialog.getByRole('list', { name: 'Chosen people' }).getByRole('listitem')).toHaveCount(2);
    await dialog.getByLabel('What did they do?').fill('Rebuilt the <b>onboarding</b> guide together.');
    await dialog.getByLabel('Company value').selectOption({ label: value.name });
    await expectNoSidewaysScroll(page);
    await dialog.getByRole('button', { name: 'Send praise' }).click();
    await expect(toast(page, 'have your praise')).toBeVisible();

    const shared = page.getByRole('article').filter({ hasText: 'Rebuilt the <b>onboarding</b> guide together.' });
    await expect(shared).toContainText(author.fullName);
    await expect(shared.getByRole('link', { name: first.fullName })).toBeVisible();
    await expect(shared.getByRole('link', { name: second.fullName })).toBeVisible();
    await expect(shared).toContainText(value.name);
    await expect(shared.getByRole('button', { name: /^Edit/ })).toHaveCount(0);
    await expectNoSidewaysScroll(page);

    const recipientContext = await browser.newContext({ baseURL, extraHTTPHeaders, viewport: phone });
    try {
      await signInViaApi(recipientContext.request, second);
      const recipientPage = await recipientContext.newPage();
      await recipientPage.goto('/dashboard/news-feed');
      const seen = recipientPage.getByRole('article').filter({ hasText: 'Rebuilt the <b>onboarding</b> guide' });
      await seen.getByRole('button', { name: /Celebrate/ }).click();
      await expect(seen.getByRole('button', { name: /Celebrate/ })).toHaveAttribute('aria-pressed', 'true');
      await seen.getByRole('link', { name: first.fullName }).click();
      await expect(recipientPage.getByRole('heading', { level: 1, name: first.fullName })).toBeVisible();
      await expect(praiseReceived(recipientPage).getByRole('listitem')).toContainText('guide together.');
    } finally {
      await recipientContext.close();
    }
  });
});
