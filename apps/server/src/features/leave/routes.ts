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
import { createLeaveRequestService, type ReportingLines } from './service';

/**
 * My balances and days-off records; my reports' records, which I decide as their manager;
 * managers' and administrators' views, feedback and decisions on anyone's.
 */
export const leaveRoutes: FastifyPluginAsyncZod<{
  notifier: Notifier;
  auditor: Auditor;
  reporting: ReportingLines;
}> = async (app, { notifier, auditor, reporting }) => {
  const leave = createLeaveRequestService({ db: app.db, notifier, auditor, reporting });
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
          'Record days off: the server counts the days, stores a pending request and lowers that balance; my manager is notified (every administrator when I have none). 409 when it overlaps my leave or exceeds the balance',
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
    '/leave/requests/reports',
    {
      ...signedIn,
      schema: {
        tags: ['leave'],
        summary:
          'The days-off records of the people below me in the reporting chain (at any distance), newest first, each with its owner; ?status= and ?userId= narrow them. Empty when nobody reports to me',
        querystring: teamLeaveQuerySchema,
        response: { 200: teamLeaveRequestPageSchema },
      },
    },
    async (request) => leave.reportsRequests(request.user.id, request.query),
  );

  app.get(
    '/leave/calendar',
    {
      ...managers,
      schema: {
        tags: ['leave'],
        summary:
          "Managers and administrators: who is out in a month (?month=YYYY-MM): pending and approved records sharing a day with it, earliest first; ?teamId= keeps that team's people",
        querystring: leaveCalendarQuerySchema,
        response: { 200: z.array(leaveCalendarEntrySchema) },
      },
    },
    async (request) => leave.calendar(request.query.month, request.query.teamId),
  );

  app.put(
    '/leave/requests/:id/feedback',
    {
      ...signedIn,
      schema: {
        tags: ['leave'],
        summary:
          "Write feedback on a days-off record; its owner is notified. Managers and administrators on anyone's, anyone else on their reports' (404 for other records, 403 for my own)",
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
      ...signedIn,
      schema: {
        tags: ['leave'],
        summary:
          "Approve or reject someone else's pending request (a rejection returns its days); its owner is notified. Managers and administrators decide anyone's, anyone else their reports' at any distance (404 for other requests). 403 for my own request, 409 when it is no longer pending",
        params: idParamsSchema,
        body: leaveDecisionInputSchema,
        response: { 200: leaveRequestSchema },
      },
    },
    async (request) => leave.decide(request.user, request.params.id, request.body.decision),
  );
};
