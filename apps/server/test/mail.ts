import type { ParsedMail } from 'mailparser';
import { vi } from 'vitest';
import type { ReceivedMail, TestSmtpServer } from './smtp';

/** The addresses of a parsed To, From or Reply-To header. */
export const addressesOf = (field: ParsedMail['to'] | ParsedMail['replyTo']) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((group) => group.value.map((entry) => entry.address));

/** Whether a message is addressed to `email`. */
export const isTo = (email: string) => (mail: ReceivedMail) => addressesOf(mail.parsed.to).includes(email);

/** Resolves with the first message `smtp` accepted that matches, waiting up to ten seconds for it to arrive. */
export const messageArriving = (smtp: TestSmtpServer, matches: (mail: ReceivedMail) => boolean) =>
  vi.waitFor(
    () => {
      const mail = smtp.received.find(matches);
      if (!mail) throw new Error('the message has not arrived yet');
      return mail;
    },
    { timeout: 10_000, interval: 25 },
  );
