import { REVIEW_TEMPLATE_MESSAGES, SCALE_LEVELS } from '@topgear/shared/review-templates';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { blankLevel, type TemplateValues } from '../template-form-values';
import { OrderedListEditor } from './ordered-list-editor';
import { ScaleLevelFields } from './scale-level-fields';

/** Where a list of levels is kept: the template's rating scale, or a competency question's own levels. */
export type LevelsName = 'scale' | `sections.${number}.questions.${number}.levels`;

interface ScaleLevelsEditorProps {
  name: LevelsName;
  /** Where Add level puts a level, for assistive technology: 'to the rating scale'. */
  where: string;
}

/** The levels of a scale, lowest first: add, remove and reorder them, from 2 to 10. */
export function ScaleLevelsEditor({ name, where }: ScaleLevelsEditorProps) {
  const { control } = useFormContext<TemplateValues>();
  const { fields, append, move, remove } = useFieldArray({ control, name });
  return (
    <OrderedListEditor
      name={name}
      fields={fields}
      move={move}
      remove={remove}
      add={{
        label: 'Add level',
        where,
        max: SCALE_LEVELS.max,
        fullMessage: REVIEW_TEMPLATE_MESSAGES.scaleSize,
        onAdd: () => append(blankLevel()),
      }}
      className="gap-3"
    >
      {(place) => <ScaleLevelFields name={`${name}.${place.index}`} min={SCALE_LEVELS.min} {...place} />}
    </OrderedListEditor>
  );
}
