import type { Answer } from '@topgear/shared/review-writing';
import type { Question } from '../answers';
import { GoalList } from './goal-list';

const nothing = <p className="text-sm text-slate-500 italic">Not answered</p>;

/** An answer as it was submitted: the rating chosen and its comment, or the written answer. */
export function AnswerView({ question, answer }: { question: Question; answer: Answer | undefined }) {
  if (question.kind === 'text') {
    return answer?.text.trim() ? (
      <p className="text-sm whitespace-pre-line wrap-anywhere text-slate-900">{answer.text}</p>
    ) : (
      nothing
    );
  }
  const level = answer?.rating ? question.levels[answer.rating - 1] : undefined;
  return (
    <>
      {question.kind === 'goals' && <GoalList goals={question.goals} />}
      {level && answer?.rating ? (
        <p className="text-sm text-slate-900">
          <span className="text-slate-600">Your rating: </span>
          <span className="font-semibold">{level.label}</span> ({answer.rating} of {question.levels.length})
        </p>
      ) : (
        nothing
      )}
      {answer?.text.trim() && (
        <div className="text-sm">
          <p className="text-slate-600">Your comment:</p>
          <p className="whitespace-pre-line wrap-anywhere text-slate-900">{answer.text}</p>
        </div>
      )}
    </>
  );
}
