import { createContext, use } from 'react';

/**
 * The query of the page's address (`?q=demo`), for a part that starts from it and may be an island,
 * where no router is around to ask: the public layout gives the router's, the server's renderer the
 * request's, and `islands.tsx` the browser's.
 */
export const PageSearch = createContext('');

/** The page address's query parameters. */
export const usePageSearchParams = () => new URLSearchParams(use(PageSearch));
