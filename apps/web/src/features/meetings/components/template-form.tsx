import { type MeetingTemplateInput, meetingTemplateInputSchema, TEMPLATE_POINTS_MAX } from '@topgear/shared/meetings';
import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash-2';
import { useId, useRef, useState } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { buttonClasses } from '@/components/ui/button';
import { FieldError, TextField } from '@/components/ui/field';
import { Form, FormFailure } from '@/components/ui/form';
import { FormActions } from '@/components/ui/form-actions';
import { FormCheckbox, FormInput } from '@/components/ui/form-fields';
import { newId } from '@/lib/new-id';

interface Line {
  key: string;
  text: string;
}

const linesOf = (points: readonly string[]): Line[] => points.map((text) => ({ key: newId(), text }));

/**
 * The template's talking points, one box each, with Remove, and 'Add a talking point'. The form
 * holds them as a list of texts; each box shows the message about its own point.
 */
function PointsEditor({ initial }: { initial: readonly string[] }) {
  const { setValue, getFieldState } = useFormContext<MeetingTemplateInput>();
  const formState = useFormState<MeetingTemplateInput>({ name: 'points' });
  const [lines, setLines] = useState(() => linesOf(initial.length > 0 ? initial : ['']));
  const addButton = useRef<HTMLButtonElement>(null);
  const errorId = useId();
  const listError = getFieldState('points', formState).error;

  const update = (next: Line[]) => {
    setLines(next);
    setValue(
      'points',
      next.map((line) => line.text),
      { shouldDirty: true, shouldValidate: formState.isSubmitted },
    );
  };

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-medium text-slate-700">Talking points</legend>
      <ol className="flex flex-col gap-2">
        {lines.map((line, index) => {
          const error = getFieldState(`points.${index}`, formState).error?.message;
          return (
            <li key={line.key} className="flex items-start gap-1">
              <div className="min-w-0 flex-1">
                <TextField
                  label={`Talking point ${index + 1}`}
                  value={line.text}
                  autoComplete="off"
                  error={error}
                  onChange={(event) =>
                    update(lines.map((each) => (each.key === line.key ? { ...each, text: event.target.value } : each)))
                  }
                />
              </div>
              <button
                type="button"
                title={`Remove talking point ${index + 1}`}
                aria-disabled={lines.length > 1 ? undefined : true}
                onClick={() => {
                  if (lines.length <= 1) return;
                  update(lines.filter((each) => each.key !== line.key));
                  addButton.current?.focus();
                }}
                className={buttonClasses(
                  'ghost',
                  'mt-6 min-h-11 min-w-11 px-2 text-red-700 aria-disabled:cursor-not-allowed aria-disabled:opacity-40',
                )}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                <span className="sr-only">Remove talking point {index + 1}</span>
              </button>
            </li>
          );
        })}
      </ol>
      <FieldError id={errorId} message={listError?.message ?? listError?.root?.message} />
      {lines.length < TEMPLATE_POINTS_MAX && (
        <button
          ref={addButton}
          type="button"
          className={buttonClasses('secondary', 'self-start')}
          onClick={() => update([...lines, { key: newId(), text: '' }])}
        >
          <Plus aria-hidden="true" className="size-4" />
          Add a talking point
        </button>
      )}
    </fieldset>
  );
}

interface TemplateFormProps {
  values: MeetingTemplateInput;
  /** Administrators may make a template the company's, for everyone to use. */
  mayShare: boolean;
  submitLabel: string;
  pending: boolean;
  error: unknown;
  onSubmit: (template: MeetingTemplateInput, reset: () => void) => void;
  onCancel?: () => void;
}

/** A template: its name, its talking points and, for administrators, whether it is the company's. */
export function TemplateForm({ values, mayShare, submitLabel, pending, error, onSubmit, onCancel }: TemplateFormProps) {
  // A new editor after a reset, so the boxes start again from the values.
  const [round, setRound] = useState(0);
  return (
    <Form
      key={round}
      schema={meetingTemplateInputSchema}
      options={{ defaultValues: { ...values, points: values.points.length > 0 ? values.points : [''] } }}
      error={error}
      onSubmit={(template) => onSubmit(template, () => setRound((previous) => previous + 1))}
      className="flex flex-col gap-4"
    >
      <FormInput name="name" label="Template name" autoComplete="off" />
      <PointsEditor initial={values.points} />
      {mayShare && <FormCheckbox name="company" label="Company template: everyone can use it" />}
      <FormFailure />
      <FormActions submitLabel={submitLabel} pending={pending} onCancel={onCancel} />
    </Form>
  );
}
