/**
 * Takes over the page: hydrates what the server rendered, or renders the app where it did not.
 * Started by the script in index.html (`vite-plugins/start-after-paint.ts`) once the page has painted.
 */
import './lib/zod-config';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterContextProvider, type DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { pageLoadContext } from './app/page';
import { AppProvider } from './app/provider';
import { routes } from './app/router';
import { createQueryClient } from './lib/query-client';
import { hydratePageData, PAGE_DATA_ID } from './lib/page-data';
import { SubmittedFormContext, submittedFormInPage } from './lib/submitted-form';
import { showToastFromLastPage } from './lib/toast';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
const submitted = submittedFormInPage();
showToastFromLastPage();

/** A page's loader fills this query cache, as the server's filled the one it rendered from. */
function getContext() {
  const context = new RouterContextProvider();
  context.set(pageLoadContext, { queryClient, submitted: null });
  return context;
}
const app = (router: DataRouter) => (
  <StrictMode>
    <SubmittedFormContext value={submitted}>
      <AppProvider queryClient={queryClient}>
        <RouterProvider router={router} />
        <HydratedMark />
      </AppProvider>
    </SubmittedFormContext>
  </StrictMode>
);

/** The server rendered this page: its routes' code must be in place before React adopts the markup. */
async function loadMatchedRoutes() {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
}

/**
 * Resolves in a new task, so the browser may handle input and paint in between. A message, not a
 * timer: a tab opened in the background runs timers at most once a second.
 */
const nextTask = () =>
  new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = resolve;
    channel.port2.postMessage(null);
  });

/**
 * Marks the document once React has adopted the server's markup and its controls respond (a tap
 * before that does nothing); browser journeys wait for it.
 */
function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}

const pageData = document.getElementById(PAGE_DATA_ID)?.textContent;
if (pageData) {
  const loaderData = hydratePageData(queryClient, pageData);
  // Each step in a task of its own: evaluating this file's imports, asking for the routes' files (a
  // preload link for each), evaluating them and creating the router would otherwise run as one or
  // two long tasks, while a tap waits.
  await nextTask();
  await loadMatchedRoutes();
  await nextTask();
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page: a tap or a scroll meanwhile is not blocked.
  startTransition(() => {
    hydrateRoot(root, app(createBrowserRouter(routes, { hydrationData: { loaderData }, getContext })));
  });
} else {
  createRoot(root).render(app(createBrowserRouter(routes, { getContext })));
}
