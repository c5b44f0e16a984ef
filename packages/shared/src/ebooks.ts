import { z } from 'zod';
import { imageSourceSchema, pdfSourceSchema } from './links';
import { pageQuerySchema, pageSchema } from './pagination';
import { requiredText } from './text';

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

export const EBOOK_MESSAGES = {
  added: 'A new book has been added',
  removed: 'Book has been removed',
  nameRequired: 'Please enter the name of the book',
  descriptionRequired: 'Please enter a short description',
  imageInvalid: 'Please give a cover picture: an https link, or upload one',
  pdfInvalid: 'Please give the PDF: an https link, or upload one',
  seriesRequired: 'Please choose the series',
  notFound: 'This book does not exist or was already removed.',
} as const;

/** POST /api/ebooks: 'Publish a new Book'. */
export const ebookInputSchema = z.object({
  name: requiredText('name', { required: EBOOK_MESSAGES.nameRequired, max: 200 }),
  image: imageSourceSchema(EBOOK_MESSAGES.imageInvalid),
  pdf: pdfSourceSchema(EBOOK_MESSAGES.pdfInvalid),
  description: requiredText('description', {
    required: EBOOK_MESSAGES.descriptionRequired,
    max: 1000,
    multiline: true,
  }),
  series: z.enum(EBOOK_SERIES, { error: EBOOK_MESSAGES.seriesRequired }),
});
export type EbookInput = z.input<typeof ebookInputSchema>;
