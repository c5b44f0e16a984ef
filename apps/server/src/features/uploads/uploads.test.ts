import { access, mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import type { Page } from '@topgear/shared/pagination';
import {
  MEDIA_MESSAGES,
  UPLOAD_MAX_BYTES,
  UPLOAD_MESSAGES,
  UPLOAD_TYPES,
  type Upload,
  type UploadZone,
} from '@topgear/shared/uploads';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { signInAs, visitorOf, type Client, type SignedInUser } from '../../../test/clients';
import { uploads } from '../../db/schema';
import { FILE_NAME_MAX } from './file-names';
import { createDiskFileStore, STALE_TEMPORARY_MS } from './file-store';

const testApp = useTestApp();
const visitor = visitorOf(testApp);

const UPLOADS = '/api/uploads';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const notFoundBody = { error: { code: 'NOT_FOUND', message: UPLOAD_MESSAGES.notFound } };
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const STORAGE_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.[a-z]+$/;

// Small real files of each kind, as file-type recognises them by their first bytes.

const ascii = (text: string) => Buffer.from(text, 'latin1');
const uint32be = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};
const uint32le = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32LE(value);
  return bytes;
};

const PDF = ascii('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

const pngChunk = (type: string, data: Buffer) =>
  Buffer.concat([uint32be(data.length), ascii(type), data, uint32be(crc32(Buffer.concat([ascii(type), data])))]);
/** A 1 × 1 pixel PNG: signature, header, one pixel's data, end. */
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  pngChunk('IHDR', Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 0, 0, 0, 0])),
  pngChunk('IDAT', Buffer.from([0x78, 0x9c, 0x63, 0x60, 0x00, 0x00, 0x00, 0x02, 0x00, 0x01])),
  pngChunk('IEND', Buffer.alloc(0)),
]);

/** A JPEG's start of image, JFIF header and end of image. */
const JPEG = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00,
  0x00, 0xff, 0xd9,
]);

const riff = (form: string, chunks: Buffer) =>
  Buffer.concat([ascii('RIFF'), uint32le(4 + chunks.length), ascii(form), chunks]);
const WEBP = riff(
  'WEBP',
  Buffer.concat([ascii('VP8L'), uint32le(5), Buffer.from([0x2f, 0, 0, 0, 0]), Buffer.alloc(1)]),
);

/** The ISO media header of an iPhone photo: an `ftyp` box of brand heic. */
const HEIC = Buffer.concat([uint32be(24), ascii('ftypheic'), uint32be(0), ascii('mif1heic')]);

/** A zip archive of stored (uncompressed) entries, in order, with its central directory. */
function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text);
    const fileName = Buffer.from(name);
    const shared = Buffer.alloc(26);
    shared.writeUInt16LE(20, 0); // version needed
    shared.writeUInt16LE(0, 2); // flags
    shared.writeUInt16LE(0, 4); // stored
    shared.writeUInt32LE(0, 6); // time and date
    shared.writeUInt32LE(crc32(data), 10);
    shared.writeUInt32LE(data.length, 14);
    shared.writeUInt32LE(data.length, 18);
    shared.writeUInt16LE(fileName.length, 22);
    shared.writeUInt16LE(0, 24); // extra field
    const local = Buffer.concat([uint32le(0x04034b50), shared, fileName, data]);
    // Comment length, disk, attributes, then where the entry's local header starts.
    const central = Buffer.alloc(14);
    central.writeUInt32LE(offset, 10);
    centrals.push(Buffer.concat([uint32le(0x02014b50), Buffer.from([20, 0]), shared, central, fileName]));
    locals.push(local);
    offset += local.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(18);
  end.writeUInt16LE(centrals.length, 4);
  end.writeUInt16LE(centrals.length, 6);
  end.writeUInt32LE(directory.length, 8);
  end.writeUInt32LE(offset, 12);
  return Buffer.concat([...locals, directory, uint32le(0x06054b50), end]);
}

const officeDocument = (folder: string, part: string, mainType: string) =>
  zip({
    '[Content_Types].xml': `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/${folder}/${part}" ContentType="${mainType}.main+xml"/></Types>`,
    [`${folder}/${part}`]: '<?xml version="1.0" encoding="UTF-8"?><root/>',
  });
const DOCX = officeDocument(
  'word',
  'document.xml',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
);
const XLSX = officeDocument('xl', 'workbook.xml', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
const openDocument = (mimeType: string) =>
  zip({ mimetype: mimeType, 'content.xml': '<?xml version="1.0" encoding="UTF-8"?><office:document-content/>' });
const ODT = openDocument('application/vnd.oasis.opendocument.text');
const ODS = openDocument('application/vnd.oasis.opendocument.spreadsheet');

const SAMPLES: Record<(typeof UPLOAD_TYPES)[number]['label'], { bytes: Buffer; name: string }> = {
  PDF: { bytes: PDF, name: 'Payslip March.pdf' },
  JPEG: { bytes: JPEG, name: 'receipt.jpeg' },
  PNG: { bytes: PNG, name: 'scan.png' },
  WebP: { bytes: WEBP, name: 'badge.webp' },
  HEIC: { bytes: HEIC, name: 'IMG_0042.HEIC' },
  DOCX: { bytes: DOCX, name: 'contract.docx' },
  XLSX: { bytes: XLSX, name: 'expenses.xlsx' },
  ODT: { bytes: ODT, name: 'letter.odt' },
  ODS: { bytes: ODS, name: 'hours.ods' },
};

interface FilePart {
  bytes: Buffer;
  name: string;
  /** What the browser claims the file is; the server does not believe it. */
  type?: string;
  field?: string;
}

const formOf = (...parts: FilePart[]) => {
  const form = new FormData();
  for (const { bytes, name, type = 'application/octet-stream', field = 'file' } of parts) {
    form.append(field, new Blob([bytes], { type }), name);
  }
  return form;
};

const post = (client: Client, zone: string, payload: FormData) =>
  client.inject({ method: 'POST', url: `${UPLOADS}/${zone}`, payload });

async function addUpload(user: SignedInUser, zone: UploadZone, file: FilePart): Promise<Upload> {
  const response = await post(user, zone, formOf(file));
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const uploadsOf = (user: SignedInUser, zone: UploadZone, query: Record<string, string> = {}) =>
  user.getJson<Page<Upload>>(UPLOADS, { zone, ...query });

const storedRow = async (id: string) => {
  const [row] = await testApp.db.select().from(uploads).where(eq(uploads.id, id));
  return row;
};

const filesOnDisk = () => readdir(testApp.uploadsDir);

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** Expects the request to leave neither a file on disk nor a row behind. */
async function expectNothingKept(user: SignedInUser, before: string[]) {
  expect(await filesOnDisk()).toEqual(before);
  for (const zone of ['documents', 'certificates', 'receipts'] as const) {
    expect((await uploadsOf(user, zone)).items).toEqual([]);
  }
}

describe('POST /api/uploads/:zone', () => {
  it.each(UPLOAD_TYPES.map((type) => [type.label, type] as const))(
    'keeps a %s file under a name of its own and records what its content is',
    async (label, type) => {
      const user = await signInAs(testApp);
      const sample = SAMPLES[label];

      const response = await post(user, 'documents', formOf(sample));

      expect(response.statusCode, response.body).toBe(201);
      const upload = response.json<Upload>();
      expect(upload).toEqual({
        id: expect.any(String),
        zone: 'documents',
        fileName: sample.name,
        contentType: type.mime,
        size: sample.bytes.length,
        createdAt: expect.stringMatching(ISO_INSTANT),
      });
      const row = await storedRow(upload.id);
      expect(row).toMatchObject({ userId: user.me.id, storageKey: expect.stringMatching(STORAGE_KEY) });
      expect(row?.storageKey.endsWith(type.extensions[0])).toBe(true);
      expect(await readFile(path.join(testApp.uploadsDir, row?.storageKey ?? ''))).toEqual(sample.bytes);
      expect((await uploadsOf(user, 'documents')).items).toEqual([upload]);
    },
  );

  it('files each zone apart', async () => {
    const user = await signInAs(testApp);

    const certificate = await addUpload(user, 'certificates', { bytes: PDF, name: 'first-aid.pdf' });
    const receipt = await addUpload(user, 'receipts', { bytes: JPEG, name: 'taxi.jpg' });

    expect((await uploadsOf(user, 'certificates')).items).toEqual([certificate]);
    expect((await uploadsOf(user, 'receipts')).items).toEqual([receipt]);
    expect((await uploadsOf(user, 'documents')).items).toEqual([]);
  });

  it('keeps a file of exactly 10 MB', async () => {
    const user = await signInAs(testApp);
    const bytes = Buffer.concat([PDF, Buffer.alloc(UPLOAD_MAX_BYTES - PDF.length, 0x20)]);

    const upload = await addUpload(user, 'documents', { bytes, name: 'handbook.pdf' });

    expect(upload.size).toBe(UPLOAD_MAX_BYTES);
  });

  it('answers 413 for a file one byte over 10 MB and keeps nothing of it', async () => {
    const user = await signInAs(testApp);
    const before = await filesOnDisk();
    const bytes = Buffer.concat([PDF, Buffer.alloc(UPLOAD_MAX_BYTES + 1 - PDF.length, 0x20)]);

    const response = await post(user, 'documents', formOf({ bytes, name: 'huge.pdf' }));

    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', message: UPLOAD_MESSAGES.tooLarge } });
    await expectNothingKept(user, before);
  });

  it.each([
    [
      'an HTML page named .pdf and sent as a PDF',
      ascii('<!doctype html><script>alert(1)</script>'),
      'cv.pdf',
      'application/pdf',
    ],
    [
      'an SVG image',
      ascii('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>'),
      'logo.svg',
      'image/svg+xml',
    ],
    ['plain text', ascii('just some notes'), 'notes.txt', 'text/plain'],
    ['a zip archive', zip({ 'readme.txt': 'hello' }), 'archive.zip', 'application/zip'],
    ['a GIF image', ascii('GIF89a\x01\x00\x01\x00\x00\x00\x00;'), 'dance.gif', 'image/gif'],
    ['an empty file', Buffer.alloc(0), 'empty.pdf', 'application/pdf'],
  ])('answers 415 naming the allowed types for %s, and keeps nothing', async (_case, bytes, name, type) => {
    const user = await signInAs(testApp);
    const before = await filesOnDisk();

    const response = await post(user, 'documents', formOf({ bytes, name, type }));

    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: UPLOAD_MESSAGES.typeNotAllowed },
    });
    expect(UPLOAD_MESSAGES.typeNotAllowed).toBe(
      'This type of file is not allowed. Please choose a PDF, JPEG, PNG, WebP, HEIC, DOCX, XLSX, ODT or ODS file.',
    );
    await expectNothingKept(user, before);
  });

  it('stores a file named with a path under a generated name inside the folder, and shows only its last segment', async () => {
    const user = await signInAs(testApp);
    const outside = path.resolve(testApp.uploadsDir, '../../etc/passwd.pdf');

    const upload = await addUpload(user, 'documents', { bytes: PDF, name: '../../etc/passwd.pdf' });

    expect(upload.fileName).toBe('passwd.pdf');
    const row = await storedRow(upload.id);
    expect(row?.storageKey).toMatch(STORAGE_KEY);
    expect(await filesOnDisk()).toContain(row?.storageKey);
    expect(await exists(outside)).toBe(false);
    expect(await exists(path.resolve(testApp.uploadsDir, '..', 'passwd.pdf'))).toBe(false);
  });

  it.each([
    ['a Windows path', 'C:\\Users\\ana\\Scans\\receipt.pdf', 'receipt.pdf'],
    ['control characters', 'pay\u0000slip\u0007\u001b.pdf', 'payslip.pdf'],
    ['a right-to-left override', 'invoice\u202Efdp.exe.pdf', 'invoicefdp.exe.pdf'],
    ['characters no file system takes', 'a<b>c:d|e?f*.pdf', 'abcdef.pdf'],
    ['a leading dot', '.hidden.pdf', 'hidden.pdf'],
    ['nothing but dots', '..', 'file.pdf'],
    ['an extension of another type', 'page.html', 'page.html.pdf'],
    ['no extension', 'contract', 'contract.pdf'],
    ['an extension in capitals', 'SCAN.PDF', 'SCAN.PDF'],
    ['accents and other scripts', 'Zeugnis Müller 履歴書.pdf', 'Zeugnis Müller 履歴書.pdf'],
  ])('cleans a name with %s', async (_case, name, cleaned) => {
    const user = await signInAs(testApp);

    const upload = await addUpload(user, 'documents', { bytes: PDF, name });

    expect(upload.fileName).toBe(cleaned);
    expect((await storedRow(upload.id))?.fileName).toBe(cleaned);
  });

  it(`shortens a long name to ${FILE_NAME_MAX} characters, keeping its extension`, async () => {
    const user = await signInAs(testApp);

    const upload = await addUpload(user, 'documents', { bytes: PDF, name: `${'é'.repeat(300)}.pdf` });

    expect(upload.fileName).toBe(`${'é'.repeat(FILE_NAME_MAX - 4)}.pdf`);
  });

  it('answers 400 for an unknown zone before reading the file', async () => {
    const user = await signInAs(testApp);
    const before = await filesOnDisk();

    const response = await post(user, 'secrets', formOf({ bytes: PDF, name: 'a.pdf' }));

    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { zone: UPLOAD_MESSAGES.zoneUnknown },
    });
    await expectNothingKept(user, before);
  });

  it.each([
    ['an empty form', () => ({ payload: new FormData() })],
    ['a JSON body', () => ({ payload: { file: 'report.pdf' } })],
    ['no body at all', () => ({})],
    ['the file in another field', () => ({ payload: formOf({ bytes: PDF, name: 'a.pdf', field: 'document' }) })],
  ])('answers 400 naming the file for %s', async (_case, request) => {
    const user = await signInAs(testApp);
    const before = await filesOnDisk();

    const response = await user.inject({ method: 'POST', url: `${UPLOADS}/documents`, ...request() });

    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'VALIDATION_FAILED',
      message: UPLOAD_MESSAGES.fileRequired,
      fields: { file: UPLOAD_MESSAGES.fileRequired },
    });
    await expectNothingKept(user, before);
  });

  it.each([
    ['two files', () => formOf({ bytes: PDF, name: 'a.pdf' }, { bytes: PNG, name: 'b.png' })],
    [
      'a field before the file',
      () => {
        const form = new FormData();
        form.append('note', 'hello');
        form.append('file', new Blob([PDF]), 'a.pdf');
        return form;
      },
    ],
    [
      'a field after the file',
      () => {
        const form = formOf({ bytes: PDF, name: 'a.pdf' });
        form.append('note', 'hello');
        return form;
      },
    ],
  ])('answers 400 for %s, and keeps nothing', async (_case, form) => {
    const user = await signInAs(testApp);
    const before = await filesOnDisk();

    const response = await post(user, 'documents', form());

    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ fields: { file: UPLOAD_MESSAGES.oneFileOnly } });
    await expectNothingKept(user, before);
  });

  it('answers 400 for a body that breaks off inside the file, and keeps nothing', async () => {
    const user = await signInAs(testApp);
    const before = await filesOnDisk();
    const boundary = 'topgear-test-boundary';

    const response = await user.inject({
      method: 'POST',
      url: `${UPLOADS}/documents`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        ascii(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cut.pdf"\r\n`),
        ascii('Content-Type: application/pdf\r\n\r\n'),
        PDF,
      ]),
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({ code: 'UPLOAD_INCOMPLETE', message: UPLOAD_MESSAGES.unreadable });
    await expectNothingKept(user, before);
  });
});

describe('GET /api/uploads', () => {
  it("lists only my files of the zone, newest first, never another user's", async () => {
    const user = await signInAs(testApp);
    const other = await signInAs(testApp);
    const first = await addUpload(user, 'receipts', { bytes: JPEG, name: 'lunch.jpg' });
    const theirs = await addUpload(other, 'receipts', { bytes: JPEG, name: 'theirs.jpg' });
    const second = await addUpload(user, 'receipts', { bytes: PNG, name: 'train.png' });

    const page = await uploadsOf(user, 'receipts');

    expect(page).toEqual({ items: [second, first], nextCursor: null });
    expect(page.items.map((upload) => upload.id)).not.toContain(theirs.id);
  });

  it('walks one zone a page at a time, newest first, without gaps or repeats', async () => {
    const user = await signInAs(testApp);
    for (const name of ['one', 'two', 'three', 'four', 'five']) {
      await addUpload(user, 'certificates', { bytes: PDF, name: `${name}.pdf` });
    }
    await addUpload(user, 'documents', { bytes: PDF, name: 'elsewhere.pdf' });

    const walked: Upload[] = [];
    let cursor: string | null = null;
    do {
      const page: Page<Upload> = await uploadsOf(user, 'certificates', { limit: '2', ...(cursor && { cursor }) });
      expect(page.items.length).toBeLessThanOrEqual(2);
      walked.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor !== null);

    expect(walked.map((upload) => upload.fileName)).toEqual([
      'five.pdf',
      'four.pdf',
      'three.pdf',
      'two.pdf',
      'one.pdf',
    ]);
  });

  it('answers 400 for a missing or unknown zone, a page size out of range and a broken cursor', async () => {
    const user = await signInAs(testApp);

    for (const query of [{}, { zone: 'secrets' }] as Record<string, string>[]) {
      const response = await user.inject({ method: 'GET', url: UPLOADS, query });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({ zone: UPLOAD_MESSAGES.zoneUnknown });
    }
    const tooBig = await user.inject({ method: 'GET', url: UPLOADS, query: { zone: 'documents', limit: '101' } });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().error.fields).toEqual({ limit: expect.any(String) });
    const broken = await user.inject({ method: 'GET', url: UPLOADS, query: { zone: 'documents', cursor: 'garbage' } });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.fields).toEqual({ cursor: expect.any(String) });
  });
});

describe('GET /api/uploads/:id/download', () => {
  it('streams the bytes as an attachment of the detected type under the cleaned name', async () => {
    const user = await signInAs(testApp);
    const upload = await addUpload(user, 'documents', { bytes: PDF, name: 'Zeugnis Müller final.pdf' });

    const response = await user.inject({ method: 'GET', url: `${UPLOADS}/${upload.id}/download` });

    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(PDF);
    expect(response.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(PDF.length),
      'content-disposition':
        `attachment; filename="Zeugnis Muller final.pdf"; ` + `filename*=UTF-8''Zeugnis%20M%C3%BCller%20final.pdf`,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "sandbox; default-src 'none'",
      'cache-control': 'private, no-store',
    });
  });

  it('offers an ASCII stand-in for a name in another script, and keeps every character in filename*', async () => {
    const user = await signInAs(testApp);
    const upload = await addUpload(user, 'documents', { bytes: PNG, name: "履歴書 (v2) 100%'s.png" });

    const response = await user.inject({ method: 'GET', url: `${UPLOADS}/${upload.id}/download` });

    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="___ (v2) 100_'s.png"; filename*=UTF-8''%E5%B1%A5%E6%AD%B4%E6%9B%B8%20%28v2%29%20100%25%27s.png`,
    );
  });

  it('sends the type found in the content, not the one the browser claimed', async () => {
    const user = await signInAs(testApp);
    const upload = await addUpload(user, 'receipts', { bytes: PNG, name: 'photo.jpg', type: 'image/jpeg' });

    const response = await user.inject({ method: 'GET', url: `${UPLOADS}/${upload.id}/download` });

    expect(upload).toMatchObject({ contentType: 'image/png', fileName: 'photo.jpg.png' });
    expect(response.headers['content-type']).toBe('image/png');
  });

  it("answers 404 for another user's file, exactly as for an unknown one", async () => {
    const owner = await signInAs(testApp);
    const intruder = await signInAs(testApp);
    const upload = await addUpload(owner, 'documents', { bytes: PDF, name: 'private.pdf' });

    const theirs = await intruder.inject({ method: 'GET', url: `${UPLOADS}/${upload.id}/download` });
    const unknown = await intruder.inject({ method: 'GET', url: `${UPLOADS}/${UNKNOWN_ID}/download` });
    const malformed = await intruder.inject({ method: 'GET', url: `${UPLOADS}/not-a-file/download` });

    for (const response of [theirs, unknown, malformed]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(notFoundBody);
    }
  });
});

describe('DELETE /api/uploads/:id', () => {
  it('deletes the record and the bytes on disk', async () => {
    const user = await signInAs(testApp);
    const kept = await addUpload(user, 'documents', { bytes: PDF, name: 'kept.pdf' });
    const gone = await addUpload(user, 'documents', { bytes: PDF, name: 'gone.pdf' });
    const storageKey = (await storedRow(gone.id))?.storageKey ?? '';
    expect(await filesOnDisk()).toContain(storageKey);

    const response = await user.inject({ method: 'DELETE', url: `${UPLOADS}/${gone.id}` });

    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await storedRow(gone.id)).toBeUndefined();
    expect(await filesOnDisk()).not.toContain(storageKey);
    expect((await uploadsOf(user, 'documents')).items).toEqual([kept]);
    const download = await user.inject({ method: 'GET', url: `${UPLOADS}/${gone.id}/download` });
    expect(download.statusCode).toBe(404);

    const again = await user.inject({ method: 'DELETE', url: `${UPLOADS}/${gone.id}` });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual(notFoundBody);
  });

  it("answers 404 for another user's file and keeps it", async () => {
    const owner = await signInAs(testApp);
    const intruder = await signInAs(testApp);
    const upload = await addUpload(owner, 'documents', { bytes: PDF, name: 'private.pdf' });
    const storageKey = (await storedRow(upload.id))?.storageKey ?? '';

    const response = await intruder.inject({ method: 'DELETE', url: `${UPLOADS}/${upload.id}` });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(notFoundBody);
    expect(await storedRow(upload.id)).toBeDefined();
    expect(await filesOnDisk()).toContain(storageKey);
  });

  it('answers 404 for an id that is not a uuid', async () => {
    const user = await signInAs(testApp);

    const response = await user.inject({ method: 'DELETE', url: `${UPLOADS}/not-a-file` });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(notFoundBody);
  });
});

describe('a visitor', () => {
  it.each([
    ['GET', `${UPLOADS}?zone=documents`],
    ['GET', `${UPLOADS}/${UNKNOWN_ID}/download`],
    ['DELETE', `${UPLOADS}/${UNKNOWN_ID}`],
  ] as const)('gets 401 from %s %s', async (method, url) => {
    const response = await visitor.inject({ method, url });

    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHORIZED');
  });

  it('gets 401 for an upload before a byte of its body is read', async () => {
    const before = await filesOnDisk();
    const boundary = 'topgear-test-boundary';
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    const chunks = (2 * UPLOAD_MAX_BYTES) / chunk.length;
    let sent = 0;
    // 20 MB, made only as the server reads them: a parser that ran before the guard would read them all.
    async function* body() {
      yield ascii(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\n\r\n`);
      yield PDF;
      for (let index = 0; index < chunks; index += 1) {
        sent += chunk.length;
        yield chunk;
      }
      yield ascii(`\r\n--${boundary}--`);
    }

    const response = await visitor.inject({
      method: 'POST',
      url: `${UPLOADS}/documents`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Readable.from(body()),
    });

    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHORIZED');
    expect(sent).toBeLessThan(UPLOAD_MAX_BYTES / 10);
    expect(await filesOnDisk()).toEqual(before);
  });

  it("cannot download or delete a user's file", async () => {
    const owner = await signInAs(testApp);
    const upload = await addUpload(owner, 'documents', { bytes: PDF, name: 'private.pdf' });

    expect((await visitor.inject({ method: 'GET', url: `${UPLOADS}/${upload.id}/download` })).statusCode).toBe(401);
    expect((await visitor.inject({ method: 'DELETE', url: `${UPLOADS}/${upload.id}` })).statusCode).toBe(401);
    expect((await uploadsOf(owner, 'documents')).items).toEqual([upload]);
  });
});

describe('the disk store', () => {
  it('clears at start the temporary files of uploads a stopped process left, and nothing else', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'topgear-store-'));
    try {
      const aged = (Date.now() - STALE_TEMPORARY_MS - 60_000) / 1000;
      const files = {
        abandoned: 'incoming-2f1c56c4-5d4e-4a56-9a0f-5b1f0b7c2a11',
        underWay: 'incoming-7b9a4d2e-1c3f-4e5a-8b6c-0d1e2f3a4b5c',
        kept: '9c8b7a6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d.pdf',
      };
      for (const name of Object.values(files)) await writeFile(path.join(folder, name), PDF);
      await utimes(path.join(folder, files.abandoned), aged, aged);
      await utimes(path.join(folder, files.kept), aged, aged);

      await createDiskFileStore(folder);

      expect((await readdir(folder)).sort()).toEqual([files.underWay, files.kept].sort());
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('refuses a key it did not make, so no name can reach outside its folder', async () => {
    const store = await createDiskFileStore(testApp.uploadsDir);

    await expect(store.open('../../etc/passwd')).rejects.toThrow('not a storage key');
    await expect(store.remove('../outside.pdf')).rejects.toThrow('not a storage key');
  });
});

describe('POST /api/media and GET /api/media/:id (published pictures and PDFs)', () => {
  const publish = (client: Client, payload: FormData) => client.inject({ method: 'POST', url: '/api/media', payload });

  it('answers 401 to a visitor and 403 to an employee, keeping nothing', async () => {
    const before = await filesOnDisk();

    expect((await publish(visitor, formOf(SAMPLES.PNG))).statusCode).toBe(401);
    expect((await publish(await signInAs(testApp), formOf(SAMPLES.PNG))).statusCode).toBe(403);
    expect(await filesOnDisk()).toEqual(before);
  });

  it("publishes a manager's picture: anyone reads it at its address, inline, cached for good, sandboxed", async () => {
    const manager = await signInAs(testApp, { isManager: true });

    const response = await publish(manager, formOf({ bytes: PNG, name: 'team photo.png' }));

    expect(response.statusCode, response.body).toBe(201);
    const media = response.json<{ id: string; url: string }>();
    expect(media).toEqual({
      id: expect.any(String),
      url: `/api/media/${media.id}`,
      fileName: 'team photo.png',
      contentType: 'image/png',
      size: PNG.length,
    });
    const served = await visitor.inject({ method: 'GET', url: media.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "sandbox; default-src 'none'",
    });
    expect(String(served.headers['content-disposition'])).toMatch(/^inline; filename="team photo.png"/);
  });

  it('publishes a PDF an administrator uploads, served as a PDF without a sandbox its viewer would refuse', async () => {
    const admin = await signInAs(testApp, { isAdmin: true });
    const media = (await publish(admin, formOf({ bytes: PDF, name: 'iterate-faster.pdf' }))).json<{ url: string }>();

    const served = await visitor.inject({ method: 'GET', url: media.url });

    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-security-policy']).not.toContain('sandbox');
    const [entry] = (await admin.getJson<Page<{ summary: string }>>('/api/audit-log', { limit: '1' })).items;
    expect(entry?.summary).toBe('Uploaded iterate-faster.pdf to the media library');
  });

  it.each([
    ['a Word document', { bytes: DOCX, name: 'notes.docx' }],
    [
      'an SVG picture',
      { bytes: ascii('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), name: 'x.svg' },
    ],
    ['an HTML page named .png', { bytes: ascii('<!doctype html><script>alert(1)</script>'), name: 'x.png' }],
  ])('refuses %s with 415, keeping nothing', async (_what, file) => {
    const manager = await signInAs(testApp, { isManager: true });
    const before = await filesOnDisk();

    const response = await publish(manager, formOf(file));

    expect(response.statusCode).toBe(415);
    expect(response.json().error.message).toBe(MEDIA_MESSAGES.typeNotAllowed);
    expect(await filesOnDisk()).toEqual(before);
  });

  it('answers 404 for an address that names no published file', async () => {
    const response = await visitor.inject({ method: 'GET', url: `/api/media/${UNKNOWN_ID}` });

    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(MEDIA_MESSAGES.notFound);
  });
});
