import ChevronDown from 'lucide-react/icons/chevron-down';
import { useEffect, useId, useRef, useState } from 'react';
import type { NavGroup } from '@/config/navigation';
import { GroupLinks, type NavLinkComponent } from './nav-link';

/** A top-navigation button that shows its group's links below it; Escape or a click outside closes it. */
export function NavDisclosure({
  group,
  pathname,
  Link,
}: {
  group: NavGroup;
  pathname: string;
  Link: NavLinkComponent;
}) {
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const closeOnOutsideClick = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', closeOnOutsideClick);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutsideClick);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <div
      ref={containerRef}
      className="relative"
      onBlur={(event) => {
        if (!containerRef.current?.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-brand-800"
      >
        {group.label}
        <ChevronDown aria-hidden="true" className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <ul
        id={panelId}
        hidden={!open}
        className="absolute left-0 top-full z-50 mt-1 w-56 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
      >
        <GroupLinks
          links={group.links}
          pathname={pathname}
          Link={Link}
          onClick={() => setOpen(false)}
          className={(current) =>
            `block rounded-md px-3 py-2 text-sm ${current ? 'bg-brand-50 font-semibold text-brand-800' : 'text-slate-700 hover:bg-slate-100'}`
          }
        />
      </ul>
    </div>
  );
}
