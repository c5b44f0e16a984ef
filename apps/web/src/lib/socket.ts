import { useEffect, useSyncExternalStore } from 'react';
import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';

/** SPEC §9's connection settings: the same server path, retry pace and transports as the product always had. */
const SOCKET_OPTIONS = {
  path: '/socket.io',
  withCredentials: true,
  transports: ['polling', 'websocket'],
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  timeout: 20000,
  reconnectionAttempts: Infinity,
  // A connection of its own: socket.io-client would otherwise hand back a cached one that was closed at sign-out.
  forceNew: true,
} satisfies Partial<ManagerOptions & SocketOptions>;

let socket: Socket | null = null;

/**
 * Socket.IO retries on its own after a network failure, but not when the server closed the
 * socket: a process shutting down, or the person's roles changing (the socket keeps the roles it
 * connected with). Either way the next connection is the one to have; a signed-out or deleted
 * account's attempt is refused and ends there.
 */
function reconnectWhenServerLetGo(this: Socket, reason: Socket.DisconnectReason) {
  if (reason === 'io server disconnect') this.connect();
}
/** How many mounted screens use the connection; it closes when the last one goes. */
let holders = 0;
const listeners = new Set<() => void>();

function hold() {
  holders += 1;
  if (socket) return;
  socket = io(SOCKET_OPTIONS);
  socket.on('disconnect', reconnectWhenServerLetGo);
  for (const listener of listeners) listener();
}

function release() {
  holders -= 1;
  if (holders > 0 || !socket) return;
  socket.disconnect();
  socket = null;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * The signed-in person's one realtime connection, shared by every screen that uses it (null
 * until it is open). The dashboard layout holds it while someone is signed in: it opens when the
 * layout mounts and closes when the last user of it unmounts, so signing out (which leaves the
 * dashboard) closes it and the next person's session opens a new one.
 */
export function useSocket(): Socket | null {
  useEffect(() => {
    hold();
    return release;
  }, []);
  return useSyncExternalStore(
    subscribe,
    () => socket,
    () => null,
  );
}
