import { ssoCallbackQuerySchema } from '@topgear/shared/identity-provider';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authHeaders, forwardAuthCookies, SSO_PROVIDER_ID } from '../../plugins/auth';
import { createSsoService, type SsoServiceDeps } from './sso-service';

type SsoRoutesOptions = Pick<SsoServiceDeps, 'authSecret' | 'createDefaultBalances' | 'placeNewcomer'>;

/** Sign-ins by single sign-on, limited like password sign-ins: each start and callback is a request to the provider. */
const SIGN_IN_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };

export const ssoRoutes: FastifyPluginAsyncZod<SsoRoutesOptions> = async (
  app,
  { authSecret, createDefaultBalances, placeNewcomer },
) => {
  const sso = createSsoService({
    db: app.db,
    auth: app.auth,
    authSecret,
    log: app.log,
    createDefaultBalances,
    placeNewcomer,
  });

  app.get(
    // A link, not a form: the browser follows it to the provider with or without the page's code,
    // where a form's post could not go (the pages' content security policy keeps forms on this site).
    '/auth/sign-in/sso',
    {
      config: { access: 'public', rateLimit: SIGN_IN_RATE_LIMIT },
      schema: {
        tags: ['accounts'],
        summary:
          "Start single sign-on: 302 to the identity provider's authorization address with the state cookie, or to /login?error=sso-off when single sign-on is off, sso-unavailable when the provider does not answer",
        response: { 302: z.null() },
      },
    },
    async (request, reply) => {
      const { location, cookies } = await sso.start(authHeaders(request));
      forwardAuthCookies(cookies, reply);
      return reply.redirect(location);
    },
  );

  app.get(
    // SSO_CALLBACK_PATH under the /api prefix: the redirect URL registered with the identity provider.
    `/auth/callback/${SSO_PROVIDER_ID}`,
    {
      config: { access: 'public', rateLimit: SIGN_IN_RATE_LIMIT },
      schema: {
        tags: ['accounts'],
        summary:
          "The identity provider's redirect: signs the person in (creating or linking their account) and redirects to the dashboard, or to /login?error=sso-domain|sso-unverified|sso-failed",
        querystring: ssoCallbackQuerySchema,
        response: { 302: z.null() },
      },
    },
    async (request, reply) => {
      const { location, cookies } = await sso.finish(request.query, authHeaders(request));
      forwardAuthCookies(cookies, reply);
      return reply.redirect(location);
    },
  );
};
