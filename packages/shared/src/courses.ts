import { z } from 'zod';
import { imageSourceSchema, webLinkSchema } from './links';
import { pageSchema } from './pagination';
import { requiredText } from './text';

export const courseSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Who made the course (the spec's "Created"). */
  createdBy: z.string(),
  description: z.string(),
  link: z.string(),
  image: z.string(),
});
export type Course = z.infer<typeof courseSchema>;

export const coursePageSchema = pageSchema(courseSchema);

export const COURSE_MESSAGES = {
  notFound: 'This course does not exist or was already deleted.',
  added: 'Add Successfully',
  nameRequired: 'Please enter the name of the course',
  createdByRequired: 'Please enter who created it',
  descriptionRequired: 'Please enter a short description',
  linkInvalid: 'Please give the link to the course, starting with http:// or https://',
  imageInvalid: 'Please give a picture: an https link, or upload one',
} as const;

/** POST /api/courses: the Add Course form (the spec's "Created" is `createdBy`). */
export const courseInputSchema = z.object({
  name: requiredText('name', { required: COURSE_MESSAGES.nameRequired, max: 200 }),
  createdBy: requiredText('creator', { required: COURSE_MESSAGES.createdByRequired, max: 100 }),
  description: requiredText('description', {
    required: COURSE_MESSAGES.descriptionRequired,
    max: 1000,
    multiline: true,
  }),
  link: webLinkSchema(COURSE_MESSAGES.linkInvalid),
  image: imageSourceSchema(COURSE_MESSAGES.imageInvalid),
});
export type CourseInput = z.input<typeof courseInputSchema>;
