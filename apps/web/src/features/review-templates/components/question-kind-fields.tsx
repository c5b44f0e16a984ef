import { type QuestionKind, TEXT_ANSWER_LENGTH } from '@topgear/shared/review-templates';
import { useId } from 'react';
import { FormInput } from '@/components/ui/form-fields';
import { ScaleLevelsEditor } from './scale-levels-editor';

interface QuestionKindFieldsProps {
  /** The question's place in the form: 'sections.0.questions.2'. */
  question: `sections.${number}.questions.${number}`;
  /** Its number in its section, from 1. */
  number: number;
  kind: QuestionKind;
}

/** What only some kinds of question have: a written answer's longest length, a competency's name and levels. */
export function QuestionKindFields({ question, number, kind }: QuestionKindFieldsProps) {
  const levelsId = useId();
  if (kind === 'text') {
    return (
      <FormInput
        name={`${question}.maxLength`}
        rules={{ valueAsNumber: true }}
        label="Longest answer (characters)"
        type="number"
        inputMode="numeric"
        min={TEXT_ANSWER_LENGTH.min}
        max={TEXT_ANSWER_LENGTH.max}
        step={50}
        className="sm:max-w-48"
      />
    );
  }
  if (kind !== 'competency') return null;
  return (
    <>
      <FormInput name={`${question}.competency`} label="Competency" autoComplete="off" />
      <div role="group" aria-labelledby={levelsId} className="flex flex-col gap-2">
        <div>
          <h5 id={levelsId} className="text-sm font-semibold text-brand-900">
            Levels of the competency
          </h5>
          <p className="text-sm text-slate-600">Lowest first. Say what each level looks like for this competency.</p>
        </div>
        <ScaleLevelsEditor name={`${question}.levels`} where={`to the competency of question ${number}`} />
      </div>
    </>
  );
}
