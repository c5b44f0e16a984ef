import { z } from 'zod';
import { instantSchema } from './dates';
import { pageSchema } from './pagination';
import { RATING_MAX, RATING_MIN } from './ratings';
import { requiredText } from './text';

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

export const REVIEW_NAME_MAX = 100;
export const REVIEW_FEEDBACK_MAX = 2000;

export const REVIEW_MESSAGES = {
  notFound: 'We could not find this review. It may have been removed.',
  removed: 'Review removed',
  added: 'Thank You Sir For Adding New Review!!',
  nameRequired: 'Please enter your name',
  ratingRequired: `Please select your rating from ${RATING_MIN} to ${RATING_MAX}`,
  feedbackRequired: 'Please write your feedback',
} as const;

/** POST /api/reviews: the dashboard's 'Give Feedback Of Our Management System' form. */
export const reviewInputSchema = z.object({
  name: requiredText('name', { required: REVIEW_MESSAGES.nameRequired, max: REVIEW_NAME_MAX }),
  rating: z
    .number({ error: REVIEW_MESSAGES.ratingRequired })
    .int(REVIEW_MESSAGES.ratingRequired)
    .min(RATING_MIN, REVIEW_MESSAGES.ratingRequired)
    .max(RATING_MAX, REVIEW_MESSAGES.ratingRequired),
  feedback: requiredText('feedback', {
    required: REVIEW_MESSAGES.feedbackRequired,
    max: REVIEW_FEEDBACK_MAX,
    multiline: true,
  }),
});
export type ReviewInput = z.input<typeof reviewInputSchema>;
