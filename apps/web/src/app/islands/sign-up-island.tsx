import { INVITATION_PARAM } from '@topgear/shared/sign-up';
import { paths } from '@/config/paths';
import { InvitationCheck } from '@/features/accounts/components/sign-up-access';
import { REGISTERED_MESSAGE, RegisterForm } from '@/features/users/components/register-form';
import { openApp } from './open-app';
import { usePageSearchParams } from './page-search';

/** The registration form, through the invitation its address names (`?invitation=`), if any. */
export function SignUpIsland({
  onRegistered = () => openApp(paths.dashboard.home.getHref(), REGISTERED_MESSAGE),
}: {
  onRegistered?: () => void;
}) {
  return (
    <InvitationCheck invitation={usePageSearchParams().get(INVITATION_PARAM)}>
      {(invitation) => <RegisterForm invitation={invitation} onRegistered={onRegistered} />}
    </InvitationCheck>
  );
}
