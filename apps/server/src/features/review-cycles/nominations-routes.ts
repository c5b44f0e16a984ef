import {
  addPeerInputSchema,
  declineInputSchema,
  myNominationsInputSchema,
  myNominationsSchema,
  nominatedPeerParamsSchema,
  nominationParamsSchema,
  nominationRequestsSchema,
  teamNominationsSchema,
} from '@topgear/shared/review-nominations';
import { reviewCycleParamsSchema } from '@topgear/shared/review-cycles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { NominationService } from './nominations-service';

/**
 * Peer nominations, for everyone signed in: the service decides from the cycle who may do what —
 * the participant, the manager the cycle froze for them, the nominated peer, an administrator.
 */
export const nominationsRoutes: FastifyPluginAsyncZod<{ nominations: NominationService }> = async (
  app,
  { nominations },
) => {
  const tags = ['reviews'];
  const signedIn = { preValidation: app.requireUser } as const;
  const noContent = { 204: z.null() };

  app.get(
    '/review-cycles/:id/nominations/mine',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'The peers I nominated, or my manager added, in a cycle I take part in; 404 otherwise',
        params: reviewCycleParamsSchema,
        response: { 200: myNominationsSchema },
      },
    },
    async (request) => nominations.mine(request.user, request.params.id),
  );

  app.put(
    '/review-cycles/:id/nominations/mine',
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          'Nominate my peers (replacing my waiting proposals) while the cycle takes nominations; 400 beyond its most peers',
        params: reviewCycleParamsSchema,
        body: myNominationsInputSchema,
        response: { 200: myNominationsSchema },
      },
    },
    async (request) => nominations.setMine(request.user, request.params.id, request.body.peerIds),
  );

  app.get(
    '/review-cycles/:id/nominations/team',
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          'The people the cycle gives me to manage (everyone, for an administrator), each with their peers and the reasons of those who declined',
        params: reviewCycleParamsSchema,
        response: { 200: teamNominationsSchema },
      },
    },
    async (request) => nominations.team(request.user, request.params.id),
  );

  app.post(
    '/review-cycles/:id/nominations/:personId/peers',
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Their manager in the cycle (or an administrator) adds a peer to someone's, approved",
        params: nominationParamsSchema,
        body: addPeerInputSchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      await nominations.add(request.user, request.params.id, request.params.personId, request.body.peerId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/review-cycles/:id/nominations/:personId/peers/:peerId/approval',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Their manager in the cycle (or an administrator) approves a peer someone proposed',
        params: nominatedPeerParamsSchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      const { id, personId, peerId } = request.params;
      await nominations.approve(request.user, id, personId, peerId);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/review-cycles/:id/nominations/:personId/peers/:peerId',
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Their manager in the cycle (or an administrator) removes one of someone's peers",
        params: nominatedPeerParamsSchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      const { id, personId, peerId } = request.params;
      await nominations.remove(request.user, id, personId, peerId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/review-cycles/:id/nominations/:personId/decline',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'As a nominated peer, decline reviewing someone, saying why (their manager reads it)',
        params: nominationParamsSchema,
        body: declineInputSchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      await nominations.decline(request.user, request.params.id, request.params.personId, request.body.reason);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/review-nominations',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Who nominated me as a peer, in cycles taking nominations now',
        response: { 200: nominationRequestsSchema },
      },
    },
    async (request) => nominations.requests(request.user),
  );
};
