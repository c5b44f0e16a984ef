import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { ResetPassword } from '@/features/accounts/components/reset-password-form';
import { replaceSession } from '@/features/users/api/get-me';
import { page } from '@/app/page';

function Component() {
  const [search] = useSearchParams();
  const queryClient = useQueryClient();
  return (
    <div className="mx-auto max-w-md px-4 py-12 md:py-20">
      <div className="rounded-2xl border border-slate-200 p-6 shadow-sm sm:p-8">
        <ResetPassword
          token={search.get('token') ?? ''}
          // The reset ended this browser's session too, if it had one.
          onPasswordChanged={() => replaceSession(queryClient, null)}
        />
      </div>
    </div>
  );
}

export default page({
  meta: {
    title: 'Choose a new password · TopGear Perform',
    description: 'Choose a new password for your TopGear Perform account.',
  },
  Component,
});
