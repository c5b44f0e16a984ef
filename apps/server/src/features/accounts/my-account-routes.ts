import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Auditor } from '../../audit';
import { emailChangeRoutes } from './email-change-routes';
import { createPasswordAttempts } from './password-attempts';
import { passwordChangeRoutes } from './password-change-routes';
import { profileRoutes } from './profile-routes';
import { sessionsRoutes } from './sessions-routes';
import { twoFactorRoutes } from './two-factor-routes';

/**
 * My account under /api/account: profile, password, email, sessions and two-factor sign-in (with
 * its code step at sign-in, and an administrator turning it off for someone). The forms that ask for the current password share one count of wrong ones.
 */
export const myAccountRoutes: FastifyPluginAsyncZod<{ publicUrl: string; auditor: Auditor }> = async (
  app,
  { publicUrl, auditor },
) => {
  const passwordAttempts = createPasswordAttempts({ redis: app.redis });
  await app.register(profileRoutes);
  await app.register(passwordChangeRoutes, { passwordAttempts });
  await app.register(emailChangeRoutes, { passwordAttempts, publicUrl });
  await app.register(sessionsRoutes);
  await app.register(twoFactorRoutes, { passwordAttempts, auditor });
};
