import { notificationPageSchema, notificationSchema, unreadCountSchema } from '@topgear/shared/notifications';
import { pageQuerySchema } from '@topgear/shared/pagination';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../http-params';
import type { NotificationService } from './service';

export const notificationsRoutes: FastifyPluginAsyncZod<{ notifications: NotificationService }> = async (
  app,
  { notifications },
) => {
  app.get(
    '/notifications',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['notifications'],
        summary: 'My notifications, newest first, a page at a time',
        querystring: pageQuerySchema,
        response: { 200: notificationPageSchema },
      },
    },
    async (request) => notifications.list(request.user.id, request.query),
  );

  app.get(
    '/notifications/unread-count',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['notifications'],
        summary: 'How many of my notifications I have not read (the bell); later changes arrive over the socket',
        response: { 200: unreadCountSchema },
      },
    },
    async (request) => notifications.unreadCount(request.user.id),
  );

  app.post(
    '/notifications/:id/read',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['notifications'],
        summary: 'Mark one of my notifications read',
        params: idParamsSchema,
        response: { 200: notificationSchema },
      },
    },
    async (request) => notifications.markRead(request.user.id, request.params.id),
  );

  app.post(
    '/notifications/read-all',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['notifications'],
        summary: 'Mark all my notifications read',
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await notifications.markAllRead(request.user.id);
      return reply.code(204).send(null);
    },
  );
};
