import { CYCLE_PHASE_LABELS, type MyReviewCycles } from '@topgear/shared/review-cycles';
import { useId } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { cycleActions, cycleStatus } from '../cycle-actions';

/** A running cycle that concerns me: its phase, where it stands for me, and the ways to what it asks. */
export function MyReviewCycleCard({ entry }: { entry: MyReviewCycles[number] }) {
  const headingId = useId();
  const { cycle } = entry;
  const actions = cycleActions(entry);
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center"
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h3 id={headingId} className="font-semibold wrap-anywhere text-brand-900">
          {cycle.name}
        </h3>
        <p className="text-sm font-medium text-brand-700">{CYCLE_PHASE_LABELS[cycle.phase]}</p>
        {cycleStatus(entry).map((sentence) => (
          <p key={sentence} className="text-sm text-slate-600">
            {sentence}
          </p>
        ))}
      </div>
      {actions.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {actions.map((action) => (
            <Link
              key={action.label}
              to={action.to}
              className={buttonClasses(action.primary ? 'primary' : 'secondary', 'whitespace-nowrap')}
            >
              {action.label} <span className="sr-only">in {cycle.name}</span>
            </Link>
          ))}
        </div>
      )}
    </article>
  );
}
