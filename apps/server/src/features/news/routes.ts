import {
  newsCommentInputSchema,
  newsCommentPageSchema,
  newsCommentSchema,
  newsPostInputSchema,
  newsPostPageSchema,
  newsPostSchema,
  newsQuerySchema,
  newsReactionInputSchema,
} from '@topgear/shared/news';
import { pageQuerySchema } from '@topgear/shared/pagination';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../http-params';
import type { NewsService } from './service';

/** `/news/:id/comments/:commentId`: either id, when it is not a uuid, names no row (see `idParamsSchema`). */
const commentParamsSchema = idParamsSchema.extend({ commentId: idParamsSchema.shape.id });

const tags = ['news'];

export const newsRoutes: FastifyPluginAsyncZod<{ news: NewsService }> = async (app, { news }) => {
  app.get(
    '/news',
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        summary: 'The news feed newest first, or with q the posts matching it best first, a page at a time',
        querystring: newsQuerySchema,
        response: { 200: newsPostPageSchema },
      },
    },
    async (request) => news.list(request.user.id, request.query),
  );

  app.get(
    '/news/:id',
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        summary: 'One post',
        params: idParamsSchema,
        response: { 200: newsPostSchema },
      },
    },
    async (request) => news.get(request.user.id, request.params.id),
  );

  app.post(
    '/news',
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        summary: 'Post to the news feed',
        body: newsPostInputSchema,
        response: { 201: newsPostSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await news.create(request.user.id, request.body.text)),
  );

  app.put(
    '/news/:id',
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        summary: 'Replace the text of one of my posts',
        params: idParamsSchema,
        body: newsPostInputSchema,
        response: { 200: newsPostSchema },
      },
    },
    async (request) => news.update(request.user, request.params.id, request.body.text),
  );

  app.delete(
    '/news/:id',
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        summary: 'Delete one of my posts, or any post as an administrator',
        params: idParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await news.remove(request.user, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/news/:id/reaction',
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        summary: 'Set my reaction to a post (one per person: another kind replaces it)',
        params: idParamsSchema,
        body: newsReactionInputSchema,
        response: { 200: newsPostSchema },
      },
    },
    async (request) => news.react(request.user, request.params.id, request.body.kind),
  );

  app.delete(
    '/news/:id/reaction',
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        summary: 'Take back my reaction to a post',
        params: idParamsSchema,
        response: { 200: newsPostSchema },
      },
    },
    async (request) => news.unreact(request.user.id, request.params.id),
  );

  app.get(
    '/news/:id/comments',
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        summary: "A post's comments, oldest first, a page at a time",
        params: idParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: newsCommentPageSchema },
      },
    },
    async (request) => news.comments(request.params.id, request.query),
  );

  app.post(
    '/news/:id/comments',
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        summary: 'Comment on a post',
        params: idParamsSchema,
        body: newsCommentInputSchema,
        response: { 201: newsCommentSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await news.comment(request.user, request.params.id, request.body.text)),
  );

  app.delete(
    '/news/:id/comments/:commentId',
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        summary: 'Delete one of my comments, or any comment as an administrator',
        params: commentParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await news.removeComment(request.user, request.params.id, request.params.commentId);
      return reply.code(204).send(null);
    },
  );
};
