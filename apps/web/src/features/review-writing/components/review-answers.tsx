import type { ReviewRequest } from '@topgear/shared/review-writing';
import CircleCheck from 'lucide-react/icons/circle-check';
import Lock from 'lucide-react/icons/lock';
import { clsx } from 'clsx';
import { useEffect, useRef } from 'react';
import { TitledSection } from '@/components/ui/titled-section';
import { formatMoment } from '@/lib/dates';
import { answersOf, sectionsOf } from '../answers';
import { AnswerView } from './answer-view';
import { QuestionFrame } from './question-frame';

interface ReviewAnswersProps {
  review: ReviewRequest;
  /** Just submitted here: the focus moves to the line saying so, as the form it replaces is gone. */
  justSubmitted?: boolean;
}

/** A review that no longer changes, submitted or closed: its answers, read only, and why. */
export function ReviewAnswers({ review, justSubmitted = false }: ReviewAnswersProps) {
  const banner = useRef<HTMLDivElement>(null);
  const answers = answersOf(review);

  useEffect(() => {
    if (justSubmitted) banner.current?.focus();
  }, [justSubmitted]);

  return (
    <div className="flex flex-col gap-8">
      <div
        ref={banner}
        tabIndex={-1}
        className={clsx(
          'flex items-start gap-2 rounded-xl px-4 py-3 text-sm focus:outline-none focus-visible:ring-2',
          review.submittedAt
            ? 'bg-emerald-50 text-emerald-900 focus-visible:ring-emerald-300'
            : 'bg-slate-100 text-slate-800 focus-visible:ring-slate-300',
        )}
      >
        {review.submittedAt ? (
          <>
            <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
            <p>
              Submitted on <time dateTime={review.submittedAt}>{formatMoment(review.submittedAt)}</time>. Your answers
              can no longer change.
            </p>
          </>
        ) : (
          <>
            <Lock aria-hidden="true" className="size-5 shrink-0" />
            <p>Writing has closed for this cycle: this review can no longer be changed or submitted.</p>
          </>
        )}
      </div>
      {sectionsOf(review.questions).map((section, index) => (
        <TitledSection key={index} title={section.title}>
          <ol className="flex flex-col gap-4">
            {section.questions.map((question) => (
              <li key={question.id}>
                <QuestionFrame question={question} showRequired={false}>
                  {() => <AnswerView question={question} answer={answers[question.id]} />}
                </QuestionFrame>
              </li>
            ))}
          </ol>
        </TitledSection>
      ))}
    </div>
  );
}
