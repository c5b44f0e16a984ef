import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Socket } from 'socket.io-client';
import { ApiError } from '@/lib/api-client';
import { meQueryKey } from '../api/get-me';

/** How the server tells the socket that its session is over, rather than that something failed. */
const isSessionRefusal = (error: Error) =>
  (error as Error & { data?: { code?: string } }).data?.code === 'UNAUTHORIZED';

/**
 * Notices that the session ended elsewhere (signed out everywhere, the account deactivated or
 * deleted, the session expired) and asks who is signed in again: with no one, the dashboard's
 * guard sends the person to the login page. The server closes such a person's sockets, so the
 * socket's reconnection is refused at once; a request refused with 401 says the same.
 */
export function useSessionEnd(socket: Socket | null) {
  const queryClient = useQueryClient();

  useEffect(() => {
    const checkSession = () => void queryClient.invalidateQueries({ queryKey: meQueryKey });
    const onRefused = (error: Error) => {
      if (isSessionRefusal(error)) checkSession();
    };
    socket?.on('connect_error', onRefused);
    const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error') return;
      if (event.action.error instanceof ApiError && event.action.error.status === 401) checkSession();
    });
    return () => {
      socket?.off('connect_error', onRefused);
      unsubscribe();
    };
  }, [socket, queryClient]);
}
