import type { Me } from '@topgear/shared/users';
import CircleHelp from 'lucide-react/icons/circle-help';
import MessageCircle from 'lucide-react/icons/message-circle';
import { Link } from 'react-router';
import { Logo } from '@/components/brand/logo';
import { paths } from '@/config/paths';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { ProfileMenu } from './profile-menu';

const shortcuts = [
  { label: 'Help center', to: paths.helpCenter.getHref(), Icon: CircleHelp },
  { label: 'Chat', to: paths.dashboard.chat.getHref(), Icon: MessageCircle },
] as const;

const shortcutClasses = 'flex size-10 items-center justify-center rounded-full hover:bg-brand-800';

export function TopBar({ me }: { me: Me }) {
  return (
    <header className="sticky top-0 z-30 flex items-center justify-between gap-4 bg-brand-900 px-4 py-2 text-white">
      <Link to={paths.home.getHref()} aria-label="TopGear Perform home">
        <Logo light />
      </Link>
      <div className="flex items-center gap-1 sm:gap-2">
        <NotificationBell className={shortcutClasses} />
        {shortcuts.map(({ label, to, Icon }) => (
          <Link key={label} to={to} aria-label={label} title={label} className={shortcutClasses}>
            <Icon aria-hidden="true" className="size-5" />
          </Link>
        ))}
        <ProfileMenu me={me} />
      </div>
    </header>
  );
}
