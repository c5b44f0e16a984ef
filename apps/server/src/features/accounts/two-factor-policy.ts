import { TWO_FACTOR_MESSAGES } from '@topgear/shared/two-factor';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { HttpError } from '../../http-errors';
import type { SessionUser } from '../../plugins/auth';
import { readSettings } from './account-settings-repository';
import { hasPassword } from './two-factor-repository';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route that someone who must still set up two-factor sign-in may use (their set-up, signing out). */
    duringTwoFactorSetup?: true;
  }
}

/**
 * "Require two-factor sign-in for admins and managers" (decision 036). It guards password sign-in,
 * so it asks nothing of someone who signs in only through the company's identity provider. Read
 * from the database when it could apply, never kept, so a change applies at once on every process;
 * employees, and anyone with it on, cost nothing.
 */
export function createTwoFactorPolicy({ db }: { db: Database }) {
  async function setupRequired(user: SessionUser): Promise<boolean> {
    if (user.twoFactorEnabled || (!user.isAdmin && !user.isManager)) return false;
    const { requireTwoFactorForStaff } = await readSettings(db);
    return requireTwoFactorForStaff && (await hasPassword(db, user.id));
  }

  return {
    setupRequired,

    /**
     * Refuses (403 TWO_FACTOR_SETUP_REQUIRED) every signed-in request of someone who must set up
     * two-factor sign-in first, except on routes marked `duringTwoFactorSetup`. Runs after the
     * routes' guards, which set `request.user`.
     */
    enforce(app: FastifyInstance) {
      app.addHook('preHandler', async (request) => {
        if (!request.user || request.routeOptions.config.duringTwoFactorSetup) return;
        if (await setupRequired(request.user)) {
          throw new HttpError(403, 'TWO_FACTOR_SETUP_REQUIRED', TWO_FACTOR_MESSAGES.setupRequired);
        }
      });
    },
  };
}

export type TwoFactorPolicy = ReturnType<typeof createTwoFactorPolicy>;
