import KeyRound from 'lucide-react/icons/key-round';
import { SSO_MESSAGES } from '@topgear/shared/sso';
import { buttonClasses, type ButtonVariant } from '@/components/ui/button';

/** Where the browser starts single sign-on: the server sends it on to the provider. */
const SSO_START_HREF = '/api/auth/sign-in/sso';

interface SsoSignInButtonProps {
  /** The identity provider's name, as the administrator set it up: 'Sign in with Acme Login'. */
  name: string;
  variant: ButtonVariant;
}

/**
 * 'Sign in with …': takes the browser to the company's identity provider, which sends it back
 * signed in; or back to this page, which says why not. A link, which needs no code.
 */
export function SsoSignInButton({ name, variant }: SsoSignInButtonProps) {
  return (
    <a href={SSO_START_HREF} className={buttonClasses(variant, 'w-full')}>
      <KeyRound aria-hidden="true" className="size-4" />
      {SSO_MESSAGES.signInWith(name)}
    </a>
  );
}
