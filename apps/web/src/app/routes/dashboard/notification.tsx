import { ScreenHeading } from '@/components/ui/screen-heading';
import { NotificationsList } from '@/features/notifications/components/notifications-list';

export function Component() {
  return (
    <div className="mx-auto max-w-3xl">
      <title>Notifications · TopGear Perform</title>
      <ScreenHeading title="Notifications">
        What happened to your goals, days off and posts, newest first.
      </ScreenHeading>
      <div className="mt-6">
        <NotificationsList />
      </div>
    </div>
  );
}
