import type { ManagedUser } from '@topgear/shared/users';
import KeyRound from 'lucide-react/icons/key-round';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useSendPasswordReset } from '../api/send-password-reset';

/**
 * 'Send password reset link': the person gets the mail of /forgot-password, good for one hour. Their
 * password and sessions stay as they are until they use the link.
 */
export function SendPasswordResetButton({ user }: { user: ManagedUser }) {
  const sending = useSendPasswordReset();
  return (
    <Button
      variant="secondary"
      className="whitespace-nowrap px-3 py-1.5"
      loading={sending.isPending}
      onClick={() =>
        // From the promise, not `mutate`'s callbacks, which never run if the row unmounts first.
        void sending.mutateAsync(user.id).then(
          ({ message }) => toast.success(message),
          (error: unknown) => toast.error(errorMessage(error)),
        )
      }
    >
      <KeyRound aria-hidden="true" className="size-4" />
      Send password reset link
      <span className="sr-only">: {user.fullName}</span>
    </Button>
  );
}
