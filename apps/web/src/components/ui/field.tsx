import { TriangleAlert } from 'lucide-react';
import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';

const controlClasses = (invalid: boolean) =>
  `block w-full rounded-lg border bg-white px-3 py-2.5 text-sm text-slate-900 placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 ${
    invalid ? 'border-red-500' : 'border-slate-300'
  }`;

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 flex items-center gap-1 text-sm text-red-600">
      <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
      {message}
    </p>
  );
}

interface FieldFrameProps {
  label: string;
  error: string | undefined;
  children: (ids: { controlId: string; errorId: string }) => ReactNode;
}

/** A visible label, the control, and its error message linked for assistive technology. */
function FieldFrame({ label, error, children }: FieldFrameProps) {
  const controlId = useId();
  const errorId = `${controlId}-error`;
  return (
    <div>
      <label htmlFor={controlId} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children({ controlId, errorId })}
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
    <FieldFrame label={label} error={error}>
      {({ controlId, errorId }) => (
        <input
          id={controlId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`${controlClasses(Boolean(error))} ${className ?? ''}`}
          {...input}
        />
      )}
    </FieldFrame>
  );
}

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  placeholder: string;
  options: readonly string[];
  error?: string | undefined;
  ref?: Ref<HTMLSelectElement>;
}

export function SelectField({ label, placeholder, options, error, ...select }: SelectFieldProps) {
  return (
    <FieldFrame label={label} error={error}>
      {({ controlId, errorId }) => (
        <select
          id={controlId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={controlClasses(Boolean(error))}
          {...select}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
