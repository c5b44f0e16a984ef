import { Link, useLocation, useNavigate } from 'react-router';
import loginBanner from '@/assets/login-banner.svg';
import { paths } from '@/config/paths';
import { LoginForm } from '@/features/users/components/login-form';
import { PageMeta } from '@/components/seo/page-meta';

/** Where a visitor sent here by the dashboard guard wanted to go. */
function requestedPath(state: unknown): string {
  const from = (state as { from?: { pathname?: string; search?: string } } | null)?.from;
  return from?.pathname?.startsWith(paths.dashboard.root.path)
    ? `${from.pathname}${from.search ?? ''}`
    : paths.dashboard.home.getHref();
}

export function Component() {
  const location = useLocation();
  const navigate = useNavigate();

  return (
    <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 md:grid-cols-2 md:py-20">
      <PageMeta title="Login · TopGear Perform" description="Sign in to your TopGear Perform dashboard." />
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
        <div className="mt-6">
          <LoginForm onSignedIn={() => void navigate(requestedPath(location.state), { replace: true })} />
        </div>
        <p className="mt-4 text-center text-sm">
          <Link to={paths.forgotPassword.getHref()} className="font-semibold text-brand-700 underline">
            Forgot password?
          </Link>
        </p>
        <p className="mt-6 text-center text-sm text-slate-600">
          New to TopGear Perform?{' '}
          <Link to={paths.signUp.getHref()} className="font-semibold text-brand-700 underline">
            Create an account
          </Link>
        </p>
      </div>
    </div>
  );
}
