import { useQueryClient } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { PageHead } from '../page-head';
import { SkipLink } from '@/components/ui/skip-link';
import { goalsQueryKey } from '@/features/goals/api/get-goals';
import { invalidateLeave } from '@/features/leave/api/invalidate-leave';
import { useLiveMeetings } from '@/features/meetings/hooks/use-live-meetings';
import { useLiveNotifications } from '@/features/notifications/hooks/use-live-notifications';
import { tasksQueryKey } from '@/features/tasks/api/get-tasks';
import { useCurrentUser } from '@/features/users/api/get-me';
import { useSessionEnd } from '@/features/users/hooks/use-session-end';
import { useSocket } from '@/lib/socket';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';

/**
 * The signed-in shell. It holds the realtime connection while it is mounted (leaving the
 * dashboard, as signing out does, closes it), keeps the bell and the meetings current through it, and goes to the
 * login page when the session ends elsewhere.
 */
export function DashboardLayout() {
  const me = useCurrentUser();
  const queryClient = useQueryClient();
  const socket = useSocket();
  useSessionEnd(socket);
  useLiveNotifications(socket, {
    // A notification means a manager changed one of my goals or leave records: what is cached of them is stale.
    onNewNotification: () => {
      void queryClient.invalidateQueries({ queryKey: goalsQueryKey });
      void invalidateLeave(queryClient);
    },
  });
  useLiveMeetings(socket, {
    // A meeting's action items are tasks on their owners' boards.
    onMeetingChanged: () => void queryClient.invalidateQueries({ queryKey: tasksQueryKey }),
  });
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <PageHead />
      <SkipLink />
      <TopBar me={me} />
      <div className="flex flex-1 flex-col md:flex-row">
        <Sidebar />
        <main id="main" className="min-w-0 flex-1 p-4 md:p-8">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
