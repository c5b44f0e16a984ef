import type { Answer } from '@topgear/shared/review-writing';
import type { Question } from '../answers';
import { Button } from '@/components/ui/button';
import { longestText } from '../answers';
import { AnswerTextArea } from './answer-text-area';
import { GoalList } from './goal-list';
import { QuestionFrame } from './question-frame';
import { RatingLevels } from './rating-levels';

interface QuestionFieldProps {
  question: Question;
  answer: Answer;
  onChange: (answer: Answer) => void;
  error: string | undefined;
  /** Nothing can be saved any more: the answers stay readable, and what is typed can be copied. */
  locked: boolean;
  /** Where a message about this question moves the focus. */
  controlRef: (element: HTMLElement | null) => void;
}

/**
 * One question to answer: a written answer, or a rating on its levels with an optional comment
 * (a goals question shows the person's goals above its rating).
 */
export function QuestionField({ question, answer, onChange, error, locked, controlRef }: QuestionFieldProps) {
  return (
    <QuestionFrame question={question} error={error}>
      {({ describedBy }) =>
        question.kind === 'text' ? (
          <AnswerTextArea
            label="Your answer"
            value={answer.text}
            limit={longestText(question)}
            onChange={(text) => onChange({ rating: null, text })}
            describedBy={describedBy}
            invalid={error !== undefined}
            required={question.required}
            readOnly={locked}
            rows={6}
            ref={controlRef}
          />
        ) : (
          <>
            {question.kind === 'goals' && <GoalList goals={question.goals} />}
            <RatingLevels
              name={`rating-${question.id}`}
              levels={question.levels}
              value={answer.rating}
              onChange={(rating) => onChange({ ...answer, rating })}
              describedBy={describedBy}
              invalid={error !== undefined}
              required={question.required}
              disabled={locked}
              ref={controlRef}
            />
            {!question.required && answer.rating !== null && !locked && (
              <Button
                variant="ghost"
                className="self-start px-2 py-1 text-sm"
                onClick={() => onChange({ ...answer, rating: null })}
              >
                Clear the rating
              </Button>
            )}
            <AnswerTextArea
              label="Comment (optional)"
              value={answer.text}
              limit={longestText(question)}
              onChange={(text) => onChange({ ...answer, text })}
              describedBy={describedBy}
              readOnly={locked}
              rows={3}
            />
          </>
        )
      }
    </QuestionFrame>
  );
}
