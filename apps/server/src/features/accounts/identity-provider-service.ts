import { AUDIT_SUMMARIES } from '@topgear/shared/audit';
import type { AuthMethods, IdentityProviderSettings } from '@topgear/shared/identity-provider';
import { IDENTITY_PROVIDER_MESSAGES, SSO_MESSAGES } from '@topgear/shared/sso';
import { symmetricEncrypt } from 'better-auth/crypto';
import type { Actor, Auditor } from '../../audit';
import { announcing, type ContentChanged } from '../../content-changes';
import type { Database, Executor } from '../../db/client';
import { HttpError, orNotFound, validationFailed } from '../../http-errors';
import { SSO_CALLBACK_PATH } from '../../plugins/auth';
import { discoveryProblem } from './identity-provider-discovery';
import {
  deleteIdentityProvider,
  findIdentityProvider,
  lockIdentityProvider,
  saveIdentityProvider,
  type IdentityProviderRow,
} from './identity-provider-repository';

export interface IdentityProviderServiceDeps {
  db: Database;
  auditor: Auditor;
  /** AUTH_SECRET, which Better Auth signs sessions with: the client secret is stored encrypted with it. */
  authSecret: string;
  publicUrl: string;
  /** The login page offers what the provider's settings say. */
  contentChanged: ContentChanged;
}

/** The stored provider without its secret; the response schema keeps only what the API shows. */
const shown = ({ clientSecretEncrypted: _secret, ...provider }: IdentityProviderRow) => provider;

/** What the login page offers with `row` stored: password sign-in for everyone while no provider is on. */
const authMethodsOf = (row: IdentityProviderRow | undefined): AuthMethods =>
  row?.enabled
    ? { sso: { name: row.displayName }, passwordSignIn: row.passwordSignIn }
    : { sso: null, passwordSignIn: 'everyone' };

/**
 * The company's identity provider as administrators set it up: checked against its discovery
 * document before it is saved, its client secret encrypted and never shown again, every change
 * audited. It also answers what the login page offers, and whether someone may use a password.
 */
export function createIdentityProviderService({
  db,
  auditor,
  authSecret,
  publicUrl,
  contentChanged,
}: IdentityProviderServiceDeps) {
  const redirectUrl = `${publicUrl}${SSO_CALLBACK_PATH}`;
  const setupOf = (row: IdentityProviderRow | undefined) => ({
    provider: row ? shown(row) : null,
    redirectUrl,
  });

  const methods = async (executor: Executor = db) => authMethodsOf(await findIdentityProvider(executor));

  return {
    setup: async () => setupOf(await findIdentityProvider(db)),

    methods: () => methods(),

    /** Saves the settings once the issuer answers as an OpenID Connect provider; a blank secret keeps the stored one. */
    async save(actor: Actor, { clientSecret, ...settings }: IdentityProviderSettings) {
      const problem = await discoveryProblem(settings.issuer);
      if (problem) throw validationFailed({ issuer: problem });
      const newSecret = clientSecret ? await symmetricEncrypt({ key: authSecret, data: clientSecret }) : undefined;
      const saving = auditor.writeAndRecord(
        actor,
        async (tx) => {
          const clientSecretEncrypted = newSecret ?? (await lockIdentityProvider(tx))?.clientSecretEncrypted;
          if (!clientSecretEncrypted) {
            throw validationFailed({ clientSecret: IDENTITY_PROVIDER_MESSAGES.clientSecretRequired });
          }
          return saveIdentityProvider(tx, { ...settings, clientSecretEncrypted });
        },
        (saved) => ({
          action: 'identity-provider.saved',
          summary: AUDIT_SUMMARIES.identityProviderSaved(saved.displayName, saved.enabled),
        }),
      );
      return setupOf(await announcing(contentChanged, 'sign-in-methods', saving));
    },

    /** Removes the provider: sign-in is by password alone again, for everyone. */
    async remove(actor: Actor) {
      const removing = auditor.writeAndRecord(
        actor,
        async (tx) => orNotFound(await deleteIdentityProvider(tx), IDENTITY_PROVIDER_MESSAGES.notFound),
        (removed) => ({
          action: 'identity-provider.removed',
          summary: AUDIT_SUMMARIES.identityProviderRemoved(removed.displayName),
        }),
      );
      await announcing(contentChanged, 'sign-in-methods', removing);
    },

    /**
     * Refuses a password to someone who must use single sign-on: everyone but administrators, when
     * the provider is on and its settings say so. Called once the password is known to be right,
     * inside the sign-in's transaction when `executor` is it.
     */
    admitPasswordSignIn: async (user: { isAdmin: boolean }, executor: Executor = db) => {
      const { sso, passwordSignIn } = await methods(executor);
      if (sso && passwordSignIn === 'admins' && !user.isAdmin) {
        throw new HttpError(403, 'SSO_REQUIRED', SSO_MESSAGES.passwordForAdminsOnly(sso.name));
      }
    },
  };
}

export type IdentityProviderService = ReturnType<typeof createIdentityProviderService>;
