import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import {
  ISLAND_DATA_ID,
  PAGE_DATA_ID,
  SUBMITTED_FORM_ID,
  type ContentName,
  type RenderedPage,
} from '@topgear/shared/page-render';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A response body kept ready to send: as it is, and compressed both ways. */
export interface ReadyDocument {
  status: number;
  contentType: string;
  etag: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  /** False when fetching the page's content failed: it is sent once and not kept. */
  cacheable: boolean;
  /** The content it shows: a change of any of it renews the document. */
  content: ContentName[];
}

export async function readyDocument(
  text: string,
  { status, contentType, cacheable, content }: Pick<ReadyDocument, 'status' | 'contentType' | 'cacheable' | 'content'>,
): Promise<ReadyDocument> {
  const identity = Buffer.from(text);
  const [br, gz] = await Promise.all([
    // Quality 9 is within a few per cent of 11 at a tenth of the time: a page is compressed once per change.
    brotliAsync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
    gzipAsync(identity, { level: 9 }),
  ]);
  const etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 32)}"`;
  return { status, contentType, etag, identity, br, gzip: gz, cacheable, content };
}

/** The built index.html, cut where a rendered page's parts go. */
export interface PageTemplate {
  beforeHead: string;
  beforeBody: string;
  afterBody: string;
}

const DEFAULT_HEAD = /<title>[\s\S]*?<\/title>\s*<meta\s+name="description"[\s\S]*?\/>\s*/;
const ROOT = '<div id="root"></div>';

/** Splits index.html: its own title and description make way for each page's. */
export function pageTemplate(indexHtml: string): PageTemplate {
  const head = DEFAULT_HEAD.exec(indexHtml);
  const root = indexHtml.indexOf(ROOT);
  if (!head || root < 0) throw new Error('index.html has no title and description, or no empty #root element');
  const afterHead = head.index + head[0].length;
  return {
    beforeHead: indexHtml.slice(0, head.index),
    beforeBody: indexHtml.slice(afterHead, root) + '<div id="root">',
    afterBody: indexHtml.slice(root + ROOT.length),
  };
}

const jsonScript = (id: string, json: string | undefined) =>
  json === undefined ? '' : `<script type="application/json" id="${id}">${json}</script>`;

export function pageHtml(template: PageTemplate, page: RenderedPage) {
  return (
    template.beforeHead +
    page.head +
    template.beforeBody +
    page.body +
    '</div>' +
    jsonScript(PAGE_DATA_ID, page.data) +
    jsonScript(SUBMITTED_FORM_ID, page.submitted) +
    jsonScript(ISLAND_DATA_ID, page.islandData) +
    template.afterBody
  );
}
