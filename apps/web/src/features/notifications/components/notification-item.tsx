import type { Notification, NotificationKind } from '@topgear/shared/notifications';
import type { LucideIcon } from 'lucide-react';
import Award from 'lucide-react/icons/award';
import BellRing from 'lucide-react/icons/bell-ring';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import CircleCheck from 'lucide-react/icons/circle-check';
import CircleX from 'lucide-react/icons/circle-x';
import FileCheck from 'lucide-react/icons/file-check';
import FileText from 'lucide-react/icons/file-text';
import Heart from 'lucide-react/icons/heart';
import MessageCircle from 'lucide-react/icons/message-circle';
import MessageSquareReply from 'lucide-react/icons/message-square-reply';
import MessageSquareText from 'lucide-react/icons/message-square-text';
import Scale from 'lucide-react/icons/scale';
import Target from 'lucide-react/icons/target';
import Users from 'lucide-react/icons/users';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { clsx } from 'clsx';
import { formatMoment } from '@/lib/dates';
import { useMarkRead } from '../api/mark-read';

const ICONS: Record<NotificationKind, LucideIcon> = {
  'goal-feedback': Target,
  'leave-feedback': MessageSquareText,
  'leave-requested': CalendarClock,
  'leave-approved': CircleCheck,
  'leave-rejected': CircleX,
  'news-comment': MessageCircle,
  'news-reaction': Heart,
  'chat-reply': MessageSquareReply,
  'review-shared': FileText,
  'review-acknowledged': FileCheck,
  'review-reminder': BellRing,
  'review-rating-changed': Scale,
  'meeting-reminder': Users,
  'praise-received': Award,
};

/**
 * One notification: a link to its subject that also marks it read, and for an unread one a
 * 'Mark as read' button that stays on the page. Unread ones stand out with a tint, a dot and bold
 * text, and say 'Unread' to assistive technology.
 */
export function NotificationItem({ notification }: { notification: Notification }) {
  const markRead = useMarkRead();
  const unread = notification.readAt === null;
  const Icon = ICONS[notification.kind];
  return (
    <div
      className={clsx(
        'flex flex-col gap-2 rounded-xl border p-4 transition-colors sm:flex-row sm:items-start',
        unread ? 'border-brand-200 bg-brand-50/60' : 'border-slate-200 bg-white',
      )}
    >
      <Link
        to={notification.link}
        onClick={() => {
          if (unread) markRead.mutate(notification.id);
        }}
        className="-m-1 flex min-w-0 flex-1 items-start gap-3 rounded-lg p-1 hover:bg-brand-50"
      >
        <span
          aria-hidden="true"
          className={clsx(
            'flex size-9 shrink-0 items-center justify-center rounded-full',
            unread ? 'bg-brand-700 text-white' : 'bg-slate-100 text-slate-500',
          )}
        >
          <Icon className="size-4" />
        </span>
        <span className="flex min-w-0 flex-1 flex-col gap-1">
          <span className={clsx('break-words', unread ? 'font-semibold text-slate-900' : 'text-slate-700')}>
            {unread && <span className="sr-only">Unread: </span>}
            {notification.text}
          </span>
          <time dateTime={notification.createdAt} className="text-xs text-slate-600">
            {formatMoment(notification.createdAt)}
          </time>
        </span>
        {unread && <span aria-hidden="true" className="mt-1.5 size-2.5 shrink-0 rounded-full bg-red-600" />}
      </Link>
      {unread && (
        <Button
          variant="ghost"
          loading={markRead.isPending}
          onClick={() => markRead.mutate(notification.id)}
          className="self-end sm:self-start"
        >
          Mark as read<span className="sr-only">: {notification.text}</span>
        </Button>
      )}
    </div>
  );
}
