/**
 * Writes the downloadable ebooks to apps/web/public/media/ebooks/<slug>.pdf.
 *   npx tsx scripts/generate-ebook-pdfs.ts
 *
 * Each book's slug, title and series come from the seeded catalogue
 * (apps/server/src/db/demo-content/ebooks.ts), its texts from scripts/ebook-texts.ts. pdfkit lays
 * them out on US Letter pages in the standard Helvetica fonts (not embedded; their WinAnsi encoding
 * has the typographic quotes and dashes). The document dates are fixed, so a re-run writes the same
 * bytes: the PDFs only change when the texts or the layout do.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EbookSeries } from '@topgear/shared/ebooks';
import PDFDocument from 'pdfkit';
import { ebookCatalogue, ebookFiles, type EbookSlug } from '../apps/server/src/db/demo-content/ebooks';
import { ebookTexts, type EbookText } from './ebook-texts';

interface Book extends EbookText {
  title: string;
  /** The line above the brand on the title page. */
  series: string;
}

const SERIES_LINE: Record<EbookSeries, (volume: number) => string> = {
  free: () => 'Free Top-Gear Resources',
  'iterate-faster': (volume) => `Iterate Faster – Volume ${volume}`,
};

/** Written into every PDF as its creation and modification date, to keep the output reproducible. */
const PUBLISHED = new Date('2025-01-01T00:00:00Z');

/** The characters the standard fonts' WinAnsi encoding has; pdfkit would garble any other. */
const WIN_ANSI = /^[\x20-\x7e\xa0-\xff€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]*$/;

// --- Layout ------------------------------------------------------------------------------------

// Points from the top left corner of a US Letter page.
const PAGE_W = 612;
const PAGE_H = 792;
const MARGIN_X = 64;
const MARGIN_TOP = 64;
const MARGIN_BOTTOM = 72;
const CONTENT_W = PAGE_W - 2 * MARGIN_X;

interface TextStyle {
  font: 'Helvetica' | 'Helvetica-Bold';
  size: number;
  /** Baseline to baseline. */
  leading: number;
  color: string;
}

const INK = '#1e293b';
const MUTED = '#64748b';
const BRAND_AMBER = '#f59e0b';
const BODY: TextStyle = { font: 'Helvetica', size: 10.5, leading: 15, color: INK };
const HEADING: TextStyle = { font: 'Helvetica-Bold', size: 14, leading: 20, color: '#0f3d5e' };
const TITLE: TextStyle = { ...HEADING, size: 26, leading: 32 };
const SUBTITLE: TextStyle = { font: 'Helvetica', size: 14, leading: 20, color: MUTED };
const SERIES: TextStyle = { font: 'Helvetica-Bold', size: 10, leading: 14, color: '#acd8ea' };
const BRAND: TextStyle = { font: 'Helvetica-Bold', size: 20, leading: 24, color: '#ffffff' };
const FOOTER: TextStyle = { font: 'Helvetica', size: 8.5, leading: 12, color: MUTED };
const HEADING_GAP = 6;

type Marker = 'dot' | 'box';
/** Where a list item's text starts, from the left margin. */
const INDENT: Record<Marker, number> = { dot: 20, box: 26 };

class BookWriter {
  readonly doc: PDFKit.PDFDocument;

  constructor(book: Book) {
    this.doc = new PDFDocument({
      size: 'LETTER',
      margins: { top: MARGIN_TOP, bottom: MARGIN_BOTTOM, left: MARGIN_X, right: MARGIN_X },
      bufferPages: true,
      info: {
        Title: book.title,
        Subject: book.subtitle,
        Author: 'TopGear Perform',
        Creator: 'scripts/generate-ebook-pdfs.ts',
        CreationDate: PUBLISHED,
        ModDate: PUBLISHED,
      },
    });
  }

  /** Selects the style's font and returns the text options that give its leading. */
  private font(style: TextStyle): PDFKit.Mixins.TextOptions {
    this.doc.font(style.font).fontSize(style.size);
    return { lineGap: style.leading - this.doc.currentLineHeight(true) };
  }

  private use(style: TextStyle): PDFKit.Mixins.TextOptions {
    this.doc.fillColor(style.color);
    return this.font(style);
  }

  /**
   * One line of text with its baseline at y, outside the page flow (no wrapping or page breaks),
   * starting at x or, aligned right, ending there. Returns its width.
   */
  label(text: string, x: number, y: number, style: TextStyle, align: 'left' | 'right' = 'left'): number {
    this.use(style);
    const width = this.doc.widthOfString(text);
    this.doc.text(text, align === 'left' ? x : x - width, y, { lineBreak: false, baseline: 'alphabetic' });
    return width;
  }

  /** Wrapped text at the cursor, which pdfkit continues on a new page when it reaches the bottom margin. */
  block(text: string, style: TextStyle, x = MARGIN_X): void {
    const width = CONTENT_W - (x - MARGIN_X);
    if (this.movesToNextPage(text, style, width, this.doc.y)) this.doc.addPage();
    this.doc.text(text, x, this.doc.y, { ...this.use(style), width });
  }

  /**
   * Whether a block starting at y goes to the next page: it does when it would otherwise leave one
   * line alone at the bottom of this page or at the top of the next.
   */
  private movesToNextPage(text: string, style: TextStyle, width: number, y: number): boolean {
    const lines = Math.round(this.doc.heightOfString(text, { ...this.font(style), width }) / style.leading);
    const room = PAGE_H - MARGIN_BOTTOM - y - this.doc.currentLineHeight(true);
    const fit = room < 0 ? 0 : Math.floor(room / style.leading + 1e-6) + 1;
    return lines > fit && (fit < 2 || lines - fit < 2);
  }

  space(points: number): void {
    this.doc.y += points;
  }

  titlePage(book: Book): void {
    const { doc } = this;
    doc.rect(0, 0, PAGE_W, 120).fill('#0b2b43');
    doc.rect(0, 120, PAGE_W, 6).fill(book.accent);
    this.label(book.series.toUpperCase(), MARGIN_X, 52, SERIES);
    const brandWidth = this.label('TopGear Perform', MARGIN_X, 84, BRAND);
    doc.rect(MARGIN_X + brandWidth + 6, 78, 6, 6).fill(BRAND_AMBER);
    doc.y = 168;
    this.block(book.title, TITLE);
    this.space(2);
    this.block(book.subtitle, SUBTITLE);
    this.space(12);
    doc.rect(MARGIN_X, doc.y, 48, 3).fill(book.accent);
    this.space(11);
  }

  /** A heading, kept on one page with the start of the text that follows it (indented by `indent`). */
  heading(text: string, next: string, indent = 0): void {
    this.space(10);
    const height = this.doc.heightOfString(text, { ...this.font(HEADING), width: CONTENT_W });
    if (this.movesToNextPage(next, BODY, CONTENT_W - indent, this.doc.y + height + HEADING_GAP)) this.doc.addPage();
    this.block(text, HEADING);
    this.space(HEADING_GAP);
  }

  paragraph(text: string): void {
    this.block(text, BODY);
    this.space(7);
  }

  /** A list item with a dot, or a box to tick for a checklist. */
  item(text: string, marker: Marker, color: string): void {
    const { doc } = this;
    // Move first if the item will, so that the marker goes beside its first line.
    if (this.movesToNextPage(text, BODY, CONTENT_W - INDENT[marker], doc.y)) doc.addPage();
    const top = doc.y;
    if (marker === 'box') {
      doc
        .lineWidth(0.9)
        .rect(MARGIN_X + 2, top - 1, 10, 10)
        .stroke(color);
    } else {
      doc.rect(MARGIN_X + 6, top + 3, 4, 4).fill(color);
    }
    this.block(text, BODY, MARGIN_X + INDENT[marker]);
    this.space(marker === 'box' ? 7 : 3);
  }

  /** Adds the running footer with page numbers, once every page exists. */
  footers(book: Book): void {
    const { doc } = this;
    const { count } = doc.bufferedPageRange();
    for (let i = 0; i < count; i++) {
      doc.switchToPage(i);
      doc
        .lineWidth(0.5)
        .moveTo(MARGIN_X, 740)
        .lineTo(PAGE_W - MARGIN_X, 740)
        .stroke('#cbd5e1');
      this.label(`${book.title} – TopGear Perform`, MARGIN_X, 754, FOOTER);
      this.label(`${i + 1} / ${count}`, PAGE_W - MARGIN_X, 754, FOOTER, 'right');
    }
  }
}

function render(book: Book): Promise<{ bytes: Buffer; pages: number }> {
  const writer = new BookWriter(book);
  writer.titlePage(book);

  writer.heading('Introduction', book.intro[0] ?? '');
  for (const p of book.intro) writer.paragraph(p);

  for (const section of book.sections) {
    const [first] = section.paragraphs;
    if (first !== undefined) writer.heading(section.heading, first);
    else writer.heading(section.heading, section.bullets?.[0] ?? '', INDENT.dot);
    for (const p of section.paragraphs) writer.paragraph(p);
    if (section.bullets) {
      for (const b of section.bullets) writer.item(b, 'dot', book.accent);
      writer.space(6);
    }
  }

  writer.heading('Checklist', book.checklist[0] ?? '', INDENT.box);
  for (const entry of book.checklist) writer.item(entry, 'box', book.accent);

  writer.footers(book);
  const { doc } = writer;
  const pages = doc.bufferedPageRange().count;
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve, reject) => {
    doc.on('end', () => resolve({ bytes: Buffer.concat(chunks), pages }));
    doc.on('error', reject);
    doc.end();
  });
}

function bookFor(slug: EbookSlug, title: string, series: EbookSeries): Book {
  const volume = ebookCatalogue.filter((entry) => entry.series === series).findIndex((entry) => entry.slug === slug);
  const book = { ...ebookTexts[slug], title, series: SERIES_LINE[series](volume + 1) };
  const texts = [book.title, book.series, book.subtitle, ...book.intro, ...book.checklist];
  for (const section of book.sections) texts.push(section.heading, ...section.paragraphs, ...(section.bullets ?? []));
  const bad = texts.find((text) => !WIN_ANSI.test(text));
  if (bad !== undefined) throw new Error(`${slug}: text the standard fonts cannot show: ${bad}`);
  return book;
}

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/public');
for (const { slug, name, series } of ebookCatalogue) {
  const { bytes, pages } = await render(bookFor(slug, name, series));
  if (pages < 2 || pages > 4) throw new Error(`${slug}: expected 2-4 pages, got ${pages}`);
  const file = path.join(publicDir, ebookFiles(slug).pdf);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, bytes);
  console.log(`${path.basename(file)}  ${pages} pages  ${bytes.length} bytes`);
}
