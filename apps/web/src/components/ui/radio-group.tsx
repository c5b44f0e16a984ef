import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { clsx } from 'clsx';
import { FieldError } from './field';

export interface RadioOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

interface RadioGroupProps {
  legend: string;
  options: readonly RadioOption[];
  registration: UseFormRegisterReturn;
  /** The option checked at the start, written into the markup the server renders. */
  checkedValue?: string | undefined;
  error?: string | undefined;
  /** Tailwind grid columns for the options, e.g. 'grid-cols-2 sm:grid-cols-3'. */
  columns?: string;
}

/** Radio buttons shown as selectable tiles, grouped under a legend, with the group's error below. */
export function RadioGroup({
  legend,
  options,
  registration,
  checkedValue,
  error,
  columns = 'grid-cols-2 sm:grid-cols-3',
}: RadioGroupProps) {
  const errorId = `${registration.name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm font-medium text-slate-700">{legend}</legend>
      <div className={clsx('grid gap-2', columns)}>
        {options.map((option) => (
          <label
            key={option.value}
            className={clsx(
              'flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:font-semibold has-checked:text-brand-900 has-disabled:cursor-not-allowed has-disabled:bg-slate-50 has-disabled:text-slate-400',
              error ? 'border-red-400' : 'border-slate-300',
            )}
          >
            <input
              type="radio"
              value={option.value}
              disabled={option.disabled}
              defaultChecked={option.value === checkedValue}
              className="accent-brand-700"
              {...registration}
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
