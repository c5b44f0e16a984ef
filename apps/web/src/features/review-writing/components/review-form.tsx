import type { ReviewRequest } from '@topgear/shared/review-writing';
import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { TitledSection } from '@/components/ui/titled-section';
import { answeredCount, answerTo, sectionsOf } from '../answers';
import { useReviewDraft } from '../hooks/use-review-draft';
import { useRoomBelow } from '../hooks/use-room-below';
import { progressText, reviewLinkText } from '../review-texts';
import { QuestionField } from './question-field';
import { SaveStatusLine } from './save-status-line';
import { SubmitReviewButton } from './submit-review-button';

const needAttention = (count: number) =>
  count === 1 ? '1 answer needs your attention' : `${count} answers need your attention`;

/**
 * The questions to answer, section by section. What is typed stays here and is saved a second
 * after each pause; the bar at the bottom says how far along the review is and how the saving
 * went, and submits it.
 */
export function ReviewForm({ review, onSubmitted }: { review: ReviewRequest; onSubmitted: () => void }) {
  const draft = useReviewDraft(review);
  const bar = useRef<HTMLDivElement>(null);
  useRoomBelow(bar);
  const answered = answeredCount(review.questions, draft.answers);
  const attention = Object.keys(draft.errors).length;
  return (
    <div className="flex flex-col gap-8">
      {draft.locked && (
        <div className="flex flex-col items-start gap-3">
          <FormAlert message={`${draft.locked} What you typed is still shown below, so you can copy it.`} />
          <Button variant="secondary" onClick={draft.reload}>
            Show the review as it stands
          </Button>
        </div>
      )}
      {sectionsOf(review.questions).map((section, index) => (
        <TitledSection key={index} title={section.title}>
          <ol className="flex flex-col gap-4">
            {section.questions.map((question) => (
              <li key={question.id}>
                <QuestionField
                  question={question}
                  answer={answerTo(draft.answers, question.id)}
                  onChange={(answer) => draft.setAnswer(question.id, answer)}
                  error={draft.errors[question.id]}
                  locked={draft.locked !== undefined}
                  controlRef={draft.controlRef(question.id)}
                />
              </li>
            ))}
          </ol>
        </TitledSection>
      ))}
      <div
        ref={bar}
        className="sticky bottom-0 z-10 flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-xl border border-slate-200 bg-white/95 p-3 shadow-sm backdrop-blur-sm sm:p-4"
      >
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          <p className="text-sm font-medium text-slate-800">{progressText(answered, review.questions.length)}</p>
          {attention > 0 && <p className="text-sm text-red-700">{needAttention(attention)}</p>}
          <SaveStatusLine state={draft.saveState} locked={draft.locked !== undefined} onRetry={draft.retry} />
        </div>
        <SubmitReviewButton
          question={`Submit ${reviewLinkText(review)}?`}
          checkComplete={draft.checkComplete}
          submit={draft.submit}
          onSubmitted={onSubmitted}
          disabled={draft.locked !== undefined}
        />
      </div>
    </div>
  );
}
