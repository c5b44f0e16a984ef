import { ForgotPasswordForm } from '@/features/accounts/components/forgot-password-form';
import { usePageSearchParams } from './page-search';

/** The forgot-password form, filled in with the email its address names (a "send a new link" offer). */
export const ForgotPasswordIsland = () => (
  <ForgotPasswordForm defaultEmail={usePageSearchParams().get('email') ?? ''} />
);
