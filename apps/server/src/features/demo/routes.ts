import { bookingConfirmationSchema, bookingSchema, timeSlotQuerySchema, timeSlotSchema } from '@topgear/shared/demo';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createDemoService } from './service';

export const demoRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, options) => {
  const demo = createDemoService({ db: app.db, mail: app.mail, publicUrl: options.publicUrl });

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
};
