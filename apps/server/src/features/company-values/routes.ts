import {
  companyValueInputSchema,
  companyValueListSchema,
  companyValueOrderSchema,
  companyValueParamsSchema,
  companyValueSchema,
} from '@topgear/shared/company-values';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CompanyValueService } from './service';

/** Company values: everyone signed in reads them; administrators add, change, order, retire and restore them. */
export const companyValuesRoutes: FastifyPluginAsyncZod<{ values: CompanyValueService }> = async (app, { values }) => {
  const tags = ['recognition'];
  const admins = { preValidation: app.requireAdmin } as const;

  app.get(
    '/company-values',
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        summary: 'Everyone signed in: the values in use in their order, then the retired ones',
        response: { 200: companyValueListSchema },
      },
    },
    async () => values.list(),
  );

  app.post(
    '/company-values',
    {
      ...admins,
      schema: {
        tags,
        summary:
          'Administrators: add a value after the others; 409 when the name is taken or the company has as many as it may',
        body: companyValueInputSchema,
        response: { 201: companyValueSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await values.create(request.user, request.body)),
  );

  app.put(
    '/company-values/order',
    {
      ...admins,
      schema: {
        tags,
        summary:
          'Administrators: put the values in use in this order; 409 when the list names other values than those in use',
        body: companyValueOrderSchema,
        response: { 200: companyValueListSchema },
      },
    },
    async (request) => values.order(request.user, request.body.ids),
  );

  app.put(
    '/company-values/:id',
    {
      ...admins,
      schema: {
        tags,
        summary: "Administrators: change a value's name, description and icon",
        params: companyValueParamsSchema,
        body: companyValueInputSchema,
        response: { 200: companyValueSchema },
      },
    },
    async (request) => values.update(request.user, request.params.id, request.body),
  );

  app.post(
    '/company-values/:id/retire',
    {
      ...admins,
      schema: {
        tags,
        summary: 'Administrators: retire a value: it leaves the values in use and is kept among the retired ones',
        params: companyValueParamsSchema,
        response: { 200: companyValueSchema },
      },
    },
    async (request) => values.retire(request.user, request.params.id),
  );

  app.post(
    '/company-values/:id/restore',
    {
      ...admins,
      schema: {
        tags,
        summary:
          'Administrators: put a retired value back in use, after the others; 409 when the company has as many as it may',
        params: companyValueParamsSchema,
        response: { 200: companyValueSchema },
      },
    },
    async (request) => values.restore(request.user, request.params.id),
  );
};
