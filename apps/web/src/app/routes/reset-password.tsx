import { useQueryClient } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { replaceSession } from '@/features/users/api/get-me';
import { Island } from '@/app/islands/island';
import { ResetPasswordIsland } from '@/app/islands/reset-password-island';
import { page } from '@/app/page';

function Component() {
  const queryClient = useQueryClient();
  return (
    <div className="mx-auto max-w-md px-4 py-12 md:py-20">
      <div className="rounded-2xl border border-slate-200 p-6 shadow-sm sm:p-8">
        <Island name="resetPassword">
          <ResetPasswordIsland
            // The reset ended this browser's session too, if it had one.
            onPasswordChanged={() => replaceSession(queryClient, null)}
          />
        </Island>
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
  Component,
});
