import type { ScaleLevel } from '@topgear/shared/review-templates';

type Level = Pick<ScaleLevel, 'label'> & { description?: string | undefined };
import { clsx } from 'clsx';
import type { Ref } from 'react';

interface RatingLevelsProps {
  /** Names the radios as one group, so arrow keys move between the levels. */
  name: string;
  levels: readonly Level[];
  /** The chosen level's position, from 1; null before one is chosen. */
  value: number | null;
  onChange: (rating: number) => void;
  describedBy?: string | undefined;
  invalid?: boolean;
  required?: boolean;
  disabled?: boolean;
  /** Given to the chosen level, or the first: where a message about the question moves the focus. */
  ref?: Ref<HTMLInputElement>;
}

/** The scale as radio buttons, each level with its label and what it means. */
export function RatingLevels({
  name,
  levels,
  value,
  onChange,
  describedBy,
  invalid = false,
  required = false,
  disabled = false,
  ref,
}: RatingLevelsProps) {
  const focused = value ?? 1;
  return (
    <div
      role="radiogroup"
      aria-label="Your rating"
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      aria-required={required || undefined}
      className="grid gap-2"
    >
      {levels.map((level, index) => {
        const rating = index + 1;
        return (
          <label
            key={rating}
            className={clsx(
              'flex cursor-pointer items-start gap-3 rounded-lg border px-3 py-2 text-sm has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:ring-2 has-focus-visible:ring-brand-300 has-disabled:cursor-default',
              invalid ? 'border-red-400' : 'border-slate-300',
            )}
          >
            <input
              type="radio"
              name={name}
              value={rating}
              checked={value === rating}
              onChange={() => onChange(rating)}
              disabled={disabled}
              ref={rating === focused ? ref : undefined}
              className="mt-0.5 accent-brand-700"
            />
            <span className="min-w-0">
              <span className="block font-medium text-slate-900">{level.label}</span>
              {level.description && <span className="block wrap-anywhere text-slate-600">{level.description}</span>}
            </span>
          </label>
        );
      })}
    </div>
  );
}
