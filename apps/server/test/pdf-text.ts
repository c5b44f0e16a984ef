import { inflateSync } from 'node:zlib';

const STREAM_START = Buffer.from('stream\n');
const STREAM_END = Buffer.from('\nendstream');
/** WinAnsi's characters for the bytes 0x80–0x9F; the others are Latin-1's (Node's decoders read these as Latin-1 too). */
const WIN_ANSI_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

const winAnsi = (bytes: Buffer) =>
  Array.from(bytes, (byte) =>
    byte >= 0x80 && byte <= 0x9f ? WIN_ANSI_HIGH[byte - 0x80] : String.fromCharCode(byte),
  ).join('');

/** Each stream of the PDF, inflated when it was compressed (pdfkit deflates its page contents). */
function streamsOf(pdf: Buffer) {
  const streams: string[] = [];
  for (let start = pdf.indexOf(STREAM_START); start !== -1; start = pdf.indexOf(STREAM_START, start)) {
    const from = start + STREAM_START.length;
    const to = pdf.indexOf(STREAM_END, from);
    if (to === -1) break;
    const bytes = pdf.subarray(from, to);
    let content: Buffer;
    try {
      content = inflateSync(bytes);
    } catch {
      content = bytes;
    }
    streams.push(content.toString('latin1'));
    // Past `endstream`, which itself ends in 'stream'.
    start = to + STREAM_END.length;
  }
  return streams;
}

/**
 * The text a PDF that pdfkit wrote in the standard fonts shows, one drawn line a line: what a
 * reader of the file sees, to assert on. pdfkit draws each line as a `BT … [<hex> kerning …] TJ … ET`
 * block of WinAnsi codes.
 */
export function pdfText(pdf: Buffer) {
  const lines: string[] = [];
  for (const content of streamsOf(pdf)) {
    for (const [block] of content.matchAll(/BT[^]*?ET/g)) {
      const hex = [...block.matchAll(/<([0-9a-fA-F]*)>/g)].map(([, codes]) => codes).join('');
      lines.push(winAnsi(Buffer.from(hex, 'hex')));
    }
  }
  return lines.join('\n');
}
