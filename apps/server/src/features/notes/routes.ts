import { noteInputSchema, notePageSchema, noteSchema } from '@topgear/shared/notes';
import { pageQuerySchema } from '@topgear/shared/pagination';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../http-params';
import { createNoteService } from './service';

export const notesRoutes: FastifyPluginAsyncZod = async (app) => {
  const notes = createNoteService({ db: app.db });

  app.get(
    '/notes',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['notes'],
        summary: 'My notes, newest first, a page at a time',
        querystring: pageQuerySchema,
        response: { 200: notePageSchema },
      },
    },
    async (request) => notes.list(request.user.id, request.query),
  );

  app.post(
    '/notes',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['notes'],
        summary: 'Keep a note',
        body: noteInputSchema,
        response: { 201: noteSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await notes.create(request.user.id, request.body.text)),
  );

  app.put(
    '/notes/:id',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['notes'],
        summary: 'Replace the text of one of my notes',
        params: idParamsSchema,
        body: noteInputSchema,
        response: { 200: noteSchema },
      },
    },
    async (request) => notes.update(request.user.id, request.params.id, request.body.text),
  );

  app.delete(
    '/notes/:id',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['notes'],
        summary: 'Delete one of my notes',
        params: idParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await notes.remove(request.user.id, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
