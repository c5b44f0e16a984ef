import { calendarFeedSchema, calendarFeedStatusSchema } from '@topgear/shared/meetings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CalendarFeedService } from './feed-service';

const tags = ['meetings'];

/** The personal calendar feed: its owner manages the secret address; a calendar reads it without a session. */
export const calendarFeedRoutes: FastifyPluginAsyncZod<{ feeds: CalendarFeedService }> = async (app, { feeds }) => {
  app.get(
    '/calendar-feed',
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        summary: 'Whether I have a calendar feed address, and since when (the address is shown only when made)',
        response: { 200: calendarFeedStatusSchema },
      },
    },
    async (request) => feeds.status(request.user.id),
  );

  app.post(
    '/calendar-feed',
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        summary: 'A new secret feed address of my meetings and approved days off; the old one stops working',
        response: { 201: calendarFeedSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await feeds.create(request.user.id)),
  );

  app.delete(
    '/calendar-feed',
    {
      preValidation: app.requireUser,
      schema: { tags, summary: 'Revoke my feed address', response: { 204: z.null() } },
    },
    async (request, reply) => {
      await feeds.revoke(request.user.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/calendar-feed/:token',
    {
      config: { access: 'public', rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          "A person's meetings and approved days off as iCalendar, for Google Calendar or Outlook to subscribe to",
        params: z.object({ token: z.string().max(100) }),
      },
    },
    async (request, reply) =>
      reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .send(await feeds.feed(request.params.token)),
  );
};
