/**
 * The journeys' mail server: it accepts the app's SMTP on one port and lists what it received, as
 * JSON, at GET /messages on another (`E2E_MAIL` in playwright.config.ts starts it beside the app).
 */
import { createServer } from 'node:http';
import type { Attachment } from 'mailparser';
import { startSmtpServer, type ReceivedMail } from '../../server/test/smtp';
import { E2E_MAIL } from '../playwright.config';

/** A received message as the journeys read it. */
export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  /** The text/calendar part: the METHOD its content type names, and the iCalendar document. */
  calendar: { method: string | undefined; content: string } | null;
}

const calendarOf = (attachments: Attachment[]) => {
  const part = attachments.find((attachment) => attachment.contentType === 'text/calendar');
  if (!part) return null;
  const contentType = part.headers.get('content-type') as { params?: Record<string, string> } | undefined;
  return { method: contentType?.params?.method?.toUpperCase(), content: part.content.toString('utf8') };
};

const asCaught = ({ envelopeTo, parsed }: ReceivedMail): CaughtMail => ({
  to: envelopeTo,
  subject: parsed.subject ?? '',
  text: parsed.text ?? '',
  calendar: calendarOf(parsed.attachments),
});

const smtp = await startSmtpServer({ port: E2E_MAIL.smtpPort });
createServer((request, response) => {
  if (request.url !== '/messages') {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(smtp.received.map(asCaught)));
}).listen(E2E_MAIL.inboxPort, '127.0.0.1');
