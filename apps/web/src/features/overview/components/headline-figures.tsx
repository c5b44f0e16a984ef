import type { Overview } from '@topgear/shared/overview';

/** The company's size at a glance, above the charts. */
export function HeadlineFigures({ headcount }: { headcount: Overview['headcount'] }) {
  const figures = [
    { label: 'People', value: headcount.people },
    { label: 'Admins', value: headcount.admins },
    { label: 'Managers', value: headcount.managers },
    { label: 'Directory cards', value: headcount.directory },
  ];
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {figures.map(({ label, value }) => (
        <div key={label} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
          <dt className="text-sm font-medium text-slate-600">{label}</dt>
          <dd className="mt-1 text-3xl font-bold tabular-nums text-brand-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
