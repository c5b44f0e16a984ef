import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, vi } from 'vitest';
import { buildTestApp, type TestApp, type TestAppOptions } from './app';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from './smtp';

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

/**
 * `useTestApp()` with mail delivered to a local SMTP server of its own (`smtp`): both start before
 * the file's first test and close after its last.
 */
export function useTestAppWithMail(options: TestAppOptions = {}) {
  let smtp: TestSmtpServer | undefined;
  let testApp: TestApp | undefined;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    testApp = await buildTestApp({ ...options, mail: { ...options.mail, smtpUrl: smtp.url } });
  });
  afterAll(async () => {
    await testApp?.close();
    await smtp?.close();
  });
  const current = () => {
    if (!testApp || !smtp) throw new Error('the test app is only available inside tests');
    return { testApp, smtp };
  };
  return {
    get app() {
      return current().testApp.app;
    },
    get database() {
      return current().testApp.database;
    },
    get db() {
      return current().testApp.database.db;
    },
    get smtp() {
      return current().smtp;
    },
  };
}
