import { type ReviewTemplateContent, reviewTemplateInputSchema } from '@topgear/shared/review-templates';
import { Form, FormFailure } from '@/components/ui/form';
import { FormActions } from '@/components/ui/form-actions';
import { FormInput, FormTextArea } from '@/components/ui/form-fields';
import { TitledSection } from '@/components/ui/titled-section';
import type { TemplateValues } from '../template-form-values';
import { ScaleLevelsEditor } from './scale-levels-editor';
import { TemplateSectionsEditor } from './template-sections-editor';

const card = 'rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6';

interface ReviewTemplateFormProps {
  /** What the form starts with: the starter, or a saved template. */
  values: TemplateValues;
  submitLabel: string;
  /** The save's state: its failure shows under the fields it names and above the button; what was typed stays. */
  pending: boolean;
  error: unknown;
  onSubmit: (template: ReviewTemplateContent) => void;
}

/** A whole review template: its name and description, rating scale, and sections of questions. */
export function ReviewTemplateForm({ values, submitLabel, pending, error, onSubmit }: ReviewTemplateFormProps) {
  return (
    <Form
      schema={reviewTemplateInputSchema}
      options={{ defaultValues: values }}
      error={error}
      onSubmit={(template) => onSubmit(template)}
      className="flex flex-col gap-8"
    >
      <TitledSection title="About the template" className={card}>
        <div className="flex flex-col gap-4">
          <FormInput name="name" label="Name" autoComplete="off" />
          <FormTextArea name="description" label="Description (optional)" rows={3} />
        </div>
      </TitledSection>
      <TitledSection title="Rating scale" className={card}>
        <p className="mb-4 text-sm text-slate-600">
          Rating questions and goals are rated on this scale. Level 1 is the lowest; give each level a label, and say
          what it means.
        </p>
        <ScaleLevelsEditor name="scale" where="to the rating scale" />
      </TitledSection>
      <TitledSection title="Sections">
        <p className="mb-4 text-sm text-slate-600">
          The review asks its sections in this order. Each question says who answers it and who reads the answers.
        </p>
        <TemplateSectionsEditor />
      </TitledSection>
      <div className="flex flex-col gap-4">
        <FormFailure />
        <FormActions submitLabel={submitLabel} pending={pending} />
      </div>
    </Form>
  );
}
