/** The longest stem a download's name keeps, so that a long cycle or person name stays a usable file name. */
const STEM_MAX = 100;

/**
 * A download's file name made of `parts` (a cycle's name, a person's): ASCII letters and digits
 * joined by hyphens, accents dropped, so that it needs no quoting or encoding in any browser or
 * file system — "review-spring-2026-ana-silva.pdf".
 */
export function downloadName(parts: readonly string[], extension: 'pdf' | 'csv') {
  const stem = parts
    .join(' ')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, STEM_MAX)
    .replace(/^-+|-+$/g, '');
  return `${stem || 'download'}.${extension}`;
}

/**
 * The headers of a personal download: an attachment under `fileName`, of `type`, which the browser
 * may not second-guess and no shared cache keeps.
 */
export const attachmentHeaders = (fileName: string, type: string) => ({
  'content-type': type,
  'content-disposition': `attachment; filename="${fileName}"`,
  'x-content-type-options': 'nosniff',
  'cache-control': 'private, no-store',
});
