import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emailChangeRoutes } from './email-change-routes';
import { createPasswordAttempts } from './password-attempts';
import { passwordChangeRoutes } from './password-change-routes';
import { profileRoutes } from './profile-routes';
import { sessionsRoutes } from './sessions-routes';

/**
 * My account under /api/account: profile, password, email and sessions. The password and email
 * forms share one count of wrong current passwords.
 */
export const myAccountRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, { publicUrl }) => {
  const passwordAttempts = createPasswordAttempts({ redis: app.redis });
  await app.register(profileRoutes);
  await app.register(passwordChangeRoutes, { passwordAttempts });
  await app.register(emailChangeRoutes, { passwordAttempts, publicUrl });
  await app.register(sessionsRoutes);
};
