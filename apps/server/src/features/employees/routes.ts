import { employeeInputSchema, employeePageSchema, employeeSchema } from '@topgear/shared/employees';
import { pageQuerySchema } from '@topgear/shared/pagination';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Auditor } from '../../audit';
import { idParamsSchema } from '../../http-params';
import { createEmployeeService } from './service';

const tags = ['employees'];

/** The company directory: managers and administrators read and keep it (the original let anyone add). */
export const employeesRoutes: FastifyPluginAsyncZod<{ auditor: Auditor }> = async (app, { auditor }) => {
  const employees = createEmployeeService({ db: app.db, auditor });
  const managers = { preValidation: app.requireManager } as const;

  app.get(
    '/employees',
    {
      ...managers,
      schema: {
        tags,
        summary: 'Managers and administrators: the directory alphabetically, a page at a time, with the total',
        querystring: pageQuerySchema,
        response: { 200: employeePageSchema },
      },
    },
    async (request) => employees.list(request.query),
  );

  app.get(
    '/employees/:id',
    {
      ...managers,
      schema: {
        tags,
        summary: 'Managers and administrators: one card of the directory',
        params: idParamsSchema,
        response: { 200: employeeSchema },
      },
    },
    async (request) => employees.get(request.params.id),
  );

  app.post(
    '/employees',
    {
      ...managers,
      schema: {
        tags,
        summary: 'Managers and administrators: add someone to the directory (every field required)',
        body: employeeInputSchema,
        response: { 201: employeeSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await employees.add(request.user, request.body)),
  );

  app.delete(
    '/employees/:id',
    {
      ...managers,
      schema: {
        tags,
        summary: "Managers and administrators: remove someone's card from the directory",
        params: idParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await employees.remove(request.user, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
