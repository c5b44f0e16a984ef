import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { CHECK_IN_STATUS_LABELS } from '@topgear/shared/goals';
import {
  PACKET_PRAISE_TEXTS,
  PACKET_RELATION_LABELS,
  REVIEW_PACKET_MESSAGES,
  type reviewPacketSchema,
} from '@topgear/shared/review-packets';
import { ANSWER_VISIBILITY_LABELS, ratingText } from '@topgear/shared/review-templates';
import { REVIEW_FEEDBACK_MESSAGES, type Answer } from '@topgear/shared/review-writing';
import PDFDocument from 'pdfkit';
import type { z } from 'zod';

type Packet = z.output<typeof reviewPacketSchema>;
type PacketQuestion = Packet['sections'][number]['questions'][number];

/**
 * DejaVu Sans, embedded (pdfkit keeps only the glyphs used): the PDF standard fonts know only
 * WinAnsi, which has no Ł, ő or ș, nor Cyrillic or Greek, and people's names and answers need them.
 * Read once; each document parses what it uses.
 */
const fontFile = (name: string) => readFileSync(createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${name}`));
const FONTS = { regular: fontFile('DejaVuSans.ttf'), bold: fontFile('DejaVuSans-Bold.ttf') };
type Font = keyof typeof FONTS;

interface Style {
  font?: Font;
  size?: number;
  color?: string;
  indent?: number;
  gap?: number;
}

const INK = '#1e293b';
const MUTED = '#475569';
const HEADING = '#0f3d5e';
const PRIVATE = '#92400e';

const day = (instant: Date) => instant.toISOString().slice(0, 10);

/** Draws the packet on an A4 document, top to bottom; pdfkit starts new pages as the text runs on. */
function draw(doc: PDFKit.PDFDocument, packet: Packet) {
  const write = (text: string, { font = 'regular', size = 10.5, color = INK, indent = 0, gap = 0.2 }: Style = {}) => {
    doc
      .font(font)
      .fontSize(size)
      .fillColor(color)
      .text(text, doc.page.margins.left + indent, undefined, {
        width: doc.page.width - doc.page.margins.left - doc.page.margins.right - indent,
      });
    doc.moveDown(gap);
  };
  const heading = (text: string) => {
    doc.moveDown(0.6);
    write(text, { font: 'bold', size: 14, color: HEADING, gap: 0.3 });
  };

  write('Performance review', { font: 'bold', size: 20, color: HEADING });
  write(`${packet.cycle.name} · ${packet.cycle.periodStart} to ${packet.cycle.periodEnd}`, { color: MUTED });
  write([packet.person.name, packet.person.jobTitle].filter(Boolean).join(', '), { font: 'bold' });
  write(packet.sharedAt ? `Shared on ${day(packet.sharedAt)}` : 'Not shared with the person yet', { color: MUTED });

  heading('Final rating');
  if (packet.finalRating) {
    write(packet.finalRating.label, { font: 'bold' });
    if (packet.finalRating.description) write(packet.finalRating.description, { color: MUTED });
  } else {
    write(REVIEW_PACKET_MESSAGES.noFinalRating);
  }

  heading('Goals of the period');
  if (packet.goals.length === 0) write('No goals were set for this period.', { color: MUTED });
  for (const goal of packet.goals) {
    const status = goal.status && (CHECK_IN_STATUS_LABELS as Record<string, string>)[goal.status];
    write(`• ${goal.name}: ${goal.progress} of ${goal.target}${status ? ` · ${status}` : ''}`, { indent: 8 });
  }

  heading(PACKET_PRAISE_TEXTS.title);
  const { items, total } = packet.praise;
  if (total === 0) write(PACKET_PRAISE_TEXTS.none, { color: MUTED });
  if (items.length < total) write(PACKET_PRAISE_TEXTS.more(items.length, total), { color: MUTED });
  for (const praise of items) {
    const names = praise.recipients.map(({ name }) => name);
    write(
      `${day(praise.createdAt)} · ${PACKET_PRAISE_TEXTS.line(praise.author.name, names, praise.value?.name ?? null)}`,
      {
        font: 'bold',
        indent: 8,
        gap: 0.1,
      },
    );
    write(praise.message, { indent: 8 });
  }

  for (const section of packet.sections) {
    heading(section.title);
    if (section.description) write(section.description, { color: MUTED });
    for (const question of section.questions) drawQuestion(question, write);
  }

  heading('Acknowledgement');
  if (packet.acknowledgement) {
    write(`Acknowledged on ${day(packet.acknowledgement.at)}`);
    if (packet.acknowledgement.comment) write(packet.acknowledgement.comment, { indent: 8 });
  } else {
    write('Not acknowledged yet.', { color: MUTED });
  }
}

type Write = (text: string, style?: Style) => void;

function drawQuestion(question: PacketQuestion, write: Write) {
  write(question.prompt, { font: 'bold', gap: 0.1 });
  if (question.visibility === 'managers') write(ANSWER_VISIBILITY_LABELS.managers, { color: PRIVATE, gap: 0.1 });

  const individual = (relation: 'self' | 'manager', answer: Answer | null) => {
    if (!question.answeredBy.includes(relation)) return;
    const rating = answer && ratingText(question.levels, answer.rating);
    const text = answer?.text.trim();
    write(`${PACKET_RELATION_LABELS[relation]}: ${rating ?? (text ? '' : 'Not answered')}`, { indent: 8, gap: 0 });
    if (text) write(text, { indent: 16, gap: 0 });
  };
  individual('self', question.self);
  individual('manager', question.manager);

  for (const group of question.groups) {
    const label = PACKET_RELATION_LABELS[group.relation];
    if (!group.shown) {
      write(`${label}: ${REVIEW_FEEDBACK_MESSAGES.belowThreshold}`, { indent: 8, gap: 0 });
      continue;
    }
    const given = group.ratings?.reduce((sum, count) => sum + count, 0) ?? 0;
    const average =
      group.average === null || !question.levels ? '' : `average ${group.average} of ${question.levels.length}`;
    const counts =
      group.ratings && question.levels && given > 0
        ? group.ratings
            .map((count, level) => (count > 0 ? `${question.levels![level]?.label}: ${count}` : null))
            .filter(Boolean)
            .join(', ')
        : '';
    const summary = [average, counts].filter(Boolean).join(' · ') || (group.texts.length > 0 ? '' : 'Not answered');
    write(`${label}:${summary && ` ${summary}`}`, { indent: 8, gap: 0 });
    for (const text of group.texts) write(`• ${text}`, { indent: 16, gap: 0 });
  }
  write('', { gap: 0.3 });
}

/** The packet as a PDF document (A4, compressed), resolved once pdfkit has written it all. */
export function packetPdf(packet: Packet): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: {
      Title: `Performance review: ${packet.person.name}, ${packet.cycle.name}`,
      Author: 'TopGear Perform',
    },
  });
  for (const [name, file] of Object.entries(FONTS)) doc.registerFont(name, file);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const written = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc, packet);
  doc.end();
  return written;
}
