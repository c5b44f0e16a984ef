import { Link } from 'react-router';
import type { NavLinkItem } from '@/config/navigation';

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
  onClick,
  className,
}: {
  links: readonly NavLinkItem[];
  pathname: string;
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
