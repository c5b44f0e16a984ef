import { calibrationQuerySchema, calibrationSchema, finalRatingInputSchema } from '@topgear/shared/review-calibration';
import { reviewCycleParamsSchema } from '@topgear/shared/review-cycles';
import { nominationParamsSchema } from '@topgear/shared/review-nominations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CalibrationService } from './calibration-service';

/** Calibration: everyone's ratings side by side, and the final ratings settled there. */
export const calibrationRoutes: FastifyPluginAsyncZod<{ calibration: CalibrationService }> = async (
  app,
  { calibration },
) => {
  const tags = ['reviews'];

  app.get(
    '/review-cycles/:id/calibration',
    {
      preValidation: app.requireManager,
      // A thousand rows: V8's JSON.stringify writes them several times faster than the compiled
      // serializer, and the service builds each row field by field, so nothing undeclared leaks.
      serializerCompiler: () => (data) => JSON.stringify(data),
      schema: {
        tags,
        summary:
          "Managers and administrators, from calibration on: each person's ratings by kind of reviewer (peers' and reports' only from the anonymity threshold), weighted score, goal progress and final rating — administrators see everyone, managers the people under them in the cycle",
        params: reviewCycleParamsSchema,
        querystring: calibrationQuerySchema,
        response: { 200: calibrationSchema },
      },
    },
    async (request) => calibration.table(request.user, request.params.id, request.query),
  );

  app.put(
    '/review-cycles/:id/people/:personId/final-rating',
    {
      preValidation: app.requireManager,
      schema: {
        tags,
        summary:
          "Managers (for the people under them in the cycle) and administrators, in calibration: change a person's final rating, with the reason; audited, and told to the person's manager",
        params: nominationParamsSchema,
        body: finalRatingInputSchema,
        response: { 200: z.object({ finalRating: z.number().int(), finalRatingReason: z.string() }) },
      },
    },
    async (request) =>
      calibration.changeFinalRating(request.user, request.params.id, request.params.personId, request.body),
  );
};
