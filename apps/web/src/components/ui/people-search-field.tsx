import { useId, type Ref } from 'react';
import { TextField } from './field';

interface PeopleSearchFieldProps {
  label: string;
  value: string;
  onChange: (words: string) => void;
  /** What the search found, read out politely to assistive technology as it changes. */
  status: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A search box for people by name, job title or department, with a line under it that says what
 * it found. Enter in it never submits the form around it.
 */
export function PeopleSearchField({ label, value, onChange, status, ref }: PeopleSearchFieldProps) {
  const statusId = useId();
  return (
    <div>
      <TextField
        ref={ref}
        type="search"
        label={label}
        placeholder="A name, job title or department"
        autoComplete="off"
        value={value}
        aria-describedby={statusId}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
      />
      <p id={statusId} aria-live="polite" className="mt-1 text-sm text-slate-600">
        {status}
      </p>
    </div>
  );
}
