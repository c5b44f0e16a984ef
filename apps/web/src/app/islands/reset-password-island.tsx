import { ResetPassword } from '@/features/accounts/components/reset-password-form';
import { usePageSearchParams } from './page-search';

/** The new password's form, for the mailed link's token its address carries (`?token=`). */
export const ResetPasswordIsland = ({ onPasswordChanged }: { onPasswordChanged?: () => void }) => (
  <ResetPassword token={usePageSearchParams().get('token') ?? ''} onPasswordChanged={onPasswordChanged} />
);
