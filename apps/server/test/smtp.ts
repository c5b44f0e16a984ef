import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';

export interface ReceivedMail {
  /** The envelope recipients, as the SMTP client gave them. */
  envelopeTo: string[];
  parsed: ParsedMail;
}

export interface TestSmtpServer {
  /** `smtp://127.0.0.1:<port>`, for the app's mail settings. */
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}

/**
 * A local SMTP server that keeps every message it accepts, parsed, on `port` (any free one when
 * left out). `rejectWhen` decides, from the envelope recipients, which messages it refuses at the
 * end of DATA (a 550, as a full mailbox would).
 */
export async function startSmtpServer(
  options: { port?: number; rejectWhen?: (recipients: string[]) => boolean } = {},
): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const recipientsOf = (session: SMTPServerSession) => session.envelope.rcptTo.map((rcpt) => rcpt.address);
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const envelopeTo = recipientsOf(session);
      simpleParser(stream).then(
        (parsed) => {
          if (options.rejectWhen?.(envelopeTo)) {
            callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
            return;
          }
          received.push({ envelopeTo, parsed });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
