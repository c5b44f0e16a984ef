import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { resetLinkCheckQueryOptions, useResetLinkCheck } from '@/features/accounts/api/check-reset-link';
import { DeadResetLink } from '@/features/accounts/components/dead-reset-link';
import { resetPasswordFormPost } from '@/features/accounts/form-posts';
import { replaceSession } from '@/features/users/api/get-me';
import { useSubmittedForm } from '@/lib/submitted-form';
import { Island } from '@/app/islands/island';
import { ResetPasswordIsland } from '@/app/islands/reset-password-island';
import { page } from '@/app/page';

const tokenOf = (search: URLSearchParams) => search.get('token') ?? '';

/**
 * The mailed link, checked before the page renders: a dead link's offer of a new one shows without
 * the form's code, which loads only when someone reaches for the form. Were the check to fail, the
 * form shows, and sending it tells.
 */
function Component() {
  const queryClient = useQueryClient();
  const token = tokenOf(useSearchParams()[0]);
  const check = useResetLinkCheck(token);
  // A new password posted without code: the form shows the answer, though the link is now used.
  const posted = useSubmittedForm(resetPasswordFormPost.name) !== undefined;
  return (
    <div className="mx-auto max-w-md px-4 py-12 md:py-20">
      <div className="rounded-2xl border border-slate-200 p-6 shadow-sm sm:p-8">
        {!posted && (token === '' || check.data === false) ? (
          // Its code only offers the new link for the address this browser asked with.
          <Island name="deadResetLink">
            <DeadResetLink />
          </Island>
        ) : (
          <Island name="resetPassword" starts="touched">
            <ResetPasswordIsland
              // The reset ended this browser's session too, if it had one.
              onPasswordChanged={() => replaceSession(queryClient, null)}
            />
          </Island>
        )}
      </div>
    </div>
  );
}

export default page({
  inSitemap: false,
  islands: true,
  // An unknown link: the page says so. A live link needs a registration and its mail.
  checkAt: `${paths.resetPassword.path}?token=NoSuchLink`,
  meta: {
    title: 'Choose a new password · TopGear Perform',
    description: 'Choose a new password for your TopGear Perform account.',
  },
  loadData: async ({ queryClient, request, submitted }) => {
    const token = tokenOf(new URL(request.url).searchParams);
    if (token !== '' && submitted?.form !== resetPasswordFormPost.name) {
      await queryClient.prefetchQuery(resetLinkCheckQueryOptions(token));
    }
  },
  Component,
});
