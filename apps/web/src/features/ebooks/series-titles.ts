import type { EbookSeries } from '@topgear/shared/ebooks';

/** The ebook page's section headings, one per series, as the spec names them. */
export const EBOOK_SERIES_TITLES: Record<EbookSeries, string> = {
  free: 'Our Free Top-Gear Resources',
  'iterate-faster': 'Our Newly Launched Iterate Faster Series',
};
