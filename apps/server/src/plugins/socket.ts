import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type DefaultEventsMap, Server, type Socket } from 'socket.io';
import type { SessionUser } from './auth';

/** What the server keeps about each connected socket. */
export interface SocketData {
  user: SessionUser;
}

/** The room of one person's open tabs, on every process: what is addressed to them goes there. */
export const userRoom = (userId: string) => `user:${userId}`;

export type SocketServer = Server<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketData>;
/** One connected client, as the server sees it. */
export type ServerSocket = Socket<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketData>;

declare module 'fastify' {
  interface FastifyInstance {
    io: SocketServer;
  }
}

/**
 * Socket.IO on the app's own HTTP server at /socket.io. Only signed-in users connect. With Redis,
 * events reach the sockets of every process.
 */
export const socketPlugin = fp(
  async (app: FastifyInstance) => {
    const io: SocketServer = new Server(app.server, {
      path: '/socket.io',
      serveClient: false,
      // The largest event is a chat message of 2,000 characters; nothing needs the default megabyte.
      maxHttpBufferSize: 64 * 1024,
      // The same rule as for API writes: a page of another site may not open a socket as the user.
      allowRequest: (request, accept) => accept(null, app.isAllowedOrigin(request)),
    });
    if (app.redis) {
      const publisher = app.redis.duplicate();
      const subscriber = app.redis.duplicate();
      io.adapter(createAdapter(publisher, subscriber, { key: 'topgear:socket.io' }));
      app.addHook('onClose', async () => {
        publisher.disconnect();
        subscriber.disconnect();
      });
    }

    io.use((socket, next) => {
      app
        .checkSession(socket.request.headers)
        .then(({ user }) => {
          // `data.code` tells the browser its session is over (it then checks it), not that the network failed.
          if (!user) {
            return next(Object.assign(new Error('Please sign in to continue.'), { data: { code: 'UNAUTHORIZED' } }));
          }
          socket.data.user = user;
          next();
        })
        .catch((error: unknown) => {
          app.log.error({ err: error }, 'socket session lookup failed');
          next(new Error('Something went wrong on our side. Please try again.'));
        });
    });

    io.on('connection', (socket) => {
      void socket.join(userRoom(socket.data.user.id));
    });

    app.decorate('io', io);
    app.addHook('preClose', async () => {
      io.local.disconnectSockets(true);
    });
    app.addHook('onClose', async () => {
      // The HTTP server is Fastify's to close; only the engine and its sockets are ours.
      io.engine.close();
    });
  },
  { name: 'socket', dependencies: ['auth', 'security', 'redis'] },
);
