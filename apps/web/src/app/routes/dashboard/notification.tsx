import { NotificationsList } from '@/features/notifications/components/notifications-list';

export function Component() {
  return (
    <div className="mx-auto max-w-3xl">
      <title>Notifications · TopGear Perform</title>
      <h1 className="text-2xl font-bold text-brand-900">Notifications</h1>
      <p className="mt-1 text-slate-600">What happened to your goals, days off and posts, newest first.</p>
      <div className="mt-6">
        <NotificationsList />
      </div>
    </div>
  );
}
