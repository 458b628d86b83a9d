import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

/** Vite puts content-hashed files under /assets: they never change, so caches may keep them. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Paths of files a browser or crawler asks for on its own; missing, they are a 404. */
const STATIC_FILE =
  /\.(ico|png|jpe?g|gif|svg|webp|avif|txt|xml|json|webmanifest|js|mjs|css|map|woff2?)$/i;

const CONFIG_SCRIPT = /<script type="application\/json" id="koers-config">([\s\S]*?)<\/script>/;

/**
 * index.html with the server's part of the page-level configuration (SPEC §1): the default locale
 * (DEFAULT_LOCALE). The build's other keys (the offered locales, …) stay as they are; a page
 * without the script gets one. JSON inside a script element: `<` is escaped, so no value can
 * close it.
 */
export function withPageConfig(html: string, settings: { defaultLocale: string }): string {
  const found = CONFIG_SCRIPT.exec(html);
  let config: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(found?.[1] ?? '{}');
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      config = parsed as Record<string, unknown>;
    }
  } catch {
    // An unreadable configuration is replaced by the server's.
  }
  const json = JSON.stringify({ ...config, defaultLocale: settings.defaultLocale }).replace(
    /</g,
    '\\u003c',
  );
  const script = `<script type="application/json" id="koers-config">${json}</script>`;
  if (found) return html.replace(CONFIG_SCRIPT, () => script);
  return html.includes('</head>')
    ? html.replace('</head>', () => `${script}</head>`)
    : script + html;
}

/**
 * index.html in two parts, before and after the page's CSP nonce (`reply.pageNonce()`, new on
 * every response): `<meta property="csp-nonce" nonce="…">` goes right before the page
 * configuration, ahead of every script. react-aria and Vite's preload helper read the nonce
 * from a meta element of that name, and so does the app (app/src/lib/csp-nonce.ts), to put it
 * on the <style> elements they insert.
 */
export function splitAtNonce(html: string): [before: string, after: string] {
  const at = CONFIG_SCRIPT.exec(html)?.index ?? 0;
  return [`${html.slice(0, at)}<meta property="csp-nonce" nonce="`, `">${html.slice(at)}`];
}

/**
 * Serves the built single-page app (APP_DIST, default app/dist) on the API's port. Every path
 * outside /api and /assets that is not a file answers index.html (history-mode routing, SPEC §2);
 * /api/* never does: unknown API paths are JSON 404s.
 */
export default fp(
  async (app) => {
    const root = app.config.appDist;
    const indexFile = join(root, 'index.html');
    const hasApp = existsSync(indexFile);
    // index.html as sent, but for its nonce: read again only when the build has written a new one.
    let page: { mtimeMs: number; parts: [string, string] } | null = null;
    const indexParts = (): [string, string] => {
      const { mtimeMs } = statSync(indexFile);
      if (page?.mtimeMs !== mtimeMs) {
        const html = withPageConfig(readFileSync(indexFile, 'utf8'), app.config);
        page = { mtimeMs, parts: splitAtNonce(html) };
      }
      return page.parts;
    };
    // The page with a nonce of its own, always revalidated. It has no ETag nor Last-Modified:
    // a 304 would pair this response's CSP (and nonce) with the body of an earlier one.
    const sendIndex = (reply: FastifyReply) => {
      const [before, after] = indexParts();
      const nonce = reply.pageNonce();
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(before + nonce + after);
    };
    if (hasApp) {
      await app.register(fastifyStatic, {
        root,
        prefix: '/',
        wildcard: true,
        // index.html is never sent as the file (nor its .br/.gz): it carries the server's page
        // configuration, so `/` and `/index.html` go to the not-found handler below like any
        // other app path.
        index: false,
        allowedPath: (pathName) => !/^\/index\.html(\.br|\.gz)?$/.test(pathName),
        cacheControl: false,
        // The app build writes .br and .gz next to its files (app/vite.config.ts): sent as they
        // are, smaller than on-the-fly compression and without its CPU per request.
        preCompressed: true,
        setHeaders(res, path) {
          const rel = path.slice(root.length).replace(/\\/g, '/');
          // index.html names the current hashed bundles: always revalidate it.
          res.setHeader('cache-control', rel.startsWith('/assets/') ? IMMUTABLE : 'no-cache');
          // The body depends on Accept-Encoding (a precompressed file or the plain one).
          res.setHeader('vary', 'Accept-Encoding');
        },
      });
    } else {
      app.log.warn(`No built app at ${root} (run \`pnpm build\`): serving the API only.`);
    }

    // `/` itself: the static plugin's wildcard would answer it as a folder without an index.
    if (hasApp) {
      app.get('/', { schema: { hide: true } }, async (_request, reply) => sendIndex(reply));
    }

    app.setNotFoundHandler(async (request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      const isApi = path === '/api' || path.startsWith('/api/');
      // A hashed bundle that is gone (an old tab after a deploy) must fail as a 404, not load
      // index.html as JavaScript: the app then reloads itself once to pick up the new build.
      const isAsset = path.startsWith('/assets/');
      // Nor is a missing file such as /favicon.ico or /robots.txt that a browser or crawler asks
      // for on its own (app paths never end in such an extension). Someone who types such a path
      // in the address bar (Accept: text/html) still gets the app, and its 404 page (SPEC §2).
      const isFile =
        STATIC_FILE.test(path) && !String(request.headers.accept ?? '').includes('text/html');
      if (
        !isApi &&
        !isAsset &&
        !isFile &&
        hasApp &&
        (request.method === 'GET' || request.method === 'HEAD')
      ) {
        return sendIndex(reply);
      }
      return reply.status(404).send({
        message: request.t('errors.route_not_found', { method: request.method, url: path }),
      });
    });
  },
  { name: 'spa', dependencies: ['db', 'i18n', 'security'] },
);
