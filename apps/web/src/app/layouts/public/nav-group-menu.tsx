import ChevronDown from 'lucide-react/icons/chevron-down';
import { useRef } from 'react';
import type { NavGroup } from '@/config/navigation';
import { GroupLinks } from './nav-link';

/**
 * A top-navigation button that shows its group's links below it. The browser does the opening and
 * closing (a popover): it works before the page's code has arrived, Escape or a click outside closes
 * it, and opening another group closes this one. The code closes it when focus leaves, or a link
 * inside the app is followed without loading a page.
 */
export function NavGroupMenu({ group, pathname }: { group: NavGroup; pathname: string }) {
  const panel = useRef<HTMLUListElement>(null);
  const id = `nav-${group.label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  const close = () => panel.current?.hidePopover();
  return (
    <div
      className="group/menu"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) close();
      }}
    >
      <button
        type="button"
        popoverTarget={id}
        style={{ anchorName: `--${id}` }}
        className="inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-brand-800"
      >
        {group.label}
        <ChevronDown
          aria-hidden="true"
          className="size-4 transition-transform group-has-[:popover-open]/menu:rotate-180"
        />
      </button>
      <ul
        ref={panel}
        id={id}
        popover="auto"
        style={{ positionAnchor: `--${id}` }}
        className="inset-auto top-[anchor(bottom)] left-[anchor(left)] m-0 mt-1 w-56 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
      >
        <GroupLinks
          links={group.links}
          pathname={pathname}
          onClick={close}
          className={(current) =>
            `block rounded-md px-3 py-2 text-sm ${current ? 'bg-brand-50 font-semibold text-brand-800' : 'text-slate-700 hover:bg-slate-100'}`
          }
        />
      </ul>
    </div>
  );
}
