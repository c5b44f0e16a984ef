import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { PageRenderer } from '@topgear/shared/page-render';
import type { FastifyInstance } from 'fastify';

/** The web app's server bundle, when it has been built (`npm run build`). */
export async function loadPageRenderer(file: string): Promise<PageRenderer<typeof fetch> | undefined> {
  if (!existsSync(file)) return undefined;
  const bundle = (await import(pathToFileURL(file).href)) as { default: PageRenderer<typeof fetch> };
  return bundle.default;
}

/**
 * A fetch that the app answers itself, through its own routes (validation and access rules
 * included), without a socket. Renders are anonymous: no cookie is ever sent.
 */
export function fetchFromApp(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const response = await app.inject({
      method: init?.method ?? 'GET',
      url: input instanceof Request ? input.url : input.toString(),
      // The request's own headers say what its body is (a loader's check posts JSON).
      headers: { ...Object.fromEntries(new Headers(init?.headers)), ...app.ownRequestHeaders },
      ...(typeof init?.body === 'string' && { payload: init.body }),
    });
    return new Response(response.statusCode === 204 ? null : response.rawPayload, {
      status: response.statusCode,
      headers: { 'content-type': String(response.headers['content-type'] ?? 'application/json') },
    });
  };
}
