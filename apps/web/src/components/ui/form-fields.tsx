import { useId, type ComponentProps, type ReactNode } from 'react';
import type { RegisterOptions } from 'react-hook-form';
import { FieldError, SelectField, TextAreaField, TextField } from './field';
import { useFormField } from './form';
import { RadioGroup } from './radio-group';

/**
 * The controls of `field.tsx` and `radio-group.tsx` tied to the surrounding `Form` by `name`: each
 * reads its registration and its error from the form, so a field is one line.
 */
interface Named {
  name: string;
  /** react-hook-form's rules for this field, e.g. `{ valueAsNumber: true }`. */
  rules?: RegisterOptions;
}

/** A control's own props, less what the form supplies. */
type Bound<Props> = Omit<Props, 'name' | 'error' | 'registration'> & Named;

/** A starting value as the control's markup holds it. */
const asText = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : undefined);

export function FormInput({ name, rules, ...input }: Bound<ComponentProps<typeof TextField>>) {
  const { registration, error, defaultValue } = useFormField(name, rules);
  return <TextField {...input} {...registration} defaultValue={asText(defaultValue)} error={error} />;
}

export function FormSelect({ name, rules, ...select }: Bound<ComponentProps<typeof SelectField>>) {
  const { registration, error, defaultValue } = useFormField(name, rules);
  return <SelectField {...select} {...registration} defaultValue={asText(defaultValue)} error={error} />;
}

export function FormTextArea({ name, rules, ...textarea }: Bound<ComponentProps<typeof TextAreaField>>) {
  const { registration, error, defaultValue } = useFormField(name, rules);
  return <TextAreaField {...textarea} {...registration} defaultValue={asText(defaultValue)} error={error} />;
}

export function FormRadioGroup({ name, rules, ...group }: Bound<ComponentProps<typeof RadioGroup>>) {
  const { registration, error, defaultValue } = useFormField(name, rules);
  return <RadioGroup {...group} registration={registration} checkedValue={asText(defaultValue)} error={error} />;
}

interface FormCheckboxProps extends Named {
  /** May hold a link, e.g. to the terms being accepted. */
  label: ReactNode;
  className?: string;
}

/** A checkbox with its label to the right and its error below. */
export function FormCheckbox({ name, rules, label, className }: FormCheckboxProps) {
  const { registration, error, defaultValue } = useFormField(name, rules);
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <div className="flex items-start gap-2">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-0.5 size-4 rounded border-slate-300 accent-brand-700"
          defaultChecked={Boolean(defaultValue)}
          {...registration}
        />
        <label htmlFor={id} className="text-sm text-slate-700">
          {label}
        </label>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
