import multipart from '@fastify/multipart';
import {
  mediaFileSchema,
  uploadListQuerySchema,
  uploadPageSchema,
  uploadSchema,
  uploadZoneParamsSchema,
} from '@topgear/shared/uploads';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Auditor } from '../../audit';
import { idParamsSchema } from '../../http-params';
import { downloadHeaders, publishedHeaders } from './file-names';
import { createDiskFileStore } from './file-store';
import { incomingFile, MULTIPART_LIMITS } from './incoming-file';
import { createUploadService } from './service';

/** Uploads are large: fewer of them a minute than other API calls. */
const UPLOADS_PER_MINUTE = 60;

export const uploadsRoutes: FastifyPluginAsyncZod<{ uploadsDir: string; auditor: Auditor }> = async (
  app,
  { uploadsDir, auditor },
) => {
  // Here, not in app.ts: only this plugin's routes accept multipart bodies. The parser only marks
  // the request; the body is read in the handler, after the guard and the parameters have passed.
  // A file over the limit is cut, not thrown: the service removes what it wrote and answers 413.
  await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: false });
  const uploads = createUploadService({ db: app.db, store: await createDiskFileStore(uploadsDir), auditor });

  app.post(
    '/uploads/:zone',
    {
      preValidation: app.requireUser,
      config: { rateLimit: { max: UPLOADS_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['uploads'],
        summary: 'File a document, certificate or receipt (multipart/form-data, one file in the field "file", 10 MB)',
        params: uploadZoneParamsSchema,
        response: { 201: uploadSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await uploads.upload(request.user.id, request.params.zone, await incomingFile(request))),
  );

  app.get(
    '/uploads',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['uploads'],
        summary: 'My files in one zone, newest first, a page at a time',
        querystring: uploadListQuerySchema,
        response: { 200: uploadPageSchema },
      },
    },
    async (request) => uploads.list(request.user.id, request.query),
  );

  app.get(
    '/uploads/:id/download',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['uploads'],
        summary: 'Download one of my files, as an attachment under the name it was filed with',
        params: idParamsSchema,
      },
    },
    async (request, reply) => {
      const { upload, content } = await uploads.open(request.user.id, request.params.id);
      return reply.headers(downloadHeaders(upload)).send(content);
    },
  );

  app.delete(
    '/uploads/:id',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['uploads'],
        summary: 'Delete one of my files, record and bytes',
        params: idParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await uploads.remove(request.user.id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/media',
    {
      preValidation: app.requireManager,
      config: { rateLimit: { max: UPLOADS_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['uploads'],
        summary:
          'Managers and administrators: publish a JPEG, PNG or WebP picture or a PDF for everyone (multipart, field "file", 10 MB); answers its address',
        response: { 201: mediaFileSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await uploads.publish(request.user, await incomingFile(request))),
  );

  app.get(
    '/media/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['uploads'],
        summary: 'A published picture or PDF, shown in place and cached for a year',
        params: idParamsSchema,
      },
    },
    async (request, reply) => {
      const { media, content } = await uploads.openMedia(request.params.id);
      return reply.headers(publishedHeaders(media)).send(content);
    },
  );
};
