import { z } from 'zod';
import { instantSchema } from './dates';
import { pageSchema } from './pagination';
import { RATING_MAX, RATING_MIN } from './ratings';

export const reviewSchema = z.object({
  id: z.string(),
  name: z.string(),
  rating: z.number().int().min(RATING_MIN).max(RATING_MAX),
  feedback: z.string(),
  /** A one-line summary shown above the quote on the detail page, when the reviewer gave one. */
  heading: z.string().nullable(),
  /** Who the reviewer is (role and company), when known. */
  description: z.string().nullable(),
  avatar: z.string().nullable(),
  createdAt: instantSchema,
});
/** A review as a client receives it. */
export type Review = z.input<typeof reviewSchema>;

export const reviewPageSchema = pageSchema(reviewSchema);

export const REVIEW_MESSAGES = {
  notFound: 'We could not find this review. It may have been removed.',
} as const;
