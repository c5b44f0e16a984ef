import { useQueryClient } from '@tanstack/react-query';
import type { Profile } from '@topgear/shared/my-account';
import type { Me } from '@topgear/shared/users';
import { ScreenHeading } from '@/components/ui/screen-heading';
import { TitledSection } from '@/components/ui/titled-section';
import { ChangeEmailForm } from '@/features/accounts/components/change-email-form';
import { ChangePasswordForm } from '@/features/accounts/components/change-password-form';
import { PictureForm } from '@/features/accounts/components/picture-form';
import { ProfileForm } from '@/features/accounts/components/profile-form';
import { SessionsList } from '@/features/accounts/components/sessions-list';
import { TwoFactorSettings } from '@/features/accounts/components/two-factor-settings';
import { meQueryKey, useCurrentUser } from '@/features/users/api/get-me';

const card = 'rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6';

export function Component() {
  const me = useCurrentUser();
  const queryClient = useQueryClient();
  // The top bar shows the signed-in user: a saved name replaces the old one there at once.
  const showSavedName = (profile: Profile) =>
    queryClient.setQueryData<Me | null>(meQueryKey, (current) => current && { ...current, fullName: profile.fullName });
  const showPicture = (image: string | null) =>
    queryClient.setQueryData<Me | null>(meQueryKey, (current) => current && { ...current, image });
  const showTwoFactor = (twoFactorEnabled: boolean) =>
    queryClient.setQueryData<Me | null>(meQueryKey, (current) => current && { ...current, twoFactorEnabled });

  return (
    <div className="mx-auto max-w-3xl">
      <title>My account · TopGear Perform</title>
      <ScreenHeading title="My account">
        Your profile and picture, password, email and two-factor sign-in, and the devices signed in as you.
      </ScreenHeading>
      <div className="mt-6 flex flex-col gap-6">
        <TitledSection title="Profile" className={card}>
          <ProfileForm onSaved={showSavedName} />
        </TitledSection>
        <TitledSection title="Picture" className={card}>
          <PictureForm name={me.fullName} image={me.image} onChanged={showPicture} />
        </TitledSection>
        <TitledSection title="Change password" className={card}>
          <ChangePasswordForm />
        </TitledSection>
        <TitledSection title="Change email" className={card}>
          <ChangeEmailForm currentEmail={me.email} />
        </TitledSection>
        <TitledSection title="Two-factor sign-in" className={card}>
          <TwoFactorSettings enabled={me.twoFactorEnabled} onChanged={showTwoFactor} />
        </TitledSection>
        <TitledSection title="Active sessions" className={card}>
          <SessionsList />
        </TitledSection>
      </div>
    </div>
  );
}
