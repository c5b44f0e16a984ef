import { useId } from 'react';
import { FormInput } from '@/components/ui/form-fields';
import { ItemControls } from './item-controls';
import type { ListPlace } from './ordered-list-editor';

interface ScaleLevelFieldsProps extends ListPlace {
  /** The level's place in the form: 'scale.2'. */
  name: string;
  /** The fewest levels a scale may have. */
  min: number;
}

/** One level of a scale: its label and description, and the buttons that move or remove it. */
export function ScaleLevelFields({ name, min, ...place }: ScaleLevelFieldsProps) {
  const headingId = useId();
  return (
    <div role="group" aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-slate-50 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span id={headingId} className="text-sm font-semibold text-brand-900">
          Level {place.index + 1}
        </span>
        <ItemControls item={`level ${place.index + 1}`} min={min} {...place} />
      </div>
      <div className="mt-2 grid gap-3 sm:grid-cols-[2fr_3fr]">
        <FormInput name={`${name}.label`} label="Label" autoComplete="off" />
        <FormInput name={`${name}.description`} label="Description (optional)" autoComplete="off" />
      </div>
    </div>
  );
}
