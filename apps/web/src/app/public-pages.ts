import type { Page } from './page';

/**
 * The address a public page's module serves, read from its file name as React Router's file routes
 * do: `pricing.tsx` is `/pricing`, `_index.tsx` is `/`, a dot is a slash, a `$` starts a parameter
 * (`reviews.$reviewId.tsx` is `/reviews/:reviewId`), and `$.tsx` alone is every other address.
 */
export function pathOfPageFile(file: string): string {
  const name = file.slice(file.lastIndexOf('/') + 1).replace(/\.tsx$/, '');
  if (name === '_index') return '/';
  if (name === '$') return '*';
  return `/${name
    .split('.')
    .map((segment) => (segment.startsWith('$') ? `:${segment.slice(1)}` : segment))
    .join('/')}`;
}

/**
 * Every public page: a module of `app/routes` (`export default page({ … })`), which declares the
 * rest — its component, meta, data, and how the site lists it. The router mounts each at its
 * file's address and loads its code when it is first visited; the server's renderer reads the same
 * modules (`entry-server.tsx`). The dashboard's pages, in `app/routes/dashboard`, are not here.
 */
export const publicPages = Object.entries(import.meta.glob<{ default: Page }>('./routes/*.tsx')).map(
  ([file, module]) => ({ path: pathOfPageFile(file), module }),
);

/**
 * A public page as tools outside the app read it from the server bundle (the browser checks, the
 * benchmarks): its path, how the site lists it, and the address the checks open (`Page.checkAt`).
 */
export interface ListedPage {
  path: string;
  inSitemap: boolean;
  islands: boolean;
  checkedAt: string | false;
}

/** How the site lists `page`, served at `path`. */
export const listing = (path: string, page: Page): ListedPage => ({
  path,
  inSitemap: page.inSitemap !== false,
  islands: page.islands === true,
  checkedAt: page.checkAt === undefined ? path : page.checkAt,
});
