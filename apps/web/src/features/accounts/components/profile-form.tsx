import { profileUpdateSchema, type Profile, type ProfileUpdateInput } from '@topgear/shared/my-account';
import { useId } from 'react';
import type { DefaultValues } from 'react-hook-form';
import { TextField } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form-actions';
import { Form, FormFailure } from '@/components/ui/form';
import { FormInput } from '@/components/ui/form-fields';
import { QueryState } from '@/components/ui/query-state';
import { toast } from '@/lib/toast';
import { useProfile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import { MY_ACCOUNT_TEXTS } from '../texts';

/** The form's fields as the profile has them; what is not filled in yet starts blank. */
const formValuesOf = (profile: Profile): DefaultValues<ProfileUpdateInput> => ({
  firstName: profile.firstName,
  lastName: profile.lastName ?? '',
  phone: profile.phone ?? '',
  address: profile.address ?? '',
});

interface ProfileFormProps {
  /** Once the server has saved it: the page shows the new name where the signed-in user appears. */
  onSaved: (profile: Profile) => void;
}

/**
 * Names, phone and address, with registration's rules; the email has a form of its own. The job
 * title shows beside them, read-only: administrators set it.
 */
export function ProfileForm({ onSaved }: ProfileFormProps) {
  const profile = useProfile();
  return (
    <QueryState query={profile} what="your profile">
      {(loaded) => <LoadedProfileForm profile={loaded} onSaved={onSaved} />}
    </QueryState>
  );
}

/** The job title as administrators set it, where the form's fields are, but not one of them. */
function JobTitle({ jobTitle }: { jobTitle: string | null }) {
  const hintId = useId();
  return (
    <div>
      <TextField
        label="Job title"
        value={jobTitle ?? 'Not set yet'}
        readOnly
        aria-describedby={hintId}
        className="bg-slate-50 text-slate-700"
      />
      <p id={hintId} className="mt-1 text-sm text-slate-600">
        {MY_ACCOUNT_TEXTS.jobTitleSetByAdmin}
      </p>
    </div>
  );
}

function LoadedProfileForm({ profile, onSaved }: { profile: Profile } & ProfileFormProps) {
  const update = useUpdateProfile();
  return (
    <Form
      schema={profileUpdateSchema}
      options={{ defaultValues: formValuesOf(profile) }}
      onSubmit={(changes, form) =>
        update.mutate(changes, {
          onSuccess: (saved) => {
            toast.success(MY_ACCOUNT_TEXTS.profileSaved);
            form.reset(formValuesOf(saved));
            onSaved(saved);
          },
        })
      }
      error={update.error}
      className="grid gap-4 sm:grid-cols-2"
    >
      <FormInput name="firstName" label="First name" autoComplete="given-name" required />
      <FormInput name="lastName" label="Last name" autoComplete="family-name" required />
      <FormInput name="phone" label="Phone number" type="tel" inputMode="tel" autoComplete="tel" required />
      <JobTitle jobTitle={profile.jobRole} />
      <div className="sm:col-span-2">
        <FormInput name="address" label="Address" autoComplete="street-address" required />
      </div>
      <FormFailure className="sm:col-span-2" />
      <FormActions submitLabel="Save profile" pending={update.isPending} className="sm:col-span-2" />
    </Form>
  );
}
