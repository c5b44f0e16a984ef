import { CONTACT_MESSAGES, contactMessageSchema, contactReceiptSchema } from '@topgear/shared/contact';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactMessages } from '../../db/schema';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact-messages',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 hour' } },
      schema: {
        tags: ['contact'],
        summary: 'Send a message from the contact or pricing form: stored, and emailed to CONTACT_INBOX when set',
        body: contactMessageSchema,
        response: { 201: contactReceiptSchema },
      },
    },
    async (request, reply) => {
      const message = request.body;
      const inbox = app.mail.contactInbox;
      const id = await app.db.transaction(async (tx) => {
        const [row] = await tx.insert(contactMessages).values(message).returning({ id: contactMessages.id });
        if (inbox) {
          await app.mail.enqueue(tx, {
            to: inbox,
            replyTo: message.email,
            subject: `Contact form: ${message.subject}`,
            text: `${message.name} <${message.email}> wrote:\n\n${message.message}`,
          });
        }
        return row?.id ?? '';
      });
      app.mail.deliverSoon();
      return reply.code(201).send({ id, message: CONTACT_MESSAGES.thanks });
    },
  );
};
