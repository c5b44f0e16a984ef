import Bell from 'lucide-react/icons/bell';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { clsx } from 'clsx';
import { useUnreadCount } from '../api/get-unread-count';
import { badgeText, bellLabel } from '../bell-texts';

/**
 * The top bar's bell: a link to the notifications page with a badge of the unread count, hidden
 * at 0 (and while the count is unknown). The count changes live (see `useLiveNotifications`).
 */
export function NotificationBell({ className }: { className?: string }) {
  const { data } = useUnreadCount();
  const unread = data?.unread ?? 0;
  const label = bellLabel(unread);
  return (
    <Link
      to={paths.dashboard.notification.getHref()}
      aria-label={label}
      title={label}
      className={clsx('relative', className)}
    >
      <Bell aria-hidden="true" className="size-5" />
      {unread > 0 && (
        <span
          aria-hidden="true"
          className="absolute right-0 top-0 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] font-bold leading-none text-white ring-2 ring-brand-900"
        >
          {badgeText(unread)}
        </span>
      )}
    </Link>
  );
}
