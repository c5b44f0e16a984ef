import type { Locator, Page } from '@playwright/test';
import { bookDemoViaApi, expect, test, uniqueEmail } from './fixtures';

const SLOT_TAKEN = 'Your selected time is already booked,Try another time';

/**
 * A local calendar day `days` from today, moved on for a retry (one day) and for each --repeat-each
 * copy (two days), so that no attempt meets a booking an earlier attempt made. The tests also book
 * different times of day, so they cannot meet each other either.
 */
function dayAhead(days: number): Date {
  const { retry, repeatEachIndex } = test.info();
  const day = new Date();
  day.setHours(0, 0, 0, 0);
  day.setDate(day.getDate() + days + retry + 2 * repeatEachIndex);
  return day;
}

/** 'YYYY-MM-DD', as the API writes a date. */
const isoDate = (day: Date) =>
  `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
/** 'Nov 24, 2026', as the form and the confirmation show a date. */
const mediumDate = (day: Date) => day.toLocaleDateString('en-US', { dateStyle: 'medium' });
/** 'November 2026': the calendar's month grid. */
const monthName = (day: Date) => day.toLocaleDateString('en-US', { month: 'long', year: 'numeric' });

const ordinal = (n: number) => {
  const suffix =
    n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th';
  return `${n}${suffix}`;
};
/** The calendar's name for a day button: 'Tuesday, November 24th, 2026', maybe with 'Today, ' or ', selected'. */
const dayButtonName = (day: Date) => {
  const weekday = day.toLocaleDateString('en-US', { weekday: 'long' });
  const month = day.toLocaleDateString('en-US', { month: 'long' });
  return new RegExp(`^(Today, )?${weekday}, ${month} ${ordinal(day.getDate())}, ${day.getFullYear()}(, selected)?$`);
};

function scheduleForm(page: Page) {
  const form = page.getByRole('main').getByRole('region', { name: 'Book your demo' });
  return {
    form,
    timeZone: form.getByLabel('Time zone'),
    language: form.getByLabel('Demo language'),
    nextMonth: form.getByRole('button', { name: 'Go to the Next Month' }),
    month: (day: Date) => form.getByRole('grid', { name: monthName(day) }),
    times: form.getByRole('group', { name: 'Time' }),
    slot: (label: string) =>
      form.getByRole('group', { name: 'Time' }).getByRole('radio', { name: new RegExp(`^${label}`) }),
    selectedDate: form.locator('p').filter({ hasText: /^Selected Date:/ }),
    name: form.getByLabel('Name', { exact: true }),
    company: form.getByLabel('Company', { exact: true }),
    email: form.getByLabel('Email', { exact: true }),
    phone: form.getByLabel('Phone Number', { exact: true }),
    userCount: form.getByRole('group', { name: 'How many users?' }),
    submit: form.getByRole('button', { name: 'Submit' }),
  };
}
type ScheduleForm = ReturnType<typeof scheduleForm>;

/**
 * Opens the schedule page and reaches for its form, as a visitor does: the form's code loads and
 * takes over from the browser's own post (the calendar replaces the date field).
 */
async function openScheduleForm(page: Page) {
  await page.goto('/schedule');
  const form = scheduleForm(page);
  await form.timeZone.focus();
  await expect(form.form.locator('[data-island="schedule"][data-hydrated]')).toBeAttached();
  return form;
}

/** Opens the calendar on `day`'s month with the Next button and clicks the day; the slots then load. */
async function pickDate(form: ScheduleForm, day: Date) {
  const today = new Date();
  await expect(form.month(today)).toBeVisible();
  const monthsAhead = (day.getFullYear() - today.getFullYear()) * 12 + day.getMonth() - today.getMonth();
  for (let step = 1; step <= monthsAhead; step += 1) {
    await form.nextMonth.click();
    await expect(form.month(new Date(today.getFullYear(), today.getMonth() + step, 1))).toBeVisible();
  }
  await form
    .month(day)
    .getByRole('button', { name: dayButtonName(day) })
    .click();
  await expect(form.times.getByRole('radio')).toHaveCount(10);
}

interface Contact {
  name: string;
  company: string;
  email: string;
  phone: string;
}

const aContact = (): Contact => ({
  name: 'Nusrat Jahan',
  company: 'Padma Textiles',
  email: uniqueEmail('demo'),
  phone: '+880 1711 000000',
});

async function fillContact(form: ScheduleForm, contact: Contact) {
  await form.name.fill(contact.name);
  await form.company.fill(contact.company);
  await form.email.fill(contact.email);
  await form.phone.fill(contact.phone);
}

async function expectContactKept(form: ScheduleForm, contact: Contact) {
  await expect(form.name).toHaveValue(contact.name);
  await expect(form.company).toHaveValue(contact.company);
  await expect(form.email).toHaveValue(contact.email);
  await expect(form.phone).toHaveValue(contact.phone);
}

/** The text colour as 0-255 red, green and blue, whatever colour space the stylesheet uses. */
function renderedRgb(element: Locator): Promise<number[]> {
  return element.evaluate((node) => {
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext('2d')!;
    context.fillStyle = getComputedStyle(node).color;
    context.fillRect(0, 0, 1, 1);
    return [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)];
  });
}

test.describe('the Schedule Demo form', () => {
  test('has the time zone, language and user-count choices with their defaults', async ({ page }) => {
    await page.goto('/schedule');
    const form = scheduleForm(page);
    await expect(page).toHaveTitle('Schedule a demo · TopGear Perform');

    await expect(form.timeZone).toHaveValue('+06:00');
    await expect(form.timeZone.locator('option:checked')).toHaveText('GMT+6 Dhaka');
    const zones = Array.from({ length: 27 }, (_, index) => index - 12).map(
      (hours) => new RegExp(`^GMT${hours < 0 ? '' : '\\+'}${hours} \\S`),
    );
    await expect(form.timeZone.locator('option')).toHaveText(zones);
    await expect(form.timeZone.locator('option').first()).toHaveText(/^GMT-12 /);
    await expect(form.timeZone.locator('option').last()).toHaveText(/^GMT\+14 /);

    await expect(form.language.locator('option')).toHaveText(['English', 'Spanish', 'Brazilian Portuguese']);
    await expect(form.language).toHaveValue('English');

    const bands = ['1-50', '51-100', '101-300', '301-500', '1000+'];
    const radios = form.userCount.getByRole('radio');
    await expect(radios).toHaveCount(bands.length);
    for (const band of bands) await expect(form.userCount.getByRole('radio', { name: `${band} users` })).toBeVisible();
    await expect(form.userCount.getByRole('radio', { name: '1-50 users' })).toBeChecked();
    await expect(form.userCount.getByRole('radio', { checked: true })).toHaveCount(1);

    await expect(form.selectedDate).toHaveText('Selected Date: none yet');
    await expect(form.form.getByText('Choose a date to see the available times.')).toBeVisible();
  });

  test('has the privacy notice and Call and Email links', async ({ page }) => {
    await page.goto('/schedule');
    const main = page.getByRole('main');
    const form = scheduleForm(page);

    await expect(form.form.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy-policy');
    await expect(form.form.getByText(/By booking a demo you agree/)).toBeVisible();
    await expect(main.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:\+?\d+$/);
    await expect(main.getByRole('link', { name: /^Email / })).toHaveAttribute('href', /^mailto:[^@\s]+@[^@\s]+$/);

    await form.form.getByRole('link', { name: 'privacy policy' }).click();
    await expect(page).toHaveURL('/privacy-policy');
  });

  test('submitting the empty form shows the field errors and sends nothing', async ({ page }) => {
    const bookings: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/demo/bookings')) bookings.push(request.method());
    });
    const form = await openScheduleForm(page);

    await form.submit.click();
    for (const message of [
      'Please choose a date',
      'Please choose one of the available times',
      'Please enter your name',
      'Please enter your company',
      'Invalid Email',
      'Please enter your phone number',
    ]) {
      await expect(form.form.getByText(message, { exact: true })).toBeVisible();
    }
    for (const field of [form.name, form.company, form.email, form.phone]) {
      await expect(field).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(page).toHaveURL('/schedule');
    expect(bookings).toEqual([]);
  });

  test('books a demo end to end; the booked slot then shows as unavailable', async ({ page }) => {
    // Two visits of the form and a booking: a long flow for a busy machine.
    test.slow();
    const day = dayAhead(12);
    const contact = aContact();
    const form = await openScheduleForm(page);

    await pickDate(form, day);
    await expect(form.selectedDate).toHaveText(`Selected Date: ${mediumDate(day)}`);
    await expect(form.times.getByRole('radio', { disabled: true })).toHaveCount(0);
    await form.slot('2:00 PM').check();
    await expect(form.selectedDate).toHaveText(`Selected Date: ${mediumDate(day)} at 2:00 PM`);

    await form.language.selectOption('Spanish');
    await form.userCount.getByRole('radio', { name: '101-300 users' }).check();
    await fillContact(form, contact);
    await form.submit.click();

    await expect(page).toHaveURL(`/scheduleSubmit?date=${isoDate(day)}&time=14%3A00&timeZone=%2B06%3A00`);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Demo Booked Successfully');
    await expect(page.getByRole('main')).toContainText(`See you on ${mediumDate(day)} at 2:00 PM (GMT+6 Dhaka).`);
    await expect(page.getByRole('main')).toContainText(
      'Your calendar invitation is on its way to the email address you gave us.',
    );
    // The address says when, and nothing about who booked.
    expect(page.url()).not.toContain(encodeURIComponent(contact.email));

    const again = await openScheduleForm(page);
    await pickDate(again, day);
    await expect(again.slot('2:00 PM')).toBeDisabled();
    await expect(again.slot('2:00 PM')).toHaveAccessibleName(/Unavailable/);
    await expect(again.times.getByRole('radio', { disabled: true })).toHaveCount(1);
    await expect(again.slot('3:00 PM')).toBeEnabled();
  });

  test('a slot someone else books first shows the taken message, keeps the input and allows another time', async ({
    page,
    api,
  }) => {
    test.slow();
    const day = dayAhead(19);
    const contact = aContact();
    const form = await openScheduleForm(page);

    await pickDate(form, day);
    await form.slot('3:00 PM').check();
    await fillContact(form, contact);
    await form.userCount.getByRole('radio', { name: '301-500 users' }).check();

    // Another visitor takes the slot while this one is still filling in the form.
    await bookDemoViaApi(api, isoDate(day), '15:00');
    await form.submit.click();

    const taken = form.form.getByRole('alert').filter({ hasText: SLOT_TAKEN });
    await expect(taken).toBeVisible();
    await expect(taken).toHaveText(SLOT_TAKEN);
    const [red, green, blue] = await renderedRgb(taken);
    expect(red, 'the message is red').toBeGreaterThan(180);
    expect(green).toBeLessThan(90);
    expect(blue).toBeLessThan(90);
    // Under the calendar, above the time slots.
    const calendarBox = (await form.month(day).boundingBox())!;
    const takenBox = (await taken.boundingBox())!;
    expect(takenBox.y).toBeGreaterThanOrEqual(calendarBox.y + calendarBox.height);
    expect(takenBox.y).toBeLessThan((await form.times.boundingBox())!.y);

    await expect(page).toHaveURL('/schedule');
    await expectContactKept(form, contact);
    await expect(form.userCount.getByRole('radio', { name: '301-500 users' })).toBeChecked();
    await expect(form.month(day).getByRole('button', { name: dayButtonName(day) })).toHaveAccessibleName(/, selected$/);
    await expect(form.slot('3:00 PM')).toBeDisabled();
    await expect(form.times.getByRole('radio', { checked: true })).toHaveCount(0);
    await expect(form.selectedDate).toHaveText(`Selected Date: ${mediumDate(day)}`);

    await form.slot('4:00 PM').check();
    await form.submit.click();
    await expect(page).toHaveURL(/\/scheduleSubmit\?/);
    await expect(page.getByRole('main')).toContainText(`See you on ${mediumDate(day)} at 4:00 PM (GMT+6 Dhaka).`);
  });
});

test('free times shown before the code arrived stay when it takes over', async ({ page }) => {
  const day = dayAhead(9);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  // The page's code is held back while the visitor fills in the form, so the browser posts it itself.
  await page.route('**/*.js', (route) => route.abort());
  await page.goto('/schedule');
  const form = scheduleForm(page);
  await form.form.getByLabel('Choose a day, then show its free times.').fill(isoDate(day));
  await form.name.fill('Nusrat Jahan');
  await page.unroute('**/*.js');
  await form.form.getByRole('button', { name: 'Show free times' }).click();
  await expect(form.times.getByRole('radio')).toHaveCount(10);

  await form.company.focus();
  await expect(form.form.locator('[data-island="schedule"][data-hydrated]')).toBeAttached();
  await expect(form.month(day).getByRole('button', { name: dayButtonName(day) })).toHaveAccessibleName(/, selected$/);
  await expect(form.times.getByRole('radio')).toHaveCount(10);
  await expect(form.name).toHaveValue('Nusrat Jahan');
  await form.slot('3:00 PM').check();
  await expect(form.selectedDate).toHaveText(`Selected Date: ${mediumDate(day)} at 3:00 PM`);
  expect(problems.filter((text) => /hydrat|did not match/i.test(text))).toEqual([]);
});

test('/scheduleSubmit opened directly still confirms without details', async ({ page }) => {
  await page.goto('/scheduleSubmit');
  const main = page.getByRole('main');

  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Demo Booked Successfully');
  await expect(main).toContainText('Your calendar invitation is on its way to the email address you gave us.');
  await main.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL('/');
});

test('/scheduleSubmit with an address that names no real slot confirms without details', async ({ page }) => {
  await page.goto('/scheduleSubmit?date=2026-02-30&time=25%3A00&timeZone=%3Cb%3E');
  const main = page.getByRole('main');

  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Demo Booked Successfully');
  await expect(main).not.toContainText('See you on');
  await expect(main).toContainText('Your calendar invitation is on its way to the email address you gave us.');
});
