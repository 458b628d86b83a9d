import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { VIDEO_EMBED_HOSTS } from '@koers/contract/constants';

/** Video players the manuals may embed (SPEC §7: requests to a video provider). */
export const VIDEO_FRAME_SOURCES = VIDEO_EMBED_HOSTS.map((host) => `https://${host}`);

export const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // The app's stylesheets only: no <style> element and no style attribute in markup, so
      // HTML that reaches a page cannot restyle it. The app page adds a nonce of its own per
      // response for the <style> elements its libraries insert (pageNonce below). Styles set
      // through the CSSOM (React's style prop, element.style) are not subject to the policy.
      styleSrc: ["'self'"],
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
 * The page policy (`content-security-policy` of `securityHeaders()`) with a nonce in style-src,
 * as a function of the nonce: split once, so a response costs a string concatenation.
 */
export function withStyleNonce(policy: string): (nonce: string) => string {
  const styleSrc = /(?:^|;)\s*style-src(?=[\s;]|$)[^;]*/.exec(policy);
  if (!styleSrc) throw new Error('The page policy has no style-src directive');
  const end = styleSrc.index + styleSrc[0].length;
  const before = `${policy.slice(0, end)} 'nonce-`;
  const after = `'${policy.slice(end)}`;
  return (nonce) => before + nonce + after;
}

declare module 'fastify' {
  interface FastifyReply {
    /**
     * Makes this response a page whose <style> elements may carry a fresh nonce: sets its CSP
     * (the page policy, with the nonce in style-src) and returns the nonce (128 random bits,
     * base64) for the page to hand to its scripts. One per response: never send it twice.
     */
    pageNonce(): string;
  }
}

/**
 * Headers that protect every response, whatever it holds: no MIME sniffing, and no other site may
 * load it (cross-origin-resource-policy).
 */
const EVERY_RESPONSE = ['x-content-type-options', 'cross-origin-resource-policy'];

/**
 * Responses that a browser only ever reads as data or as a script or stylesheet of the app, never
 * renders as a page: JSON, JavaScript and CSS. The rest of helmet's headers (the
 * page's CSP, framing, referrer, opener, HSTS, …) only act on a page, so these responses go
 * without them: on a first visit to a document the app loads ~25 such files and API answers, and
 * the page-only headers were ~670 bytes of each (a tenth of all the bytes a phone downloads
 * before the document shows).
 */
const NOT_A_PAGE = /^(application\/(json|javascript|problem\+json)|text\/(javascript|css))\b/i;

/**
 * A JSON answer opened on its own in a tab is shown as text, but gets the policy OWASP advises for
 * APIs anyway: nothing may load from it, nothing may frame it.
 */
const DATA_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * Security headers (helmet's): a CSP without inline scripts or styles, no plugins, no <base>, no
 * framing of Koers itself, nosniff and a strict referrer policy on every page; nosniff and a
 * same-origin resource policy on everything else (NOT_A_PAGE). They do not depend on the request,
 * so they are computed once (@fastify/helmet rebuilds helmet on every request, which cost a
 * measurable share of the API's throughput). A route that sets one of these headers itself keeps its own:
 * /api/docs (Swagger UI) has its own, relaxed CSP (plugins/swagger.ts), and the app page
 * (plugins/spa.ts) the page policy with a style nonce of its own (`reply.pageNonce()`).
 */
export default fp(
  async (app) => {
    const all = securityHeaders();
    const base = Object.fromEntries(EVERY_RESPONSE.map((name) => [name, all[name]]));
    // API answers hold one user's data: no browser or proxy cache may keep them. Routes that
    // serve cacheable bytes (signed files, the .ics feed) set their own cache-control.
    const apiBase = { ...base, 'cache-control': 'no-store' };
    const pageOnly = Object.entries(all).filter(([name]) => !EVERY_RESPONSE.includes(name));
    const policyWithNonce = withStyleNonce(all['content-security-policy']!);
    app.decorateReply('pageNonce', function pageNonce(this: FastifyReply) {
      const nonce = randomBytes(16).toString('base64');
      this.header('content-security-policy', policyWithNonce(nonce));
      return nonce;
    });
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(request.url.startsWith('/api/') ? apiBase : base);
      done();
    });
    app.addHook('onSend', (_request, reply, payload, done) => {
      const type = reply.getHeader('content-type');
      if (typeof type === 'string' && NOT_A_PAGE.test(type)) {
        if (/json/i.test(type) && !reply.hasHeader('content-security-policy')) {
          reply.header('content-security-policy', DATA_CSP);
        }
      } else {
        // A page, a file (an upload opened in a tab is a page too), or a body without a type.
        for (const [name, value] of pageOnly) if (!reply.hasHeader(name)) reply.header(name, value);
      }
      done(null, payload);
    });
  },
  { name: 'security' },
);
