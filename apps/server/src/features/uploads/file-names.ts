import path from 'node:path';
import { withoutInvisibleFormatting } from '@topgear/shared/text';
import type { UploadType } from '@topgear/shared/uploads';

/** The longest name kept, in characters, extension included. */
export const FILE_NAME_MAX = 120;

/** Control characters, and the characters Windows refuses in a file name. */
const UNSAFE_CHARACTERS = /[\p{Cc}<>:"/\\|?*]/gu;

/** The name a stored file is shown and downloaded under when the client's name leaves nothing. */
const FALLBACK_STEM = 'file';

/**
 * The name a person gave a file, fit to show and to offer on download: its last path segment
 * only (a browser may send `C:\scans\receipt.jpg`, a forged request `../../etc/passwd`), without
 * control, invisible or reserved characters or leading dots, at most FILE_NAME_MAX characters,
 * and ending in an extension of the type found in its content, so that the name never promises
 * another kind of file (a PDF named `page.html` is kept as `page.html.pdf`).
 */
export function displayFileName(clientName: string, type: UploadType): string {
  const lastSegment = clientName.split(/[/\\]/).at(-1) ?? '';
  // Leading dots would hide the downloaded file, and '.' or '..' are no names at all.
  const name = withoutInvisibleFormatting(lastSegment.normalize('NFC'))
    .replace(UNSAFE_CHARACTERS, '')
    .trim()
    .replace(/^[.\s]+/u, '');
  const extension = path.extname(name).toLowerCase();
  const keepsExtension = (type.extensions as readonly string[]).includes(extension);
  const suffix = keepsExtension ? name.slice(name.length - extension.length) : type.extensions[0];
  const stem = keepsExtension ? name.slice(0, -extension.length) : name;
  const room = FILE_NAME_MAX - suffix.length;
  const shortStem = Array.from(stem).slice(0, room).join('').trim();
  return `${shortStem || FALLBACK_STEM}${suffix}`;
}

/** RFC 5987's value characters: what `encodeURIComponent` leaves, less the ones it may not hold. */
const encodeExtendedValue = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * `Content-Disposition: attachment` offering `fileName` (RFC 6266): `filename*` carries it in UTF-8
 * for every current browser, `filename` an ASCII stand-in for the rest (accents dropped, anything
 * else, quotes, backslashes and percent signs replaced by '_').
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeExtendedValue(fileName)}`;
}

/**
 * The headers a download goes out with: an attachment under its cleaned name, of the type found
 * in its content, which the browser may not second-guess (nosniff) and which, should it be opened
 * in a tab all the same, runs in a sandbox with nothing allowed. Personal: no shared cache keeps it.
 */
export const downloadHeaders = (upload: { fileName: string; contentType: string; size: number }) => ({
  'content-type': upload.contentType,
  'content-length': String(upload.size),
  'content-disposition': attachmentDisposition(upload.fileName),
  'x-content-type-options': 'nosniff',
  'content-security-policy': "sandbox; default-src 'none'",
  'cache-control': 'private, no-store',
});

/**
 * The headers a published picture or PDF goes out with: shown in place (inline) under its cleaned
 * name, of the type found in its content, which the browser may not second-guess (nosniff), cached
 * for a year by anyone, since an id's bytes never change. A picture also gets a sandbox with nothing
 * allowed, should it be opened as a page; a PDF cannot have one, as Chromium then refuses to show
 * it, and its viewer runs no script of the file's anyway.
 */
export const publishedHeaders = (media: { fileName: string; contentType: string; size: number }) => ({
  'content-type': media.contentType,
  'content-length': String(media.size),
  'content-disposition': attachmentDisposition(media.fileName).replace(/^attachment/, 'inline'),
  'x-content-type-options': 'nosniff',
  'cache-control': 'public, max-age=31536000, immutable',
  ...(media.contentType.startsWith('image/') && { 'content-security-policy': "sandbox; default-src 'none'" }),
});
