import { useId } from 'react';
import { FormInput, FormTextArea } from '@/components/ui/form-fields';
import { ItemControls } from './item-controls';
import type { ListPlace } from './ordered-list-editor';
import { SectionQuestionsEditor } from './section-questions-editor';

/** One section: its title, description and questions, with the buttons that move or remove it. */
export function TemplateSectionFields(place: ListPlace) {
  const headingId = useId();
  const section = `sections.${place.index}` as const;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-slate-50 p-3 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-base font-bold text-brand-900">
          Section {place.index + 1}
        </h3>
        <ItemControls item={`section ${place.index + 1}`} min={1} {...place} />
      </div>
      <div className="mt-3 flex flex-col gap-4">
        <FormInput name={`${section}.title`} label="Section title" autoComplete="off" />
        <FormTextArea name={`${section}.description`} label="Section description (optional)" rows={2} />
        <SectionQuestionsEditor sectionIndex={place.index} />
      </div>
    </section>
  );
}
