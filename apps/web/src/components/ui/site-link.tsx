import type { AnchorHTMLAttributes } from 'react';
import { Link, useInRouterContext } from 'react-router';

interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
}

/**
 * A link to a page of the site from a part that may be an island: the router follows it inside the
 * app, and the browser where no router is around (an island, `app/islands`).
 */
export function SiteLink({ to, ...props }: SiteLinkProps) {
  const inApp = useInRouterContext();
  return inApp ? <Link to={to} {...props} /> : <a href={to} {...props} />;
}
