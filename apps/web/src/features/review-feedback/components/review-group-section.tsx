import { REVIEW_FEEDBACK_MESSAGES, type ManagerFeedback } from '@topgear/shared/review-writing';
import EyeOff from 'lucide-react/icons/eye-off';
import { useId } from 'react';
import { TitledSection } from '@/components/ui/titled-section';
import { GROUP_TITLES, submittedText, thresholdText } from '../feedback-texts';
import { RatingBars } from './rating-bars';

type Group = ManagerFeedback['groups'][number];

function PooledQuestion({ question }: { question: Group['questions'][number] }) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4"
    >
      <h3 id={headingId} className="font-semibold wrap-anywhere text-brand-900">
        {question.prompt}
      </h3>
      {question.ratings && <RatingBars ratings={question.ratings} average={question.average} />}
      {question.texts.length > 0 ? (
        <ul aria-label="What they wrote" className="flex flex-col gap-2">
          {question.texts.map((text, index) => (
            <li
              key={index}
              className="rounded-lg bg-slate-50 px-3 py-2 text-sm whitespace-pre-line wrap-anywhere text-slate-900"
            >
              {text}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-500 italic">Nothing written</p>
      )}
    </article>
  );
}

/**
 * Peers' or reports' reviews: how many of those asked submitted, then each question's answers
 * pooled without names — or, below the cycle's threshold, nothing but why.
 */
export function ReviewGroupSection({ group, threshold }: { group: Group; threshold: number }) {
  return (
    <TitledSection title={GROUP_TITLES[group.relation]}>
      <div className="flex flex-col gap-3">
        <p className="text-sm font-medium text-slate-700">{submittedText(group)}</p>
        {group.shown ? (
          group.questions.map((question) => <PooledQuestion key={question.questionId} question={question} />)
        ) : (
          <div className="flex items-start gap-3 rounded-xl border border-dashed border-slate-300 bg-white p-4">
            <EyeOff aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
            <div>
              <p className="font-semibold text-brand-900">{REVIEW_FEEDBACK_MESSAGES.belowThreshold}</p>
              <p className="mt-1 text-sm text-slate-600">{thresholdText(group.relation, threshold)}</p>
            </div>
          </div>
        )}
      </div>
    </TitledSection>
  );
}
