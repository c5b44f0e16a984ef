import TriangleAlert from 'lucide-react/icons/triangle-alert';
import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { clsx } from 'clsx';

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 flex items-center gap-1 text-sm text-red-600">
      <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
      {message}
    </p>
  );
}

/** What a control needs to be labelled, styled and tied to its error message. */
interface ControlProps {
  id: string;
  className: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldFrameProps {
  label: string;
  error: string | undefined;
  /** The caller's classes for the control, added to the frame's own: only what the frame does not set. */
  className: string | undefined;
  children: (control: ControlProps) => ReactNode;
}

/** A visible label, the control, and its error message linked for assistive technology. */
function FieldFrame({ label, error, className, children }: FieldFrameProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children({
        id,
        className: clsx(
          'block w-full rounded-lg border bg-white px-3 py-2.5 text-sm text-slate-900 placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200',
          error ? 'border-red-500' : 'border-slate-300',
          className,
        ),
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ label, error, className, ...input }: TextFieldProps) {
  return (
    <FieldFrame label={label} error={error} className={className}>
      {(control) => <input {...control} {...input} />}
    </FieldFrame>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  /** An empty first choice ('Gender', 'Role') for a select that starts unanswered. */
  placeholder?: string;
  /** Plain strings are both value and label. */
  options: readonly (string | SelectOption)[];
  error?: string | undefined;
  ref?: Ref<HTMLSelectElement>;
}

const asOption = (option: string | SelectOption): SelectOption =>
  typeof option === 'string' ? { value: option, label: option } : option;

export function SelectField({ label, placeholder, options, error, className, ...select }: SelectFieldProps) {
  return (
    <FieldFrame label={label} error={error} className={className}>
      {(control) => (
        <select {...control} {...select}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map(asOption).map(({ value, label: optionLabel }) => (
            <option key={value} value={value}>
              {optionLabel}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string | undefined;
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextAreaField({ label, error, className, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} error={error} className={className}>
      {(control) => <textarea rows={5} {...control} {...textarea} />}
    </FieldFrame>
  );
}
