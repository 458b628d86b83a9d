import type { FastifyRequest } from 'fastify';

/** A host as a browser sends it: a name or IPv4 address, or a bracketed IPv6 one, and a port. */
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::[0-9]{1,5})?$/i;

/** What publicOrigin reads of a request (Fastify's request has it). */
export type OriginRequest = Pick<FastifyRequest, 'protocol' | 'host'> & {
  server: { config: { appUrl: string | null; port: number } };
};

/**
 * The origin (`https://koers.school.nl`) of the links Koers hands out: the reset and invitation
 * links it mails and the address of a calendar's .ics feed. APP_URL when it is set; otherwise the
 * address this request came in on. Fastify's `request.protocol` and `request.host` read
 * X-Forwarded-Proto and X-Forwarded-Host only from a proxy that TRUST_PROXY trusts, so without it
 * a client cannot choose the host of a link that is mailed to someone else through those headers.
 * A Host header that is not a host name (a path, credentials) gives the local address instead.
 */
export function publicOrigin(request: OriginRequest): string {
  const configured = request.server.config.appUrl;
  if (configured) return configured;
  const protocol = request.protocol === 'https' ? 'https' : 'http';
  const host = request.host;
  if (host && HOST.test(host)) return `${protocol}://${host.toLowerCase()}`;
  return `${protocol}://localhost:${request.server.config.port}`;
}
