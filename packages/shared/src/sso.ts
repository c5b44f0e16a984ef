/**
 * What single sign-on offers and says, free of zod: the login page shows these before anyone
 * types, so it need not download a schema library (decision 006). The schemas are in
 * `./identity-provider`.
 */

/** Who may still sign in with a password once single sign-on is set up. */
export const PASSWORD_SIGN_IN_POLICIES = ['everyone', 'admins'] as const;
export type PasswordSignInPolicy = (typeof PASSWORD_SIGN_IN_POLICIES)[number];

/** Why a single sign-on came back to the login page: the `error` of `/login?error=…`, and what it says. */
export const SSO_FAILURES = {
  'sso-domain': 'Your email domain is not allowed to sign in here.',
  'sso-unverified': 'Your identity provider has not verified your email address, so it cannot sign you in here.',
  'sso-failed': 'Single sign-on failed. Please try again.',
  'sso-off': 'Single sign-on is not set up.',
  'sso-unavailable': 'Your identity provider is not answering right now. Please try again in a moment.',
} as const;
export type SsoFailure = keyof typeof SSO_FAILURES;

/** The message for `/login?error=…`, or undefined when the page was not sent back by a single sign-on. */
export const ssoFailureMessage = (error: string | null): string | undefined =>
  error !== null && Object.hasOwn(SSO_FAILURES, error) ? SSO_FAILURES[error as SsoFailure] : undefined;

export const SSO_MESSAGES = {
  signInWith: (name: string) => `Sign in with ${name}`,
  /** The password sign-in's answer to someone who must use single sign-on. */
  passwordForAdminsOnly: (name: string) => `Sign in with ${name}.`,
} as const;

export const IDENTITY_PROVIDER_MESSAGES = {
  displayNameRequired: 'Enter the name people will see on the button, e.g. "Acme Login"',
  issuerRequired: "Enter the issuer's address",
  issuerNotHttps: 'The issuer must be an https:// address (http:// only for localhost)',
  clientIdRequired: 'Enter the client ID the identity provider gave you',
  clientSecretRequired: 'Enter the client secret the identity provider gave you',
  domainsRequired: 'Enter at least one email domain, e.g. acme.com',
  tooManyDomains: (max: number) => `Enter at most ${max} email domains`,
  notADomain: (value: string) => `"${value}" is not an email domain (e.g. acme.com)`,
  issuerUnreachable: (url: string) => `The issuer did not answer at ${url}. Check the address.`,
  notOpenIdConnect: (url: string) =>
    `${url} is not an OpenID Connect discovery document: it lacks the endpoints or signing keys sign-in needs.`,
  issuerMismatch: (named: string) => `The discovery document names another issuer: ${named}. Enter that address.`,
  notFound: 'No identity provider is set up.',
  saved: 'Single sign-on settings saved',
  removed: 'Single sign-on removed',
} as const;
