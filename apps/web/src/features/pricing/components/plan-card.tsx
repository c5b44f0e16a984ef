import Check from 'lucide-react/icons/check';
import { useId } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { clsx } from 'clsx';
import type { Plan } from '../plans';

function MostPopularBadge() {
  return (
    <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-accent-400 px-4 py-1 text-xs font-bold uppercase tracking-wide whitespace-nowrap text-brand-900">
      Most popular
    </p>
  );
}

export function PlanCard({ plan }: { plan: Plan }) {
  const headingId = useId();
  const { name, summary, price, features, mostPopular = false } = plan;

  return (
    <article
      aria-labelledby={headingId}
      className={clsx(
        'relative flex h-full flex-col rounded-2xl bg-white p-6 sm:p-8',
        mostPopular ? 'border-2 border-brand-600 shadow-xl' : 'border border-slate-200 shadow-sm',
      )}
    >
      {mostPopular && <MostPopularBadge />}
      <h2 id={headingId} className="text-xl font-bold text-brand-900">
        {name}
      </h2>
      {/* Side by side, equal room for every summary keeps the three prices on one line. */}
      <p className="mt-2 text-sm text-slate-600 lg:min-h-[3lh]">{summary}</p>
      <p className="mt-6 flex flex-wrap items-baseline gap-x-2">
        <span className="text-4xl font-extrabold tracking-tight text-brand-900">{price.amount}</span>{' '}
        <span className="text-sm font-medium text-slate-600">{price.period}</span>
      </p>
      <ul aria-label={`${name} features`} className="mt-6 flex-1 space-y-3 text-sm text-slate-700">
        {features.map((feature) => (
          <li key={feature} className="flex gap-3">
            <Check aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
            {feature}
          </li>
        ))}
      </ul>
      {/* Each card's link reads "SCHEDULE DEMO"; the description tells screen-reader users which plan it is for. */}
      <Link
        to={paths.schedule.getHref()}
        aria-describedby={headingId}
        className={buttonClasses(mostPopular ? 'primary' : 'secondary', 'mt-8 w-full')}
      >
        SCHEDULE DEMO
      </Link>
    </article>
  );
}
