import { z } from 'zod';
import { pageSchema } from './pagination';

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
} as const;
