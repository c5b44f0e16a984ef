import { createContext, useContext } from 'react';

/**
 * The site's address for canonical and Open Graph links, which must be absolute. The server's
 * renderer provides its configured public address; the browser knows its own.
 */
export const SiteOriginContext = createContext(typeof window === 'undefined' ? '' : window.location.origin);

export const useSiteOrigin = () => useContext(SiteOriginContext);
