import type { LucideIcon } from 'lucide-react';

export interface IconCard {
  title: string;
  text: string;
  Icon: LucideIcon;
}

interface IconCardSectionProps {
  id: string;
  heading: string;
  cards: readonly IconCard[];
  /** 'solid' for a filled icon badge, 'soft' for a pale one. */
  iconStyle?: 'solid' | 'soft';
}

/** A centred section heading over a grid of cards, each an icon, a title and a sentence or two. */
export function IconCardSection({ id, heading, cards, iconStyle = 'soft' }: IconCardSectionProps) {
  const badge = iconStyle === 'solid' ? 'bg-brand-700 text-white' : 'bg-brand-100 text-brand-700';
  return (
    <section aria-labelledby={id} className="mx-auto max-w-7xl px-4 py-16">
      <h2 id={id} className="text-center text-3xl font-bold text-brand-900">
        {heading}
      </h2>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map(({ title, text, Icon }) => (
          <li key={title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <span className={`flex size-12 items-center justify-center rounded-xl ${badge}`}>
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-4 text-lg font-bold text-brand-900">{title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-slate-600">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
