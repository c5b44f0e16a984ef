import {
  orgChartSchema,
  peopleQuerySchema,
  personPageSchema,
  personParamsSchema,
  personSchema,
  personUpdateSchema,
} from '@topgear/shared/people';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PeopleService } from './service';

const tags = ['people'];

/** Everyone's people list, pages and org chart; administrators place people in the organisation. */
export const peopleRoutes: FastifyPluginAsyncZod<{ people: PeopleService }> = async (app, { people }) => {
  app.get(
    '/people',
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        summary:
          'Active people alphabetically, a page at a time; `q` searches names, job titles and departments; filter by department or manager',
        querystring: peopleQuerySchema,
        response: { 200: personPageSchema },
      },
    },
    async (request) => people.list(request.query),
  );

  app.get(
    '/people/:id',
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        summary:
          "A person's page: contact, department, team, manager, chain and direct reports; `private` (phone, home address) only for themselves, their managers up the chain and administrators",
        params: personParamsSchema,
        response: { 200: personSchema },
      },
    },
    async (request) => people.get(request.user, request.params.id),
  );

  app.patch(
    '/people/:id',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags,
        summary:
          "Administrators: change a person's job title, department, team, manager, start date, location or work phone (null clears); 409 REPORTING_LOOP names a loop a new manager would close",
        params: personParamsSchema,
        body: personUpdateSchema,
        response: { 200: personSchema },
      },
    },
    async (request) => people.update(request.user, request.params.id, request.body),
  );

  app.get(
    '/org-chart',
    {
      preValidation: app.requireUser,
      // Ten thousand nodes: V8's JSON.stringify writes them six times faster than the compiled
      // serializer, and the service builds each node field by field, so nothing undeclared leaks.
      serializerCompiler: () => (data) => JSON.stringify(data),
      schema: {
        tags,
        summary: 'Every active person once, with their manager (null at the top) and number of direct reports',
        response: { 200: orgChartSchema },
      },
    },
    async () => people.orgChart(),
  );
};
