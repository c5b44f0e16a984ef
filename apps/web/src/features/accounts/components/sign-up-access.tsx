import { SIGN_UP_MESSAGES } from '@topgear/shared/sign-up';
import type { ReactNode } from 'react';
import { QueryFailure } from '@/components/ui/query-failure';
import { SiteLink } from '@/components/ui/site-link';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useInvitation } from '../api/get-invitation';
import { useSignUpMode } from '../api/get-sign-up-mode';

/** The invitation a registration goes through: its token, the address the account will have, and the names it suggests. */
export interface AcceptedInvitation {
  token: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
}

/** The registration form, given the invitation to go through when there is one. */
type RegistrationForm = (invitation: AcceptedInvitation | undefined) => ReactNode;

const Waiting = ({ children }: { children: string }) => (
  <p role="status" className="text-sm text-slate-600">
    {children}
  </p>
);

/** Says why there is no form: joining by invitation only, or an invitation link that no longer works. */
function NoForm({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col gap-3">
      <p role="alert" className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900">
        {message}
      </p>
      {children}
    </div>
  );
}

/**
 * Registration without an invitation, as the company allows it: the form (`children`) while anyone
 * may sign up, otherwise the invitation-only notice and nothing else. The server renders this with
 * the mode it read, so the page arrives saying it.
 */
export function WhileSignUpIsOpen({ children }: { children: ReactNode }) {
  const mode = useSignUpMode();
  if (mode.isPending) return <Waiting>Loading...</Waiting>;
  if (mode.isError) return <QueryFailure query={mode} message="We could not load the sign-up form." />;
  if (mode.data.mode === 'invitation') return <NoForm message={SIGN_UP_MESSAGES.invitationOnly} />;
  return children;
}

/** The link was revoked or replaced (404), used or expired (410): asking again will not change that. */
const linkIsDead = (error: Error): error is ApiError =>
  error instanceof ApiError && (error.status === 404 || error.status === 410);

/**
 * Registration through an invitation's link, whatever the mode: the form with the invitation's
 * address, or why the link no longer works. The browser asks, not the server's render, so no
 * page it keeps holds someone's address.
 */
function Invited({ invitation, children }: { invitation: string; children: RegistrationForm }) {
  const lookup = useInvitation(invitation);
  const mode = useSignUpMode();
  if (lookup.isPending) return <Waiting>Checking your invitation...</Waiting>;
  if (lookup.isError && !linkIsDead(lookup.error)) {
    return <QueryFailure query={lookup} message="We could not check your invitation." />;
  }
  if (lookup.isError) {
    return (
      <NoForm message={lookup.error.message}>
        {mode.data?.mode === 'open' && (
          <SiteLink to={paths.signUp.getHref()} className="self-start text-sm font-semibold text-brand-700 underline">
            Sign up without an invitation
          </SiteLink>
        )}
      </NoForm>
    );
  }
  const { email, firstName, lastName } = lookup.data;
  return children({ token: invitation, email, firstName, lastName });
}

/** The registration form (`children`), through the invitation whose token is `invitation`, if any. */
export function InvitationCheck({ invitation, children }: { invitation: string | null; children: RegistrationForm }) {
  return invitation === null ? children(undefined) : <Invited invitation={invitation}>{children}</Invited>;
}
