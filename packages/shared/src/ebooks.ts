import { z } from 'zod';
import { pageQuerySchema, pageSchema } from './pagination';

export const EBOOK_SERIES = ['free', 'iterate-faster'] as const;
export type EbookSeries = (typeof EBOOK_SERIES)[number];

export const ebookSchema = z.object({
  id: z.string(),
  series: z.enum(EBOOK_SERIES),
  name: z.string(),
  description: z.string(),
  image: z.string(),
  pdf: z.string(),
});
export type Ebook = z.infer<typeof ebookSchema>;

export const ebookPageSchema = pageSchema(ebookSchema);

export const ebookQuerySchema = pageQuerySchema.extend({
  series: z.enum(EBOOK_SERIES, { error: `series must be one of: ${EBOOK_SERIES.join(', ')}` }),
});
