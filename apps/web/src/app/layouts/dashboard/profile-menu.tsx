import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { Me } from '@topgear/shared/users';
import ChevronDown from 'lucide-react/icons/chevron-down';
import CircleUserRound from 'lucide-react/icons/circle-user-round';
import LogOut from 'lucide-react/icons/log-out';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { paths } from '@/config/paths';
import { useLogout } from '@/features/users/hooks/use-logout';

const itemClasses =
  'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm outline-none data-[highlighted]:bg-slate-100';

export function ProfileMenu({ me }: { me: Me }) {
  const { logout } = useLogout();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={`Profile menu for ${me.fullName}`}
        className="flex items-center gap-2 rounded-full py-1 pl-1 pr-2 hover:bg-brand-800"
      >
        <Avatar name={me.fullName} image={me.image} tone="accent" className="size-9 text-sm" />
        <span className="hidden max-w-40 truncate text-sm font-medium sm:block">{me.fullName}</span>
        <ChevronDown aria-hidden="true" className="size-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 rounded-lg border border-slate-200 bg-white p-1 text-slate-800 shadow-lg"
        >
          <DropdownMenu.Label className="px-3 py-2">
            <span className="block font-semibold">{me.fullName}</span>
            <span className="block truncate text-xs text-slate-500">{me.email}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item asChild className={itemClasses}>
            <Link to={paths.dashboard.profile.getHref()}>
              <CircleUserRound aria-hidden="true" className="size-4" />
              My account
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item onSelect={logout} className={itemClasses}>
            <LogOut aria-hidden="true" className="size-4" />
            Logout
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
