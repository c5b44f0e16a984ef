import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import type { FormFailureSent } from '@topgear/shared/page-render';
import { ApiError, sentApiError } from './api-client';

// JSON in a script element is never run, so the content security policy needs no exception for it.
export { PAGE_DATA_ID } from '@topgear/shared/page-render';

/** ApiError's message is not enumerable, so JSON would drop it: failures travel as plain fields. */
interface SentError extends FormFailureSent {
  name: string;
}

const isSentError = (value: unknown): value is SentError =>
  typeof (value as Partial<SentError> | null)?.code === 'string' &&
  typeof (value as Partial<SentError>).status === 'number';

/**
 * What the server's render started from: the data its loaders and components fetched, answers and
 * failures alike (an unknown review's 404), and what each route's loader answered (by route id),
 * so that the browser's first render shows the same thing without loading again.
 */
export interface PageData {
  queries: DehydratedState;
  loaderData: Record<string, unknown>;
}

/**
 * The queries that have answered, failures as plain fields: what a render showed. `personal: false`
 * leaves out what belongs to one visitor (`meta.personal`: the session, a mailed link's check).
 */
export function dehydratedQueries(queryClient: QueryClient, { personal = true } = {}): DehydratedState {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => query.state.status !== 'pending' && (personal || query.meta?.personal !== true),
  });
  for (const { state: queryState } of state.queries) {
    const { error } = queryState;
    if (error instanceof ApiError) {
      const sent: SentError = {
        name: error.name,
        status: error.status,
        code: error.code,
        message: error.message,
        fields: error.fields,
      };
      queryState.error = sent;
    }
  }
  return state;
}

export const pageDataFrom = (queryClient: QueryClient, loaderData: Record<string, unknown>): PageData => ({
  queries: dehydratedQueries(queryClient),
  loaderData,
});

/** Page or island data as HTML-safe JSON: no `<` can close the script element early. */
export const pageDataJson = (data: PageData | DehydratedState) => JSON.stringify(data).replace(/</g, '\\u003c');

/** Fills a query cache with what `dehydratedQueries` gave, failures as the errors they were. */
export function hydrateQueries(queryClient: QueryClient, state: DehydratedState) {
  hydrate(queryClient, {
    ...state,
    queries: state.queries.map((query) =>
      isSentError(query.state.error)
        ? { ...query, state: { ...query.state, error: sentApiError(query.state.error) } }
        : query,
    ),
  });
}

/** Fills the browser's query cache from the server's page data, and answers its routes' loader data. */
export function hydratePageData(queryClient: QueryClient, json: string) {
  const { queries, loaderData } = JSON.parse(json) as PageData;
  hydrateQueries(queryClient, queries);
  return loaderData;
}
