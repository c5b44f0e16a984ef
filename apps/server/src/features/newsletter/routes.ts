import { subscriptionResultSchema, subscriptionSchema } from '@topgear/shared/newsletter';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createNewsletterService } from './service';

export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  const newsletter = createNewsletterService({ db: app.db });

  app.post(
    '/newsletter/subscriptions',
    {
      config: { access: 'public', rateLimit: { max: 20, timeWindow: '1 hour' } },
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe an email to the newsletter: 201 when new, 200 when it was already subscribed',
        body: subscriptionSchema,
        response: { 200: subscriptionResultSchema, 201: subscriptionResultSchema },
      },
    },
    async (request, reply) => {
      const result = await newsletter.subscribe(request.body.email);
      return reply.code(result.status === 'subscribed' ? 201 : 200).send(result);
    },
  );
};
