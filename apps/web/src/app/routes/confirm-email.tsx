import { useQueryClient } from '@tanstack/react-query';
import MailCheck from 'lucide-react/icons/mail-check';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { meQueryKey } from '@/features/users/api/get-me';
import { ConfirmEmailIsland } from '@/app/islands/confirm-email-island';
import { Island } from '@/app/islands/island';
import { page } from '@/app/page';

/** Where the link mailed to a new address leads: works whether this browser is signed in or not. */
function Component() {
  const queryClient = useQueryClient();

  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-6 px-4 py-20 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <MailCheck aria-hidden="true" className="size-8" />
      </span>
      <h1 className="text-3xl font-extrabold tracking-tight text-brand-900">Confirm your new email</h1>
      <Island name="confirmEmail" starts="touched">
        <ConfirmEmailIsland
          // Whoever is signed in here may be the person whose email changed.
          onConfirmed={() => void queryClient.invalidateQueries({ queryKey: meQueryKey })}
        />
      </Island>
      <Link to={paths.dashboard.profile.getHref()} className="font-semibold text-brand-700 underline">
        Go to My account
      </Link>
    </div>
  );
}

export default page({
  inSitemap: false,
  islands: true,
  checkAt: `${paths.confirmEmail.path}?token=abc123`,
  meta: {
    title: 'Confirm your new email · TopGear Perform',
    description: 'Confirm the new email of your TopGear Perform account.',
  },
  Component,
});
