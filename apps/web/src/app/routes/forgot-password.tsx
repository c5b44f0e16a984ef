import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { ForgotPasswordIsland } from '@/app/islands/forgot-password-island';
import { Island } from '@/app/islands/island';
import { page } from '@/app/page';

function Component() {
  return (
    <div className="mx-auto max-w-md px-4 py-12 md:py-20">
      <div className="rounded-2xl border border-slate-200 p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-brand-900">Forgot your password?</h1>
        <p className="mt-1 text-sm text-slate-600">
          Enter the email of your account, and we will mail you a link to choose a new password.
        </p>
        <div className="mt-6">
          <Island name="forgotPassword" starts="touched">
            <ForgotPasswordIsland />
          </Island>
        </div>
        <p className="mt-6 text-center text-sm text-slate-600">
          Remembered it?{' '}
          <Link to={paths.login.getHref()} className="font-semibold text-brand-700 underline">
            Back to sign in
          </Link>
        </p>
      </div>
    </div>
  );
}

export default page({
  inSitemap: false,
  islands: true,
  meta: {
    title: 'Forgot password · TopGear Perform',
    description: 'Get a link to choose a new password for your TopGear Perform account.',
  },
  Component,
});
