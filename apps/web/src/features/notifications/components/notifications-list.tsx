import CheckCheck from 'lucide-react/icons/check-check';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { PagedList } from '@/components/ui/paged-list';
import { errorMessage } from '@/lib/api-client';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllRead } from '../api/mark-all-read';
import { NotificationItem } from './notification-item';

/** My notifications, newest first, each leading to its subject, with 'Mark all as read'. */
export function NotificationsList() {
  const notifications = useNotifications();
  const markAllRead = useMarkAllRead();
  return (
    <PagedList
      query={notifications}
      noun="notifications"
      loadingText="Loading..."
      align="start"
      empty="You have no notifications yet."
    >
      {(items) => (
        <div className="flex flex-col gap-4">
          <div className="flex flex-col items-end gap-2">
            <Button variant="secondary" loading={markAllRead.isPending} onClick={() => markAllRead.mutate()}>
              <CheckCheck aria-hidden="true" className="size-4" />
              Mark all as read
            </Button>
            {markAllRead.isError && (
              <FormAlert message={`We could not mark your notifications as read. ${errorMessage(markAllRead.error)}`} />
            )}
          </div>
          <ul className="flex flex-col gap-3">
            {items.map((notification) => (
              <li key={notification.id}>
                <NotificationItem notification={notification} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </PagedList>
  );
}
