import type { RegistrationInput } from '@topgear/shared/users';
import { AGE_MAX, AGE_MIN, GENDERS, JOB_ROLES } from '@topgear/shared/registration';
import type { DefaultValues } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Form, FormFailure } from '@/components/ui/form';
import { FormCheckbox, FormInput, FormSelect } from '@/components/ui/form-fields';
import { SiteLink } from '@/components/ui/site-link';
import { paths } from '@/config/paths';
import { useRegister } from '../api/register';
import { signUpFormPost } from '../form-posts';

/** The registration rules, loaded when someone starts filling the form in (decision 025). */
const registrationRules = () => import('@topgear/shared/users').then((rules) => rules.registrationSchema);

const emptyForm: DefaultValues<RegistrationInput> = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
  address: '',
  phone: '',
  company: '',
};

const termsLabel = (
  <>
    I agree to the{' '}
    <SiteLink to={paths.terms.getHref()} className="font-medium text-brand-700 underline">
      Terms and Conditions
    </SiteLink>
  </>
);

/** What the page that opens once the account is made says. */
export const REGISTERED_MESSAGE = 'Register successfull';

interface RegisterFormProps {
  onRegistered: () => void;
  /**
   * The invitation this registration goes through: its address is the account's, shown and not
   * editable; the names an administrator gave it fill the name fields, for the person to correct.
   */
  invitation?: { token: string; email: string; firstName: string | null; lastName: string | null } | undefined;
}

export function RegisterForm({ onRegistered, invitation }: RegisterFormProps) {
  const registration = useRegister();
  return (
    <Form
      schema={registrationRules}
      post={signUpFormPost}
      options={{
        mode: 'onBlur',
        defaultValues: {
          ...emptyForm,
          email: invitation?.email ?? '',
          firstName: invitation?.firstName ?? '',
          lastName: invitation?.lastName ?? '',
        },
      }}
      onSubmit={(values) =>
        registration.mutate({ ...values, invitation: invitation?.token }, { onSuccess: onRegistered })
      }
      error={registration.error}
      className="grid gap-4 sm:grid-cols-2"
    >
      {invitation && <input type="hidden" name="invitation" value={invitation.token} />}
      <FormInput name="firstName" label="First name" autoComplete="given-name" />
      <FormInput name="lastName" label="Last name" autoComplete="family-name" />
      <div className="sm:col-span-2">
        <FormInput
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          readOnly={invitation !== undefined}
          className="read-only:bg-slate-100 read-only:text-slate-700"
        />
        {invitation && (
          <p className="mt-1 text-sm text-slate-600">
            Your invitation was sent to this address, so your account will have it.
          </p>
        )}
      </div>
      <FormInput name="password" label="Password" type="password" autoComplete="new-password" />
      <FormInput name="confirmPassword" label="Confirm password" type="password" autoComplete="new-password" />
      <div className="sm:col-span-2">
        <FormInput name="address" label="Address" autoComplete="street-address" />
      </div>
      <FormInput
        name="age"
        rules={{ valueAsNumber: true }}
        label="Age"
        type="number"
        inputMode="numeric"
        min={AGE_MIN}
        max={AGE_MAX}
      />
      <FormInput name="phone" label="Phone number" type="tel" autoComplete="tel" />
      <FormSelect name="gender" label="Gender" placeholder="Gender" options={GENDERS} />
      <FormSelect name="jobRole" label="Role" placeholder="Role" options={JOB_ROLES} />
      <div className="sm:col-span-2">
        <FormInput name="company" label="Company (optional)" autoComplete="organization" />
      </div>
      <FormCheckbox name="acceptTerms" label={termsLabel} className="sm:col-span-2" />
      <FormFailure className="sm:col-span-2" />
      <Button type="submit" loading={registration.isPending} className="w-full sm:col-span-2">
        Sign Up
      </Button>
    </Form>
  );
}
