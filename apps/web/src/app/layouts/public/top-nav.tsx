import type { Me } from '@topgear/shared/users';
import Menu from 'lucide-react/icons/menu';
import X from 'lucide-react/icons/x';
import { lazy, Suspense, useState } from 'react';
import { Logo } from '@/components/brand/logo';
import { buttonClasses } from '@/components/ui/button';
import { dashboardNavGroup, publicNavGroups } from '@/config/navigation';
import { paths } from '@/config/paths';
import { NavDisclosure } from './nav-disclosure';
import { GroupLinks, type NavLinkComponent } from './nav-link';

// Visitors are most of this navigation's audience: the sign-out code loads only for signed-in people.
const LogoutButton = lazy(() =>
  import('@/features/users/components/logout-button').then((module) => ({ default: module.LogoutButton })),
);

/** Holds the place of the session's button while it is unknown, so the navigation does not move. */
const placeholder = (
  <span aria-hidden="true" className={buttonClasses('secondary', 'invisible')}>
    Sign in
  </span>
);

/** 'Sign in' for visitors; 'Logout' for signed-in users; an empty space of its size until the session is known. */
function SessionAction({
  me,
  Link,
  onDone,
}: {
  me: Me | null | undefined;
  Link: NavLinkComponent;
  onDone?: () => void;
}) {
  if (me === undefined) return placeholder;
  if (me === null) {
    return (
      <Link to={paths.login.getHref()} onClick={onDone} className={buttonClasses('secondary')}>
        Sign in
      </Link>
    );
  }
  return (
    <Suspense fallback={placeholder}>
      <LogoutButton onDone={onDone} />
    </Suspense>
  );
}

interface TopNavProps {
  /** The signed-in person; null for a visitor; undefined while the session is unknown. */
  me: Me | null | undefined;
  /** The page's path, for the current page's link and for hiding on the dashboard. */
  pathname: string;
  Link: NavLinkComponent;
}

export function TopNav({ me, pathname, Link }: TopNavProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  // The spec hides this navigation on any path containing /dashboard, unknown ones included.
  if (pathname.includes(paths.dashboard.root.path)) return null;
  const groups = me ? [...publicNavGroups, dashboardNavGroup] : publicNavGroups;
  const closeMenu = () => setMenuOpen(false);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <nav aria-label="Main" className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3">
        <Link to={paths.home.getHref()} aria-label="TopGear Perform home" onClick={closeMenu}>
          <Logo />
        </Link>

        <div className="hidden items-center gap-1 md:flex">
          {groups.map((group) => (
            <NavDisclosure key={group.label} group={group} pathname={pathname} Link={Link} />
          ))}
          <Link to={paths.schedule.getHref()} className={buttonClasses('primary', 'ml-2')}>
            Schedule demo
          </Link>
          <SessionAction me={me} Link={Link} />
        </div>

        <button
          type="button"
          className="rounded-md p-2 text-slate-700 hover:bg-slate-100 md:hidden"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
        </button>
      </nav>

      <div
        id="mobile-menu"
        hidden={!menuOpen}
        className="max-h-[calc(100vh-4rem)] overflow-y-auto border-t border-slate-200 px-4 pb-6 md:hidden"
      >
        {groups.map((group) => (
          <section key={group.label} aria-label={group.label} className="border-b border-slate-100 py-3">
            <h2 className="px-2 text-xs font-semibold uppercase tracking-wide text-slate-500">{group.label}</h2>
            <ul className="mt-1">
              <GroupLinks
                links={group.links}
                pathname={pathname}
                Link={Link}
                onClick={closeMenu}
                className={(current) =>
                  `block rounded-md px-2 py-2 text-base ${current ? 'font-semibold text-brand-800' : 'text-slate-700'}`
                }
              />
            </ul>
          </section>
        ))}
        <div className="mt-4 flex flex-col gap-2">
          <Link to={paths.schedule.getHref()} onClick={closeMenu} className={buttonClasses('primary')}>
            Schedule demo
          </Link>
          <SessionAction me={me} Link={Link} onDone={closeMenu} />
        </div>
      </div>
    </header>
  );
}
