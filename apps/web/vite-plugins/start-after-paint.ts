import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

/**
 * Runs in the page, written into index.html itself: once the browser reports the first contentful
 * paint, it loads `files` (the app's entry first, then the files the entry imports, preloaded
 * side by side rather than found one after another). A page that arrives empty (the dashboard,
 * which the app itself draws) shows nothing before the app runs, nor does a hidden tab, so there it
 * loads at once; so it does where the browser does not report paints. (A painted frame is not
 * enough: the browser reports the paint when the frame reaches the screen, later.)
 *
 * Its text is copied into the page as it is, so it may use nothing from outside its own body.
 */
function startAfterFirstContentfulPaint(files: readonly string[]) {
  const start = () => {
    for (const file of files.slice(1)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = file;
      document.head.append(link);
    }
    void import(files[0]!);
  };
  const willPaint =
    document.visibilityState === 'visible' &&
    document.getElementById('root')?.hasChildNodes() &&
    PerformanceObserver.supportedEntryTypes.includes('paint');
  if (!willPaint) return start();
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
}

/**
 * The page starts the app (`entry`, a build input of its own) from a script inside index.html, so
 * nothing but the HTML and the stylesheet is fetched before the first paint: not even a small
 * entry file, which a slow connection would fetch beside the stylesheet on a connection of its own.
 * The server allows this one inline script by its hash.
 */
export function startAfterPaint(entry: string): Plugin {
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
        const files = server ? [path.relative(root, entry)] : builtFiles(entry, bundle);
        return [
          {
            tag: 'script',
            attrs: { type: 'module' },
            children: `(${startAfterFirstContentfulPaint.toString()})(${JSON.stringify(files.map((file) => base + file))})`,
            injectTo: 'body',
          },
        ];
      },
    },
  };
}

/** The entry's built file, then the files it imports. */
function builtFiles(entry: string, bundle: Rolldown.OutputBundle | undefined) {
  const chunk = Object.values(bundle ?? {}).find(
    (output) => output.type === 'chunk' && output.facadeModuleId === entry,
  );
  if (chunk?.type !== 'chunk') throw new Error(`the build has no chunk for ${entry}: is it a build input?`);
  return [chunk.fileName, ...chunk.imports];
}
