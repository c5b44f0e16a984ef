import { useQueryClient } from '@tanstack/react-query';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { useNavigate } from 'react-router';
import { TWO_FACTOR_MESSAGES } from '@topgear/shared/two-factor';
import type { Me } from '@topgear/shared/users';
import { RequireAuth } from '@/app/require-auth';
import { paths } from '@/config/paths';
import { TwoFactorSetup } from '@/features/accounts/components/two-factor-setup';
import { meQueryKey } from '@/features/users/api/get-me';
import { LogoutButton } from '@/features/users/components/logout-button';
import { page } from '@/app/page';

/**
 * Where an admin or manager lands when the company requires two-factor sign-in and they have none:
 * nothing else works for them until it is on (the server refuses the rest).
 */
function Component() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const enabled = () =>
    queryClient.setQueryData<Me | null>(
      meQueryKey,
      (current) => current && { ...current, twoFactorEnabled: true, twoFactorSetupRequired: false },
    );

  return (
    <RequireAuth area={paths.twoFactorSetup.path}>
      <div className="mx-auto max-w-xl px-4 py-12 md:py-20">
        <div className="flex flex-col gap-6 rounded-2xl border border-slate-200 p-6 shadow-sm sm:p-8">
          <div className="flex items-start gap-3">
            <ShieldCheck aria-hidden className="size-8 shrink-0 text-brand-700" />
            <div>
              <h1 className="text-2xl font-bold text-brand-900">Set up two-factor sign-in</h1>
              <p className="mt-1 text-sm text-slate-600">{TWO_FACTOR_MESSAGES.setupRequired}</p>
            </div>
          </div>
          <TwoFactorSetup
            onEnabled={enabled}
            onDone={() => void navigate(paths.dashboard.home.getHref(), { replace: true })}
          />
          <div className="border-t border-slate-200 pt-4">
            <LogoutButton />
          </div>
        </div>
      </div>
    </RequireAuth>
  );
}

export default page({
  inSitemap: false,
  checkAt: false,
  meta: {
    title: 'Set up two-factor sign-in · TopGear Perform',
    description: 'Turn on two-factor sign-in for your TopGear Perform account.',
    noindex: true,
  },
  Component,
});
