import { and, asc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Database } from '../db/client';
import { outbox } from '../db/schema';

/** After this many failed attempts a message stays in the outbox, with its last error, for a person to look at. */
export const MAX_DELIVERY_ATTEMPTS = 10;
const BATCH_SIZE = 20;
/** How long a claimed message is reserved for the process that claimed it. */
const CLAIM_LEASE = sql`now() + interval '5 minutes'`;

/** 1, 2, 4 … minutes after each failure, at most 6 hours. */
const retryDelaySeconds = (attempts: number) => Math.min(60 * 2 ** (attempts - 1), 6 * 60 * 60);

export interface MailDeliveryOptions {
  db: Database;
  transport: Transporter;
  from: string;
  log: FastifyBaseLogger;
}

/**
 * Sends what the outbox holds. Each batch is claimed with FOR UPDATE SKIP LOCKED and a lease, so
 * several processes deliver side by side without sending a message twice, and no transaction stays
 * open while the SMTP server is talking.
 */
/** The METHOD the calendar document declares (REQUEST, CANCEL…): the calendar part's content type must say the same. */
const calendarMethod = (calendar: string) => /^METHOD:([A-Z-]+)\r?$/m.exec(calendar)?.[1] ?? 'PUBLISH';

export function createMailDelivery({ db, transport, from, log }: MailDeliveryOptions) {
  const claimBatch = () =>
    db
      .update(outbox)
      .set({ attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: CLAIM_LEASE })
      .where(
        inArray(
          outbox.id,
          db
            .select({ id: outbox.id })
            .from(outbox)
            .where(
              and(
                isNull(outbox.sentAt),
                lte(outbox.nextAttemptAt, sql`now()`),
                lt(outbox.attempts, MAX_DELIVERY_ATTEMPTS),
              ),
            )
            .orderBy(asc(outbox.nextAttemptAt))
            .limit(BATCH_SIZE)
            .for('update', { skipLocked: true }),
        ),
      )
      .returning();

  async function send(message: Awaited<ReturnType<typeof claimBatch>>[number]) {
    try {
      await transport.sendMail({
        from,
        to: message.recipient,
        ...(message.replyTo && { replyTo: message.replyTo }),
        subject: message.subject,
        text: message.text,
        ...(message.html && { html: message.html }),
        ...(message.calendar && {
          icalEvent: {
            method: calendarMethod(message.calendar),
            filename: 'invitation.ics',
            content: message.calendar,
          },
        }),
      });
      await db
        .update(outbox)
        .set({ sentAt: sql`now()`, lastError: null })
        .where(eq(outbox.id, message.id));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      log.warn({ outboxId: message.id, attempts: message.attempts, reason }, 'mail delivery failed');
      await db
        .update(outbox)
        .set({
          lastError: reason.slice(0, 1000),
          nextAttemptAt: sql`now() + make_interval(secs => ${retryDelaySeconds(message.attempts)})`,
        })
        .where(eq(outbox.id, message.id));
    }
  }

  /** Sends every message that is due; resolves with how many were attempted. */
  async function deliverDue(): Promise<number> {
    let attempted = 0;
    for (;;) {
      const batch = await claimBatch();
      await Promise.all(batch.map(send));
      attempted += batch.length;
      if (batch.length < BATCH_SIZE) return attempted;
    }
  }

  let running: Promise<void> | undefined;
  let runAgain = false;

  /** Starts delivery now, or once more after the run under way, without waiting for it. */
  function deliverSoon() {
    if (running) {
      runAgain = true;
      return;
    }
    running = (async () => {
      do {
        runAgain = false;
        await deliverDue().catch((error: unknown) => log.error({ err: error }, 'mail delivery run failed'));
      } while (runAgain);
    })().finally(() => {
      running = undefined;
    });
  }

  /** Resolves once the run under way, if any, has finished. */
  const idle = async () => {
    while (running) await running;
  };

  return { deliverDue, deliverSoon, idle };
}
