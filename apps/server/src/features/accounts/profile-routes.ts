import { profileSchema, profileUpdateSchema } from '@topgear/shared/my-account';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createProfileService } from './profile-service';

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const profiles = createProfileService({ db: app.db });

  app.get(
    '/account/profile',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['account'],
        summary: 'My profile: names, email, phone, address and job title',
        response: { 200: profileSchema },
      },
    },
    async (request) => profiles.get(request.user.id),
  );

  app.patch(
    '/account/profile',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['account'],
        summary:
          'Change any of my first and last name, phone and address (the registration rules); the account name follows the names. The job title is set by administrators',
        body: profileUpdateSchema,
        response: { 200: profileSchema },
      },
    },
    async (request) => profiles.update(request.user.id, request.body),
  );
};
