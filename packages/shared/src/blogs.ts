import { z } from 'zod';
import { pageSchema } from './pagination';

export const blogSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  image: z.string(),
  /** Where 'Read More' leads: the full article. */
  details: z.string(),
});
export type Blog = z.infer<typeof blogSchema>;

export const blogPageSchema = pageSchema(blogSchema);
