import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { guardAccess, markRoutesPublic } from './access';

/**
 * Each route's schema as OpenAPI, with who may call it as `x-access` (public, signed-in, manager or
 * admin); a route guarded by `requireUser`, `requireManager` or `requireAdmin` is documented as
 * needing the session cookie, so no route repeats it.
 */
const transform: typeof jsonSchemaTransform = (input) => {
  const documented = jsonSchemaTransform(input);
  const guarded = guardAccess(input.route.preValidation);
  const access = guarded ?? input.route.config?.access;
  return {
    ...documented,
    schema: { ...documented.schema, 'x-access': access, ...(guarded && { security: [{ session: [] }] }) },
  };
};

/** OpenAPI document built from the routes' zod schemas, browsable at /api/docs. */
export const swaggerPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'TopGear Perform API',
          description: 'Errors answer with { "error": { "code", "message", "fields"? } }.',
          version: '1.0.0',
        },
        components: {
          securitySchemes: {
            session: { type: 'apiKey', in: 'cookie', name: 'topgear.session_token' },
          },
        },
      },
      transform,
    });
    // The document and its viewer are for anyone: they describe the API, they hold no data.
    await app.register(async (docs) => {
      markRoutesPublic(docs);
      await docs.register(swaggerUi, {
        routePrefix: '/api/docs',
        staticCSP: true,
        // Swagger UI sets inline styles on its elements; upgrading requests would break plain-http installs.
        transformStaticCSP: (header) =>
          header
            .replace("style-src 'self' https:", "style-src 'self' 'unsafe-inline'")
            .replace(/\s*upgrade-insecure-requests;?/, ''),
      });
    });
  },
  { name: 'swagger' },
);
