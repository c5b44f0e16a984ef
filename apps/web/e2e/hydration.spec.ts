import type { ConsoleMessage, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { addressOf, bringEveryPartToLife, checkedPages, publicPages } from './public-pages';

/** Where the checks open the not-found page: the catch-all's address. */
const NOT_FOUND = publicPages.find(({ path }) => path === '*')!.checkedAt;

/**
 * The controls a visitor fills in or picks from: buttons and hidden fields have nothing to show,
 * and a stand-in for a control that needs the page's code (`data-before-code`, the schedule's date
 * field before its calendar) is replaced once the code has drawn the real one.
 */
const CONTROLS = [
  'input:not([type="hidden"], [type="submit"], [type="button"], [type="reset"], [type="image"])',
  'select',
  'textarea',
]
  .map((control) => `${control}:not([data-before-code] *)`)
  .join(', ');

type ControlStates = Record<string, string | boolean>;

/**
 * What each of the page's controls shows, by its name (or id): a field's value, whether a box or
 * radio button is checked, a select's chosen option (the `selected` one, or else the first).
 */
const controlStates = (page: Page): Promise<ControlStates> =>
  page.locator(CONTROLS).evaluateAll((controls) => {
    const states: ControlStates = {};
    for (const control of controls as (HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement)[]) {
      const checkable =
        control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');
      const name = control.name || (control.id ? `#${control.id}` : '(no name)');
      const key = `${control.localName} ${name}${checkable ? ` = ${control.value}` : ''}`;
      let unique = key;
      for (let n = 2; unique in states; n++) unique = `${key} (${n})`;
      states[unique] = checkable ? control.checked : control.value;
    }
    return states;
  });

/**
 * Answers the browser logs as failed loads although the page expects them: the not-found page's
 * own address answers 404, as it should.
 */
const EXPECTED_FAILED_REQUESTS = [{ path: NOT_FOUND, status: 404 }];

const isExpectedFailedRequest = (message: ConsoleMessage) =>
  message.type() === 'error' &&
  EXPECTED_FAILED_REQUESTS.some(
    ({ path, status }) =>
      new URL(message.location().url || 'about:blank').pathname === path &&
      message.text().startsWith(`Failed to load resource: the server responded with a status of ${status} `),
  );

const describe = (message: ConsoleMessage) => {
  const { url, lineNumber } = message.location();
  return `${message.type()}: ${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`;
};

test('every public page, once the browser takes it over, shows what the server rendered and logs nothing', async ({
  page,
  request,
  browser,
  baseURL,
  extraHTTPHeaders,
}) => {
  const pages = await Promise.all(checkedPages.map((address) => addressOf(request, address)));
  test.setTimeout(pages.length * 15_000);
  // The server's markup as the browser parses it, with none of the page's code running.
  const serverOnly = await browser.newContext({ javaScriptEnabled: false, baseURL, extraHTTPHeaders });
  const rendered = await serverOnly.newPage();
  const context = page.context();

  try {
    for (const path of pages) {
      await test.step(path, async () => {
        const response = await rendered.goto(path);
        // The not-found page is a page too, served with its status.
        expect.soft(response?.status(), `${path} is served`).toBe(path === NOT_FOUND ? 404 : 200);
        const fromServer = await controlStates(rendered);

        // A page of its own for each address, not the fixture's: its goto waits for the mark with no
        // limit but the test's, so one page that is never taken over would stop every page after it.
        const taken = await context.newPage();
        try {
          // A production build reports a mismatch of text or elements as an uncaught error (Minified
          // React error #418, a pageerror), and one of attributes or values not at all: hence the
          // controls' comparison below.
          const problems: string[] = [];
          taken.on('console', (message) => {
            if (isExpectedFailedRequest(message)) return;
            if (message.type() === 'error' || message.type() === 'warning') problems.push(describe(message));
          });
          taken.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
          await taken.goto(path);
          await bringEveryPartToLife(taken);

          expect.soft(await controlStates(taken), `${path}: the controls' state after hydration`).toEqual(fromServer);
          expect.soft(problems, `${path}: console errors and warnings`).toEqual([]);
        } finally {
          await taken.close();
        }
      });
    }
  } finally {
    await serverOnly.close();
  }
});

test('the sitemap lists every public page with an address of its own, and each review', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const listed = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname);
  const meant = publicPages.filter((page) => page.inSitemap && !/[:*]/.test(page.path)).map(({ path }) => path);

  expect(listed).toEqual(expect.arrayContaining(meant));
  expect(listed.filter((path) => path.startsWith('/reviews/')).length).toBeGreaterThan(0);
});
