import { ratingText } from '@topgear/shared/review-templates';
import type { ManagerFeedback } from '@topgear/shared/review-writing';
import { TitledSection } from '@/components/ui/titled-section';
import { formatMoment } from '@/lib/dates';

type SelfAnswer = NonNullable<ManagerFeedback['selfReview']>['answers'][number];

/** The level chosen, named ("Meets expectations (3 of 5)"), and the comment or written answer. */
function AnswerText({ levels, answer }: Pick<SelfAnswer, 'levels' | 'answer'>) {
  const rating = ratingText(levels, answer.rating);
  const text = answer.text?.trim();
  if (!rating && !text) return <p className="text-sm text-slate-500 italic">Not answered</p>;
  return (
    <>
      {rating && <p className="text-sm font-semibold text-slate-900">{rating}</p>}
      {text && <p className="text-sm whitespace-pre-line wrap-anywhere text-slate-900">{text}</p>}
    </>
  );
}

/** The person's own review: each answer under its question once submitted, or that it is not yet. */
export function SelfReviewSection({ selfReview }: { selfReview: ManagerFeedback['selfReview'] }) {
  return (
    <TitledSection title="Their self-review">
      {selfReview === null ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-4 text-slate-600">
          Not submitted yet
        </p>
      ) : (
        <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4">
          <p className="text-sm text-slate-600">
            Submitted on <time dateTime={selfReview.submittedAt}>{formatMoment(selfReview.submittedAt)}</time>
          </p>
          <dl className="flex flex-col gap-4">
            {selfReview.answers.map(({ questionId, prompt, levels, answer }) => (
              <div key={questionId} className="flex flex-col gap-1">
                <dt className="font-semibold wrap-anywhere text-brand-900">{prompt}</dt>
                <dd className="flex flex-col gap-1">
                  <AnswerText levels={levels} answer={answer} />
                </dd>
              </div>
            ))}
          </dl>
        </div>
      )}
    </TitledSection>
  );
}
