import { PASSWORD_RESET_MESSAGES } from '@topgear/shared/password-reset';
import { SiteLink } from '@/components/ui/site-link';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useHydrated } from '@/lib/use-hydrated';
import { rememberedResetEmail } from '../reset-email';

export const resetHeadingClasses = 'text-2xl font-bold text-brand-900';

const BackToSignIn = () => (
  <SiteLink to={paths.login.getHref()} className={buttonClasses('secondary', 'w-full')}>
    Back to sign in
  </SiteLink>
);

/**
 * A reset link that is unknown, used or expired: a new one, for the address this browser asked
 * with, if any. A module of its own: the page shows it as an island, without the form's code.
 */
export function DeadResetLink() {
  const email = useHydrated() ? rememberedResetEmail() : undefined;
  return (
    <div className="space-y-4">
      <h1 className={resetHeadingClasses}>{PASSWORD_RESET_MESSAGES.linkExpired}</h1>
      <p className="text-sm text-slate-600">
        A password reset link works once, for one hour. Ask for a new one and use the link in the latest mail.
      </p>
      <SiteLink to={paths.forgotPassword.getHref(email)} className={buttonClasses('primary', 'w-full')}>
        Send a new link
      </SiteLink>
      <BackToSignIn />
    </div>
  );
}
