import type { EmailChanged } from '@topgear/shared/my-account';
import { EmailConfirmation } from '@/features/accounts/components/email-confirmation';
import { usePageSearchParams } from './page-search';

/** The button that confirms a new email, for the token its address carries (`?token=`). */
export const ConfirmEmailIsland = ({ onConfirmed }: { onConfirmed?: (changed: EmailChanged) => void }) => (
  <EmailConfirmation token={usePageSearchParams().get('token')} onConfirmed={onConfirmed} />
);
