import type { PersonRef } from '@topgear/shared/people';
import { useState } from 'react';
import { useController } from 'react-hook-form';
import { PersonPicker } from './person-picker';

interface PersonFieldProps {
  /** The form's field, holding the chosen person's id or null. */
  name: string;
  label: string;
  searchLabel: string;
  noneLabel: string;
  /** Who the field holds when the form opens. */
  current: PersonRef | null;
  excludeId?: string;
}

/** A form's field for one active person, or nobody: a manager, a department's head. */
export function PersonField({ name, current, ...picker }: PersonFieldProps) {
  const [chosen, setChosen] = useState(current);
  const { field, fieldState } = useController({ name });
  return (
    <PersonPicker
      {...picker}
      // The form's value decides, so emptying the form (after adding a unit) empties this too.
      chosen={field.value === null ? null : chosen}
      error={fieldState.error?.message}
      selectRef={field.ref}
      onChoose={(person) => {
        setChosen(person);
        field.onChange(person?.id ?? null);
      }}
    />
  );
}
