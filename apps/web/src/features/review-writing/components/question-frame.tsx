import type { Question } from '../answers';
import { useId, type ReactNode } from 'react';
import { FieldError } from '@/components/ui/field';
import { VisibilityLabel } from './visibility-label';

/** What a question's controls need from its frame. */
export interface QuestionParts {
  /** The ids the controls are described by: the guidance, who reads the answer, and the message. */
  describedBy: string;
}

interface QuestionFrameProps {
  question: Question;
  /** Why the answer cannot be kept or submitted as it is; shown under the question. */
  error?: string | undefined;
  /** Whether to say "Required" / "Optional": not once the answers are read only. */
  showRequired?: boolean;
  children: (parts: QuestionParts) => ReactNode;
}

/**
 * A question as a group named by its prompt: its guidance, whether it is required, who reads the
 * answer (the writer always sees it), its message if any, then its controls.
 */
export function QuestionFrame({ question, error, showRequired = true, children }: QuestionFrameProps) {
  const id = useId();
  const promptId = `${id}-prompt`;
  const helpId = `${id}-help`;
  const aboutId = `${id}-about`;
  const errorId = `${id}-error`;
  const describedBy = [question.help && helpId, aboutId, error && errorId].filter(Boolean).join(' ');
  return (
    <div
      role="group"
      aria-labelledby={promptId}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-col gap-1.5">
        <h3 id={promptId} className="font-semibold wrap-anywhere text-brand-900">
          {question.prompt}
        </h3>
        {question.help && (
          <p id={helpId} className="text-sm whitespace-pre-line wrap-anywhere text-slate-600">
            {question.help}
          </p>
        )}
        <p id={aboutId} className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
          {showRequired && (
            <span className={question.required ? 'font-semibold text-slate-800' : undefined}>
              {question.required ? 'Required' : 'Optional'}
            </span>
          )}
          {question.kind === 'competency' && <span className="wrap-anywhere">Competency: {question.competency}</span>}
          <VisibilityLabel visibility={question.visibility} />
        </p>
      </div>
      {/* Above the controls, where the focus lands when it moves to the question: seen before the options. */}
      <FieldError id={errorId} message={error} />
      {children({ describedBy })}
    </div>
  );
}
