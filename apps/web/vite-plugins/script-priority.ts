import type { Plugin } from 'vite';

/**
 * Fetches the entry script at low priority. Public pages arrive rendered, so their first paint
 * needs the HTML and the stylesheet only: the script makes them interactive and must not compete
 * with the stylesheet or the pictures. Vite writes the entry's tag itself, so the attribute is
 * added after it has.
 */
export function lowPriorityEntryScript(): Plugin {
  return {
    name: 'topgear:low-priority-entry-script',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace('<script type="module" crossorigin', '<script type="module" fetchpriority="low" crossorigin'),
    },
  };
}
