import { z } from 'zod';
import { instantSchema } from './dates';
import { IDENTITY_PROVIDER_MESSAGES, PASSWORD_SIGN_IN_POLICIES } from './sso';
import { requiredText } from './text';

const MAX_ALLOWED_DOMAINS = 20;

/** A domain name in lower case: labels of letters, digits and inner hyphens, and a top-level domain. */
const DOMAIN_PATTERN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** https, or plain http for a provider running on the same machine (localhost), for trying things out. */
const SECURE_ISSUER_PATTERN = /^(?:https:\/\/|http:\/\/(?:localhost|127\.0\.0\.1|\[::1\])(?::\d+)?(?:[/?#]|$))/i;

const issuerSchema = z
  .string({ error: IDENTITY_PROVIDER_MESSAGES.issuerRequired })
  .trim()
  .min(1, IDENTITY_PROVIDER_MESSAGES.issuerRequired)
  .max(500, IDENTITY_PROVIDER_MESSAGES.issuerNotHttps)
  .regex(SECURE_ISSUER_PATTERN, IDENTITY_PROVIDER_MESSAGES.issuerNotHttps)
  .pipe(z.url({ error: IDENTITY_PROVIDER_MESSAGES.issuerNotHttps }));

/**
 * The email domains whose people may sign in: a list, or the text an administrator types (separated
 * by commas, spaces or lines; a leading `@` is forgiven). Stored in lower case, each once.
 */
const allowedDomainsSchema = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? value
          .split(/[\s,;]+/)
          .filter(Boolean)
          .map((domain) => domain.replace(/^@/, '').toLowerCase())
      : value,
  z
    .array(z.string(), { error: IDENTITY_PROVIDER_MESSAGES.domainsRequired })
    .min(1, IDENTITY_PROVIDER_MESSAGES.domainsRequired)
    .max(MAX_ALLOWED_DOMAINS, IDENTITY_PROVIDER_MESSAGES.tooManyDomains(MAX_ALLOWED_DOMAINS))
    .superRefine((domains, context) => {
      const wrong = domains.find((domain) => !DOMAIN_PATTERN.test(domain));
      if (wrong !== undefined)
        context.addIssue({ code: 'custom', message: IDENTITY_PROVIDER_MESSAGES.notADomain(wrong) });
    })
    .transform((domains) => [...new Set(domains)]),
);

/** What an administrator saves (PUT /api/identity-provider). */
export const identityProviderInputSchema = z.object({
  displayName: requiredText('name', { max: 60, required: IDENTITY_PROVIDER_MESSAGES.displayNameRequired }),
  issuer: issuerSchema,
  clientId: requiredText('client ID', { max: 255, required: IDENTITY_PROVIDER_MESSAGES.clientIdRequired }),
  /** Left out or blank: keep the stored secret (required the first time). */
  clientSecret: z
    .string({ error: IDENTITY_PROVIDER_MESSAGES.clientSecretRequired })
    .trim()
    .max(500, 'The client secret can have at most 500 characters')
    .optional(),
  allowedDomains: allowedDomainsSchema,
  passwordSignIn: z.enum(PASSWORD_SIGN_IN_POLICIES).default('everyone'),
  enabled: z.boolean().default(true),
});
export type IdentityProviderInput = z.input<typeof identityProviderInputSchema>;
export type IdentityProviderSettings = z.output<typeof identityProviderInputSchema>;

/** The stored provider as the API shows it: never its secret, which it keeps encrypted. */
export const identityProviderSchema = z.object({
  displayName: z.string(),
  issuer: z.string(),
  clientId: z.string(),
  allowedDomains: z.array(z.string()),
  passwordSignIn: z.enum(PASSWORD_SIGN_IN_POLICIES),
  enabled: z.boolean(),
  updatedAt: instantSchema,
});
export type IdentityProvider = z.input<typeof identityProviderSchema>;

/** GET /api/identity-provider: the provider, if one is set up, and the address to register with it. */
export const identityProviderSetupSchema = z.object({
  provider: identityProviderSchema.nullable(),
  /** The redirect (callback) URL the provider must know: `<PUBLIC_URL>/api/auth/callback/company-sso`. */
  redirectUrl: z.string(),
});
export type IdentityProviderSetup = z.input<typeof identityProviderSetupSchema>;

/** GET /api/auth/methods: what the login page offers. */
export const authMethodsSchema = z.object({
  sso: z.object({ name: z.string() }).nullable(),
  passwordSignIn: z.enum(PASSWORD_SIGN_IN_POLICIES),
});
export type AuthMethods = z.input<typeof authMethodsSchema>;

/** What the identity provider sends back to the callback (RFC 6749 §4.1.2, RFC 9207's `iss`). */
export const ssoCallbackQuerySchema = z.object({
  code: z.string().max(4096).optional(),
  state: z.string().max(1024).optional(),
  iss: z.string().max(1024).optional(),
  error: z.string().max(1024).optional(),
  error_description: z.string().max(4096).optional(),
});
