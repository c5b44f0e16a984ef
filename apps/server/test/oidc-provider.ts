import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration } from 'oidc-provider';

/** The claims a person at the provider has: what the app reads when they sign in. */
export interface PersonAtProvider {
  email: string;
  email_verified: boolean;
  given_name?: string;
  family_name?: string;
  name?: string;
}

export interface ProviderClient {
  id: string;
  secret: string;
}

export interface TestOidcProvider {
  /** `http://127.0.0.1:<port>`: what an administrator enters as the issuer. */
  issuer: string;
  /** The clients registered with it, each allowed only the app's redirect URL. */
  clients: ProviderClient[];
  /** Someone who can sign in at the provider; answers their login (also their `sub`). */
  addPerson(claims: PersonAtProvider): string;
  /**
   * Signs `login` in from `authorizationUrl` as a browser would, cookies and all: the provider's
   * login form, then its consent form. Answers where the provider sends the browser back: the app's
   * redirect URL with the code and state, or with the error the provider reports.
   */
  signIn(authorizationUrl: string, login: string): Promise<URL>;
  close(): Promise<void>;
}

export interface OidcProviderOptions {
  /** The app's callback: `<PUBLIC_URL>/api/auth/callback/company-sso`. */
  redirectUri: string;
  /** One client each; the first is the one an administrator usually enters. */
  clientIds?: string[];
  /** A fixed port (the e2e journeys), or any free one. */
  port?: number;
}

/** A form on one of the provider's pages: where it posts, and its `prompt` (login or consent). */
function formOf(html: string) {
  const action = /<form[^>]*\saction="([^"]+)"/.exec(html)?.[1];
  const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
  if (!action || !prompt) throw new Error(`the provider showed no form:\n${html}`);
  return { action: action.replaceAll('&amp;', '&'), prompt };
}

/**
 * A real OpenID Connect provider (the `oidc-provider` package, as certified providers are built)
 * on 127.0.0.1, for tests: authorization code flow with PKCE required, ID tokens signed with a key
 * of its own and carrying the person's email and names, and its stock login and consent pages
 * (`devInteractions`: any password is accepted for a known login). No part of the protocol is faked.
 */
export async function startOidcProvider({
  redirectUri,
  clientIds = ['topgear'],
  port = 0,
}: OidcProviderOptions): Promise<TestOidcProvider> {
  const people = new Map<string, PersonAtProvider>();
  const clients = clientIds.map((id) => ({ id, secret: randomBytes(24).toString('base64url') }));

  let handle: RequestListener = (_request, response) => response.writeHead(503).end();
  const server = createServer((request, response) => handle(request, response));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  const configuration: Configuration = {
    clients: clients.map(({ id, secret }) => ({
      client_id: id,
      client_secret: secret,
      redirect_uris: [redirectUri],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
    })),
    jwks: { keys: [{ ...signingKey, kid: randomUUID(), use: 'sig' }] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'given_name', 'family_name'] },
    // The scopes' claims go into the ID token itself, as many providers do.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    // Lifetimes of its own, in seconds (the package asks for them rather than trusting its defaults).
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 3600, IdToken: 600, Interaction: 600, Session: 3600 },
    features: { devInteractions: { enabled: true } },
    findAccount(_context, sub) {
      const person = people.get(sub);
      return person && { accountId: sub, claims: () => ({ sub, ...person }) };
    },
  };
  const provider = new Provider(issuer, configuration);
  const answer = provider.callback();
  handle = (request, response) => void answer(request, response);

  async function signIn(authorizationUrl: string, login: string) {
    const cookies = new Map<string, string>();
    async function visit(url: URL, init: RequestInit = {}) {
      const response = await fetch(url, {
        ...init,
        redirect: 'manual',
        headers: { ...init.headers, cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
      });
      for (const cookie of response.headers.getSetCookie()) {
        const [pair = ''] = cookie.split(';');
        const [name = '', value = ''] = pair.split(/=(.*)/s);
        if (value === '') cookies.delete(name);
        else cookies.set(name, value);
      }
      return response;
    }

    let url = new URL(authorizationUrl);
    // A browser's way through: redirects, the login form, redirects, the consent form, redirects.
    for (let step = 0; step < 12; step++) {
      if (url.href.startsWith(redirectUri)) return url;
      let response = await visit(url);
      if (response.status === 200) {
        const form = formOf(await response.text());
        const fields: Record<string, string> =
          form.prompt === 'login' ? { prompt: 'login', login, password: 'any password' } : { prompt: form.prompt };
        response = await visit(new URL(form.action, url), {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(fields),
        });
      }
      const location = response.headers.get('location');
      if (!location)
        throw new Error(`the provider answered ${response.status} at ${url.href}: ${await response.text()}`);
      url = new URL(location, url);
    }
    throw new Error('the provider never sent the browser back');
  }

  return {
    issuer,
    clients,
    addPerson(claims) {
      const login = `person-${randomUUID()}`;
      people.set(login, claims);
      return login;
    },
    signIn,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
