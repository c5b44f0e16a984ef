import { TopNav } from '@/app/layouts/public/top-nav';
import type { NavLinkComponent } from '@/app/layouts/public/nav-link';
import type { IslandProps } from './registry';

/** Without the router a link is a page load, and the next page arrives rendered. */
const PageLink: NavLinkComponent = ({ to, children, ...props }) => (
  <a href={to} {...props}>
    {children}
  </a>
);

/** The navigation for visitors: pages served as islands go to browsers without a session only. */
export function NavIsland({ pathname }: IslandProps) {
  return <TopNav me={null} pathname={pathname} Link={PageLink} />;
}
