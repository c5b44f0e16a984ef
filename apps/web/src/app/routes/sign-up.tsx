import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { RegisterForm } from '@/features/users/components/register-form';
import { PageMeta } from '@/components/seo/page-meta';

export function Component() {
  const navigate = useNavigate();
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 md:py-16">
      <PageMeta title="Sign Up · TopGear Perform" description="Create your TopGear Perform account." />
      <div className="rounded-2xl border border-slate-200 p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-brand-900">Create your account</h1>
        <p className="mt-1 text-sm text-slate-600">It takes a minute, and your dashboard is ready straight away.</p>
        <div className="mt-6">
          <RegisterForm onRegistered={() => void navigate(paths.dashboard.home.getHref(), { replace: true })} />
        </div>
        <p className="mt-6 text-center text-sm text-slate-600">
          Already have an account?{' '}
          <Link to={paths.login.getHref()} className="font-semibold text-brand-700 underline">
            Login
          </Link>
        </p>
      </div>
    </div>
  );
}
