import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

/** Vite puts content-hashed files under /assets: they never change, so caches may keep them. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Paths of files a browser or crawler asks for on its own; missing, they are a 404. */
const STATIC_FILE =
  /\.(ico|png|jpe?g|gif|svg|webp|avif|txt|xml|json|webmanifest|js|mjs|css|map|woff2?)$/i;

/**
 * Serves the built single-page app (APP_DIST, default app/dist) on the API's port. Every path
 * outside /api and /assets that is not a file answers index.html (history-mode routing, SPEC §2);
 * /api/* never does: unknown API paths are JSON 404s.
 */
export default fp(
  async (app) => {
    const root = app.config.appDist;
    const hasApp = existsSync(join(root, 'index.html'));
    if (hasApp) {
      await app.register(fastifyStatic, {
        root,
        prefix: '/',
        wildcard: true,
        index: ['index.html'],
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
        reply.header('cache-control', 'no-cache');
        return reply.type('text/html; charset=utf-8').sendFile('index.html');
      }
      return reply.status(404).send({
        message: request.t('errors.route_not_found', { method: request.method, url: path }),
      });
    });
  },
  { name: 'spa', dependencies: ['db', 'i18n'] },
);
