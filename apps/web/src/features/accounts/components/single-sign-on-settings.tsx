import { QueryState } from '@/components/ui/query-state';
import { useIdentityProvider } from '../api/get-identity-provider';
import { IdentityProviderForm } from './identity-provider-form';
import { RemoveIdentityProviderButton } from './remove-identity-provider-button';

/** The administrators' single sign-on screen: how to register the app, the settings, and removing them. */
export function SingleSignOnSettings() {
  const setup = useIdentityProvider();
  return (
    <QueryState query={setup} what="the single sign-on settings">
      {({ provider, redirectUrl }) => (
        <>
          <div className="rounded-2xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700 sm:p-6">
            <p>
              Register TopGear Perform with your identity provider as a web application (OpenID Connect, authorization
              code flow) with this redirect URL, and the scopes <code>openid email profile</code>:
            </p>
            <p className="mt-2 break-all rounded-lg bg-white px-3 py-2 font-mono text-slate-900">{redirectUrl}</p>
            <p className="mt-2">
              People sign in when the provider vouches for their email address (verified) in one of the allowed domains.
              The first time, their account is created, or joined to the account that has their email.
            </p>
          </div>
          <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
            {/* A save brings the stored settings back: the form starts again from them, its secret blank. */}
            <IdentityProviderForm key={provider?.updatedAt ?? 'none'} provider={provider} />
          </div>
          {provider && (
            <div className="self-start">
              <RemoveIdentityProviderButton name={provider.displayName} />
            </div>
          )}
        </>
      )}
    </QueryState>
  );
}
