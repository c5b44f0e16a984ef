import { CONTACT_MESSAGES, type contactMessageSchema, type contactReceiptSchema } from '@topgear/shared/contact';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { Mail } from '../../plugins/mail';
import { insertContactMessage } from './repository';

export interface ContactServiceDeps {
  db: Database;
  mail: Pick<Mail, 'enqueue' | 'deliverSoon' | 'contactInbox'>;
}

export function createContactService({ db, mail }: ContactServiceDeps) {
  return {
    /**
     * Stores the message and, when there is an inbox to tell, queues the mail to it in the same
     * transaction (Reply-To: the sender), then sends it.
     */
    async send(message: z.output<typeof contactMessageSchema>): Promise<z.output<typeof contactReceiptSchema>> {
      const inbox = mail.contactInbox;
      const id = await db.transaction(async (tx) => {
        const messageId = await insertContactMessage(tx, message);
        if (inbox) {
          await mail.enqueue(tx, {
            to: inbox,
            replyTo: message.email,
            subject: `Contact form: ${message.subject}`,
            text: `${message.name} <${message.email}> wrote:\n\n${message.message}`,
          });
        }
        return messageId;
      });
      mail.deliverSoon();
      return { id, message: CONTACT_MESSAGES.thanks };
    },
  };
}
