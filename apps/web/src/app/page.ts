import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import {
  createContext,
  type LoaderFunctionArgs,
  type Params,
  type RouteObject,
  type RouterContextProvider,
} from 'react-router';
import type { SubmittedForm } from '@topgear/shared/page-render';
import type { PageMetaProps } from '@/components/seo/page-meta';

/** What a page's data loader works with, on the server and in the browser alike. */
interface PageLoadContext {
  queryClient: QueryClient;
  /** A form the browser posted without the page's code, which the server renders the page with; null in the browser. */
  submitted: SubmittedForm | null;
}

export const pageLoadContext = createContext<PageLoadContext>();

interface LoadDataArgs extends PageLoadContext {
  params: Params;
  request: Request;
}

/**
 * A public page, declared in one module (`export default page({ … })`): its component, its title
 * and description (or a function of what its loader answered), and the loader that puts the data
 * its component shows into the query cache before it renders. The server therefore renders a page
 * once, with its data; in the browser, following a link shows the page when its data is there.
 */
interface PageDeclaration<Data> extends PageListing {
  Component: ComponentType;
  /** Left out by a dashboard screen shown at a public address: it titles itself, as in the dashboard. */
  meta?: PageMetaProps | ((data: Data) => PageMetaProps);
  /**
   * Fills the query cache with what the page shows (a failure stays in its query, and the page
   * shows it), and answers what `meta` needs, if anything.
   */
  loadData?: (args: LoadDataArgs) => Promise<Data>;
}

/** How the rest of the site lists a page: in the sitemap, as islands, in the browser checks. */
interface PageListing {
  /** Left out of the sitemap: a form behind a link, a confirmation. */
  inSitemap?: false;
  /**
   * Served to visitors as islands (`app/islands`): its only parts that respond are islands (a form
   * near its end, `app/islands/forms.tsx`), or work without code (the navigation's menus, the FAQ's
   * questions, a list's 'Load more').
   */
  islands?: true;
  /**
   * Where the browser checks (accessibility, a phone's width, hydration) open it when its path is
   * not the address to check: one with the query it needs, or `false` for a page they skip, one that
   * sends visitors to the login page.
   */
  checkAt?: string | false;
}

/** A page as the router reads it: its meta always a function of what its loader answered. */
export interface Page extends PageListing {
  Component: ComponentType;
  meta?: (data: unknown) => PageMetaProps;
  loadData?: (args: LoadDataArgs) => Promise<unknown>;
  /** Its meta reads what its loader answered, so the browser shows the page once the loader is done. */
  metaReadsData: boolean;
}

export const page = <Data = undefined>({ Component, meta, loadData, ...listing }: PageDeclaration<Data>): Page => ({
  ...listing,
  Component,
  // The router hands `meta` what this page's own loader answered: a `Data`.
  meta: meta && ((data) => (typeof meta === 'function' ? meta(data as Data) : meta)),
  loadData,
  metaReadsData: typeof meta === 'function',
});

/**
 * The same page at another address the spec names (`/blog` for `/blogs`): served alike, but neither
 * in the sitemap (its canonical address is the other) nor checked twice.
 */
export const anotherAddressOf = (original: Page): Page => ({ ...original, inSitemap: false, checkAt: false });

/** Where the router keeps a page's meta, for the layout's head (`PageHead`). */
export interface PageHandle {
  meta: NonNullable<Page['meta']>;
}

/**
 * The router's view of a page module. The server renders a page once its loader is done. A link
 * followed in the browser shows the page at once, its lists holding their place while its loader
 * fetches (started with the page's code, not after it), unless its meta needs the loader's answer.
 */
export function pageRoute({
  Component,
  meta,
  loadData,
  metaReadsData,
}: Page): Pick<RouteObject, 'Component' | 'handle' | 'loader'> {
  const handle: PageHandle | undefined = meta && { meta };
  if (!loadData) return { Component, handle };
  const waits = import.meta.env.SSR || metaReadsData;
  return {
    Component,
    handle,
    loader: async ({ params, request, context }: LoaderFunctionArgs<Readonly<RouterContextProvider>>) => {
      // Loaders keep failures in their queries: a loading left unawaited never rejects.
      const loading = loadData({ params, request, ...context.get(pageLoadContext) });
      if (!waits) return null;
      // A loader must answer something; null is 'nothing for the meta'.
      return (await loading) ?? null;
    },
  };
}
