import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import formBody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import { FORM_NAME_FIELD, type PageRenderer, type SubmittedForm } from '@topgear/shared/page-render';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendForm, takeAnswer, type FormFields } from '../pages/form-posts';
import { inlineScriptSources } from '../pages/inline-scripts';
import type { ContentChanges } from '../content-changes';
import { contentRead, createPageCache } from '../pages/page-cache';
import { pageHtml, pageTemplate, readyDocument, type ReadyDocument } from '../pages/page-document';
import { fetchFromApp, loadPageRenderer } from '../pages/page-renderer';
import { robotsTxt, sitemapXml } from '../pages/site-map';
import { hasSessionCookie } from './auth';
import { sendError } from './errors';

export interface WebOptions {
  /** The built web app (apps/web/dist); its server bundle is beside it, in dist-ssr. */
  webDistFolder: string | undefined;
  /** The site's public address, for canonical links, the sitemap and robots.txt. */
  publicUrl: string;
  /** What services announce they changed: the pages that show it are rendered afresh. */
  contentChanges: ContentChanges;
}

/** The JSON 404 of an address that is no page and no API route. */
const sendNothingHere = (request: FastifyRequest, reply: FastifyReply) =>
  sendError(reply, 404, {
    code: 'NOT_FOUND',
    message: `There is nothing at ${request.method} ${request.url.split('?')[0]}.`,
  });

/** Whether `url` may be a page's address: not the API's, nor a file's. */
const isPageUrl = (url: string) =>
  !url.startsWith('/api/') && !url.startsWith('/assets/') && !url.startsWith('/media/') && url !== '/api';

const wantsPage = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') && isPageUrl(request.url);

/** The dashboard is personal: its pages are drawn in the browser, from the plain index.html. */
const isDashboard = (url: string) =>
  url === '/dashboard' || url.startsWith('/dashboard/') || url.startsWith('/dashboard?');

const HTML = 'text/html; charset=utf-8';
const SITEMAP = '/sitemap.xml';
/** Marks a page's islands form in the page cache, whose keys are otherwise URLs (which start with a slash). */
const ISLANDS = 'islands:';

/** The encoding to send, from Accept-Encoding: brotli before gzip; none that the client refuses with q=0. */
function acceptedEncoding(header: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Set(
    (header ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, quality]) => !/^\s*q=0(\.0*)?\s*$/.test(quality ?? ''))
      .map(([name]) => name?.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

/** Sends a kept document: 304 when the browser's copy is current, else the best encoding it accepts. */
function sendDocument(request: FastifyRequest, reply: FastifyReply, document: ReadyDocument, vary = 'accept-encoding') {
  void reply
    .header('cache-control', 'no-cache')
    .header('etag', document.etag)
    .header('vary', vary)
    .type(document.contentType);
  const known = request.headers['if-none-match']?.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  if (known?.includes(document.etag)) return reply.code(304).send();
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  if (encoding) void reply.header('content-encoding', encoding);
  return reply.code(document.status).send(encoding ? document[encoding] : document.identity);
}

const indexHtml = (webDistFolder: string | undefined) =>
  webDistFolder && existsSync(path.join(webDistFolder, 'index.html'))
    ? readFileSync(path.join(webDistFolder, 'index.html'), 'utf8')
    : undefined;

/** What the security headers must allow for the web build's pages to start: its inline scripts. */
export const webInlineScripts = (webDistFolder: string | undefined) =>
  inlineScriptSources(indexHtml(webDistFolder) ?? '');

/**
 * Serves the built web app. Public pages are rendered here (the web's server bundle) with their
 * content, kept per URL until content changes, and sent compressed with an ETag; the dashboard
 * gets the plain index.html its browser code draws into. Hashed assets are cached for a year. API
 * paths that match no route answer with the JSON error shape.
 */
export const webPlugin = fp(
  async (app: FastifyInstance, options: WebOptions) => {
    const root = options.webDistFolder;
    const hasWebBuild = root !== undefined && existsSync(path.join(root, 'index.html'));
    if (root && !hasWebBuild) app.log.warn(`no web build in ${root}: run "npm run build" to serve the pages`);
    const renderer = hasWebBuild
      ? await loadPageRenderer(path.join(root, '..', 'dist-ssr', 'entry-server.js'))
      : undefined;
    if (hasWebBuild && !renderer) app.log.warn('no page renderer beside the web build: pages are drawn in the browser');

    if (hasWebBuild) {
      // The built pages and assets are for everyone; what is personal comes from the API. (Not in a
      // child context: the not-found handler below needs the static plugin's `sendFile`.)
      app.addHook('onRoute', (route) => {
        if (!route.url.startsWith('/api/')) route.config = { ...route.config, access: 'public' };
      });
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        preCompressed: true,
        setHeaders: (reply, filePath) => {
          const immutable = filePath.startsWith(path.join(root, 'assets') + path.sep);
          void reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    }

    const sendShell = (reply: FastifyReply) =>
      reply.header('cache-control', 'no-cache').sendFile('index.html', root as string);
    const sendPage = renderer && (await pageServer(app, renderer, root as string, options));

    app.setNotFoundHandler({ preHandler: app.rateLimit() }, (request, reply) => {
      if (!hasWebBuild || !wantsPage(request)) {
        return sendNothingHere(request, reply);
      }
      if (!sendPage || isDashboard(request.url)) return sendShell(reply);
      return sendPage(request, reply);
    });
  },
  { name: 'web', dependencies: ['security'] },
);

/** The posted fields, one string each; a name sent twice keeps its last value, as a JSON body would. */
const postedFields = (body: unknown): FormFields =>
  Object.fromEntries(
    Object.entries(body as Record<string, string | string[]>).map(([name, value]) => [
      name,
      [value].flat().at(-1) ?? '',
    ]),
  );

/** This site's own address for `url`: never another host's, however the path is written (`//x`, `/\\x`, `/.//x`). */
function sameSitePath(url: string) {
  const { pathname, search } = new URL(url, 'http://localhost');
  return pathname.replace(/^\/+/, '/') + search;
}

/**
 * Whether a posted form comes from one of this site's pages. The site's pages send no referrer, and
 * so a browser posts their forms with `Origin: null`; its `Sec-Fetch-Site`, which no page can set,
 * says where the post came from. A client that sends neither header is checked by its Origin as
 * the API checks it.
 */
function fromThisSite(request: FastifyRequest) {
  const site = request.headers['sec-fetch-site'];
  return site === 'same-origin' || (site === undefined && request.server.isAllowedOrigin(request.raw));
}

/** Renders public pages and the sitemap through the web's server bundle, keeps them, and serves robots.txt. */
async function pageServer(
  app: FastifyInstance,
  renderer: PageRenderer<typeof fetch>,
  root: string,
  { publicUrl, contentChanges }: WebOptions,
) {
  renderer.sendApiRequestsThrough(fetchFromApp(app));
  const template = pageTemplate(indexHtml(root) ?? '');
  const secure = publicUrl.startsWith('https:');
  // A visitor's page has less code to load; someone who signed in here gets the page the app takes over.
  const asIslands = (request: FastifyRequest) => renderer.hasIslands(request.url) && !hasSessionCookie(request);

  /** A page for one visitor, showing the form they sent: rendered for them, and never kept. */
  async function sendSubmitted(
    request: FastifyRequest,
    reply: FastifyReply,
    submitted: SubmittedForm,
    status?: number,
  ) {
    const url = sameSitePath(request.url);
    const page = await renderer.renderPage(url, publicUrl, { islands: asIslands(request), submitted });
    return reply
      .code(status ?? page.status)
      .header('cache-control', 'no-store')
      .type(HTML)
      .send(pageHtml(template, page));
  }

  const warned = new Set<string>();
  /**
   * A page that says this is rendered for every request: said once per `what` (the addresses it
   * read, the queries it left), not per request, nor per address it answers at, which a visitor chooses.
   */
  const warnOnce = (what: string, message: string) => {
    if (warned.has(what)) return;
    warned.add(what);
    app.log.warn(message);
  };
  /**
   * Kept for as long as the content it read stays as it was; a page that read something no
   * content names would show it unchanged for a minute after it changed, so it is not kept.
   */
  const keptWhileCurrent = (url: string, read: string[]) => {
    const content = contentRead(read);
    const addresses = read.join(', ');
    if (!content) warnOnce(addresses, `${url} read API addresses no public content names (${addresses}): not kept`);
    return { cacheable: content !== null, content: content ?? [] };
  };

  const documents = await createPageCache(
    app,
    async (url) => {
      if (url === SITEMAP) {
        const { paths, read } = await renderer.sitemap();
        return readyDocument(sitemapXml(publicUrl, paths), {
          status: 200,
          contentType: 'application/xml; charset=utf-8',
          ...keptWhileCurrent(url, read),
        });
      }
      const islands = url.startsWith(ISLANDS);
      const page = await renderer.renderPage(islands ? url.slice(ISLANDS.length) : url, publicUrl, { islands });
      const kept = keptWhileCurrent(url, page.read);
      if (page.unloaded.length > 0) {
        const queries = page.unloaded.join(', ');
        warnOnce(queries, `${url} rendered twice: its loader did not load ${queries}`);
      }
      return readyDocument(pageHtml(template, page), {
        status: page.status,
        contentType: HTML,
        cacheable: page.cacheable && kept.cacheable,
        content: kept.content,
      });
    },
    contentChanges,
  );
  const robots = await readyDocument(robotsTxt(publicUrl), {
    status: 200,
    contentType: 'text/plain; charset=utf-8',
    cacheable: true,
    content: [],
  });

  app.get('/robots.txt', (request, reply) => sendDocument(request, reply, robots));
  app.get(SITEMAP, async (request, reply) => sendDocument(request, reply, await documents.get(SITEMAP)));

  // Public forms posted by the browser itself, before or without the page's code (a plain HTML form
  // can send this type, so the origin is checked here as the API checks it).
  await app.register(async (forms) => {
    await forms.register(formBody);
    forms.post('/*', async (request, reply) => {
      const fields = request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')
        ? postedFields(request.body)
        : {};
      const post = Object.hasOwn(renderer.formPosts, fields[FORM_NAME_FIELD] ?? '')
        ? renderer.formPosts[fields[FORM_NAME_FIELD]!]
        : undefined;
      if (!post || !isPageUrl(request.url) || isDashboard(request.url)) {
        return sendNothingHere(request, reply);
      }
      if (!fromThisSite(request)) {
        return sendError(reply, 403, { code: 'FORBIDDEN', message: 'Requests from other sites are not allowed.' });
      }
      const outcome = await sendForm(app, request, post, fields, {
        origin: new URL(publicUrl).origin,
        secure,
        returnTo: sameSitePath(request.url),
      });
      if (outcome.kind === 'render') return sendSubmitted(request, reply, outcome.submitted, outcome.status);
      return reply.header('set-cookie', outcome.cookies).redirect(outcome.location, 303);
    });
  });

  return async (request: FastifyRequest, reply: FastifyReply) => {
    const answer = takeAnswer(request, reply, secure);
    if (answer) return sendSubmitted(request, reply, answer);
    if (!renderer.hasIslands(request.url)) return sendDocument(request, reply, await documents.get(request.url));
    const key = asIslands(request) ? ISLANDS + request.url : request.url;
    return sendDocument(request, reply, await documents.get(key), 'accept-encoding, cookie');
  };
}
