import { z } from 'zod';
import { instantSchema } from './dates';
import { pageQuerySchema, pageSchema } from './pagination';
import { praiseValueSchema } from './recognition';
import { optionalText, requiredText } from './text';

/** Each person gives a post at most one reaction, of one of these kinds. */
export const NEWS_REACTIONS = ['like', 'celebrate'] as const;
export type NewsReaction = (typeof NEWS_REACTIONS)[number];

export const NEWS_TEXT_MAX = 5000;
export const NEWS_COMMENT_MAX = 1000;
export const NEWS_QUERY_MAX = 200;

export const NEWS_MESSAGES = {
  posted: 'Posted',
  textRequired: 'Please write your post',
  commentRequired: 'Please write your comment',
  reactionInvalid: 'Please choose like or celebrate',
  notFound: 'We could not find this post. It may have been deleted.',
  commentNotFound: 'We could not find this comment. It may have been deleted.',
  notYourPost: 'Only the author can change this post.',
  praiseNotEditable: 'Praise cannot be changed once given. Delete it and give it again.',
  notYourPostToDelete: 'Only the author or an administrator can delete this post.',
  notYourComment: 'Only the author or an administrator can delete this comment.',
  searchCursorInvalid: 'This page of results is not valid. Please search again.',
  /** The post author's notifications. */
  commentNotification: (commenterName: string) => `${commenterName} commented on your post`,
  reactionNotification: (reactorName: string) => `${reactorName} reacted to your post`,
} as const;

/** Who wrote a post or a comment: their name, and their picture when they have one. */
export const newsAuthorSchema = z.object({
  id: z.string(),
  name: z.string(),
  image: z.string().nullable(),
});
export type NewsAuthor = z.input<typeof newsAuthorSchema>;

/** A public praise shared in the feed: the post's author praised these people, for this value or none. */
export const newsPraiseSchema = z.object({
  recipients: z.array(newsAuthorSchema.pick({ id: true, name: true })),
  value: praiseValueSchema.nullable(),
});
export type NewsPraise = z.infer<typeof newsPraiseSchema>;

export const newsPostSchema = z.object({
  id: z.string(),
  text: z.string(),
  author: newsAuthorSchema,
  /** Set when the post is a praise: its text is the praise's message, and it cannot be edited. */
  praise: newsPraiseSchema.nullable(),
  createdAt: instantSchema,
  updatedAt: instantSchema,
  /** How many people chose each kind. */
  reactions: z.object({ like: z.number().int().min(0), celebrate: z.number().int().min(0) }),
  /** The reader's own reaction, if any. */
  myReaction: z.enum(NEWS_REACTIONS).nullable(),
  commentCount: z.number().int().min(0),
});
/** A post as a client receives it, seen by the person who asked. */
export type NewsPost = z.input<typeof newsPostSchema>;

export const newsPostPageSchema = pageSchema(newsPostSchema);

/**
 * GET /api/news: without `q` the feed, newest first; with `q` the posts matching its words
 * (English stemming: "running" finds "run"), best match first. `q` follows web search syntax:
 * "quoted phrase", or, -excluded.
 */
export const newsQuerySchema = pageQuerySchema.extend({
  q: optionalText('search', { max: NEWS_QUERY_MAX, multiline: true }),
});
export type NewsQuery = z.output<typeof newsQuerySchema>;

/** The 'Find news' box. */
export const newsSearchSchema = newsQuerySchema.pick({ q: true });
export type NewsSearch = z.input<typeof newsSearchSchema>;

/** POST /api/news and PUT /api/news/:id. */
export const newsPostInputSchema = z.object({
  text: requiredText('post', { required: NEWS_MESSAGES.textRequired, max: NEWS_TEXT_MAX, multiline: true }),
});
export type NewsPostInput = z.input<typeof newsPostInputSchema>;

/** PUT /api/news/:id/reaction: sets the reader's reaction, replacing another kind. */
export const newsReactionInputSchema = z.object({
  kind: z.enum(NEWS_REACTIONS, { error: NEWS_MESSAGES.reactionInvalid }),
});
export type NewsReactionInput = z.input<typeof newsReactionInputSchema>;

export const newsCommentSchema = z.object({
  id: z.string(),
  postId: z.string(),
  text: z.string(),
  author: newsAuthorSchema,
  createdAt: instantSchema,
});
export type NewsComment = z.input<typeof newsCommentSchema>;

export const newsCommentPageSchema = pageSchema(newsCommentSchema);

/** POST /api/news/:id/comments. */
export const newsCommentInputSchema = z.object({
  text: requiredText('comment', {
    required: NEWS_MESSAGES.commentRequired,
    max: NEWS_COMMENT_MAX,
    multiline: true,
  }),
});
export type NewsCommentInput = z.input<typeof newsCommentInputSchema>;

/** The screen of one post with its comments open: where a notification about it leads. */
export const newsPostLink = (postId: string) => `/dashboard/news-feed/${postId}`;
