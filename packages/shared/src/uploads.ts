import { z } from 'zod';
import { instantSchema } from './dates';
import { pageQuerySchema, pageSchema } from './pagination';

/** The three drop zones of the Upload File screen: what an employee files. */
export const UPLOAD_ZONES = ['documents', 'certificates', 'receipts'] as const;
export type UploadZone = (typeof UPLOAD_ZONES)[number];

/** The largest file the server keeps: 10 MB. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/**
 * The kinds of file an employee files, as the server recognises them by their content: papers,
 * scans and phone photos (HEIC is what iPhones take), office documents. Nothing a browser would run
 * or render as a page (HTML, SVG, XML) can be detected by content, so none is ever accepted.
 * The first extension is the one a stored file gets.
 */
export const UPLOAD_TYPES = [
  { label: 'PDF', mime: 'application/pdf', extensions: ['.pdf'] },
  { label: 'JPEG', mime: 'image/jpeg', extensions: ['.jpg', '.jpeg'] },
  { label: 'PNG', mime: 'image/png', extensions: ['.png'] },
  { label: 'WebP', mime: 'image/webp', extensions: ['.webp'] },
  { label: 'HEIC', mime: 'image/heic', extensions: ['.heic'] },
  {
    label: 'DOCX',
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['.docx'],
  },
  {
    label: 'XLSX',
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extensions: ['.xlsx'],
  },
  { label: 'ODT', mime: 'application/vnd.oasis.opendocument.text', extensions: ['.odt'] },
  { label: 'ODS', mime: 'application/vnd.oasis.opendocument.spreadsheet', extensions: ['.ods'] },
] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];

/** 'PDF, JPEG, … or ODS': the allowed kinds as people name them. */
export const UPLOAD_TYPES_TEXT = `${UPLOAD_TYPES.slice(0, -1)
  .map((type) => type.label)
  .join(', ')} or ${UPLOAD_TYPES.at(-1)?.label}`;

/** What an administrator or manager may publish for everyone (a picture, a book's PDF): a subset of the above. */
export const MEDIA_TYPES = UPLOAD_TYPES.filter((type) =>
  ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'].includes(type.mime),
);

export const MEDIA_MESSAGES = {
  typeNotAllowed: 'This type of file cannot be published. Please choose a JPEG, PNG or WebP picture, or a PDF.',
  notFound: 'There is no such file.',
} as const;

export const UPLOAD_MESSAGES = {
  zoneUnknown: 'Choose documents, certificates or receipts',
  fileRequired: 'Please choose a file to upload',
  oneFileOnly: 'Please send one file at a time, in the field named file',
  unreadable: 'The file did not arrive whole. Please try again.',
  tooLarge: 'The file is larger than 10 MB. Please choose a smaller one.',
  typeNotAllowed: `This type of file is not allowed. Please choose a ${UPLOAD_TYPES_TEXT} file.`,
  notFound: 'We could not find this file. It may have been deleted.',
} as const;

const zoneSchema = z.enum(UPLOAD_ZONES, { error: UPLOAD_MESSAGES.zoneUnknown });

/** POST /api/uploads/:zone. */
export const uploadZoneParamsSchema = z.object({ zone: zoneSchema });

/** GET /api/uploads?zone=&limit=&cursor=: one zone's files, newest first. */
export const uploadListQuerySchema = pageQuerySchema.extend({ zone: zoneSchema });

export const uploadSchema = z.object({
  id: z.string(),
  zone: z.enum(UPLOAD_ZONES),
  /** The name the person gave the file, cleaned; it is offered again on download. */
  fileName: z.string(),
  /** The type found in the content, not the one the browser claimed. */
  contentType: z.string(),
  /** Bytes. */
  size: z.number().int().nonnegative(),
  createdAt: instantSchema,
});
/** A stored file as a client receives it. */
export type Upload = z.input<typeof uploadSchema>;

export const uploadPageSchema = pageSchema(uploadSchema);

/** POST /api/media: where the published file is served from now on. */
export const mediaFileSchema = z.object({
  id: z.string(),
  /** `/api/media/<id>`, to put in a blog's image, a book's PDF… */
  url: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int().nonnegative(),
});
export type MediaFile = z.input<typeof mediaFileSchema>;
