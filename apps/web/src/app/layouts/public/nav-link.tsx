import type { AnchorHTMLAttributes, ComponentType } from 'react';
import type { NavLinkItem } from '@/config/navigation';

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

/** A navigation group's links, each an item of a list, the current page's marked as the router's NavLink does. */
export function GroupLinks({
  links,
  pathname,
  Link,
  onClick,
  className,
}: {
  links: readonly NavLinkItem[];
  pathname: string;
  Link: NavLinkComponent;
  onClick: () => void;
  className: (current: boolean) => string;
}) {
  return links.map((link) => {
    const current = isCurrent(pathname, link.to);
    return (
      <li key={link.to}>
        <Link to={link.to} aria-current={current ? 'page' : undefined} onClick={onClick} className={className(current)}>
          {link.label}
        </Link>
      </li>
    );
  });
}
