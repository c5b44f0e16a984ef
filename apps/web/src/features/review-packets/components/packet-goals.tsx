import type { ReviewPacket } from '@topgear/shared/review-packets';
import { TitledSection } from '@/components/ui/titled-section';
import { percentOf } from '@/lib/percent';
import { goalStatusText } from '../packet-texts';

/** The person's goals of the period, each with how far it went toward its target. */
export function PacketGoals({ goals }: { goals: ReviewPacket['goals'] }) {
  return (
    <TitledSection title="Goals of the period">
      {goals.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-600">
          No goals were set for this period.
        </p>
      ) : (
        <ul
          aria-label="Goals of the period"
          className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4"
        >
          {goals.map((goal) => {
            const text = `${goal.progress.toLocaleString('en')} of ${goal.target.toLocaleString('en')}`;
            const status = goalStatusText(goal.status);
            return (
              <li key={goal.id} className="flex flex-col gap-1">
                <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
                  <span className="min-w-0 font-medium wrap-anywhere text-slate-900">{goal.name}</span>
                  <span className="text-slate-600">
                    {text}
                    {status && ` · ${status}`}
                  </span>
                </div>
                <div
                  role="progressbar"
                  aria-label={`Progress of ${goal.name}`}
                  aria-valuemin={0}
                  aria-valuemax={goal.target}
                  aria-valuenow={Math.min(goal.progress, goal.target)}
                  aria-valuetext={text}
                  className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
                >
                  <div
                    className="h-full rounded-full bg-brand-600"
                    style={{ width: `${percentOf(goal.progress, goal.target)}%` }}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </TitledSection>
  );
}
