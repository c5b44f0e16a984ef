import type { Praise } from '@topgear/shared/recognition';
import Lock from 'lucide-react/icons/lock';
import { ValueChip } from '@/components/value-icon';
import { formatMoment } from '@/lib/dates';
import { namesOf } from '../names';

/** One praise: who thanked whom, for which value, what they said and when; a private one says so. */
export function PraiseCard({ praise }: { praise: Praise }) {
  return (
    <article className="flex flex-col gap-2 rounded-lg border border-slate-200 px-3 py-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="min-w-0 break-words text-sm text-slate-700">
          <span className="font-semibold text-brand-900">{praise.author.name}</span> praised{' '}
          <span className="font-semibold text-brand-900">{namesOf(praise.recipients)}</span>
        </p>
        {praise.value && <ValueChip value={praise.value} />}
      </div>
      <p className="whitespace-pre-line break-words text-slate-800">{praise.message}</p>
      <p className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
        <time dateTime={praise.createdAt}>{formatMoment(praise.createdAt)}</time>
        {praise.visibility === 'private' && (
          <span className="inline-flex items-center gap-1">
            <Lock aria-hidden="true" className="size-3" /> Private
          </span>
        )}
      </p>
    </article>
  );
}
