import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { APPROACH_MARGIN } from '../src/lib/when-near';
import { TOUCH_EVENTS } from '../src/lib/when-touched';
// The config is bundled with its relative imports only: a workspace package's source would be left to Node.
import { SUBMITTED_FORM_ID } from '../../../packages/shared/src/page-render';

/** The files of each entry a page may start: the entry's own first, then the files it imports. */
interface EntryFiles {
  app: string[];
  islands: string[];
}

/**
 * Runs in the page, written into index.html itself. A page the server rendered with the app's data
 * (`#page-data`) starts the app once the browser reports the first contentful paint. A page served
 * as islands works without code until an island needs it: after that paint, its code loads when an
 * island comes within `approachMargin` of the viewport, or, for one that works without code (a
 * form, `data-starts="touched"`), when the visitor first reaches for it (`touchEvents`, and the
 * island is marked `data-touched` for `islands.tsx`), or at once when the page is the answer to
 * its form's post (`#${submittedFormId}` names it; the form, or the answer standing in its place,
 * has the form's name as its id): the visitor is in the middle of it. A page
 * with no island loads none. The files are the entry's own first, then the files it imports,
 * preloaded side by side rather than found one after another. A page that arrives empty (the
 * dashboard, which the app itself draws) shows nothing before the app runs, nor does a hidden tab,
 * so there it loads at once; so it does where the browser does not report paints, and a second
 * after it runs where no report has come. (A painted frame is not enough: the browser reports the paint when the frame
 * reaches the screen, later.)
 *
 * Its text is copied into the page as it is, so it may use nothing from outside its own body.
 */
function startAfterFirstContentfulPaint(
  entryFiles: EntryFiles,
  approachMargin: string,
  touchEvents: readonly string[],
  submittedFormId: string,
) {
  const root = document.getElementById('root');
  const islands = [...document.querySelectorAll<HTMLElement>('#root [data-island]')];
  const app = document.getElementById('page-data') !== null || !root?.hasChildNodes();
  if (!app && islands.length === 0) return;
  const files = app ? entryFiles.app : entryFiles.islands;
  const load = () => {
    for (const file of files.slice(1)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = file;
      document.head.append(link);
    }
    void import(files[0]!);
  };
  const whenAnIslandNeedsIt = () => {
    let loaded = false;
    const loadOnce = () => {
      if (loaded) return;
      loaded = true;
      observer.disconnect();
      load();
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadOnce();
      },
      { rootMargin: approachMargin },
    );
    for (const island of islands) {
      if (island.dataset.starts !== 'touched') {
        // An island's element takes no room (`Island`): its content meets the viewport.
        observer.observe(island.firstElementChild ?? island);
        continue;
      }
      const touched = () => {
        island.dataset.touched = '';
        loadOnce();
      };
      for (const type of touchEvents) island.addEventListener(type, touched, { once: true });
    }
    const submitted = document.getElementById(submittedFormId)?.textContent;
    const answeredForm = submitted && (JSON.parse(submitted) as { form: string }).form;
    const answered = answeredForm && islands.find((island) => island.querySelector(`[id="${answeredForm}"]`));
    if (answered) {
      answered.dataset.touched = '';
      loadOnce();
    }
  };
  const start = app ? load : whenAnIslandNeedsIt;
  const willPaint =
    document.visibilityState === 'visible' &&
    root?.hasChildNodes() &&
    PerformanceObserver.supportedEntryTypes.includes('paint');
  if (!willPaint) return start();
  // Whichever comes first starts the page, once: a disconnected observer is given no more entries.
  const startOnce = () => {
    observer.disconnect();
    clearTimeout(fallback);
    start();
  };
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length > 0) startOnce();
  });
  // A browser that lists paint entries may still report none (of a page with nothing it counts as
  // content, say, or under a privacy setting), and the page's controls would never respond. A module
  // script runs once the stylesheet has loaded, so the paint is a few frames away: a second is far
  // more than a slow phone needs, and short beside the time a visitor takes to reach for a control.
  const fallback = setTimeout(startOnce, 1000);
  observer.observe({ type: 'paint', buffered: true });
}

/**
 * The page starts the app (`entries.app`, a build input of its own) or, on a page rendered as
 * islands, the islands (`entries.islands`, another) from a script inside index.html, so
 * nothing but the HTML and the stylesheet is fetched before the first paint: not even a small
 * entry file, which a slow connection would fetch beside the stylesheet on a connection of its own.
 * The server allows this one inline script by its hash.
 */
export function startAfterPaint(entries: { app: string; islands: string }): Plugin {
  let root = '';
  let base = '/';
  return {
    name: 'topgear:start-after-paint',
    configResolved: (config) => {
      ({ root, base } = config);
    },
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { server, bundle }) => {
        // The development server serves the source as it is; a build, the entry's chunks.
        const filesOf = (entry: string) =>
          (server ? [path.relative(root, entry)] : builtFiles(entry, bundle)).map((file) => base + file);
        const files: EntryFiles = { app: filesOf(entries.app), islands: filesOf(entries.islands) };
        return [
          {
            tag: 'script',
            attrs: { type: 'module' },
            children: `(${startAfterFirstContentfulPaint.toString()})(${JSON.stringify(files)}, ${[APPROACH_MARGIN, TOUCH_EVENTS, SUBMITTED_FORM_ID].map((value) => JSON.stringify(value)).join(', ')})`,
            injectTo: 'body',
          },
        ];
      },
    },
  };
}

/** The entry's built file, then every file it imports, directly or through another. */
function builtFiles(entry: string, bundle: Rolldown.OutputBundle | undefined) {
  const chunks = Object.values(bundle ?? {}).filter((output) => output.type === 'chunk');
  const chunk = chunks.find((output) => output.facadeModuleId === entry);
  if (!chunk) throw new Error(`the build has no chunk for ${entry}: is it a build input?`);
  const files = [chunk.fileName];
  for (const file of files) {
    for (const imported of chunks.find((output) => output.fileName === file)?.imports ?? []) {
      if (!files.includes(imported)) files.push(imported);
    }
  }
  return files;
}
