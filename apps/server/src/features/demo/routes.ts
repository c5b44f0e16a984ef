import {
  bookingConfirmationSchema,
  bookingListQuerySchema,
  bookingSchema,
  scheduledDemoPageSchema,
  timeSlotQuerySchema,
  timeSlotSchema,
} from '@topgear/shared/demo';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Auditor } from '../../audit';
import { idParamsSchema } from '../../http-params';
import { createDemoService } from './service';

export const demoRoutes: FastifyPluginAsyncZod<{ publicUrl: string; auditor: Auditor }> = async (app, options) => {
  const demo = createDemoService({
    db: app.db,
    mail: app.mail,
    auditor: options.auditor,
    publicUrl: options.publicUrl,
  });

  app.get(
    '/demo/time-slots',
    {
      config: { access: 'public' },
      schema: {
        tags: ['demo'],
        summary: 'The demo time slots of a date, each marked available or not',
        querystring: timeSlotQuerySchema,
        response: { 200: z.array(timeSlotSchema) },
      },
    },
    async (request) => demo.timeSlotsOn(request.query.date, request.query.timeZone),
  );

  app.post(
    '/demo/bookings',
    {
      config: { access: 'public', rateLimit: { max: 20, timeWindow: '1 hour' } },
      schema: {
        tags: ['demo'],
        summary: 'Book a demo; the booker receives a calendar invitation by email. 409 when the slot is taken',
        body: bookingSchema,
        response: { 201: bookingConfirmationSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await demo.book(request.body)),
  );

  app.get(
    '/demo/bookings',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags: ['demo'],
        summary:
          'Administrators: live demo bookings, upcoming (soonest first, the default) or past (latest first), a page at a time',
        querystring: bookingListQuerySchema,
        response: { 200: scheduledDemoPageSchema },
      },
    },
    async (request) => demo.bookings(request.query),
  );

  app.delete(
    '/demo/bookings/:id',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags: ['demo'],
        summary:
          'Administrators: cancel a booking; its slot is free again and the booker is mailed a cancellation (iCalendar METHOD:CANCEL)',
        params: idParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await demo.cancel(request.user, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
