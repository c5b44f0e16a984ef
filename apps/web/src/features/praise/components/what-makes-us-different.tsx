import { Building2, Headset, PiggyBank, ShieldCheck, type LucideIcon } from 'lucide-react';

const differences: ReadonlyArray<{ title: string; text: string; Icon: LucideIcon }> = [
  {
    title: 'Data security',
    text: 'Encrypted connections, server-side permission checks on every action and personal data only its owner and HR can see.',
    Icon: ShieldCheck,
  },
  {
    title: '24/7 support',
    text: 'Real people on live chat around the clock, in English, Spanish and Brazilian Portuguese.',
    Icon: Headset,
  },
  {
    title: 'Company-grade solution',
    text: 'Tasks, goals, reviews, days off and news for teams of five or five thousand, on the database you already trust.',
    Icon: Building2,
  },
  {
    title: 'Cost-effective',
    text: 'One plan replaces a task tool, a goal tracker and a leave spreadsheet, for less than the three together.',
    Icon: PiggyBank,
  },
];

export function WhatMakesUsDifferent() {
  return (
    <section aria-labelledby="what-makes-us-different" className="mx-auto max-w-7xl px-4 py-16">
      <h2 id="what-makes-us-different" className="text-center text-3xl font-bold text-brand-900">
        What Makes Us Different
      </h2>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {differences.map(({ title, text, Icon }) => (
          <li key={title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <span className="flex size-12 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-4 font-bold text-brand-900">{title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-slate-600">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
