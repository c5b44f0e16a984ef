import type { Completion, ReviewProgress } from '@topgear/shared/review-progress';
import { ProgressBar } from '@/components/ui/progress-bar';
import { completionText, hasReached, RELATION_TEXTS } from '../progress-texts';

function CompletionLine({
  label,
  completion,
  minor = false,
}: {
  label: string;
  completion: Completion;
  minor?: boolean;
}) {
  const text = completionText(completion);
  return (
    <li className={minor ? 'ml-4 flex flex-col gap-1 sm:ml-6' : 'flex flex-col gap-1'}>
      <div className="flex flex-wrap justify-between gap-x-3 text-sm">
        <span className={minor ? 'text-slate-700' : 'font-medium text-slate-900'}>{label}</span>
        <span className="text-slate-600">{text}</span>
      </div>
      <ProgressBar label={label} value={completion.done} max={completion.total} text={text} />
    </li>
  );
}

/** How far each phase the cycle has reached has come, as bars with their numbers. */
export function PhaseCompletion({ progress }: { progress: ReviewProgress }) {
  const { phase, overall } = progress;
  return (
    <ul aria-label="Completion by phase" className="flex flex-col gap-4">
      {overall.nominations && (
        <CompletionLine label="People with enough peers nominated" completion={overall.nominations} />
      )}
      {hasReached(phase, 'writing') && (
        <>
          <CompletionLine label="Reviews submitted" completion={overall.writing} />
          {overall.writingByRelation.map(({ relation, ...completion }) => (
            <CompletionLine key={relation} label={RELATION_TEXTS[relation]} completion={completion} minor />
          ))}
        </>
      )}
      {hasReached(phase, 'sharing') && (
        <>
          <CompletionLine label="Results shared" completion={overall.shared} />
          <CompletionLine label="Shared results acknowledged" completion={overall.acknowledged} />
        </>
      )}
    </ul>
  );
}
