import { nominationParamsSchema } from '@topgear/shared/review-nominations';
import { managerFeedbackSchema } from '@topgear/shared/review-writing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeedbackService } from './feedback-service';

/** What a person's manager in a cycle reads of the reviews about them: their own, and the groups' pooled without names. */
export const feedbackRoutes: FastifyPluginAsyncZod<{ feedback: FeedbackService }> = async (app, { feedback }) => {
  app.get(
    '/review-cycles/:id/people/:personId/feedback',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['reviews'],
        summary:
          "For the person's manager in the cycle only (404 to anyone else): their submitted self-review, and the peers' and reports' reviews pooled per question without names, shown only from the cycle's anonymity threshold",
        params: nominationParamsSchema,
        response: { 200: managerFeedbackSchema },
      },
    },
    async (request) => feedback.forManager(request.user, request.params.id, request.params.personId),
  );
};
