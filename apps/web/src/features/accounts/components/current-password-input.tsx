import { FormInput } from '@/components/ui/form-fields';

/** The current password that the password and email forms ask for, as `currentPassword`. */
export function CurrentPasswordInput() {
  return (
    <FormInput
      name="currentPassword"
      label="Current password"
      type="password"
      autoComplete="current-password"
      required
    />
  );
}
