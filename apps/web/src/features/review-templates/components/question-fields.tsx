import {
  ANSWER_VISIBILITIES,
  ANSWER_VISIBILITY_LABELS,
  QUESTION_KIND_LABELS,
  QUESTION_KINDS,
  type QuestionKind,
} from '@topgear/shared/review-templates';
import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormCheckbox, FormInput, FormRadioGroup, FormSelect, FormTextArea } from '@/components/ui/form-fields';
import { fieldsForKind, type TemplateValues } from '../template-form-values';
import { AnsweredByField } from './answered-by-field';
import { ItemControls } from './item-controls';
import { QuestionKindFields } from './question-kind-fields';
import type { ListPlace } from './ordered-list-editor';

const KIND_OPTIONS = QUESTION_KINDS.map((kind) => ({ value: kind, label: QUESTION_KIND_LABELS[kind] }));
const VISIBILITY_OPTIONS = ANSWER_VISIBILITIES.map((visibility) => ({
  value: visibility,
  label: ANSWER_VISIBILITY_LABELS[visibility],
}));

interface QuestionFieldsProps extends ListPlace {
  sectionIndex: number;
}

/**
 * One question: its kind, the question and guidance, what its kind adds, who answers it, who reads
 * the answers and whether an answer is required; with the buttons that move or remove it.
 */
export function QuestionFields({ sectionIndex, ...place }: QuestionFieldsProps) {
  const headingId = useId();
  const question = `sections.${sectionIndex}.questions.${place.index}` as const;
  const { getValues, setValue } = useFormContext<TemplateValues>();
  const kind = useWatch<TemplateValues, `${typeof question}.kind`>({ name: `${question}.kind` });

  /** A new kind brings its own fields, filled in (a competency's levels, a written answer's length). */
  const changeKind = (next: QuestionKind) => {
    const { answeredBy, maxLength, competency, levels } = fieldsForKind(getValues(question), next);
    if (answeredBy) setValue(`${question}.answeredBy`, answeredBy);
    if (maxLength !== undefined) setValue(`${question}.maxLength`, maxLength);
    if (competency !== undefined) setValue(`${question}.competency`, competency);
    if (levels) setValue(`${question}.levels`, levels);
  };

  return (
    <div role="group" aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-3 sm:p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={headingId} className="font-semibold text-brand-900">
          Question {place.index + 1}
        </h4>
        <ItemControls item={`question ${place.index + 1}`} min={1} {...place} />
      </div>
      <div className="mt-3 flex flex-col gap-4">
        <FormSelect
          name={`${question}.kind`}
          rules={{ onChange: (event: { target: { value: QuestionKind } }) => changeKind(event.target.value) }}
          label="Kind of question"
          options={KIND_OPTIONS}
        />
        <FormInput name={`${question}.prompt`} label="Question" autoComplete="off" />
        <FormTextArea name={`${question}.help`} label="Guidance for whoever answers (optional)" rows={2} />
        <QuestionKindFields question={question} number={place.index + 1} kind={kind} />
        <AnsweredByField question={question} kind={kind} />
        <FormRadioGroup
          name={`${question}.visibility`}
          legend="Who reads the answers"
          options={VISIBILITY_OPTIONS}
          columns="grid-cols-1 sm:grid-cols-2"
        />
        <FormCheckbox name={`${question}.required`} label="An answer is required" />
      </div>
    </div>
  );
}
