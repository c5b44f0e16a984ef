import type { Locator, Page } from '@playwright/test';
import type { EmergencyContactInput } from '@topgear/shared/emergency-contacts';
import { expect, test, toast, viewports } from './fixtures';

const EMERGENCY_PAGE = '/dashboard/emergency';
const EMPTY = 'You have no emergency contacts yet. Add the first one with the form.';
const PHONE_MESSAGE = 'A phone number may hold only digits, +, - and spaces, such as +880 1711-000000';

const addForm = (page: Page) => page.getByRole('region', { name: 'Add a contact' });
const contactsRegion = (page: Page) => page.getByRole('region', { name: 'Your emergency contacts' });
const contactCards = (page: Page) => contactsRegion(page).getByRole('article');
const contactCard = (page: Page, name: string) => contactsRegion(page).getByRole('article', { name });

const contact: EmergencyContactInput = {
  name: 'Rahim Uddin',
  relationship: 'Brother',
  phoneHome: '+880 2 955 1234',
  phoneOffice: '',
  phoneEmergency: '01711-000000',
  email: 'rahim@example.com',
  address: '12 Lake Road, Dhanmondi, Dhaka',
};

/** Fills the contact form inside `scope` (the add form or the edit dialog) field by field, as a person would. */
async function fillContact(scope: Locator, values: EmergencyContactInput) {
  await scope.getByLabel('Name', { exact: true }).fill(values.name);
  await scope.getByLabel('Relationship').selectOption(values.relationship);
  await scope.getByLabel('Home phone').fill(values.phoneHome ?? '');
  await scope.getByLabel('Office phone').fill(values.phoneOffice ?? '');
  await scope.getByLabel('Emergency phone').fill(values.phoneEmergency ?? '');
  await scope.getByLabel('Email').fill(values.email);
  await scope.getByLabel('Address').fill(values.address);
}

for (const [label, viewport] of viewports) {
  test.describe(`Emergency Contact at ${label}`, () => {
    test.use({ viewport });

    test('add a contact, edit it, then delete it after confirming', async ({ page, signedInUser: _ }) => {
      await page.goto(EMERGENCY_PAGE);
      await expect(page.getByRole('heading', { level: 1, name: 'Emergency Contact' })).toBeVisible();
      await expect(contactsRegion(page).getByText(EMPTY)).toBeVisible();
      const form = addForm(page);
      await expect(form.getByLabel('Relationship')).toHaveValue('');
      await expect(form.getByLabel('Relationship').locator('option')).toHaveText([
        'Select relationship',
        'Father',
        'Mother',
        'Son',
        'Daughter',
        'Husband',
        'Wife',
        'Sister',
        'Brother',
        'Friend',
        'Uncle',
        'Others',
      ]);

      await fillContact(form, contact);
      await form.getByRole('button', { name: 'Save contact' }).click();

      await expect(toast(page, 'Emergency contact saved')).toBeVisible();
      await expect(form.getByLabel('Name', { exact: true })).toHaveValue('');
      await expect(form.getByLabel('Relationship')).toHaveValue('');
      const card = contactCard(page, contact.name);
      await expect(card).toContainText('Brother');
      await expect(card.getByRole('link', { name: '+880 2 955 1234' })).toHaveAttribute('href', 'tel:+88029551234');
      await expect(card.getByRole('link', { name: '01711-000000' })).toHaveAttribute('href', 'tel:01711000000');
      await expect(card.getByText('Office phone')).toHaveCount(0);
      await expect(card.getByRole('link', { name: contact.email })).toHaveAttribute('href', `mailto:${contact.email}`);
      await expect(card.getByText(contact.address)).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);

      await page.reload();
      await expect(contactCards(page)).toHaveCount(1);

      const edit = contactCard(page, contact.name).getByRole('button', { name: `Edit ${contact.name}` });
      await edit.click();
      const dialog = page.getByRole('dialog', { name: 'Edit emergency contact' });
      await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue(contact.name);
      await expect(dialog.getByLabel('Relationship')).toHaveValue('Brother');
      await expect(dialog.getByLabel('Home phone')).toHaveValue(contact.phoneHome!);
      await dialog.getByLabel('Name', { exact: true }).fill('Not this');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
      await expect(edit).toBeFocused();
      await expect(contactCard(page, contact.name)).toBeVisible();

      await edit.click();
      await fillContact(dialog, {
        ...contact,
        name: 'Rahima Uddin',
        relationship: 'Sister',
        phoneOffice: '+44 20 7946 0000',
      });
      await dialog.getByRole('button', { name: 'Save changes' }).click();
      await expect(toast(page, 'Emergency contact updated')).toBeVisible();
      await expect(dialog).toBeHidden();
      const edited = contactCard(page, 'Rahima Uddin');
      await expect(edited).toContainText('Sister');
      await expect(edited.getByRole('link', { name: '+44 20 7946 0000' })).toBeVisible();
      await expect(contactCard(page, contact.name)).toHaveCount(0);

      await edited.getByRole('button', { name: 'Delete Rahima Uddin' }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete this emergency contact?' });
      await expect(confirm).toContainText('Rahima Uddin');
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await expect(confirm).toBeHidden();
      await expect(edited).toBeVisible();

      await edited.getByRole('button', { name: 'Delete Rahima Uddin' }).click();
      await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
      await expect(toast(page, 'Successfully deleted!')).toBeVisible();
      await expect(confirm).toBeHidden();
      await expect(contactCards(page)).toHaveCount(0);
      await expect(contactsRegion(page).getByText(EMPTY)).toBeVisible();

      await page.reload();
      await expect(contactsRegion(page).getByText(EMPTY)).toBeVisible();
    });

    test('a phone with letters is refused with a message, keeping what was typed', async ({
      page,
      signedInUser: _,
    }) => {
      await page.goto(EMERGENCY_PAGE);
      const form = addForm(page);
      await fillContact(form, { ...contact, phoneHome: 'call me maybe' });
      await form.getByRole('button', { name: 'Save contact' }).click();

      const homePhone = form.getByLabel('Home phone');
      await expect(form.getByText(PHONE_MESSAGE)).toBeVisible();
      await expect(homePhone).toHaveAttribute('aria-invalid', 'true');
      await expect(homePhone).toHaveValue('call me maybe');
      await expect(form.getByLabel('Name', { exact: true })).toHaveValue(contact.name);
      await expect(form.getByLabel('Relationship')).toHaveValue(contact.relationship);
      await expect(form.getByLabel('Address')).toHaveValue(contact.address);
      await expect(contactsRegion(page).getByText(EMPTY)).toBeVisible();

      await homePhone.fill('+880 2 955 1234');
      await form.getByRole('button', { name: 'Save contact' }).click();
      await expect(toast(page, 'Emergency contact saved')).toBeVisible();
      await expect(contactCard(page, contact.name)).toBeVisible();
    });
  });
}

test('the server refuses a 21st contact: its message shows and the form keeps the input', async ({
  page,
  signedInUser: _,
}) => {
  for (let n = 1; n <= 20; n += 1) {
    const response = await page.request.post('/api/emergency-contacts', {
      data: { ...contact, name: `Contact number ${n}` },
    });
    expect(response.status()).toBe(201);
  }
  await page.goto(EMERGENCY_PAGE);
  await expect(contactCards(page)).toHaveCount(20);
  await expect(contactCards(page).first()).toContainText('Contact number 20');

  const form = addForm(page);
  await fillContact(form, { ...contact, name: 'One too many' });
  await form.getByRole('button', { name: 'Save contact' }).click();

  await expect(form.getByRole('alert')).toHaveText(
    'You can keep at most 20 emergency contacts. Please delete one before adding another.',
  );
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue('One too many');
  await expect(form.getByLabel('Email')).toHaveValue(contact.email);
  await expect(contactCards(page)).toHaveCount(20);
});

test('a failed deletion says why and keeps the card, without the success toast', async ({ page, signedInUser: _ }) => {
  const response = await page.request.post('/api/emergency-contacts', { data: contact });
  expect(response.status()).toBe(201);
  await page.route('**/api/emergency-contacts/*', async (route) => {
    if (route.request().method() !== 'DELETE') return route.fallback();
    return route.fulfill({
      status: 503,
      json: { error: { code: 'UNAVAILABLE', message: 'The service is busy. Please try again.' } },
    });
  });
  await page.goto(EMERGENCY_PAGE);

  await contactCard(page, contact.name)
    .getByRole('button', { name: `Delete ${contact.name}` })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Delete this emergency contact?' });
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();

  await expect(confirm.getByRole('alert')).toHaveText('The service is busy. Please try again.');
  await expect(confirm).toBeVisible();
  await expect(toast(page, 'Successfully deleted!')).toHaveCount(0);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(contactCard(page, contact.name)).toBeVisible();
});
