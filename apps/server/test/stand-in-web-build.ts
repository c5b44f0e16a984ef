import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** What index.html starts the app with, as the web build writes it inside the page. */
export const START_SCRIPT = "(function start(files) { import(files[0]); })(['/assets/index-abc.js'])";

export const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <title>TopGear Perform</title>
    <meta name="description" content="The default description." />
  </head>
  <body>
    <div id="root"></div>
    <script type="module">${START_SCRIPT}</script>
  </body>
</html>
`;

/**
 * A stand-in for the web's server bundle, which is only built later in the test command: it
 * renders the blog titles it fetches through the app (who may sign up on /join, nothing on /static
 * and /unnamed), and counts its renders. Its forms are some of
 * the web's: the newsletter's, whose answer shows on the same page, asking for a reset link, which
 * shows the address beside its answer, using the link, whose token is in the page's address, and
 * signing in, with its code step.
 */
const RENDER_BUNDLE = `
let send;
let renders = 0;
export const renderCount = () => renders;
export default {
  sendApiRequestsThrough(fetcher) { send = fetcher; },
  async renderPage(url, siteOrigin, options) {
    renders += 1;
    // A page of text reads nothing, /join who may sign up; one that reads an address no content
    // names is never kept.
    const read = url.startsWith('/static') ? [] : url.startsWith('/unnamed') ? ['/api/health']
      : url.startsWith('/join') ? ['/api/sign-up-mode'] : ['/api/blogs'];
    const answers = await Promise.all(read.map(async (path) => (await send(path + '?limit=100')).json()));
    const items = answers[0]?.items ?? (answers[0]?.mode ? [{ title: 'Sign-up: ' + answers[0].mode }] : []);
    const missing = url.startsWith('/missing');
    const islands = options?.islands === true;
    return {
      status: missing ? 404 : 200,
      head: '<title>' + (missing ? 'Page not found' : 'Blog') + '</title><link rel="canonical" href="' + siteOrigin + url + '"/>',
      body: (islands ? '<div data-island="nav"></div>' : '') + '<main>' + items.map((blog) => '<h2>' + blog.title + '</h2>').join('') + '</main>',
      data: islands ? undefined : JSON.stringify({ url }),
      submitted: options?.submitted && JSON.stringify(options.submitted),
      cacheable: !url.startsWith('/failing') && !options?.submitted,
      read,
      unloaded: [],
    };
  },
  formPosts: {
    newsletter: { name: 'newsletter', endpoint: '/newsletter/subscriptions' },
    'forgot-password': { name: 'forgot-password', endpoint: '/auth/forgot-password', keptForAnswer: ['email'] },
    'reset-password': {
      name: 'reset-password',
      endpoint: '/auth/reset-password',
      fromAddress: ['token'],
      secrets: ['password', 'confirmPassword'],
    },
    'sign-in': {
      name: 'sign-in',
      endpoint: '/auth/sign-in/email',
      secrets: ['password'],
      next: () => '/dashboard/home',
    },
    'two-factor-code': {
      name: 'two-factor-code',
      endpoint: '/auth/two-factor/verify',
      checkboxes: ['trustDevice'],
      secrets: ['code'],
      next: () => '/dashboard/home',
    },
    'recovery-code': {
      name: 'recovery-code',
      endpoint: '/auth/two-factor/recovery',
      secrets: ['code'],
      next: () => '/dashboard/home',
    },
  },
  hasIslands(url) { return url.startsWith('/landing'); },
  async sitemap() { return { paths: ['/', '/blogs', '/reviews/a&b'], read: ['/api/reviews'] }; },
};
`;

/**
 * A web build in a folder of its own: index.html, one asset, and the stand-in render bundle beside
 * it, as `npm run build` lays them out. `renderCount` says how often the bundle rendered a page.
 */
export async function standInWebBuild() {
  const folder = await mkdtemp(path.join(tmpdir(), 'topgear-web-'));
  const webDistFolder = path.join(folder, 'dist');
  const bundleFile = path.join(folder, 'dist-ssr', 'entry-server.js');
  await mkdir(path.join(webDistFolder, 'assets'), { recursive: true });
  await mkdir(path.dirname(bundleFile), { recursive: true });
  await writeFile(path.join(webDistFolder, 'index.html'), INDEX_HTML);
  await writeFile(path.join(webDistFolder, 'assets', 'index-abc.js'), 'console.log("app");');
  await writeFile(bundleFile, RENDER_BUNDLE);
  return {
    webDistFolder,
    renderCount: async () => ((await import(bundleFile)) as { renderCount: () => number }).renderCount(),
    remove: () => rm(folder, { recursive: true, force: true }),
  };
}
