import {
  orgUnitInputSchema,
  orgUnitListSchema,
  orgUnitMergeSchema,
  orgUnitParamsSchema,
  orgUnitSchema,
  orgUnitUpdateSchema,
} from '@topgear/shared/people';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OrgUnitService } from './org-units-service';

/**
 * Departments or teams, registered once per kind under its own prefix (`/departments`, `/teams`):
 * everyone signed in reads the list; administrators change it.
 */
export const orgUnitsRoutes: FastifyPluginAsyncZod<{ units: OrgUnitService; plural: string }> = async (
  app,
  { units, plural },
) => {
  const tags = ['people'];
  const admins = { preValidation: app.requireAdmin } as const;

  app.get(
    '/',
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        summary: `The ${plural} alphabetically, each with its head and number of active people`,
        response: { 200: orgUnitListSchema },
      },
    },
    async () => units.list(),
  );

  app.post(
    '/',
    {
      ...admins,
      schema: {
        tags,
        summary: `Administrators: create one of the ${plural}; 409 when the name is taken (any case)`,
        body: orgUnitInputSchema,
        response: { 201: orgUnitSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await units.create(request.user, request.body)),
  );

  app.patch(
    '/:id',
    {
      ...admins,
      schema: {
        tags,
        summary: `Administrators: rename one of the ${plural}, or change its head (null: none)`,
        params: orgUnitParamsSchema,
        body: orgUnitUpdateSchema,
        response: { 200: orgUnitSchema },
      },
    },
    async (request) => units.update(request.user, request.params.id, request.body),
  );

  app.post(
    '/:id/merge',
    {
      ...admins,
      schema: {
        tags,
        summary: `Administrators: move everyone in one of the ${plural} into another (\`intoId\`) and delete it`,
        params: orgUnitParamsSchema,
        body: orgUnitMergeSchema,
        response: { 200: orgUnitSchema },
      },
    },
    async (request) => units.merge(request.user, request.params.id, request.body.intoId),
  );

  app.delete(
    '/:id',
    {
      ...admins,
      schema: {
        tags,
        summary: `Administrators: delete one of the ${plural} that nobody active is in; 409 otherwise`,
        params: orgUnitParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await units.remove(request.user, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
