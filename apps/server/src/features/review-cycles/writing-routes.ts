import {
  answersInputSchema,
  reviewInboxSchema,
  reviewRequestParamsSchema,
  reviewRequestSchema,
} from '@topgear/shared/review-writing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { WritingService } from './writing-service';

/** The reviews each person is asked to write: their inbox, drafts and submission. Another's review answers 404. */
export const writingRoutes: FastifyPluginAsyncZod<{ writing: WritingService }> = async (app, { writing }) => {
  const tags = ['reviews'];
  const signedIn = { preValidation: app.requireUser } as const;

  app.get(
    '/review-requests',
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          'The reviews I am asked to write in cycles past nominations and not closed: open ones first, by deadline, then those I submitted',
        response: { 200: reviewInboxSchema },
      },
    },
    async (request) => writing.inbox(request.user),
  );

  app.get(
    '/review-requests/:id',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'A review I write: the questions my relation answers, who reads each, and my answers so far',
        params: reviewRequestParamsSchema,
        response: { 200: reviewRequestSchema },
      },
    },
    async (request) => writing.get(request.user, request.params.id),
  );

  app.put(
    '/review-requests/:id/answers',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Save every answer so far as a draft; 409 once submitted or when the cycle no longer takes reviews',
        params: reviewRequestParamsSchema,
        body: answersInputSchema,
        response: { 200: reviewRequestSchema },
      },
    },
    async (request) => writing.save(request.user, request.params.id, request.body.answers),
  );

  app.post(
    '/review-requests/:id/submission',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Submit the review as saved, locking its answers; 400 naming each required question left unanswered',
        params: reviewRequestParamsSchema,
        response: { 200: reviewRequestSchema },
      },
    },
    async (request) => writing.submit(request.user, request.params.id),
  );
};
