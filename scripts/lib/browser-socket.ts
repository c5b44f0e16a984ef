import { io, type Socket } from 'socket.io-client';

/**
 * Connects to `baseUrl` as a dashboard tab does (SPEC §9's settings: polling first, then the
 * upgrade) with this session cookie, each call a connection of its own. Resolves once the
 * connection has upgraded to a WebSocket; a socket that fails stops trying again, or it would keep
 * the benchmark running.
 */
export function connectAsBrowser(baseUrl: string, cookie: string, timeoutMs: number): Promise<Socket> {
  const socket = io(baseUrl, {
    path: '/socket.io',
    transports: ['polling', 'websocket'],
    reconnectionDelay: 1000,
    reconnectionDelayMax: 5000,
    randomizationFactor: 0.5,
    timeout: 20000,
    extraHeaders: { cookie },
    forceNew: true,
  });
  return new Promise((resolve, reject) => {
    const fail = (error: Error) => {
      clearTimeout(timer);
      socket.disconnect();
      reject(error);
    };
    const timer = setTimeout(() => fail(new Error('the socket did not upgrade to a WebSocket')), timeoutMs);
    socket.once('connect_error', fail);
    socket.io.engine.once('upgrade', () => {
      clearTimeout(timer);
      resolve(socket);
    });
  });
}
