import { useId } from 'react';
import { useController } from 'react-hook-form';
import type { SelectOption } from '@/components/ui/field';
import { FieldError } from '@/components/ui/field';
import type { CycleValues } from '../cycle-form-values';

interface CheckboxListFieldProps {
  /** A list of the form's choices: the kinds of review, or the departments. */
  name: 'reviews' | 'departmentIds';
  legend: string;
  /** A line under the legend: what none ticked means, say. */
  hint?: string;
  options: readonly SelectOption[];
  /** After each tick, with the list it leaves. */
  onChange?: (chosen: readonly string[]) => void;
  className?: string;
}

/**
 * A box for each choice of a list field, under one legend. The list keeps the choices' order,
 * whatever order they were ticked in, and keeps any it holds that are not offered (a department
 * deleted since), so saving changes nothing it does not show.
 */
export function CheckboxListField({ name, legend, hint, options, onChange, className }: CheckboxListFieldProps) {
  const { field, fieldState } = useController<CycleValues, typeof name>({ name });
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const chosen = (field.value ?? []) as readonly string[];
  const offered = new Set(options.map((option) => option.value));
  const choose = (value: string, checked: boolean) => {
    const next = [
      ...chosen.filter((each) => !offered.has(each)),
      ...options.map((option) => option.value).filter((each) => (each === value ? checked : chosen.includes(each))),
    ];
    field.onChange(next);
    onChange?.(next);
  };
  const error = fieldState.error?.message;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset aria-describedby={describedBy} className={className}>
      <legend className="mb-1 text-sm font-medium text-slate-700">{legend}</legend>
      {hint && (
        <p id={hintId} className="mb-2 text-sm text-slate-600">
          {hint}
        </p>
      )}
      <div className="grid gap-x-5 gap-y-2 sm:grid-cols-2">
        {options.map((option, index) => (
          <label key={option.value} className="flex min-h-6 items-start gap-2 text-sm text-slate-700">
            <input
              ref={index === 0 ? field.ref : undefined}
              type="checkbox"
              name={field.name}
              value={option.value}
              checked={chosen.includes(option.value)}
              onChange={(event) => choose(option.value, event.target.checked)}
              onBlur={field.onBlur}
              aria-invalid={error ? true : undefined}
              className="mt-0.5 size-4 shrink-0 rounded border-slate-300 accent-brand-700"
            />
            <span className="min-w-0 wrap-anywhere">{option.label}</span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
