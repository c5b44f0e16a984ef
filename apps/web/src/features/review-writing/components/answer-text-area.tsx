import { clsx } from 'clsx';
import { useId, type Ref } from 'react';

interface AnswerTextAreaProps {
  label: string;
  value: string;
  /** The most characters the answer takes; the count beside it turns red past it. */
  limit: number;
  onChange: (text: string) => void;
  /** The ids of what else describes it: the question's guidance, who reads it, its message. */
  describedBy?: string | undefined;
  invalid?: boolean;
  required?: boolean;
  /** Kept readable and selectable, so what was typed can still be copied. */
  readOnly?: boolean;
  rows?: number;
  ref?: Ref<HTMLTextAreaElement>;
}

/**
 * A written answer with a live count against its limit. Typing past the limit is allowed (a paste
 * is never cut short without a word): the count says how many characters are too many.
 */
export function AnswerTextArea({
  label,
  value,
  limit,
  onChange,
  describedBy,
  invalid = false,
  required = false,
  readOnly = false,
  rows = 5,
  ref,
}: AnswerTextAreaProps) {
  const id = useId();
  const countId = `${id}-count`;
  const over = value.length - limit;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <textarea
        id={id}
        ref={ref}
        rows={rows}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        readOnly={readOnly}
        aria-required={required || undefined}
        aria-invalid={invalid || over > 0 || undefined}
        aria-describedby={[describedBy, countId].filter(Boolean).join(' ')}
        className={clsx(
          'block w-full rounded-lg border bg-white px-3 py-2.5 text-sm text-slate-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 read-only:bg-slate-50',
          invalid || over > 0 ? 'border-red-500' : 'border-slate-300',
        )}
      />
      <p
        id={countId}
        className={clsx('mt-1 text-right text-xs', over > 0 ? 'font-semibold text-red-700' : 'text-slate-500')}
      >
        {value.length.toLocaleString('en')} / {limit.toLocaleString('en')} characters
        {over > 0 && `: ${over.toLocaleString('en')} too many`}
      </p>
    </div>
  );
}
