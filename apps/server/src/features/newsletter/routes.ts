import { NEWSLETTER_MESSAGES, subscriptionResultSchema, subscriptionSchema } from '@topgear/shared/newsletter';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { newsletterSubscriptions } from '../../db/schema';

export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/newsletter/subscriptions',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 hour' } },
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe an email to the newsletter: 201 when new, 200 when it was already subscribed',
        body: subscriptionSchema,
        response: { 200: subscriptionResultSchema, 201: subscriptionResultSchema },
      },
    },
    async (request, reply) => {
      // The unique index on lower(email) settles duplicates, including two requests at once.
      const inserted = await app.db
        .insert(newsletterSubscriptions)
        .values({ email: request.body.email })
        .onConflictDoNothing()
        .returning({ id: newsletterSubscriptions.id });
      return inserted.length > 0
        ? reply.code(201).send({ status: 'subscribed', message: NEWSLETTER_MESSAGES.subscribed })
        : reply.code(200).send({ status: 'already-subscribed', message: NEWSLETTER_MESSAGES.alreadySubscribed });
    },
  );
};
