import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import type { App } from '../src/app';

/** The base URL of an app that is listening (started with `app.listen({ port: 0 })`). */
export function listeningUrl(app: App) {
  const address = app.server.address() as AddressInfo | null;
  if (!address || typeof address === 'string') throw new Error('the app is not listening on a TCP port');
  return `http://127.0.0.1:${address.port}`;
}

/**
 * A Socket.IO client for the app at `url`, connected with this cookie (or none) and any other
 * request headers. Resolves once connected; rejects with the server's refusal (`connect_error`).
 * Disconnect it when done.
 */
export function connectSocket(
  url: string,
  cookie?: string,
  transports: Array<'polling' | 'websocket'> = ['polling', 'websocket'],
  headers: Record<string, string> = {},
): Promise<Socket> {
  const socket = io(url, {
    path: '/socket.io',
    transports,
    reconnection: false,
    forceNew: true,
    timeout: 5_000,
    extraHeaders: { ...headers, ...(cookie && { cookie }) },
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.disconnect();
      reject(error);
    });
  });
}

/** The payload of the next `event` this client receives; rejects when none arrives within `timeoutMs`. */
export function nextEvent<T = unknown>(socket: Socket, event: string, timeoutMs = 3_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, onEvent);
      reject(new Error(`no "${event}" event within ${timeoutMs} ms`));
    }, timeoutMs);
    function onEvent(payload: T) {
      clearTimeout(timer);
      resolve(payload);
    }
    socket.once(event, onEvent);
  });
}
