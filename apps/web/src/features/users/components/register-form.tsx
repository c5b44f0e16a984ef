import { zodResolver } from '@hookform/resolvers/zod';
import {
  AGE_MAX,
  AGE_MIN,
  GENDERS,
  JOB_ROLES,
  type Registration,
  registrationSchema,
  type RegistrationInput,
} from '@topgear/shared/users';
import { type DefaultValues, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FieldError, SelectField, TextField } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { serverFieldErrors } from '@/lib/server-field-errors';
import { useRegister } from '../api/register';

const emptyForm: DefaultValues<RegistrationInput> = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
  address: '',
  phone: '',
};

export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const registration = useRegister();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RegistrationInput, unknown, Registration>({
    resolver: zodResolver(registrationSchema),
    mode: 'onBlur',
    defaultValues: emptyForm,
  });

  const submit = handleSubmit((values) =>
    registration.mutate(values, {
      onSuccess: () => {
        toast.success('Register successfull');
        onRegistered();
      },
      onError: (error) => {
        for (const [field, message] of serverFieldErrors(error, registrationSchema.shape)) setError(field, { message });
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="First name"
        autoComplete="given-name"
        error={errors.firstName?.message}
        {...register('firstName')}
      />
      <TextField
        label="Last name"
        autoComplete="family-name"
        error={errors.lastName?.message}
        {...register('lastName')}
      />
      <div className="sm:col-span-2">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
      </div>
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <div className="sm:col-span-2">
        <TextField
          label="Address"
          autoComplete="street-address"
          error={errors.address?.message}
          {...register('address')}
        />
      </div>
      <TextField
        label="Age"
        type="number"
        inputMode="numeric"
        min={AGE_MIN}
        max={AGE_MAX}
        error={errors.age?.message}
        {...register('age', { valueAsNumber: true })}
      />
      <TextField
        label="Phone number"
        type="tel"
        autoComplete="tel"
        error={errors.phone?.message}
        {...register('phone')}
      />
      <SelectField
        label="Gender"
        placeholder="Gender"
        options={GENDERS}
        error={errors.gender?.message}
        {...register('gender')}
      />
      <SelectField
        label="Role"
        placeholder="Role"
        options={JOB_ROLES}
        error={errors.jobRole?.message}
        {...register('jobRole')}
      />
      <div className="sm:col-span-2">
        <div className="flex items-start gap-2">
          <input
            id="accept-terms"
            type="checkbox"
            aria-invalid={errors.acceptTerms ? true : undefined}
            aria-describedby={errors.acceptTerms ? 'accept-terms-error' : undefined}
            className="mt-0.5 size-4 rounded border-slate-300 accent-brand-700"
            {...register('acceptTerms')}
          />
          <label htmlFor="accept-terms" className="text-sm text-slate-700">
            I agree to the{' '}
            <Link to={paths.terms} className="font-medium text-brand-700 underline">
              Terms and Conditions
            </Link>
          </label>
        </div>
        <FieldError id="accept-terms-error" message={errors.acceptTerms?.message} />
      </div>
      {registration.error && serverFieldErrors(registration.error, registrationSchema.shape).length === 0 && (
        <FormAlert message={errorMessage(registration.error)} className="sm:col-span-2" />
      )}
      <Button type="submit" loading={registration.isPending} className="w-full sm:col-span-2">
        Sign Up
      </Button>
    </form>
  );
}
