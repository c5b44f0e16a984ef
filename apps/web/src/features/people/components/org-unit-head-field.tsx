import type { PersonRef } from '@topgear/shared/people';
import { useState } from 'react';
import { useController } from 'react-hook-form';
import { PersonPicker } from './person-picker';

/** The form's `headId`: any active person, or nobody. */
export function OrgUnitHeadField({ current }: { current: PersonRef | null }) {
  const [head, setHead] = useState(current);
  const { field, fieldState } = useController({ name: 'headId' });
  return (
    <PersonPicker
      label="Head"
      searchLabel="Find a head"
      noneLabel="No head"
      // The form's value decides, so emptying the form after adding a unit empties this too.
      chosen={field.value === null ? null : head}
      error={fieldState.error?.message}
      selectRef={field.ref}
      onChoose={(person) => {
        setHead(person);
        field.onChange(person?.id ?? null);
      }}
    />
  );
}
