import { feedbackInputSchema } from '@topgear/shared/feedback';
import {
  checkInInputSchema,
  goalDetailSchema,
  goalInputSchema,
  goalPageSchema,
  goalSchema,
  teamGoalPageSchema,
} from '@topgear/shared/goals';
import { pageQuerySchema } from '@topgear/shared/pagination';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../http-params';
import type { Auditor } from '../../audit';
import type { Notifier } from '../../notifier';
import { createGoalService } from './service';

const tags = ['goals'];

/** The signed-in user's own goals and their check-ins; managers' and administrators' feedback on anyone's. */
export const goalsRoutes: FastifyPluginAsyncZod<{ notifier: Notifier; auditor: Auditor }> = async (
  app,
  { notifier, auditor },
) => {
  const goals = createGoalService({ db: app.db, notifier, auditor });

  app.get(
    '/goals',
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        summary: 'My goals, newest first, each with its latest progress and status, a page at a time',
        querystring: pageQuerySchema,
        response: { 200: goalPageSchema },
      },
    },
    async (request) => goals.list(request.user.id, request.query),
  );

  app.get(
    '/goals/all',
    {
      preValidation: app.requireManager,
      schema: {
        tags,
        summary: "Managers and administrators: everyone's goals newest first, with progress, status and owner",
        querystring: pageQuerySchema,
        response: { 200: teamGoalPageSchema },
      },
    },
    async (request) => goals.teamGoals(request.query),
  );

  app.post(
    '/goals',
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        summary: 'Create a goal',
        body: goalInputSchema,
        response: { 201: goalSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await goals.create(request.user.id, request.body)),
  );

  app.get(
    '/goals/:id',
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        summary: 'One of my goals with its check-ins, oldest first',
        params: idParamsSchema,
        response: { 200: goalDetailSchema },
      },
    },
    async (request) => goals.get(request.user.id, request.params.id),
  );

  app.put(
    '/goals/:id',
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        summary: 'Edit one of my goals; 400 when the target would fall below the progress checked in',
        params: idParamsSchema,
        body: goalInputSchema,
        response: { 200: goalSchema },
      },
    },
    async (request) => goals.update(request.user.id, request.params.id, request.body),
  );

  app.delete(
    '/goals/:id',
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        summary: 'Delete one of my goals with its check-ins; tasks linked to it stay, unlinked',
        params: idParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await goals.remove(request.user.id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/goals/:id/check-ins',
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        summary: 'Check in on one of my goals: progress toward its target, a status and a comment',
        params: idParamsSchema,
        body: checkInInputSchema,
        response: { 201: goalDetailSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await goals.checkIn(request.user.id, request.params.id, request.body)),
  );

  app.put(
    '/goals/:id/feedback',
    {
      preValidation: app.requireManager,
      schema: {
        tags,
        summary: "Managers and administrators: write feedback on anyone's goal; its owner is notified",
        params: idParamsSchema,
        body: feedbackInputSchema,
        response: { 200: goalSchema },
      },
    },
    async (request) => goals.giveFeedback(request.user, request.params.id, request.body.feedback),
  );
};
