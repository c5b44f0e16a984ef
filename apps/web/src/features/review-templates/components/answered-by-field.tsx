import { type QuestionKind, REVIEWER_LABELS, REVIEWERS, type Reviewer } from '@topgear/shared/review-templates';
import { useId } from 'react';
import { useController } from 'react-hook-form';
import { FieldError } from '@/components/ui/field';
import { reviewersFor, type TemplateValues } from '../template-form-values';

interface AnsweredByFieldProps {
  /** The question's place in the form: 'sections.0.questions.2'. */
  question: `sections.${number}.questions.${number}`;
  kind: QuestionKind;
}

/** "Who answers": a box for each person the question's kind allows (only the person and their manager rate goals). */
export function AnsweredByField({ question, kind }: AnsweredByFieldProps) {
  const { field, fieldState } = useController<TemplateValues, `${typeof question}.answeredBy`>({
    name: `${question}.answeredBy`,
  });
  const errorId = useId();
  const chosen: readonly Reviewer[] = field.value;
  // In the usual order, whatever order they were ticked in.
  const choose = (reviewer: Reviewer, checked: boolean) =>
    field.onChange(REVIEWERS.filter((each) => (each === reviewer ? checked : chosen.includes(each))));
  const error = fieldState.error?.message;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm font-medium text-slate-700">Who answers</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {reviewersFor(kind).map((reviewer, index) => (
          <label key={reviewer} className="flex min-h-6 items-center gap-2 text-sm text-slate-700">
            <input
              ref={index === 0 ? field.ref : undefined}
              type="checkbox"
              name={field.name}
              value={reviewer}
              checked={chosen.includes(reviewer)}
              onChange={(event) => choose(reviewer, event.target.checked)}
              onBlur={field.onBlur}
              aria-invalid={error ? true : undefined}
              className="size-4 rounded border-slate-300 accent-brand-700"
            />
            {REVIEWER_LABELS[reviewer]}
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
