import { REVIEW_TEMPLATE_MESSAGES, TEMPLATE_LIMITS } from '@topgear/shared/review-templates';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { blankQuestion, type TemplateValues } from '../template-form-values';
import { OrderedListEditor } from './ordered-list-editor';
import { QuestionFields } from './question-fields';

/** A section's questions in order: add, remove and reorder them, from 1 to 30. */
export function SectionQuestionsEditor({ sectionIndex }: { sectionIndex: number }) {
  const name = `sections.${sectionIndex}.questions` as const;
  const { control } = useFormContext<TemplateValues>();
  const { fields, append, move, remove } = useFieldArray({ control, name });
  return (
    <OrderedListEditor
      name={name}
      fields={fields}
      move={move}
      remove={remove}
      add={{
        label: 'Add question',
        where: `to section ${sectionIndex + 1}`,
        max: TEMPLATE_LIMITS.questionsPerSection,
        fullMessage: REVIEW_TEMPLATE_MESSAGES.tooManyQuestions,
        onAdd: () => append(blankQuestion()),
      }}
      className="gap-3"
    >
      {(place) => <QuestionFields sectionIndex={sectionIndex} {...place} />}
    </OrderedListEditor>
  );
}
