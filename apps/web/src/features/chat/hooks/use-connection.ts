import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { Socket } from 'socket.io-client';

/** The shared socket as the window tells it: up, still opening, or lost and being retried. */
export type Connection = 'connected' | 'connecting' | 'reconnecting';

export function useConnection(socket: Socket | null): Connection {
  const subscribe = useCallback(
    (notify: () => void) => {
      socket?.on('connect', notify);
      socket?.on('disconnect', notify);
      return () => {
        socket?.off('connect', notify);
        socket?.off('disconnect', notify);
      };
    },
    [socket],
  );
  const connected = useSyncExternalStore(subscribe, () => socket?.connected ?? false);
  // Whether the connection was lost while this screen was open, rather than not open yet.
  const [dropped, setDropped] = useState(false);
  useEffect(() => {
    if (!socket) return;
    const onDisconnect = () => setDropped(true);
    socket.on('disconnect', onDisconnect);
    return () => {
      socket.off('disconnect', onDisconnect);
    };
  }, [socket]);

  if (connected) return 'connected';
  return dropped ? 'reconnecting' : 'connecting';
}
