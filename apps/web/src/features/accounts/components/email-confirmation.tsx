import type { EmailChanged } from '@topgear/shared/my-account';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { errorMessage } from '@/lib/api-client';
import { useConfirmEmailChange } from '../api/confirm-email-change';

interface EmailConfirmationProps {
  /** The token of the mailed link; null when the address carries none. */
  token: string | null;
  /** Once the email has changed: the page updates whoever is signed in here. */
  onConfirmed: (changed: EmailChanged) => void;
}

/**
 * Confirms the new email when the person presses the button, not when the page opens: mail
 * scanners that fetch every link in a message must not use it up.
 */
export function EmailConfirmation({ token, onConfirmed }: EmailConfirmationProps) {
  const confirmation = useConfirmEmailChange();
  if (!token) return <FormAlert message="This link is incomplete. Open it from the email again, or copy all of it." />;
  if (confirmation.isSuccess) {
    return (
      <p role="status" className="rounded-lg bg-emerald-50 px-4 py-3 text-emerald-800">
        Your email is now <strong className="break-all">{confirmation.data.email}</strong>. Use it to sign in from now
        on.
      </p>
    );
  }
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        confirmation.mutate(token, { onSuccess: onConfirmed });
      }}
      className="flex flex-col items-center gap-4"
    >
      {confirmation.isError && <FormAlert message={errorMessage(confirmation.error)} />}
      <Button type="submit" loading={confirmation.isPending}>
        Confirm my new email
      </Button>
    </form>
  );
}
