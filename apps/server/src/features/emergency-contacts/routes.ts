import {
  EMERGENCY_CONTACTS_MAX,
  emergencyContactInputSchema,
  emergencyContactPageSchema,
  emergencyContactSchema,
  teamEmergencyContactPageSchema,
} from '@topgear/shared/emergency-contacts';
import { pageQuerySchema } from '@topgear/shared/pagination';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../http-params';
import { createEmergencyContactService } from './service';

export const emergencyContactsRoutes: FastifyPluginAsyncZod = async (app) => {
  const contacts = createEmergencyContactService({ db: app.db });

  app.get(
    '/emergency-contacts',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['emergency-contacts'],
        summary: 'My emergency contacts, newest first, a page at a time',
        querystring: pageQuerySchema,
        response: { 200: emergencyContactPageSchema },
      },
    },
    async (request) => contacts.list(request.user.id, request.query),
  );

  app.get(
    '/emergency-contacts/all',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags: ['emergency-contacts'],
        summary: "Administrators: everyone's emergency contacts with their owner's name and email, newest first",
        querystring: pageQuerySchema,
        response: { 200: teamEmergencyContactPageSchema },
      },
    },
    async (request) => contacts.everyones(request.query),
  );

  app.post(
    '/emergency-contacts',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['emergency-contacts'],
        summary: `Add an emergency contact (at most ${EMERGENCY_CONTACTS_MAX} a person)`,
        body: emergencyContactInputSchema,
        response: { 201: emergencyContactSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await contacts.create(request.user.id, request.body)),
  );

  app.put(
    '/emergency-contacts/:id',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['emergency-contacts'],
        summary: 'Replace one of my emergency contacts',
        params: idParamsSchema,
        body: emergencyContactInputSchema,
        response: { 200: emergencyContactSchema },
      },
    },
    async (request) => contacts.update(request.user.id, request.params.id, request.body),
  );

  app.delete(
    '/emergency-contacts/:id',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['emergency-contacts'],
        summary: 'Delete one of my emergency contacts',
        params: idParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await contacts.remove(request.user.id, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
