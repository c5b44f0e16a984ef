import { PACKET_RELATION_LABELS, type PacketQuestion as Question } from '@topgear/shared/review-packets';
import { ratingText } from '@topgear/shared/review-templates';
import Lock from 'lucide-react/icons/lock';
import { useId } from 'react';
import { GroupAnswers } from './group-answers';

/** The person's or their manager's own answer: the level chosen and its comment, or the written answer. */
function OwnAnswer({ question, answer }: { question: Question; answer: Question['self'] }) {
  const rating = answer && ratingText(question.levels, answer.rating);
  const text = answer?.text?.trim();
  if (!rating && !text) return <p className="text-sm text-slate-500 italic">Not answered</p>;
  return (
    <>
      {rating && <p className="text-sm font-semibold text-slate-900">{rating}</p>}
      {text && <p className="text-sm whitespace-pre-line wrap-anywhere text-slate-900">{answer?.text}</p>}
    </>
  );
}

/** A question of the packet with every answer to it the reader may see; one private to managers says so. */
export function PacketQuestion({ question }: { question: Question }) {
  const headingId = useId();
  const own = (['self', 'manager'] as const).filter((relation) => question.answeredBy.includes(relation));
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="min-w-0 font-semibold wrap-anywhere text-brand-900">
          {question.prompt}
        </h3>
        {question.visibility === 'managers' && (
          <span className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-amber-200">
            <Lock aria-hidden="true" className="size-3.5 shrink-0" />
            Private to managers
          </span>
        )}
      </div>
      {question.competency && <p className="text-sm text-slate-600">Competency: {question.competency}</p>}
      <dl className="flex flex-col gap-3">
        {own.map((relation) => (
          <div key={relation} className="flex flex-col gap-1">
            <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
              {PACKET_RELATION_LABELS[relation]}
            </dt>
            <dd className="flex flex-col gap-1">
              <OwnAnswer question={question} answer={question[relation]} />
            </dd>
          </div>
        ))}
        {question.groups.map((group) => (
          <div key={group.relation} className="flex flex-col gap-1">
            <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
              {PACKET_RELATION_LABELS[group.relation]}
            </dt>
            <dd>
              <GroupAnswers group={group} levels={question.levels} />
            </dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
