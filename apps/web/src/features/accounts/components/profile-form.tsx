import { profileUpdateSchema, type Profile, type ProfileUpdateInput } from '@topgear/shared/my-account';
import { JOB_ROLES } from '@topgear/shared/registration';
import type { DefaultValues } from 'react-hook-form';
import { FormActions } from '@/components/ui/form-actions';
import { Form, FormFailure } from '@/components/ui/form';
import { FormInput, FormSelect } from '@/components/ui/form-fields';
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
  jobRole: (profile.jobRole ?? '') as ProfileUpdateInput['jobRole'],
});

interface ProfileFormProps {
  /** Once the server has saved it: the page shows the new name where the signed-in user appears. */
  onSaved: (profile: Profile) => void;
}

/** Names, phone, address and job title, with registration's rules; the email has a form of its own. */
export function ProfileForm({ onSaved }: ProfileFormProps) {
  const profile = useProfile();
  return (
    <QueryState query={profile} what="your profile">
      {(loaded) => <LoadedProfileForm profile={loaded} onSaved={onSaved} />}
    </QueryState>
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
      <FormSelect name="jobRole" label="Job title" placeholder="Select your role" options={JOB_ROLES} required />
      <div className="sm:col-span-2">
        <FormInput name="address" label="Address" autoComplete="street-address" required />
      </div>
      <FormFailure className="sm:col-span-2" />
      <FormActions submitLabel="Save profile" pending={update.isPending} className="sm:col-span-2" />
    </Form>
  );
}
