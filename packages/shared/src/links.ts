import { z } from 'zod';

/** The longest link kept: far more than any real address needs. */
export const LINK_MAX = 2000;

/** Where an uploaded picture or PDF is served from: `/api/media/<uuid>`. */
export const MEDIA_PATH_PATTERN = /^\/api\/media\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A file shipped with the site (`/media/blogs/teamwork.svg`). */
const BUNDLED_PATTERN = (extensions: string) => new RegExp(`^/media/[a-z0-9][a-z0-9/_-]*\\.(?:${extensions})$`);

/** An absolute address on the web: one of `protocols`, and a host name with a dot (no `localhost`). */
const webAddress = {
  'http or https': z.url({ protocol: /^https?$/, hostname: z.regexes.domain }),
  https: z.url({ protocol: /^https$/, hostname: z.regexes.domain }),
};
const isWebAddress = (value: string, kind: keyof typeof webAddress) => webAddress[kind].safeParse(value).success;

/**
 * A link people follow in a new tab (a blog's details, a course): http or https only, so never a
 * `javascript:` or `data:` address.
 */
export const webLinkSchema = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(LINK_MAX, message)
    .refine((value) => isWebAddress(value, 'http or https'), message);

/**
 * A picture the page shows: an https link (never http, which a secure page would block), a picture
 * uploaded to our media store, or one shipped with the site.
 */
export const imageSourceSchema = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(LINK_MAX, message)
    .refine(
      (value) =>
        MEDIA_PATH_PATTERN.test(value) ||
        BUNDLED_PATTERN('svg|png|jpe?g|webp').test(value) ||
        isWebAddress(value, 'https'),
      message,
    );

/** A PDF to read: an https link, one uploaded to our media store, or one shipped with the site. */
export const pdfSourceSchema = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(LINK_MAX, message)
    .refine(
      (value) => MEDIA_PATH_PATTERN.test(value) || BUNDLED_PATTERN('pdf').test(value) || isWebAddress(value, 'https'),
      message,
    );
