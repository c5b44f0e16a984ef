import { useId } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { FieldError } from '@/components/ui/field';

/**
 * The message about a list as a whole ('Add at least one question to this section'): the schema's
 * puts it at the list's `root`, the server's at the list itself.
 */
export function FieldArrayError({ name }: { name: string }) {
  const id = useId();
  const { getFieldState } = useFormContext();
  const formState = useFormState({ name });
  const { error } = getFieldState(name, formState);
  return <FieldError id={id} message={error?.message ?? error?.root?.message} />;
}
