import { workListText, type ReviewProgress } from '@topgear/shared/review-progress';
import { Avatar } from '@/components/ui/avatar';
import { mediumDate } from '@/lib/dates';

/** Who has work left in the current phase past its deadline, and what; or that nobody does. */
export function OverdueList({ progress }: { progress: ReviewProgress & { due: string } }) {
  if (progress.overdue.length === 0) {
    return <p className="text-sm text-slate-600">Nobody is overdue. This phase is due {mediumDate(progress.due)}.</p>;
  }
  return (
    <ul aria-label="Overdue" className="flex flex-col gap-2">
      {progress.overdue.map(({ person, work }) => (
        <li key={person.id} className="flex items-start gap-3 rounded-lg border border-slate-200 bg-white px-3 py-2">
          <Avatar name={person.name} image={person.image} className="size-9 text-sm" />
          <div className="min-w-0">
            <p className="font-semibold wrap-anywhere text-brand-900">{person.name}</p>
            {person.jobTitle && <p className="text-sm wrap-anywhere text-slate-600">{person.jobTitle}</p>}
            <p className="text-sm text-red-700">{workListText(work)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
