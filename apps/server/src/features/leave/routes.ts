import { feedbackInputSchema } from '@topgear/shared/feedback';
import {
  leaveBalanceSchema,
  leaveCalendarEntrySchema,
  leaveCalendarQuerySchema,
  leaveDecisionInputSchema,
  leaveRequestPageSchema,
  leaveRequestQuerySchema,
  leaveRequestSchema,
  newLeaveRequestSchema,
  teamLeaveQuerySchema,
  teamLeaveRequestPageSchema,
} from '@topgear/shared/leave';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../http-params';
import type { Auditor } from '../../audit';
import type { Notifier } from '../../notifier';
import { createLeaveRequestService } from './service';

/** My balances and days-off records; managers' and administrators' feedback and decisions on anyone's. */
export const leaveRoutes: FastifyPluginAsyncZod<{ notifier: Notifier; auditor: Auditor }> = async (
  app,
  { notifier, auditor },
) => {
  const leave = createLeaveRequestService({ db: app.db, notifier, auditor });
  const signedIn = { preValidation: app.requireUser } as const;
  const managers = { preValidation: app.requireManager } as const;

  app.get(
    '/leave/balances',
    {
      ...signedIn,
      schema: {
        tags: ['leave'],
        summary: 'My days available per leave type (Vacation, then Sick), pending requests already taken off',
        response: { 200: z.array(leaveBalanceSchema) },
      },
    },
    async (request) => leave.balances(request.user.id),
  );

  app.get(
    '/leave/requests',
    {
      ...signedIn,
      schema: {
        tags: ['leave'],
        summary: 'My days-off records, newest first, a page at a time; ?status= keeps those of one status',
        querystring: leaveRequestQuerySchema,
        response: { 200: leaveRequestPageSchema },
      },
    },
    async (request) => leave.requests(request.user.id, request.query),
  );

  app.post(
    '/leave/requests',
    {
      ...signedIn,
      schema: {
        tags: ['leave'],
        summary:
          'Record days off: the server counts the days, stores a pending request and lowers that balance. 409 when it overlaps my leave or exceeds the balance',
        body: newLeaveRequestSchema,
        response: { 201: leaveRequestSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await leave.request(request.user.id, request.body)),
  );

  app.post(
    '/leave/requests/:id/cancel',
    {
      ...signedIn,
      schema: {
        tags: ['leave'],
        summary: 'Cancel my pending request and get its days back. 409 when it is no longer pending',
        params: idParamsSchema,
        response: { 200: leaveRequestSchema },
      },
    },
    async (request) => leave.cancel(request.user.id, request.params.id),
  );

  app.get(
    '/leave/requests/all',
    {
      ...managers,
      schema: {
        tags: ['leave'],
        summary:
          "Managers and administrators: everyone's days-off records newest first, each with its owner; ?status= and ?userId= narrow them",
        querystring: teamLeaveQuerySchema,
        response: { 200: teamLeaveRequestPageSchema },
      },
    },
    async (request) => leave.teamRequests(request.query),
  );

  app.get(
    '/leave/calendar',
    {
      ...managers,
      schema: {
        tags: ['leave'],
        summary:
          'Managers and administrators: who is out in a month (?month=YYYY-MM): pending and approved records sharing a day with it, earliest first',
        querystring: leaveCalendarQuerySchema,
        response: { 200: z.array(leaveCalendarEntrySchema) },
      },
    },
    async (request) => leave.calendar(request.query.month),
  );

  app.put(
    '/leave/requests/:id/feedback',
    {
      ...managers,
      schema: {
        tags: ['leave'],
        summary: "Managers and administrators: write feedback on anyone's days-off record; its owner is notified",
        params: idParamsSchema,
        body: feedbackInputSchema,
        response: { 200: leaveRequestSchema },
      },
    },
    async (request) => leave.giveFeedback(request.user, request.params.id, request.body.feedback),
  );

  app.post(
    '/leave/requests/:id/decision',
    {
      ...managers,
      schema: {
        tags: ['leave'],
        summary:
          "Managers and administrators: approve or reject someone else's pending request (a rejection returns its days); its owner is notified. 403 for my own request, 409 when it is no longer pending",
        params: idParamsSchema,
        body: leaveDecisionInputSchema,
        response: { 200: leaveRequestSchema },
      },
    },
    async (request) => leave.decide(request.user, request.params.id, request.body.decision),
  );
};
