import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/** Video players the manuals may embed (SPEC §7: requests to a video provider). */
export const VIDEO_FRAME_SOURCES = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

export const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // React sets style attributes through the DOM (allowed); libraries may add <style>.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      mediaSrc: ["'self'", 'https:'],
      frameSrc: VIDEO_FRAME_SOURCES,
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
    },
  },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  // Signed file URLs are loaded by <img> and downloads of the same origin only.
  crossOriginResourcePolicy: { policy: 'same-origin' },
};

/** The headers helmet sets with these options, computed once. */
export function securityHeaders(options: HelmetOptions = HELMET_OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * Security headers on every response (helmet's): a CSP without inline scripts, no plugins, no
 * <base>, no framing of Koers itself, nosniff and a strict referrer policy. They do not depend on
 * the request, so they are computed once (@fastify/helmet rebuilds helmet on every request,
 * which cost a measurable share of the API's throughput). /api/docs (Swagger UI) replaces the
 * CSP with its own, relaxed one (plugins/swagger.ts).
 */
export default fp(
  async (app) => {
    const headers = securityHeaders();
    // API answers hold one user's data: no browser or proxy cache may keep them. Routes that
    // serve cacheable bytes (signed files, the .ics feed) set their own cache-control.
    const apiHeaders = { ...headers, 'cache-control': 'no-store' };
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(request.url.startsWith('/api/') ? apiHeaders : headers);
      done();
    });
  },
  { name: 'security' },
);
