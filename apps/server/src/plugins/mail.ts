import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createTransport } from 'nodemailer';
import { createMailDelivery } from '../mail/delivery';
import { enqueueMail } from '../mail/outbox';

/** How often due retries are picked up when nothing else triggers a delivery. */
const RETRY_SWEEP_MS = 60_000;

export interface MailSettings {
  /** smtp(s)://user:pass@host:port; without it, mail waits in the outbox table. */
  smtpUrl?: string | undefined;
  /** The sender, e.g. `TopGear Perform <hello@example.com>`; defaults to no-reply at PUBLIC_URL's host. */
  from?: string | undefined;
  /** Where contact and pricing form messages go; without it they are only stored. */
  contactInbox?: string | undefined;
}

/** What features use to send mail; `app.mail`. */
export interface Mail {
  from: string;
  /** The bare address of `from`, for calendar invitations' organizer. */
  fromAddress: string;
  contactInbox: string | undefined;
  /** Queues a message in the transaction of the change that causes it. */
  enqueue: typeof enqueueMail;
  /** Call after the transaction that enqueued mail has committed. */
  deliverSoon(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: Mail;
  }
}

/** Outgoing mail: queued in the outbox with the change that causes it, then delivered over SMTP when configured. */
export const mailPlugin = fp(
  async (app: FastifyInstance, options: MailSettings & { publicUrl: string }) => {
    const from = options.from ?? `TopGear Perform <no-reply@${new URL(options.publicUrl).hostname}>`;
    const transport = options.smtpUrl ? createTransport(options.smtpUrl) : undefined;
    const delivery = transport && createMailDelivery({ db: app.db, transport, from, log: app.log });

    app.decorate('mail', {
      from,
      fromAddress: /<([^>]+)>/.exec(from)?.[1] ?? from,
      contactInbox: options.contactInbox,
      enqueue: enqueueMail,
      deliverSoon: () => delivery?.deliverSoon(),
    });

    if (delivery && transport) {
      let sweep: NodeJS.Timeout | undefined;
      app.addHook('onReady', async () => {
        delivery.deliverSoon();
        sweep = setInterval(delivery.deliverSoon, RETRY_SWEEP_MS).unref();
      });
      app.addHook('onClose', async () => {
        clearInterval(sweep);
        await delivery.idle();
        transport.close();
      });
    }
  },
  { name: 'mail', dependencies: ['db'] },
);
