import type { AuthContext } from 'better-auth';
import { symmetricDecrypt } from 'better-auth/crypto';
import type { OAuthProvider } from 'better-auth/oauth2';
import { genericOAuth, type GenericOAuthConfig } from 'better-auth/plugins/generic-oauth';
import type { FastifyBaseLogger } from 'fastify';
import { SSO_PROVIDER_ID, type Auth } from '../../plugins/auth';
import { discoveryUrlOf } from './identity-provider-discovery';
import type { IdentityProviderRow } from './identity-provider-repository';

/** Discovery has no time limit of its own: a sign-in waits this long, then hears the provider is not answering. */
const BUILD_TIMEOUT_MS = 10_000;

type OurAuthContext = Awaited<Auth['$context']>;

export interface SsoProviderDeps {
  auth: Auth;
  authSecret: string;
  log: FastifyBaseLogger;
  /** Decides, from the verified claims, whether the person may sign in, and what their account is called. */
  mapProfileToUser: NonNullable<GenericOAuthConfig['mapProfileToUser']>;
}

/** What a built provider depends on: when any of it changes, the provider is built again. */
const buildInputsOf = (row: IdentityProviderRow) =>
  JSON.stringify([row.issuer, row.clientId, row.clientSecretEncrypted]);

/** Resolves with `promise`'s value, or with undefined once `ms` have passed. */
function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * An answer without an ID token is refused: who signs in is read from the ID token, verified
 * against the provider's keys and this sign-in's nonce, and never from an unverified source.
 */
const requiringIdToken = (provider: OAuthProvider): OAuthProvider => ({
  ...provider,
  getUserInfo: (tokens) => (tokens.idToken ? provider.getUserInfo(tokens) : Promise.resolve(null)),
});

/**
 * Keeps the single sign-on provider in Better Auth's live context the one the database describes.
 * Better Auth builds its providers once, at start; the company's provider is set up at run time,
 * on any process, so before each sign-in the caller hands the stored row to `follow`, which builds
 * a provider from it with Better Auth's own generic OAuth code (discovery, PKCE, nonce, ID-token
 * verification against the provider's keys) when the row changed (decision 037).
 */
export function createSsoProvider({ auth, authSecret, log, mapProfileToUser }: SsoProviderDeps) {
  let built: { inputs: string; provider: Promise<OAuthProvider | undefined> } | undefined;

  /**
   * `signInSocial` and `callbackOAuth` look providers up in `socialProviders` of the context each
   * call copies from this one, so a new array here is what every later call sees.
   */
  function install(context: OurAuthContext, provider: OAuthProvider | undefined) {
    const others = context.socialProviders.filter((other) => other.id !== SSO_PROVIDER_ID);
    context.socialProviders = provider ? [provider, ...others] : others;
  }

  async function build(context: OurAuthContext, row: IdentityProviderRow): Promise<OAuthProvider | undefined> {
    const clientSecret = await symmetricDecrypt({ key: authSecret, data: row.clientSecretEncrypted });
    const plugin = genericOAuth({
      config: [
        {
          providerId: SSO_PROVIDER_ID,
          name: row.displayName,
          discoveryUrl: discoveryUrlOf(row.issuer),
          clientId: row.clientId,
          clientSecret,
          // client_secret_basic: the token endpoint authentication OpenID Connect defines as the default.
          authentication: 'basic',
          scopes: ['openid', 'email', 'profile'],
          pkce: true,
          requireIdTokenVerification: true,
          mapProfileToUser,
        },
      ],
    });
    // The plugin's init is what Better Auth runs at start: given no other providers, it answers the one it built, or none.
    // Our context is Better Auth's, typed with our options; the plugin takes it typed with any options.
    const pluginContext = { ...context, socialProviders: [] } as unknown as AuthContext;
    const initialised = await within(plugin.init(pluginContext), BUILD_TIMEOUT_MS);
    const provider = initialised?.context.socialProviders[0];
    return provider && requiringIdToken(provider);
  }

  return {
    /**
     * Puts the provider `row` describes into Better Auth's context (none when `row` is missing or
     * turned off), building it if this process has not built one from these settings. Resolves
     * with whether a provider is ready; a build that failed (the issuer did not answer) is tried
     * again by the next sign-in.
     */
    async follow(row: IdentityProviderRow | undefined): Promise<boolean> {
      const context = await auth.$context;
      if (!row?.enabled) {
        install(context, undefined);
        return false;
      }
      const inputs = buildInputsOf(row);
      if (built?.inputs !== inputs) built = { inputs, provider: build(context, row) };
      const attempt = built;
      const provider = await attempt.provider.catch((error: unknown) => {
        log.error({ err: error }, 'single sign-on: the identity provider could not be set up');
        return undefined;
      });
      if (!provider) {
        if (built === attempt) built = undefined;
        return false;
      }
      install(context, provider);
      return true;
    },
  };
}
