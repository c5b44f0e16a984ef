import type { AnchorHTMLAttributes, ComponentType } from 'react';

/**
 * The link the public navigation draws with: the router's `Link` inside the app, a plain anchor
 * where the navigation runs on its own (the home page's first load, `app/islands`).
 */
export type NavLinkComponent = ComponentType<Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string }>;

/**
 * Whether `to` is the page at `pathname` or one of its own pages, as the router's NavLink decides:
 * letter case aside, since the router matches paths regardless of it.
 */
export function isCurrent(pathname: string, to: string) {
  const [path, link] = [pathname.toLowerCase(), to.toLowerCase()];
  return path === link || (link !== '/' && path.startsWith(`${link}/`));
}
