import { contactMessageSchema, contactReceiptSchema } from '@topgear/shared/contact';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createContactService } from './service';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const contact = createContactService({ db: app.db, mail: app.mail });

  app.post(
    '/contact-messages',
    {
      config: { access: 'public', rateLimit: { max: 20, timeWindow: '1 hour' } },
      schema: {
        tags: ['contact'],
        summary: 'Send a message from the contact or pricing form: stored, and emailed to CONTACT_INBOX when set',
        body: contactMessageSchema,
        response: { 201: contactReceiptSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await contact.send(request.body)),
  );
};
