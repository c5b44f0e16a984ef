import {
  authMethodsSchema,
  identityProviderInputSchema,
  identityProviderSetupSchema,
} from '@topgear/shared/identity-provider';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { IdentityProviderService } from './identity-provider-service';

export const identityProviderRoutes: FastifyPluginAsyncZod<{ identityProviders: IdentityProviderService }> = async (
  app,
  { identityProviders },
) => {
  app.get(
    '/identity-provider',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags: ['accounts'],
        summary:
          'Administrators: the identity provider for single sign-on (never its secret), and the redirect URL to register with it',
        response: { 200: identityProviderSetupSchema },
      },
    },
    async () => identityProviders.setup(),
  );

  app.put(
    '/identity-provider',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags: ['accounts'],
        summary:
          'Administrators: set up or change single sign-on. 400 on `issuer` when its discovery document does not describe an OpenID Connect provider; a blank `clientSecret` keeps the stored one',
        body: identityProviderInputSchema,
        response: { 200: identityProviderSetupSchema },
      },
    },
    async (request) => identityProviders.save(request.user, request.body),
  );

  app.delete(
    '/identity-provider',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags: ['accounts'],
        summary: 'Administrators: remove single sign-on; everyone signs in with a password again',
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await identityProviders.remove(request.user);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/auth/methods',
    {
      config: { access: 'public' },
      schema: {
        tags: ['accounts'],
        summary:
          "How people sign in: the identity provider's name when single sign-on is on, and who may use a password",
        response: { 200: authMethodsSchema },
      },
    },
    async () => identityProviders.methods(),
  );
};
