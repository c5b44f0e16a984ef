import { REVIEW_TEMPLATE_MESSAGES, TEMPLATE_LIMITS } from '@topgear/shared/review-templates';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { blankSection, type TemplateValues } from '../template-form-values';
import { OrderedListEditor } from './ordered-list-editor';
import { TemplateSectionFields } from './template-section-fields';

/** The template's sections in order: add, remove and reorder them, from 1 to 20. */
export function TemplateSectionsEditor() {
  const { control } = useFormContext<TemplateValues>();
  const { fields, append, move, remove } = useFieldArray({ control, name: 'sections' });
  return (
    <OrderedListEditor
      name="sections"
      fields={fields}
      move={move}
      remove={remove}
      add={{
        label: 'Add section',
        where: 'to the template',
        max: TEMPLATE_LIMITS.sections,
        fullMessage: REVIEW_TEMPLATE_MESSAGES.tooManySections,
        onAdd: () => append(blankSection()),
      }}
      className="gap-4"
    >
      {(place) => <TemplateSectionFields {...place} />}
    </OrderedListEditor>
  );
}
