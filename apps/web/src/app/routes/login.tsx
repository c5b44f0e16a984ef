import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ssoFailureMessage } from '@topgear/shared/sso';
import loginBanner from '@/assets/login-banner.svg';
import { paths } from '@/config/paths';
import { FormAlert } from '@/components/ui/form-alert';
import { authMethodsQueryOptions, useAuthMethods } from '@/features/accounts/api/get-auth-methods';
import { SsoSignInButton } from '@/features/accounts/components/sso-sign-in-button';
import { SIGNED_IN_MESSAGE } from '@/features/users/components/login-form';
import { toast } from '@/lib/toast';
import { Island } from '@/app/islands/island';
import { LoginIsland, requestedPath } from '@/app/islands/login-island';
import { page } from '@/app/page';

/** A line with a word in the middle, between two ways of signing in. */
function Or() {
  return (
    <div className="my-6 flex items-center gap-3 text-xs uppercase tracking-wide text-slate-500">
      <span className="h-px flex-1 bg-slate-200" />
      or
      <span className="h-px flex-1 bg-slate-200" />
    </div>
  );
}

/**
 * The login page: email and password, and 'Sign in with …' when single sign-on is set up. When
 * everyone but administrators must use it, its button comes first and the password form folds
 * away for administrators. A sign-on that failed comes back here with `?error=` and says why.
 */
function Component() {
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { data: methods } = useAuthMethods();
  const ssoFailure = ssoFailureMessage(params.get('error'));
  const sso = methods?.sso;
  const ssoFirst = sso && methods.passwordSignIn === 'admins';
  const passwordForm = (
    <>
      <Island name="login" starts="touched">
        <LoginIsland
          onSignedIn={() => {
            toast.success(SIGNED_IN_MESSAGE);
            void navigate(requestedPath(location.state), { replace: true });
          }}
        />
      </Island>
      <p className="mt-4 text-center text-sm">
        <Link to={paths.forgotPassword.getHref()} className="font-semibold text-brand-700 underline">
          Forgot password?
        </Link>
      </p>
    </>
  );

  return (
    <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 md:grid-cols-2 md:py-20">
      <img
        src={loginBanner}
        alt="A team dashboard with goals, tasks and progress"
        width={480}
        height={400}
        // Phones hide it: a lazy picture that is not displayed is not downloaded either.
        loading="lazy"
        className="hidden w-full max-w-md justify-self-center md:block"
      />
      <div className="mx-auto w-full max-w-md rounded-2xl border border-slate-200 p-8 shadow-sm">
        <h1 className="text-2xl font-bold text-brand-900">Welcome back</h1>
        <p className="mt-1 text-sm text-slate-600">Sign in to reach your dashboard.</p>
        {ssoFailure && <FormAlert message={ssoFailure} className="mt-4" />}
        {ssoFirst ? (
          <>
            <div className="mt-6">
              <SsoSignInButton name={sso.name} variant="primary" />
            </div>
            <details className="mt-6 border-t border-slate-200 pt-4">
              <summary className="cursor-pointer text-sm font-medium text-slate-700">
                Administrator? Sign in with your password
              </summary>
              <div className="mt-4">{passwordForm}</div>
            </details>
          </>
        ) : (
          <>
            <div className="mt-6">{passwordForm}</div>
            {sso && (
              <>
                <Or />
                <SsoSignInButton name={sso.name} variant="secondary" />
              </>
            )}
            <p className="mt-6 text-center text-sm text-slate-600">
              New to TopGear Perform?{' '}
              <Link to={paths.signUp.getHref()} className="font-semibold text-brand-700 underline">
                Create an account
              </Link>
            </p>
          </>
        )}
      </div>
    </div>
  );
}

export default page({
  islands: true,
  meta: { title: 'Login · TopGear Perform', description: 'Sign in to your TopGear Perform dashboard.' },
  loadData: ({ queryClient }) => queryClient.prefetchQuery(authMethodsQueryOptions()),
  Component,
});
