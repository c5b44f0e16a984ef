import {
  peopleImportPreviewSchema,
  peopleImportRequestSchema,
  peopleImportResultSchema,
} from '@topgear/shared/people-import';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PeopleImportService } from './import-service';

const tags = ['people'];

/** A file of 20,000 people as JSON, with room for quoting: the API's usual 1 MiB would stop at a few thousand. */
const PEOPLE_FILE_BODY_LIMIT = 8 * 1024 * 1024;

/** A few imports a minute is plenty for a person; each reads and checks a whole company. */
const IMPORT_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };

/** The day's date for the export's file name, as the server's calendar has it. */
const today = () => new Date().toISOString().slice(0, 10);

/** Administrators: preview and import a people file, and export everyone as one. */
export const peopleImportRoutes: FastifyPluginAsyncZod<{ peopleImport: PeopleImportService }> = async (
  app,
  { peopleImport },
) => {
  app.post(
    '/people/import/preview',
    {
      preValidation: app.requireAdmin,
      bodyLimit: PEOPLE_FILE_BODY_LIMIT,
      config: { rateLimit: IMPORT_RATE_LIMIT },
      schema: {
        tags,
        summary:
          'Administrators: every row of a people file (CSV: Email, First name, Last name, Job title, Department, Manager email, Start date) with what importing it would do and its errors, and the departments it names that do not exist; writes nothing. A 400 on `csv` when the file cannot be read or its header is wrong',
        body: peopleImportRequestSchema,
        response: { 200: peopleImportPreviewSchema },
      },
    },
    async (request) => peopleImport.preview(request.body.csv),
  );

  app.post(
    '/people/import',
    {
      preValidation: app.requireAdmin,
      bodyLimit: PEOPLE_FILE_BODY_LIMIT,
      config: { rateLimit: IMPORT_RATE_LIMIT },
      schema: {
        tags,
        summary:
          'Administrators: import a people file in one transaction — existing people are updated, new emails invited with their placement, the departments listed in `createDepartments` created. Checked again first: 400 IMPORT_HAS_ERRORS (fields `<line>.<column>`) when any row has an error, and nothing is written',
        body: peopleImportRequestSchema,
        response: { 200: peopleImportResultSchema },
      },
    },
    async (request) => peopleImport.import(request.user, request.body),
  );

  app.get(
    '/people/export',
    {
      preValidation: app.requireAdmin,
      config: { rateLimit: IMPORT_RATE_LIMIT },
      schema: {
        tags,
        summary:
          'Administrators: every active person as a people file (CSV, UTF-8 with a byte order mark), the columns an import reads; a cell that looks like a formula starts with an apostrophe',
      },
    },
    async (_request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="people-${today()}.csv"`)
        .header('cache-control', 'no-store')
        .send(await peopleImport.export()),
  );
};
