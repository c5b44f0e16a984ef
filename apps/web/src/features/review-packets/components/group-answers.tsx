import type { PacketGroupAnswers, PacketQuestion } from '@topgear/shared/review-packets';
import { REVIEW_FEEDBACK_MESSAGES } from '@topgear/shared/review-writing';
import EyeOff from 'lucide-react/icons/eye-off';
import { averageText } from '../packet-texts';

/**
 * Peers' or reports' answers to a question, pooled without names: the average and how many chose
 * each level, then what they wrote in alphabetical order — or, below the cycle's threshold, only
 * that there is not enough to show.
 */
export function GroupAnswers({ group, levels }: { group: PacketGroupAnswers; levels: PacketQuestion['levels'] }) {
  if (!group.shown) {
    return (
      <p className="flex items-center gap-2 text-sm text-slate-600">
        <EyeOff aria-hidden="true" className="size-4 shrink-0" />
        {REVIEW_FEEDBACK_MESSAGES.belowThreshold}
      </p>
    );
  }
  const average = levels && averageText(group.average, levels.length);
  const chosen = group.ratings?.flatMap((count, index) => (count > 0 ? [{ count, level: levels?.[index] }] : [])) ?? [];
  if (!average && group.texts.length === 0) return <p className="text-sm text-slate-500 italic">Not answered</p>;
  return (
    <div className="flex flex-col gap-2">
      {average && (
        <p className="text-sm text-slate-900">
          <span className="font-semibold">{average}</span>
          {chosen.length > 0 && (
            <span className="text-slate-600">
              {' · '}
              {chosen.map(({ count, level }) => `${level?.label ?? ''}: ${count}`).join(', ')}
            </span>
          )}
        </p>
      )}
      {group.texts.length > 0 && (
        <ul aria-label="What they wrote" className="flex flex-col gap-2">
          {group.texts.map((text, index) => (
            <li
              key={index}
              className="rounded-lg bg-slate-50 px-3 py-2 text-sm whitespace-pre-line wrap-anywhere text-slate-900"
            >
              {text}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
