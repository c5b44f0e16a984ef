import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text a PDF shows, one drawn line a line, as Mozilla's PDF reader extracts it: what a reader
 * of the file sees, to assert on — whatever fonts and encodings the file uses.
 */
export async function pdfText(pdf: Buffer) {
  const document = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false }).promise;
  const lines: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const { items } = await (await document.getPage(number)).getTextContent();
    let line = '';
    for (const item of items) {
      if (!('str' in item)) continue;
      line += item.str;
      if (item.hasEOL) {
        lines.push(line);
        line = '';
      }
    }
    if (line !== '') lines.push(line);
  }
  await document.destroy();
  return lines.join('\n');
}
