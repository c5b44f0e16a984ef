import { AsyncLocalStorage } from 'node:async_hooks';
import type { DehydratedState, Query, QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import type { ComponentType } from 'react';
import {
  createStaticHandler,
  createStaticRouter,
  matchPath,
  matchRoutes,
  RouterContextProvider,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import type { PageRenderer, RenderedPage, SubmittedForm } from '@topgear/shared/page-render';
import type { Page } from '@topgear/shared/pagination';
import type { Review } from '@topgear/shared/reviews';
import { formPosts } from './app/form-posts';
import { RenderedIslands } from './app/islands/island';
import { PageSearch } from './app/islands/page-search';
import { asFormIsland } from './app/islands/form-island-providers';
import { IslandQueries } from './app/islands/island-queries';
import { pageLoadContext, type Page as PageModule } from './app/page';
import { islandIdPrefix, islands, type IslandName } from './app/islands/registry';
import { AppProvider } from './app/provider';
import { listing, pathOfPageFile, type ListedPage } from './app/public-pages';
import { routes } from './app/router';
import { paths } from './config/paths';
import { SiteOriginContext } from './components/seo/site-origin';
import { api, ApiError, sendApiRequestsThrough } from './lib/api-client';
import { meQueryKey } from './features/users/api/get-me';
import { dehydratedQueries, pageDataFrom, pageDataJson } from './lib/page-data';
import { createQueryClient } from './lib/query-client';
import { lazyPartsLoaded } from './lib/lazy-near-viewport';
import { SubmittedFormContext, submittedFormJson } from './lib/submitted-form';

const handler = createStaticHandler(routes);

/**
 * Queries the page's components asked for that nothing has fetched yet: its loader should have. A
 * query that belongs to the visitor (`meta.personal`, the session) stays waiting: the rendered
 * page is everyone's.
 */
function waitingQueries(queryClient: QueryClient): Query[] {
  return queryClient.getQueryCache().findAll({
    predicate: (query) =>
      query.state.status === 'pending' &&
      query.state.fetchStatus === 'idle' &&
      query.meta?.personal !== true &&
      (query.options as { enabled?: unknown }).enabled !== false,
  });
}

const failures = (queryClient: QueryClient) =>
  queryClient
    .getQueryCache()
    .findAll({ predicate: (query) => query.state.status === 'error' })
    .map((query) => (query.state.error instanceof ApiError ? query.state.error.status : 0));

/** 404 for the not-found page and for content that does not exist (an unknown review). */
function statusOf(context: StaticHandlerContext, failed: number[]) {
  if (context.matches.at(-1)?.route.path === '*' || failed.includes(404)) return 404;
  if (failed.some((status) => status === 0 || status >= 500)) return 503;
  return context.statusCode;
}

/** React renders a page's title, meta and link tags first; they belong in the document's head. */
const HOISTED = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)+/;

type IslandComponents = Record<IslandName, ComponentType>;

let islandComponents: Promise<IslandComponents> | undefined;
const loadIslandComponents = () =>
  (islandComponents ??= Promise.all(
    Object.entries(islands).map(async ([name, island]) => [
      name,
      'Component' in island ? island.Component : asFormIsland(await island.load()),
    ]),
  ).then((entries) => Object.fromEntries(entries) as IslandComponents));

/**
 * Each island rendered as a root of its own, as the browser hydrates it. Before the page, not
 * during it: React's server renderer does not render inside a render.
 */
async function renderIslands(
  url: URL,
  submitted: SubmittedForm | null,
  queries: DehydratedState | null,
): Promise<Record<IslandName, string>> {
  const components = await loadIslandComponents();
  const rendered = {} as Record<IslandName, string>;
  for (const [name, Component] of Object.entries(components) as [IslandName, ComponentType][]) {
    rendered[name] = renderToString(
      <PageSearch value={url.search}>
        <SubmittedFormContext value={submitted}>
          <IslandQueries value={queries}>
            <Component />
          </IslandQueries>
        </SubmittedFormContext>
      </PageSearch>,
      { identifierPrefix: islandIdPrefix(name) },
    );
  }
  return rendered;
}

/**
 * Every public page as its module lists it (`app/public-pages.ts`), read when the renderer starts:
 * the server bundle holds every page's code anyway.
 */
const publicPages: ListedPage[] = Object.entries(
  import.meta.glob<PageModule>('./app/routes/*.tsx', { eager: true, import: 'default' }),
).map(([file, page]) => listing(pathOfPageFile(file), page));

/** The public pages at one address each: no parameters, no catch-all. */
const fixedPages = publicPages.filter(({ path }) => !path.includes(':') && !path.includes('*'));

const islandPages = publicPages.filter((page) => page.islands);
const pathsWithIslands = new Set(islandPages.filter((page) => fixedPages.includes(page)).map(({ path }) => path));
const patternsWithIslands = islandPages
  .filter((page) => !fixedPages.includes(page) && page.path !== '*')
  .map(({ path }) => path);
const notFoundHasIslands = islandPages.some((page) => page.path === '*');

/** Whether no page but the catch-all (the not-found page) answers at `pathname`. */
const onlyNotFoundAt = (pathname: string) => matchRoutes(routes, pathname)?.at(-1)?.route.path === '*';

/**
 * Whether the page at `url` is served to visitors as islands. Asked on every request: a set's
 * look-up, then the few paths with a parameter (a review's page), then the routes, for an address
 * that only the not-found page answers.
 */
function hasIslands(url: string) {
  const { pathname } = new URL(url, 'http://localhost');
  return (
    pathsWithIslands.has(pathname) ||
    patternsWithIslands.some((pattern) => matchPath(pattern, pathname)) ||
    (notFoundHasIslands && onlyNotFoundAt(pathname))
  );
}

/** The API addresses a render read (path, no query), gathered per render as its requests go out. */
const reads = new AsyncLocalStorage<Set<string>>();

/** Sends the renderer's API requests through `fetcher`, noting each address in the render that asked. */
function sendThrough(fetcher: typeof fetch) {
  sendApiRequestsThrough((input, init) => {
    reads
      .getStore()
      ?.add(new URL(input instanceof Request ? input.url : input.toString(), 'http://localhost').pathname);
    return fetcher(input, init);
  });
}

/** Runs `work` and returns what it made with the API addresses it read. */
async function reading<T>(work: () => Promise<T>): Promise<{ result: T; read: string[] }> {
  const read = new Set<string>();
  const result = await reads.run(read, work);
  return { result, read: [...read] };
}

/**
 * Renders a public page as the browser's first render will show it, with the data it fetched; or,
 * with `islands`, as the parts that the browser hydrates one by one, with no data to start from.
 * With `submitted`, the page shows a form the browser posted itself, as its code will start from.
 */
async function renderPage(
  url: string,
  siteOrigin: string,
  options: { islands?: boolean; submitted?: SubmittedForm } = {},
): Promise<RenderedPage> {
  const { result, read } = await reading(() => renderWithData(url, siteOrigin, options));
  return { ...result, read };
}

async function renderWithData(
  url: string,
  siteOrigin: string,
  { islands = false, submitted }: { islands?: boolean; submitted?: SubmittedForm },
): Promise<Omit<RenderedPage, 'read'>> {
  const queryClient = createQueryClient();
  // A failed request is answered at once: the browser retries on its own after it takes over.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  // Pages served as islands go to browsers without a session: their navigation offers to sign in.
  if (islands) queryClient.setQueryData(meQueryKey, null);
  const loadContext = new RouterContextProvider();
  loadContext.set(pageLoadContext, { queryClient, submitted: submitted ?? null });
  const address = new URL(url, siteOrigin);
  const context = await handler.query(new Request(address), { requestContext: loadContext });
  // Only a loader's redirect answers with a Response, and public pages' loaders do not redirect.
  if (context instanceof Response) throw new Error(`${url} answered with a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // A form the browser posted itself is shown with what the page's loader fetched for it, but for
  // what belongs to the visitor: written into the page, it must not carry a mailed link's token.
  const islandQueries = islands && submitted ? dehydratedQueries(queryClient, { personal: false }) : null;
  const [renderedIslands] = await Promise.all([
    islands ? renderIslands(address, submitted ?? null, islandQueries) : undefined,
    lazyPartsLoaded(),
  ]);
  const render = () =>
    renderToString(
      <SiteOriginContext value={siteOrigin}>
        <RenderedIslands value={renderedIslands ?? null}>
          <SubmittedFormContext value={submitted ?? null}>
            <AppProvider queryClient={queryClient}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </AppProvider>
          </SubmittedFormContext>
        </RenderedIslands>
      </SiteOriginContext>,
    );

  let html = render();
  // What a loader missed is fetched for a second render, and said, so that the loader is mended.
  const unloaded = waitingQueries(queryClient);
  if (unloaded.length > 0) {
    await Promise.all(unloaded.map((query) => query.fetch().catch(() => undefined)));
    html = render();
  }

  const head = HOISTED.exec(html)?.[0] ?? '';
  const failed = failures(queryClient);
  const status = statusOf(context, failed);
  return {
    status,
    head,
    body: html.slice(head.length),
    data: islands ? undefined : pageDataJson(pageDataFrom(queryClient, context.loaderData)),
    ...(submitted && { submitted: submittedFormJson(submitted) }),
    ...(islandQueries && { islandData: pageDataJson(islandQueries) }),
    cacheable: status < 500 && !submitted,
    unloaded: unloaded.map((query) => query.queryHash),
  };
}

async function reviewPaths() {
  const found: string[] = [];
  let cursor: string | null = '';
  while (cursor !== null) {
    const page: Page<Review> = await api(
      `/reviews?${new URLSearchParams({ limit: '100', ...(cursor && { cursor }) })}`,
    );
    found.push(...page.items.map((review) => paths.review.getHref(review.id)));
    cursor = page.nextCursor;
  }
  return found;
}

/** Every address a search engine should know: the public pages and each review's own page. */
async function sitemap() {
  const { result: reviews, read } = await reading(reviewPaths);
  const paths = [...fixedPages.filter((page) => page.inSitemap).map(({ path }) => path), ...reviews];
  return { paths, read };
}

/** The page list, for tools that check or measure every public page of a build (`e2e/public-pages.ts`, `scripts/bench-*.ts`). */
export { publicPages };

export default {
  renderPage,
  hasIslands,
  sitemap,
  sendApiRequestsThrough: sendThrough,
  formPosts,
} satisfies PageRenderer<typeof fetch>;
