import type { Me } from '@topgear/shared/users';
import Menu from 'lucide-react/icons/menu';
import X from 'lucide-react/icons/x';
import { lazy, Suspense, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { Logo } from '@/components/brand/logo';
import { buttonClasses } from '@/components/ui/button';
import { dashboardNavGroup, publicNavGroups } from '@/config/navigation';
import { paths } from '@/config/paths';
import { NavGroupMenu } from './nav-group-menu';
import { GroupLinks } from './nav-link';

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
function SessionAction({ me, onDone }: { me: Me | null | undefined; onDone?: () => void }) {
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

const MOBILE_MENU_ID = 'mobile-menu';

/**
 * The public navigation. Its menus are the browser's popovers, so they open and close before the
 * page's code has arrived, and on a page served as islands, where none comes for them.
 */
export function TopNav({ me }: { me: Me | null | undefined }) {
  const { pathname } = useLocation();
  const mobileMenu = useRef<HTMLDivElement>(null);
  // The spec hides this navigation on any path containing /dashboard, unknown ones included.
  if (pathname.includes(paths.dashboard.root.path)) return null;
  const groups = me ? [...publicNavGroups, dashboardNavGroup] : publicNavGroups;
  // A link followed inside the app loads no page: the open menu would stay over the next one.
  const closeMenu = () => mobileMenu.current?.hidePopover();

  return (
    <header className="group/nav sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur [anchor-name:--top-nav]">
      <nav aria-label="Main" className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3">
        <Link to={paths.home.getHref()} aria-label="TopGear Perform home" onClick={closeMenu}>
          <Logo />
        </Link>

        <div className="hidden items-center gap-1 md:flex">
          {groups.map((group) => (
            <NavGroupMenu key={group.label} group={group} pathname={pathname} />
          ))}
          <Link to={paths.schedule.getHref()} className={buttonClasses('primary', 'ml-2')}>
            Schedule demo
          </Link>
          <SessionAction me={me} />
        </div>

        <button
          type="button"
          popoverTarget={MOBILE_MENU_ID}
          aria-label="Menu"
          className="rounded-md p-2 text-slate-700 hover:bg-slate-100 md:hidden"
        >
          <Menu aria-hidden="true" className="size-6 group-has-[#mobile-menu:popover-open]/nav:hidden" />
          <X aria-hidden="true" className="hidden size-6 group-has-[#mobile-menu:popover-open]/nav:block" />
        </button>
      </nav>

      <div
        ref={mobileMenu}
        id={MOBILE_MENU_ID}
        popover="auto"
        className="inset-x-0 top-[anchor(bottom)] bottom-auto m-0 max-h-[calc(100vh-4rem)] w-auto overflow-y-auto border-0 border-t border-slate-200 bg-white px-4 pt-0 pb-6 [position-anchor:--top-nav] md:hidden"
      >
        {groups.map((group) => (
          <section key={group.label} aria-label={group.label} className="border-b border-slate-100 py-3">
            <h2 className="px-2 text-xs font-semibold uppercase tracking-wide text-slate-500">{group.label}</h2>
            <ul className="mt-1">
              <GroupLinks
                links={group.links}
                pathname={pathname}
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
          <SessionAction me={me} onDone={closeMenu} />
        </div>
      </div>
    </header>
  );
}
