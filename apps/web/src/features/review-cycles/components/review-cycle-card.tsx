import type { ReviewCycle } from '@topgear/shared/review-cycles';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { mediumDate } from '@/lib/dates';
import { nextStep, peopleCount } from '../next-step';
import { PhaseBadge } from './phase-badge';

/** How many take part: frozen once launched, counted today while a draft. */
const takingPart = (cycle: ReviewCycle) =>
  cycle.phase === 'draft'
    ? `${peopleCount(cycle.participantCount)} today`
    : `${peopleCount(cycle.participantCount)} taking part`;

/** One cycle: its name (to open it), phase, template, period, who takes part, and what happens next. */
export function ReviewCycleCard({ cycle }: { cycle: ReviewCycle }) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={headingId} className="min-w-0 font-semibold wrap-anywhere text-brand-900">
          <Link to={paths.dashboard.reviewCycle.getHref(cycle.id)} className="hover:underline">
            {cycle.name}
          </Link>
        </h2>
        <PhaseBadge phase={cycle.phase} />
      </div>
      <p className="text-sm text-slate-800">{nextStep(cycle)}</p>
      <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-600">
        <span className="wrap-anywhere">Template: {cycle.template?.name ?? 'deleted'}</span>
        <span>
          Period: {mediumDate(cycle.periodStart)} – {mediumDate(cycle.periodEnd)}
        </span>
        <span>{takingPart(cycle)}</span>
      </p>
    </article>
  );
}
