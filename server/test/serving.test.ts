import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { withStyleNonce } from '../src/plugins/security.js';
import { withPageConfig } from '../src/plugins/spa.js';
import { describeEachDatabase, fakeAppDist } from './helpers.js';

const dist = fakeAppDist();

describeEachDatabase(
  'serving the app and the API',
  (t) => {
    it('answers index.html for every app path (history mode), never cached', async () => {
      for (const url of [
        '/',
        '/authenticatie/inloggen',
        '/document/12',
        '/instellingen?tab=x',
        '/bestaat/niet',
      ]) {
        const response = await t.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        expect(response.body).toContain('<div id="root"></div>');
        expect(response.headers['cache-control']).toBe('no-cache');
      }
    });

    it('serves hashed assets with a long immutable cache, compressed when asked', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/assets/index-3f9a1c.js',
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['content-encoding']).toBe('gzip');
      const favicon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
      expect(favicon.headers['cache-control']).toBe('no-cache');
      // A bundle of an older build is a 404, not index.html served as JavaScript.
      const gone = await t.app.inject({ method: 'GET', url: '/assets/index-0ld0ld.js' });
      expect(gone.statusCode).toBe(404);
      expect(gone.headers['content-type']).toMatch(/^application\/json/);
    });

    it('answers a missing file such as /favicon.ico with a 404, not with the app page', async () => {
      for (const url of [
        '/favicon.ico',
        '/robots.txt',
        '/apple-touch-icon.png',
        '/x/site.webmanifest',
      ]) {
        const response = await t.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(404);
        expect(response.headers['content-type'], url).toMatch(/^application\/json/);
      }
      // Typed in the address bar, such a path is any other path: the app shows its 404 page.
      const typed = await t.app.inject({
        method: 'GET',
        url: '/favicon.ico',
        headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
      });
      expect(typed.statusCode).toBe(200);
      expect(typed.headers['content-type']).toMatch(/^text\/html/);
      // A path with a dot that is no file name gets the app too.
      const dotted = await t.app.inject({ method: 'GET', url: '/uitnodigingen/ab.cd/accepteren' });
      expect(dotted.statusCode).toBe(200);
      expect(dotted.headers['content-type']).toMatch(/^text\/html/);
    });

    it('sends a precompressed .br as it is to clients that accept brotli', async () => {
      const br = await t.app.inject({
        method: 'GET',
        url: '/assets/vendor-7c1e2d.js',
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toMatch(/^application\/javascript/);
      expect(br.headers['vary']).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(br.rawPayload).toString()).toContain('export const text');
      // The file's own bytes, not a compression made for this request.
      expect(br.rawPayload.equals(readFileSync(join(dist, 'assets', 'vendor-7c1e2d.js.br')))).toBe(
        true,
      );
      const plain = await t.app.inject({ method: 'GET', url: '/assets/vendor-7c1e2d.js' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toContain('export const text');
    });

    it('keeps API answers out of every cache and names the Bearer scheme on a 401', async () => {
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.headers['cache-control']).toBe('no-store');
      const anonymous = await t.app.inject({ method: 'GET', url: '/api/users/current' });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.headers['www-authenticate']).toBe('Bearer');
      expect(anonymous.headers['cache-control']).toBe('no-store');
    });

    it('never answers index.html under /api: unknown API paths are JSON 404s', async () => {
      for (const [method, url] of [
        ['GET', '/api/nope'],
        ['GET', '/api'],
        ['POST', '/api/users/current/avatar'],
        ['GET', '/api/assets/index-3f9a1c.js'],
      ] as const) {
        const response = await t.app.inject({ method, url, headers: { 'accept-language': 'nl' } });
        expect(response.statusCode, url).toBe(404);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        expect(response.json().message).toMatch(/^De route /);
      }
    });

    it('sends the page security headers on pages, and only what applies on data and code', async () => {
      for (const url of ['/', '/document/3', '/favicon.svg']) {
        const response = await t.app.inject({ method: 'GET', url });
        const csp = String(response.headers['content-security-policy']);
        expect(csp, url).toContain("script-src 'self'");
        expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
        expect(csp).toContain("object-src 'none'");
        expect(csp).toContain("base-uri 'none'");
        expect(csp).toContain("frame-ancestors 'none'");
        expect(csp).toContain(
          'frame-src https://www.youtube-nocookie.com https://youtube-nocookie.com https://player.vimeo.com',
        );
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
        expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
        expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
      }
      // JSON (answers and errors) and the app's scripts are never rendered as a page: nosniff and
      // the resource policy, and for JSON a CSP that allows nothing; no page-only headers.
      for (const url of [
        '/api/health',
        '/api/nope',
        '/assets/index-3f9a1c.js',
        '/assets/nope.js',
      ]) {
        const response = await t.app.inject({ method: 'GET', url });
        expect(response.headers['x-content-type-options'], url).toBe('nosniff');
        expect(response.headers['cross-origin-resource-policy'], url).toBe('same-origin');
        expect(response.headers['x-frame-options'], url).toBeUndefined();
        expect(response.headers['referrer-policy'], url).toBeUndefined();
        expect(response.headers['strict-transport-security'], url).toBeUndefined();
        const json = String(response.headers['content-type']).startsWith('application/json');
        expect(response.headers['content-security-policy'], url).toBe(
          json ? "default-src 'none'; frame-ancestors 'none'" : undefined,
        );
      }
      // A route with a policy of its own keeps it: Swagger UI needs inline scripts.
      const docs = await t.app.inject({ method: 'GET', url: '/api/docs/' });
      expect(docs.headers['content-security-policy']).toMatch(/script-src 'self' 'unsafe-inline'/);
      expect(docs.headers['x-frame-options']).toBe('SAMEORIGIN');
    });

    it('allows no inline styles on a page: the app page gets a style nonce of its own per response', async () => {
      const nonces: string[] = [];
      for (const [url, headers] of [
        ['/', {}],
        ['/document/3', {}],
        ['/document/3', {}],
        ['/index.html', { 'accept-encoding': 'br' }],
      ] as const) {
        const response = await t.app.inject({ method: 'GET', url, headers });
        expect(response.statusCode, url).toBe(200);
        const csp = String(response.headers['content-security-policy']);
        const styleSrc = /(?:^|;)\s*style-src ([^;]*)/.exec(csp)?.[1];
        expect(styleSrc, url).toBeDefined();
        expect(styleSrc).not.toContain("'unsafe-inline'");
        expect(styleSrc).not.toContain("'unsafe-hashes'");
        // No separate directive for style attributes or elements that could loosen it.
        expect(csp).not.toMatch(/style-src-(attr|elem)/);
        const nonce = /^'self' 'nonce-([A-Za-z0-9+/]+={0,2})'$/.exec(styleSrc!)?.[1];
        expect(nonce, `style-src of ${url}: ${styleSrc}`).toBeDefined();
        // 128 random bits.
        expect(Buffer.from(nonce!, 'base64')).toHaveLength(16);
        // The page hands the same nonce to the code that inserts <style> elements.
        const body =
          response.headers['content-encoding'] === 'br'
            ? brotliDecompressSync(response.rawPayload).toString()
            : response.body;
        expect(body).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
        expect(body.match(/csp-nonce/g)).toHaveLength(1);
        // No validator: a 304 would pair this response's nonce with the body of an earlier one.
        expect(response.headers['etag'], url).toBeUndefined();
        expect(response.headers['last-modified'], url).toBeUndefined();
        expect(response.headers['cache-control']).toBe('no-cache');
        nonces.push(nonce!);
      }
      expect(new Set(nonces).size).toBe(nonces.length);
      // Any other page (a file of the build) allows the app's stylesheets only.
      const file = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
      expect(String(file.headers['content-security-policy'])).toMatch(/(^|;)style-src 'self'(;|$)/);
    });

    it('publishes the OpenAPI document and the docs UI', async () => {
      const doc = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
      expect(doc.statusCode).toBe(200);
      const spec = doc.json();
      expect(spec.openapi).toBe('3.1.0');
      expect(Object.keys(spec.paths)).toEqual(
        expect.arrayContaining([
          '/api/auth/login',
          '/api/oauth/token',
          '/api/users/current',
          '/api/admin/users',
          '/api/organisations/{id}/schools',
        ]),
      );
      expect(
        spec.paths['/api/auth/login'].post.requestBody.content['application/json'].schema.properties
          .email,
      ).toBeDefined();
      const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
      expect(ui.statusCode).toBe(200);
      expect(ui.headers['content-type']).toMatch(/text\/html/);
    });
  },
  { seed: false, config: { appDist: dist } },
);

/** A built index.html as the app's build writes it: the page configuration and its .br copy. */
function distWithConfig(builtDefault: 'en' | 'nl'): string {
  const dir = fakeAppDist();
  const html =
    '<!doctype html><html lang="en"><head><script type="application/json" id="koers-config">\n' +
    `  { "defaultLocale": "${builtDefault}", "locales": ["en", "nl"], "refreshClientSecret": "s" }\n` +
    '</script></head><body><div id="root"></div></body></html>';
  writeFileSync(join(dir, 'index.html'), html);
  writeFileSync(join(dir, 'index.html.br'), brotliCompressSync(html));
  return dir;
}

/** The page-level configuration of the app page at `url`. */
async function pageConfig(app: App, url: string, headers: Record<string, string> = {}) {
  const response = await app.inject({ method: 'GET', url, headers });
  expect(response.statusCode, url).toBe(200);
  expect(response.headers['content-type'], url).toMatch(/^text\/html/);
  const body =
    response.headers['content-encoding'] === 'br'
      ? brotliDecompressSync(response.rawPayload).toString()
      : response.body;
  const json = /<script type="application\/json" id="koers-config">([\s\S]*?)<\/script>/.exec(
    body,
  )?.[1];
  return JSON.parse(json ?? 'null') as Record<string, unknown>;
}

describeEachDatabase(
  'the page configuration of the app (DEFAULT_LOCALE, shipped default)',
  (t) => {
    it('opens in Dutch unless the browser asks otherwise: defaultLocale nl on every app page', async () => {
      for (const url of ['/', '/index.html', '/authenticatie/inloggen', '/bestaat/niet']) {
        expect(await pageConfig(t.app, url)).toEqual({
          defaultLocale: 'nl',
          locales: ['en', 'nl'],
          refreshClientSecret: 's',
        });
      }
      // Also when the client takes brotli: the build's index.html.br is not sent as it is.
      expect((await pageConfig(t.app, '/', { 'accept-encoding': 'br' })).defaultLocale).toBe('nl');
    });
  },
  { seed: false, config: { appDist: distWithConfig('en'), defaultLocale: 'nl' } },
);

describeEachDatabase(
  'the page configuration of the app with DEFAULT_LOCALE=en',
  (t) => {
    it('writes the configured default into the page', async () => {
      expect((await pageConfig(t.app, '/document/3')).defaultLocale).toBe('en');
    });
  },
  { seed: false, config: { appDist: distWithConfig('nl'), defaultLocale: 'en' } },
);

describe('withPageConfig', () => {
  it('adds the configuration to a page without one, and keeps a value from closing the script', () => {
    const html = withPageConfig('<html><head></head><body></body></html>', {
      defaultLocale: 'nl',
    });
    expect(html).toBe(
      '<html><head><script type="application/json" id="koers-config">{"defaultLocale":"nl"}</script></head><body></body></html>',
    );
    const closing = withPageConfig(
      '<head><script type="application/json" id="koers-config">{"locales":["nl"]}</script></head>',
      { defaultLocale: '</script><script>alert(1)</script>' },
    );
    expect(closing.match(/<\/script>/g)).toHaveLength(1);
    const json = /id="koers-config">(.*)<\/script>/.exec(closing)?.[1] ?? '';
    expect(JSON.parse(json)).toEqual({
      locales: ['nl'],
      defaultLocale: '</script><script>alert(1)</script>',
    });
  });
});

describe('withStyleNonce', () => {
  it('adds the nonce to style-src alone, whatever directives come around it', () => {
    const policy = withStyleNonce(
      "default-src 'self';style-src-elem 'self';style-src 'self';img-src 'self' data:",
    );
    expect(policy('AbC+/9==')).toBe(
      "default-src 'self';style-src-elem 'self';style-src 'self' 'nonce-AbC+/9==';img-src 'self' data:",
    );
    expect(withStyleNonce("style-src 'self'")('n')).toBe("style-src 'self' 'nonce-n'");
    expect(() => withStyleNonce("default-src 'self'")).toThrow(/style-src/);
  });
});
