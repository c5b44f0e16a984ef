import { Link } from 'react-router';
import { TitledSection } from '@/components/ui/titled-section';
import type { MenuEntry } from '../menu';

/** A dashboard menu: a card per entry, leading to its screen. */
export function MenuGrid({ label, entries }: { label: string; entries: readonly MenuEntry[] }) {
  return (
    <ul aria-label={label} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {entries.map(({ title, description, to, Icon }) => (
        <li key={title}>
          <Link
            to={to}
            className="flex h-full items-start gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-300 hover:shadow-md"
          >
            <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <span>
              <span className="block font-semibold text-brand-900">{title}</span>
              <span className="mt-1 block text-sm text-slate-600">{description}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** A menu under its own heading, on a page that has more than the menu. */
export function MenuSection({ title, entries }: { title: string; entries: readonly MenuEntry[] }) {
  return (
    <TitledSection title={title}>
      <MenuGrid label={title} entries={entries} />
    </TitledSection>
  );
}
