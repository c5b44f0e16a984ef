import type { EmailChanged } from '@topgear/shared/my-account';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { PostForm } from '@/components/ui/post-form';
import { errorMessage } from '@/lib/api-client';
import { refusalOf, useSubmittedForm } from '@/lib/submitted-form';
import { useConfirmEmailChange } from '../api/confirm-email-change';
import { confirmEmailFormPost } from '../form-posts';

interface EmailConfirmationProps {
  /** The token of the mailed link; null when the address carries none. */
  token: string | null;
  /** Once the email has changed: the page updates whoever is signed in here. */
  onConfirmed?: (changed: EmailChanged) => void;
}

/**
 * Confirms the new email when the person presses the button, not when the page opens: mail
 * scanners that fetch every link in a message must not use it up. The browser posts it itself
 * before, or without, the page's code.
 */
export function EmailConfirmation({ token, onConfirmed }: EmailConfirmationProps) {
  const confirmation = useConfirmEmailChange();
  const posted = useSubmittedForm(confirmEmailFormPost.name);
  const changed = confirmation.data ?? (posted?.answer as EmailChanged | undefined);
  // A refusal the server rendered stands until the button is pressed again.
  const failure = confirmation.isIdle ? refusalOf(posted) : confirmation.error;
  if (!token) return <FormAlert message="This link is incomplete. Open it from the email again, or copy all of it." />;
  if (changed) {
    return (
      <p role="status" className="rounded-lg bg-emerald-50 px-4 py-3 text-emerald-800">
        Your email is now <strong className="break-all">{changed.email}</strong>. Use it to sign in from now on.
      </p>
    );
  }
  return (
    <PostForm
      post={confirmEmailFormPost}
      onSubmit={() => confirmation.mutate(token, { onSuccess: onConfirmed })}
      className="flex flex-col items-center gap-4"
    >
      {failure && <FormAlert message={errorMessage(failure)} />}
      <Button type="submit" loading={confirmation.isPending}>
        Confirm my new email
      </Button>
    </PostForm>
  );
}
