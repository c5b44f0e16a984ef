import type { AnchorHTMLAttributes, ComponentType } from 'react';

/**
 * The link the public navigation draws with: the router's `Link` inside the app, a plain anchor
 * where the navigation runs on its own (the home page's first load, `app/islands`).
 */
export type NavLinkComponent = ComponentType<Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string }>;

/** Whether `to` is the page at `pathname` or one of its own pages, as the router's NavLink decides. */
export const isCurrent = (pathname: string, to: string) =>
  pathname === to || (to !== '/' && pathname.startsWith(`${to}/`));
