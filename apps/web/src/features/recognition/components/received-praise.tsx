import { clsx } from 'clsx';
import { useId, useState } from 'react';
import { PagedList } from '@/components/ui/paged-list';
import { ValueIcon } from '@/components/value-icon';
import { usePraiseCounts } from '../api/get-praise-counts';
import { useReceivedPraise } from '../api/get-received-praise';
import { PraiseCard } from './praise-card';

const chipClasses = (pressed: boolean) =>
  clsx(
    'inline-flex min-h-11 items-center gap-1.5 rounded-full border px-3 text-sm font-medium',
    pressed ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 text-slate-700 hover:bg-slate-50',
  );

/** The values their praise names, with how much names each; choosing one shows only that praise. */
function ValueFilter({
  personId,
  chosen,
  onChoose,
}: {
  personId: string;
  chosen: string | undefined;
  onChoose: (valueId: string | undefined) => void;
}) {
  const counts = usePraiseCounts(personId);
  if (!counts.data || counts.data.length === 0) return null;
  const total = counts.data.reduce((sum, { count }) => sum + count, 0);
  return (
    <div role="group" aria-label="Praise by value" className="mb-4 flex flex-wrap gap-2">
      <button
        type="button"
        aria-pressed={chosen === undefined}
        onClick={() => onChoose(undefined)}
        className={chipClasses(chosen === undefined)}
      >
        All {total}
      </button>
      {counts.data.map(({ value, count }) => {
        const id = value?.id ?? 'none';
        return (
          <button
            key={id}
            type="button"
            aria-pressed={chosen === id}
            onClick={() => onChoose(id)}
            className={chipClasses(chosen === id)}
          >
            {value && <ValueIcon icon={value.icon} className="size-4" />}
            {value ? value.name : 'No value'} <span>{count}</span>
          </button>
        );
      })}
    </div>
  );
}

/** On a person's page: the praise they received that I may read, by value, newest first. No leaderboard. */
export function ReceivedPraise({ personId, className }: { personId: string; className?: string }) {
  const [valueId, setValueId] = useState<string | undefined>();
  const praise = useReceivedPraise(personId, valueId);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className="mb-4 text-lg font-bold text-brand-900">
        Praise received
      </h2>
      <ValueFilter personId={personId} chosen={valueId} onChoose={setValueId} />
      <PagedList query={praise} noun="praise" align="start" empty="No praise yet.">
        {(items) => (
          <ul className="flex flex-col gap-3">
            {items.map((item) => (
              <li key={item.id}>
                <PraiseCard praise={item} />
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </section>
  );
}
