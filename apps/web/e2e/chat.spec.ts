import type { Locator, Page } from '@playwright/test';
import type { ChatConversation } from '@topgear/shared/chat';
import {
  expect,
  expectNoSidewaysScroll,
  type RegisteredUser,
  signInAsAdmin,
  startChatViaApi,
  test,
  toast,
  viewports,
} from './fixtures';

const CHAT = '/dashboard/chat';
const CHAT_REQUEST = '/dashboard/chatrequest';

const messages = (page: Page) => page.getByRole('region', { name: 'Messages' });
/** The messages shown, oldest first (and the 'New messages' divider, where there is one). */
const messageItems = (page: Page) => messages(page).getByRole('listitem');
const messageWith = (page: Page, text: string) => messageItems(page).filter({ hasText: text });
const messageBox = (page: Page) => page.getByRole('textbox', { name: 'Message' });
const connectionStatus = (page: Page) => page.getByRole('status').filter({ hasText: /Connecting…|Reconnecting…/ });
const requestCard = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/**
 * A bin button ('Delete', 'Remove') and what it removes. Chromium names it 'Delete : chat with …':
 * the visually hidden ': …' is positioned apart from the label, so a space comes between them.
 */
const binButton = (scope: Page | Locator, label: string, itemName: string) =>
  scope.getByRole('button', { name: new RegExp(`^${label} ?: ${escapeRegExp(itemName)}$`) });

/** The chat window is on screen and its connection is up. */
async function expectConnected(page: Page) {
  await expect(messages(page)).toBeVisible();
  await expect(connectionStatus(page)).toHaveCount(0);
}

/** Writes `text` in the message box and sends it with Enter; it is stored once 'Sending…' has gone. */
async function send(page: Page, text: string) {
  await messageBox(page).fill(text);
  await messageBox(page).press('Enter');
  await expect(messageBox(page)).toHaveValue('');
  await expect(messageWith(page, text)).toHaveCount(1);
  await expect(messages(page).getByText('Sending…')).toHaveCount(0);
}

/** The person's own chat started through the API, under their full name and email. */
const startChat = (person: RegisteredUser, request: Page['request']): Promise<ChatConversation> =>
  startChatViaApi(request, { name: person.fullName, email: person.email });

interface Support {
  page: Page;
  /** The administrator's name, as the person sees it on support's messages. */
  name: string;
}

/**
 * An administrator in a browser of their own beside the person's `page`, with the test's client
 * address (and screen size); it closes at the end of the test.
 */
const supportTest = test.extend<{ support: Support }>({
  support: async ({ browser, baseURL, extraHTTPHeaders, viewport }, use) => {
    const context = await browser.newContext({ baseURL, extraHTTPHeaders, viewport });
    try {
      const admin = await signInAsAdmin(context.request);
      await use({ page: await context.newPage(), name: admin.fullName });
    } finally {
      await context.close();
    }
  },
});

for (const [screen, viewport] of viewports) {
  supportTest.describe(`support chat on a ${screen} screen`, () => {
    supportTest.use({ viewport });

    supportTest(
      'a person starts a chat and writes, support sees the unread request, opens it and answers live',
      async ({ page, signedInUser: person, support }) => {
        await page.goto('/dashboard/home');
        await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Chat' }).click();
        await expect(page).toHaveURL(CHAT);
        await expect(page.getByRole('heading', { level: 1, name: 'Support chat' })).toBeVisible();
        const name = page.getByRole('textbox', { name: 'Name' });
        await expect(name).toHaveValue(person.fullName);
        await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(person.email);
        await expectNoSidewaysScroll(page);

        // Without a name nothing starts.
        await name.clear();
        await page.getByRole('button', { name: 'Start Chat' }).click();
        await expect(page.getByText('Please enter your name')).toBeVisible();
        await expect(page.getByRole('heading', { level: 1, name: 'Support chat' })).toBeVisible();
        expect((await page.request.get('/api/chat/conversation')).status()).toBe(404);

        await name.fill(person.fullName);
        await page.getByRole('button', { name: 'Start Chat' }).click();
        await expect(page.getByRole('heading', { level: 1, name: 'Chat for us!' })).toBeVisible();
        await expect(page.getByText('How can we help you?')).toBeVisible();
        await expect(
          messages(page).getByText('No messages yet. Write below and our support team will answer here.'),
        ).toBeVisible();
        await expectConnected(page);

        // Enter sends, and so does the Send button; the box clears each time.
        const box = messageBox(page);
        await box.fill('Hello, my reviews page is blank');
        await box.press('Enter');
        await expect(box).toHaveValue('');
        await box.fill('It started this morning');
        await page.getByRole('button', { name: 'Send' }).click();
        await expect(box).toHaveValue('');
        await expect(messageItems(page)).toHaveCount(2);

        // Shift+Enter starts a new line and sends nothing.
        await box.pressSequentially('Line one');
        await box.press('Shift+Enter');
        await box.pressSequentially('Line two');
        await expect(box).toHaveValue('Line one\nLine two');
        await expect(messageItems(page)).toHaveCount(2);
        await box.press('Enter');
        await expect(box).toHaveValue('');
        const multiLine = messageWith(page, 'Line one').getByText(/Line one/);
        await expect(multiLine).toHaveJSProperty('innerText', 'Line one\nLine two');

        // An empty or blank message is not sent.
        await box.press('Enter');
        await box.fill('   ');
        await box.press('Enter');
        await page.getByRole('button', { name: 'Send' }).click();
        await expect(messages(page).getByText('Sending…')).toHaveCount(0);
        await expect(messageItems(page)).toHaveCount(3);
        await expect(messageItems(page)).toContainText([
          'Hello, my reviews page is blank',
          'It started this morning',
          'Line one',
        ]);
        // Mine say 'You' to a screen reader, and when they were sent ('9:05').
        await expect(messageItems(page).first()).toContainText('You');
        await expect(messageItems(page).first().locator('time')).toHaveText(/^\d{1,2}:\d{2}$/);
        await box.clear();

        // Support finds the request through the admin menu, with the person's three messages unread.
        const admin = support.page;
        await admin.goto('/dashboard/admin');
        await admin
          .getByRole('list', { name: 'Admin menu' })
          .getByRole('link', { name: /^Chat Request/ })
          .click();
        await expect(admin).toHaveURL(CHAT_REQUEST);
        await expect(admin.getByRole('heading', { level: 1, name: 'Chat Request' })).toBeVisible();
        await expect(admin.getByRole('heading', { level: 2, name: 'Conversations' })).toBeVisible();
        await expect(admin.getByRole('heading', { level: 2, name: 'Canned replies' })).toBeVisible();
        const card = requestCard(admin, person.fullName);
        await expect(card.getByText('3 unread')).toBeVisible();
        await expect(card).toContainText('Line one');
        await expect(card).toContainText(person.email);
        await expectNoSidewaysScroll(admin);

        await card.getByRole('link', { name: `Open chat with ${person.fullName}` }).click();
        await expect(admin).toHaveURL(/\/dashboard\/chatrequest\/[0-9a-f-]{36}$/);
        await expect(admin.getByRole('heading', { level: 1, name: person.fullName })).toBeVisible();
        await expect(admin.getByRole('link', { name: person.email })).toHaveAttribute('href', `mailto:${person.email}`);
        await expect(messages(admin).getByText('New messages')).toBeVisible();
        const written = messageItems(admin).filter({ hasNotText: 'New messages' });
        await expect(written).toHaveCount(3);
        for (const item of await written.all()) await expect(item).toContainText(person.fullName);
        await expect(written).toContainText(['Hello, my reviews page is blank', 'It started this morning', 'Line one']);
        await expect(admin.getByPlaceholder('Write a reply, or / for a canned reply')).toBeVisible();
        await expectConnected(admin);
        await expectNoSidewaysScroll(admin);

        await send(admin, 'Thanks, we are looking into it');

        // The person sees the answer without a reload, under the administrator's name.
        const answer = messageWith(page, 'Thanks, we are looking into it');
        await expect(answer).toBeVisible();
        await expect(answer).toContainText(support.name);
        await expect(answer).not.toContainText('You');
        await expectNoSidewaysScroll(page);

        // Support has read the request: its card has no unread count, and shows support's answer last.
        await admin.getByRole('link', { name: 'Back to Chat Request' }).click();
        await expect(admin).toHaveURL(CHAT_REQUEST);
        await expect(card).toContainText('Support: Thanks, we are looking into it');
        await expect(card.getByText(/unread/)).toHaveCount(0);
        await admin.reload();
        await expect(card).toContainText('Support: Thanks, we are looking into it');
        await expect(card.getByText(/unread/)).toHaveCount(0);
      },
    );
  });
}

supportTest(
  'the whole conversation comes back, in order, after a reload and in a second tab',
  async ({ page, signedInUser: person, support }) => {
    const conversation = await startChat(person, page.request);
    await page.goto(CHAT);
    await expectConnected(page);
    await send(page, 'First question from me');

    const admin = support.page;
    await admin.goto(`${CHAT_REQUEST}/${conversation.id}`);
    await expectConnected(admin);
    await expect(messageWith(admin, 'First question from me')).toBeVisible();
    await send(admin, 'An answer from support');
    await expect(messageWith(page, 'An answer from support')).toBeVisible();
    await send(page, 'A follow-up from me');
    await expect(messageWith(admin, 'A follow-up from me')).toBeVisible();

    const inOrder = ['First question from me', 'An answer from support', 'A follow-up from me'];
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Chat for us!' })).toBeVisible();
    await expect(messageItems(page)).toHaveCount(3);
    await expect(messageItems(page)).toContainText(inOrder);
    await expect(messageWith(page, 'An answer from support')).toContainText(support.name);

    await admin.reload();
    const written = messageItems(admin).filter({ hasNotText: 'New messages' });
    await expect(written).toHaveCount(3);
    await expect(written).toContainText(inOrder);
    await expect(messageWith(admin, 'A follow-up from me')).toContainText(person.fullName);

    const secondTab = await page.context().newPage();
    await secondTab.goto(CHAT);
    await expect(messageItems(secondTab)).toHaveCount(3);
    await expect(messageItems(secondTab)).toContainText(inOrder);
  },
);

supportTest(
  "the person sees while support is typing, until support's message arrives",
  async ({ page, signedInUser: person, support }) => {
    const conversation = await startChat(person, page.request);
    await page.goto(CHAT);
    await expectConnected(page);

    const admin = support.page;
    await admin.goto(`${CHAT_REQUEST}/${conversation.id}`);
    await expectConnected(admin);
    const typing = page.getByRole('status').filter({ hasText: `${support.name} is typing…` });
    // Typing is only told once the room is joined, which the screen does not show: keep typing until it is.
    await expect(async () => {
      await messageBox(admin).pressSequentially('Let me check', { delay: 20 });
      await expect(typing).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 10_000 });

    await messageBox(admin).press('Enter');
    await expect(messageWith(page, 'Let me check')).toBeVisible();
    await expect(typing).toHaveCount(0);
  },
);

supportTest(
  'support adds a canned reply, inserts it with / and the keyboard, and the person receives it',
  async ({ page, signedInUser: person, support }) => {
    const conversation = await startChat(person, page.request);
    await page.goto(CHAT);
    await expectConnected(page);

    // Unique to this test: '/' and its first letters match no other canned reply.
    const shortcut = `greet-${person.lastName.toLowerCase()}`;
    const reply = `Hello ${person.firstName}, thanks for reaching out to TopGear support.`;
    const admin = support.page;
    await admin.goto(CHAT_REQUEST);
    await admin.getByRole('textbox', { name: 'Shortcut' }).fill(shortcut);
    await admin.getByLabel('Reply', { exact: true }).fill(reply);
    await admin.getByRole('button', { name: 'Add reply' }).click();
    await expect(toast(admin, 'Canned reply added')).toBeVisible();
    await expect(admin.getByText(`/${shortcut}`, { exact: true })).toBeVisible();
    await expect(admin.getByRole('textbox', { name: 'Shortcut' })).toHaveValue('');

    await admin.goto(`${CHAT_REQUEST}/${conversation.id}`);
    await expectConnected(admin);
    const box = messageBox(admin);
    await box.pressSequentially(`/${shortcut.slice(0, 10)}`);
    const options = admin.getByRole('listbox', { name: 'Canned replies' });
    await expect(options.getByRole('option')).toHaveCount(1);
    await expect(options.getByRole('option')).toContainText(`/${shortcut}`);
    await box.press('ArrowDown');
    await box.press('Enter');
    await expect(box).toHaveValue(reply);
    await expect(options).toHaveCount(0);

    await box.press('Enter');
    await expect(box).toHaveValue('');
    const received = messageWith(page, reply);
    await expect(received).toBeVisible();
    await expect(received).toContainText(support.name);

    // Tab picks one too; Escape closes the list and leaves the text as typed.
    await box.pressSequentially(`/${shortcut.slice(0, 10)}`);
    await expect(options).toBeVisible();
    await box.press('Escape');
    await expect(options).toHaveCount(0);
    await expect(box).toHaveValue(`/${shortcut.slice(0, 10)}`);
    await box.press('Backspace');
    await expect(options).toBeVisible();
    await box.press('Tab');
    await expect(box).toHaveValue(reply);
    await box.clear();

    // Removing it leaves the list of canned replies.
    await admin.goto(CHAT_REQUEST);
    await binButton(admin, 'Remove', `/${shortcut}`).click();
    const dialog = admin.getByRole('dialog', { name: 'Remove this canned reply?' });
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(toast(admin, 'Canned reply removed')).toBeVisible();
    await expect(admin.getByText(`/${shortcut}`, { exact: true })).toHaveCount(0);
  },
);

supportTest(
  "support deletes a request after confirming, and the person's chat goes back to Start Chat",
  async ({ page, signedInUser: person, support }) => {
    await startChat(person, page.request);
    await page.goto(CHAT);
    await expectConnected(page);
    await send(page, 'Please delete my chat');

    const admin = support.page;
    await admin.goto(CHAT_REQUEST);
    const card = requestCard(admin, person.fullName);
    await binButton(card, 'Delete', `chat with ${person.fullName}`).click();
    const dialog = admin.getByRole('dialog', { name: 'Delete this chat?' });
    // Cancel keeps it.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(card).toBeVisible();

    await binButton(card, 'Delete', `chat with ${person.fullName}`).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(admin, 'Successfully deleted')).toBeVisible();
    await expect(card).toHaveCount(0);

    // Live, on the person's open chat.
    await expect(page.getByRole('heading', { level: 1, name: 'Support chat' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start Chat' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(person.fullName);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Start Chat' })).toBeVisible();
    await admin.reload();
    await expect(admin.getByRole('heading', { level: 1, name: 'Chat Request' })).toBeVisible();
    await expect(card).toHaveCount(0);
  },
);

test('an employee cannot open Chat Request or a conversation', async ({ page, signedInUser: person }) => {
  const conversation = await startChat(person, page.request);

  await page.goto(CHAT_REQUEST);
  await expect(page.getByRole('heading', { level: 1, name: 'You do not have access to this page' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Chat Request' })).toHaveCount(0);

  await page.goto(`${CHAT_REQUEST}/${conversation.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'You do not have access to this page' })).toBeVisible();
  await expect(messages(page)).toHaveCount(0);
});

supportTest(
  'markup in messages is shown as text on both sides and never runs',
  async ({ page, signedInUser: person, support }) => {
    const conversation = await startChat(person, page.request);
    const markup = '<img src=x onerror="window.__xss=1">';
    const supportMarkup = '<b onmouseover="window.__xss=2">bold?</b><script>window.__xss=3</script>';

    await page.goto(CHAT);
    await expectConnected(page);
    await send(page, markup);

    const admin = support.page;
    await admin.goto(CHAT_REQUEST);
    await expect(requestCard(admin, person.fullName)).toContainText(markup);
    await admin.goto(`${CHAT_REQUEST}/${conversation.id}`);
    await expectConnected(admin);
    await expect(messages(admin).getByText(markup, { exact: true })).toBeVisible();
    await send(admin, supportMarkup);
    await expect(messages(page).getByText(supportMarkup, { exact: true })).toBeVisible();

    for (const side of [page, admin] as const) {
      await expect(messages(side).locator('img[src="x"], b, script')).toHaveCount(0);
      expect(await side.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
    }
    await page.reload();
    await expect(messages(page).getByText(markup, { exact: true })).toBeVisible();
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  },
);
