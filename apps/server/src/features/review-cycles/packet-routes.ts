import { personParamsSchema } from '@topgear/shared/people';
import { reviewCycleParamsSchema } from '@topgear/shared/review-cycles';
import { nominationParamsSchema } from '@topgear/shared/review-nominations';
import {
  acknowledgementInputSchema,
  bulkShareInputSchema,
  bulkShareResultSchema,
  managerPacketSchema,
  personReviewCyclesSchema,
  reviewPacketSchema,
  sharingStatusSchema,
} from '@topgear/shared/review-packets';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attachmentHeaders } from './download-names';
import type { PacketService } from './packet-service';
import type { ResultsService } from './results-service';

/** Making a PDF or a results file costs more than a query: a person gets a few a minute. */
const DOWNLOADS_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };

/**
 * Review packets: the person reads theirs once shared and acknowledges it; their managers in the
 * cycle and administrators read it from calibration on and share it; administrators share many at
 * once and download the cycle's results. A person's page lists the cycles they took part in.
 */
export const packetRoutes: FastifyPluginAsyncZod<{ packets: PacketService; results: ResultsService }> = async (
  app,
  { packets, results },
) => {
  const tags = ['reviews'];
  const signedIn = { preValidation: app.requireUser } as const;
  const admins = { preValidation: app.requireAdmin } as const;

  app.get(
    '/review-cycles/:id/packet',
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          'My review in the cycle once shared with me: the final rating, my goals of the period, and the answers shared with me (peers and reports pooled, from the anonymity threshold); 404 until shared',
        params: reviewCycleParamsSchema,
        response: { 200: reviewPacketSchema },
      },
    },
    async (request) => packets.mine(request.user, request.params.id),
  );

  app.get(
    '/review-cycles/:id/packet.pdf',
    {
      ...signedIn,
      config: { rateLimit: DOWNLOADS_RATE_LIMIT },
      schema: { tags, summary: 'My shared review as a PDF: what GET …/packet shows', params: reviewCycleParamsSchema },
    },
    async (request, reply) => {
      const { fileName, pdf } = await packets.minePdf(request.user, request.params.id);
      return reply.headers(attachmentHeaders(fileName, 'application/pdf')).send(pdf);
    },
  );

  app.post(
    '/review-cycles/:id/packet/acknowledgement',
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          'Acknowledge my shared review, with an optional comment my manager reads; 404 until shared, 409 once acknowledged',
        params: reviewCycleParamsSchema,
        body: acknowledgementInputSchema,
        response: { 200: reviewPacketSchema },
      },
    },
    async (request) => packets.acknowledge(request.user, request.params.id, request.body.comment),
  );

  app.get(
    '/review-cycles/:id/people/:personId/packet',
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          "The person's review as their managers in the cycle and administrators read it, from calibration on: every question, those private to managers included; 404 to anyone else, the person included",
        params: nominationParamsSchema,
        response: { 200: managerPacketSchema },
      },
    },
    async (request) => packets.forManagers(request.user, request.params.id, request.params.personId),
  );

  app.get(
    '/review-cycles/:id/people/:personId/packet.pdf',
    {
      ...signedIn,
      config: { rateLimit: DOWNLOADS_RATE_LIMIT },
      schema: {
        tags,
        summary: "The person's review as a PDF, as their managers read it: what GET …/people/:personId/packet shows",
        params: nominationParamsSchema,
      },
    },
    async (request, reply) => {
      const { fileName, pdf } = await packets.forManagersPdf(request.user, request.params.id, request.params.personId);
      return reply.headers(attachmentHeaders(fileName, 'application/pdf')).send(pdf);
    },
  );

  app.post(
    '/review-cycles/:id/people/:personId/sharing',
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          "The person's manager in the cycle, or an administrator: share their review with them; 409 unless the cycle is sharing, or when shared already",
        params: nominationParamsSchema,
        response: { 200: managerPacketSchema },
      },
    },
    async (request) => packets.share(request.user, request.params.id, request.params.personId),
  );

  app.get(
    '/review-cycles/:id/sharing',
    {
      ...admins,
      schema: {
        tags,
        summary: "Administrators: how many of the cycle's reviews are shared and acknowledged, and whose wait",
        params: reviewCycleParamsSchema,
        response: { 200: sharingStatusSchema },
      },
    },
    async (request) => packets.sharingStatus(request.user, request.params.id),
  );

  app.post(
    '/review-cycles/:id/sharing',
    {
      ...admins,
      schema: {
        tags,
        summary:
          "Administrators: share these people's reviews with them in one transaction, skipping those shared already; 409 unless the cycle is sharing",
        params: reviewCycleParamsSchema,
        body: bulkShareInputSchema,
        response: { 200: bulkShareResultSchema },
      },
    },
    async (request) => packets.shareMany(request.user, request.params.id, request.body.personIds),
  );

  app.get(
    '/review-cycles/:id/results.csv',
    {
      ...admins,
      config: { rateLimit: DOWNLOADS_RATE_LIMIT },
      schema: {
        tags,
        summary:
          "Administrators, from calibration on: the cycle's results as CSV (UTF-8 with a byte order mark), one line a participant; a group below the anonymity threshold has no average",
        params: reviewCycleParamsSchema,
      },
    },
    async (request, reply) => {
      const { fileName, csv } = await results.file(request.user, request.params.id);
      return reply.headers(attachmentHeaders(fileName, 'text/csv; charset=utf-8')).send(csv);
    },
  );

  app.get(
    '/people/:id/review-cycles',
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          'The review cycles a person took part in, the latest first: for themselves (those shared with them), their managers up the chain and administrators (every launched one); 404 to anyone else',
        params: personParamsSchema,
        response: { 200: personReviewCyclesSchema },
      },
    },
    async (request) => packets.cyclesOf(request.user, request.params.id),
  );
};
