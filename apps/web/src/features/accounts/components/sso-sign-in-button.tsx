import KeyRound from 'lucide-react/icons/key-round';
import { SSO_MESSAGES } from '@topgear/shared/sso';
import { Button, type ButtonVariant } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { errorMessage } from '@/lib/api-client';
import { useStartSso } from '../api/start-sso';

interface SsoSignInButtonProps {
  /** The identity provider's name, as the administrator set it up: 'Sign in with Acme Login'. */
  name: string;
  variant: ButtonVariant;
}

/**
 * 'Sign in with …': takes the browser to the company's identity provider, which sends it back
 * signed in. A form, so that it waits for the page's code like every submit button.
 */
export function SsoSignInButton({ name, variant }: SsoSignInButtonProps) {
  const start = useStartSso();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        start.mutate();
      }}
    >
      {/* Still busy once the address is known: the browser is on its way there. */}
      <Button type="submit" variant={variant} loading={start.isPending || start.isSuccess} className="w-full">
        {!start.isPending && !start.isSuccess && <KeyRound aria-hidden="true" className="size-4" />}
        {SSO_MESSAGES.signInWith(name)}
      </Button>
      {start.error && <FormAlert message={errorMessage(start.error)} className="mt-3" />}
    </form>
  );
}
