import { ANSWER_VISIBILITY_LABELS, type AnswerVisibility } from '@topgear/shared/review-templates';
import Eye from 'lucide-react/icons/eye';
import Lock from 'lucide-react/icons/lock';
import { clsx } from 'clsx';

/** Who reads the answer once the review is shared: "Shared with the person", "Private to their managers". */
export function VisibilityLabel({ visibility }: { visibility: AnswerVisibility }) {
  const Icon = visibility === 'shared' ? Eye : Lock;
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ring-1',
        visibility === 'shared' ? 'bg-sky-50 text-sky-800 ring-sky-200' : 'bg-amber-50 text-amber-900 ring-amber-200',
      )}
    >
      <Icon aria-hidden="true" className="size-3.5 shrink-0" />
      {ANSWER_VISIBILITY_LABELS[visibility]}
    </span>
  );
}
