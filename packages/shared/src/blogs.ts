import { z } from 'zod';
import { imageSourceSchema, webLinkSchema } from './links';
import { pageSchema } from './pagination';
import { requiredText } from './text';

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

export const BLOG_MESSAGES = {
  added: 'A new blog has been added',
  removed: 'Blog has been removed',
  titleRequired: 'Please enter the title',
  descriptionRequired: 'Please enter a short description',
  imageInvalid: 'Please give a picture: an https link, or upload one',
  detailsInvalid: 'Please give the link to the whole article, starting with http:// or https://',
  notFound: 'This blog does not exist or was already removed.',
} as const;

/** POST /api/blogs: 'Share a new Blog'. */
export const blogInputSchema = z.object({
  title: requiredText('title', { required: BLOG_MESSAGES.titleRequired, max: 200 }),
  description: requiredText('description', { required: BLOG_MESSAGES.descriptionRequired, max: 1000, multiline: true }),
  image: imageSourceSchema(BLOG_MESSAGES.imageInvalid),
  details: webLinkSchema(BLOG_MESSAGES.detailsInvalid),
});
export type BlogInput = z.input<typeof blogInputSchema>;
