import { Gauge, HeartHandshake, ListChecks, TrendingUp, type LucideIcon } from 'lucide-react';

const features: ReadonlyArray<{ title: string; text: string; Icon: LucideIcon }> = [
  {
    title: 'Task Management',
    text: 'A four-column board for every person: not started, scheduled, in progress and completed.',
    Icon: ListChecks,
  },
  {
    title: 'Employee Engagement',
    text: 'A company news feed, recognition between colleagues and live support chat.',
    Icon: HeartHandshake,
  },
  {
    title: 'Progress Management',
    text: 'OKR-style goals with targets, dates and feedback from managers, visible to the people they concern.',
    Icon: TrendingUp,
  },
  {
    title: 'Performance Management',
    text: '360, manager and peer reviews, skill frameworks, one-on-ones and team meetings in one place.',
    Icon: Gauge,
  },
];

export function FeatureCards() {
  return (
    <section aria-labelledby="features" className="mx-auto max-w-7xl px-4 py-16">
      <h2 id="features" className="text-center text-3xl font-bold text-brand-900">
        Everything your team needs to perform
      </h2>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {features.map(({ title, text, Icon }) => (
          <li key={title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <span className="flex size-12 items-center justify-center rounded-xl bg-brand-700 text-white">
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
