import { IDENTITY_PROVIDER_MESSAGES } from '@topgear/shared/sso';
import { z } from 'zod';

/** An administrator waits for this answer when saving; a provider that takes longer is not answering. */
const DISCOVERY_TIMEOUT_MS = 5_000;

/** OpenID Connect Discovery 1.0 §4: the document lives under the issuer's own path. */
export const discoveryUrlOf = (issuer: string) => `${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;

/** What sign-in needs of the document: where to send people, where to swap the code, the keys that sign ID tokens. */
const openIdConfigurationSchema = z.object({
  issuer: z.string(),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  jwks_uri: z.url(),
  id_token_signing_alg_values_supported: z.array(z.string()).min(1),
});

/** Issuers compare as the specification says (exactly), forgiving only a trailing slash typed or left out. */
const sameIssuer = (a: string, b: string) => a.replace(/\/+$/, '') === b.replace(/\/+$/, '');

/**
 * Why `issuer` cannot serve single sign-on, for the administrator who typed it, or undefined when
 * its discovery document answers in time and describes an OpenID Connect provider of that issuer.
 */
export async function discoveryProblem(issuer: string): Promise<string | undefined> {
  const url = discoveryUrlOf(issuer);
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(DISCOVERY_TIMEOUT_MS),
    });
  } catch {
    return IDENTITY_PROVIDER_MESSAGES.issuerUnreachable(url);
  }
  if (!response.ok) return IDENTITY_PROVIDER_MESSAGES.issuerUnreachable(url);
  const document: unknown = await response.json().catch(() => undefined);
  const configuration = openIdConfigurationSchema.safeParse(document);
  if (!configuration.success) return IDENTITY_PROVIDER_MESSAGES.notOpenIdConnect(url);
  if (!sameIssuer(configuration.data.issuer, issuer)) {
    return IDENTITY_PROVIDER_MESSAGES.issuerMismatch(configuration.data.issuer.slice(0, 200));
  }
  return undefined;
}
