import type { PersonRef } from '@topgear/shared/people';
import { useState } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { PeopleChooser, type PeopleChooserProps } from './people-chooser';

type FormPeopleFieldProps = Omit<PeopleChooserProps, 'chosen' | 'onChange' | 'error'> & {
  /** The form's field that holds the chosen people's ids. */
  name: string;
  initialPeople: PersonRef[];
  /** After each change, for a form whose other fields follow who is chosen. */
  onPeopleChange?: (people: PersonRef[]) => void;
};

/**
 * A `PeopleChooser` inside a `Form`: who is chosen shows by name here, the form holds their ids
 * and checks them as it checks its other fields.
 */
export function FormPeopleField({ name, initialPeople, onPeopleChange, ...chooser }: FormPeopleFieldProps) {
  const { setValue, getFieldState } = useFormContext();
  const formState = useFormState({ name });
  const [chosen, setChosen] = useState(initialPeople);
  const { error } = getFieldState(name, formState);

  const onChange = (people: PersonRef[]) => {
    setChosen(people);
    setValue(
      name,
      people.map((person) => person.id),
      { shouldDirty: true, shouldValidate: formState.isSubmitted },
    );
    onPeopleChange?.(people);
  };

  return (
    <PeopleChooser {...chooser} chosen={chosen} onChange={onChange} error={error?.message ?? error?.root?.message} />
  );
}
