import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_PUBLIC_URL, useTestApp, type TestApp } from '../../test/app';
import { createTestDatabase, testDatabaseKind } from '../../test/database';
import { signInAs, visitorOf } from '../../test/clients';
import { INDEX_HTML, START_SCRIPT, standInWebBuild } from '../../test/stand-in-web-build';

const { webDistFolder, renderCount, remove } = await standInWebBuild();

const testApp = useTestApp({ webDistFolder });
const visitor = visitorOf(testApp);
afterAll(remove);

let admin: Awaited<ReturnType<typeof signInAs>>;
beforeAll(async () => {
  admin = await signInAs(testApp, { isAdmin: true });
});

const publish = (title: string, by = admin) =>
  by.inject({
    method: 'POST',
    url: '/api/blogs',
    payload: {
      title,
      description: 'A post for the page tests.',
      image: 'https://images.example.com/a.png',
      details: 'https://blog.example.com/a',
    },
  });

describe('public pages rendered on the server', () => {
  it('sends the page with its content, head tags and data in place of the empty root', async () => {
    expect((await publish('Rendered before any script')).statusCode).toBe(201);

    const response = await visitor.inject({ method: 'GET', url: '/blogs' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<h2>Rendered before any script</h2>');
    expect(response.body).toContain(`<link rel="canonical" href="${TEST_PUBLIC_URL}/blogs"/>`);
    expect(response.body).toContain('<script type="application/json" id="page-data">{"url":"/blogs"}</script>');
    expect(response.body).not.toContain('The default description.');
    expect(response.body.match(/<title>/g)).toHaveLength(1);
    expect(response.body).toContain(`<script type="module">${START_SCRIPT}</script>`);
  });

  it("lets the browser run index.html's own script, by its hash, and no other inline script", async () => {
    const hash = createHash('sha256').update(START_SCRIPT).digest('base64');

    for (const url of ['/', '/dashboard/home']) {
      const response = await visitor.inject({ method: 'GET', url });

      const scriptSources = /script-src ([^;]*)/.exec(String(response.headers['content-security-policy']))?.[1];
      expect(scriptSources, url).toBe(`'self' 'sha256-${hash}'`);
    }
  });

  it('keeps a rendered page until content changes, then renders it afresh', async () => {
    await visitor.inject({ method: 'GET', url: '/pricing' });
    const before = await renderCount();

    const again = await visitor.inject({ method: 'GET', url: '/pricing' });
    expect(await renderCount()).toBe(before);

    expect((await publish('A newer post')).statusCode).toBe(201);
    const after = await visitor.inject({ method: 'GET', url: '/pricing' });

    expect(await renderCount()).toBe(before + 1);
    expect(again.body).not.toContain('A newer post');
    expect(after.body).toContain('<h2>A newer post</h2>');
  });

  it('keeps a page that did not read the content that changed', async () => {
    await visitor.inject({ method: 'GET', url: '/static/about' });
    const before = await renderCount();

    expect((await publish('A post the about page does not show')).statusCode).toBe(201);
    await visitor.inject({ method: 'GET', url: '/static/about' });

    expect(await renderCount()).toBe(before);
  });

  it('renews a page that shows who may sign up when an administrator changes it', async () => {
    const before = await visitor.inject({ method: 'GET', url: '/join' });
    expect(before.body).toContain('<h2>Sign-up: open</h2>');

    const changed = await admin.inject({
      method: 'PATCH',
      url: '/api/account-settings',
      payload: { signUpMode: 'invitation' },
    });
    expect(changed.statusCode).toBe(200);

    expect((await visitor.inject({ method: 'GET', url: '/join' })).body).toContain('<h2>Sign-up: invitation</h2>');
    // The other tests register people.
    await admin.inject({ method: 'PATCH', url: '/api/account-settings', payload: { signUpMode: 'open' } });
  });

  it('does not keep a page that read an address no public content names', async () => {
    await visitor.inject({ method: 'GET', url: '/unnamed' });
    const before = await renderCount();
    await visitor.inject({ method: 'GET', url: '/unnamed' });
    expect(await renderCount()).toBe(before + 1);
  });

  it('renders a page once for many visitors arriving together', async () => {
    const before = await renderCount();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => visitor.inject({ method: 'GET', url: '/faq' })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    expect(await renderCount()).toBe(before + 1);
  });

  it('does not keep a page whose content could not be fetched', async () => {
    await visitor.inject({ method: 'GET', url: '/failing' });
    const before = await renderCount();
    await visitor.inject({ method: 'GET', url: '/failing' });
    expect(await renderCount()).toBe(before + 1);
  });

  it('answers an unchanged page with 304 to a browser holding its ETag', async () => {
    const first = await visitor.inject({ method: 'GET', url: '/' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);

    const revalidated = await visitor.inject({ method: 'GET', url: '/', headers: { 'if-none-match': etag } });

    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(
      (await visitor.inject({ method: 'GET', url: '/', headers: { 'if-none-match': '"other"' } })).statusCode,
    ).toBe(200);
  });

  it('sends brotli or gzip as the browser accepts, and plain text otherwise', async () => {
    const plain = (await visitor.inject({ method: 'GET', url: '/' })).body;

    const br = await visitor.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const gzip = await visitor.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip, br;q=0' } });

    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain);
    expect(br.headers.vary).toBe('accept-encoding');
  });

  it('serves a page that has islands as islands to a visitor, and as the app takes it over to a browser with a session', async () => {
    const member = await signInAs(testApp);
    const before = await renderCount();

    const forVisitor = await visitor.inject({ method: 'GET', url: '/landing' });
    const forMember = await member.inject({ method: 'GET', url: '/landing' });

    expect(forVisitor.statusCode).toBe(200);
    expect(forVisitor.body).toContain('<div data-island="nav"></div><main>');
    expect(forVisitor.body).not.toContain('id="page-data"');
    expect(forMember.statusCode).toBe(200);
    expect(forMember.body).not.toContain('data-island="nav"');
    expect(forMember.body).toContain('<script type="application/json" id="page-data">{"url":"/landing"}</script>');
    // A shared cache must not hand one form to the other, and a browser's copy of one is no copy of the other.
    expect(forVisitor.headers.vary).toBe('accept-encoding, cookie');
    expect(forMember.headers.vary).toBe('accept-encoding, cookie');
    expect(forVisitor.headers.etag).not.toBe(forMember.headers.etag);
    const revalidated = await member.inject({
      method: 'GET',
      url: '/landing',
      headers: { 'if-none-match': forVisitor.headers.etag as string },
    });
    expect(revalidated.statusCode).toBe(200);
    expect(revalidated.body).toBe(forMember.body);

    // Each form is kept.
    await visitor.inject({ method: 'GET', url: '/landing' });
    expect(await renderCount()).toBe(before + 2);
  });

  it("answers an unknown address with 404 and the renderer's not-found page", async () => {
    const response = await visitor.inject({ method: 'GET', url: '/missing/page' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<title>Page not found</title>');
  });

  it('sends the dashboard the plain index.html its browser code draws into', async () => {
    const before = await renderCount();
    const response = await visitor.inject({ method: 'GET', url: '/dashboard/task' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
    expect(await renderCount()).toBe(before);
  });

  it('still answers unknown API paths with the JSON error', async () => {
    const response = await visitor.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'There is nothing at GET /api/nothing-here.' },
    });
  });
});

describe('robots.txt and the sitemap', () => {
  it('lets crawlers in, keeps them out of the API and the dashboard, and names the sitemap', async () => {
    const response = await visitor.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe(
      `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /dashboard\n\nSitemap: ${TEST_PUBLIC_URL}/sitemap.xml\n`,
    );
  });

  it("lists the renderer's paths as absolute, escaped addresses", async () => {
    const response = await visitor.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(response.body).toContain(`<url><loc>${TEST_PUBLIC_URL}/blogs</loc></url>`);
    expect(response.body).toContain(`<url><loc>${TEST_PUBLIC_URL}/reviews/a&#38;b</loc></url>`);
  });
});

describe.runIf(testDatabaseKind === 'postgres')('two processes sharing PostgreSQL and Redis', () => {
  const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const instances: TestApp[] = [];
  const redisClients: Redis[] = [];
  let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined;

  beforeAll(async () => {
    database = await createTestDatabase();
    for (let index = 0; index < 2; index++) {
      const redis = new Redis(redisUrl, { maxRetriesPerRequest: 3 });
      redisClients.push(redis);
      instances.push(await buildTestApp({ database, redis, webDistFolder }));
    }
  });
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.close()));
    await database?.close();
    await Promise.all(redisClients.map((redis) => redis.quit()));
  });

  it('a change published on one process renews the page the other kept', async () => {
    const [a, b] = instances as [TestApp, TestApp];
    const page = () => visitorOf(b.app).inject({ method: 'GET', url: '/help' });
    const kept = await page();
    expect(kept.statusCode).toBe(200);

    const adminOnA = await signInAs(a.app, { isAdmin: true });
    expect((await publish('Published on the other process', adminOnA)).statusCode).toBe(201);

    await expect
      .poll(async () => (await page()).body, { timeout: 5000 })
      .toContain('<h2>Published on the other process</h2>');
  });
});
