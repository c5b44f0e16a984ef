import { INVITATION_PARAM } from '@topgear/shared/sign-up';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { signUpModeQueryOptions } from '@/features/accounts/api/get-sign-up-mode';
import { WhileSignUpIsOpen } from '@/features/accounts/components/sign-up-access';
import { REGISTERED_MESSAGE } from '@/features/users/components/register-form';
import { toast } from '@/lib/toast';
import { Island } from '@/app/islands/island';
import { SignUpIsland } from '@/app/islands/sign-up-island';
import { page } from '@/app/page';

/** Sign Up: the registration form as the company allows it (anyone, or by invitation), from an invitation's link too. */
function Component() {
  const navigate = useNavigate();
  const invited = useSearchParams()[0].has(INVITATION_PARAM);
  const form = (
    // An invitation's link is checked by the form's code, at once.
    <Island name="signUp" starts={invited ? 'near' : 'touched'}>
      <SignUpIsland
        onRegistered={() => {
          toast.success(REGISTERED_MESSAGE);
          void navigate(paths.dashboard.home.getHref(), { replace: true });
        }}
      />
    </Island>
  );
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 md:py-16">
      <div className="rounded-2xl border border-slate-200 p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-brand-900">Create your account</h1>
        <p className="mt-1 text-sm text-slate-600">It takes a minute, and your dashboard is ready straight away.</p>
        <div className="mt-6">{invited ? form : <WhileSignUpIsOpen>{form}</WhileSignUpIsOpen>}</div>
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

export default page({
  islands: true,
  meta: { title: 'Sign Up · TopGear Perform', description: 'Create your TopGear Perform account.' },
  loadData: ({ queryClient }) => queryClient.prefetchQuery(signUpModeQueryOptions()),
  Component,
});
