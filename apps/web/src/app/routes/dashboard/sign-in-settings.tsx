import { RequireRole } from '@/app/require-role';
import { ScreenHeading } from '@/components/ui/screen-heading';
import { TitledSection } from '@/components/ui/titled-section';
import { InvitePeopleForm } from '@/features/accounts/components/invite-people-form';
import { PendingInvitations } from '@/features/accounts/components/pending-invitations';
import { SignUpModeForm } from '@/features/accounts/components/sign-up-mode-form';
import { TwoFactorRequirementForm } from '@/features/accounts/components/two-factor-requirement-form';

const PANEL = 'rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6';

/** Sign-in settings: who may join the company's account, whether its admins and managers need two-factor sign-in, and the invitations. */
export function Component() {
  return (
    <RequireRole audience="admins">
      <div className="mx-auto flex max-w-6xl flex-col gap-8">
        <title>Sign-in settings · TopGear Perform</title>
        <ScreenHeading title="Sign-in settings">
          Who may join, two-factor sign-in, and the people you invited.
        </ScreenHeading>
        <TitledSection title="Who may join" className={PANEL}>
          <SignUpModeForm />
        </TitledSection>
        <TitledSection title="Two-factor sign-in" className={PANEL}>
          <TwoFactorRequirementForm />
        </TitledSection>
        <TitledSection title="Invite people" className={PANEL}>
          <InvitePeopleForm />
        </TitledSection>
        <TitledSection title="Pending invitations">
          <PendingInvitations />
        </TitledSection>
      </div>
    </RequireRole>
  );
}
