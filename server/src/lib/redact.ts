/**
 * Secrets that travel in URLs and must never reach the request log: the calendar feed's `key`,
 * a signed file link's `signature`, any `token`, a single sign-on's authorization `code` and
 * `state` on its way back, and the invitation id in `/api/invites/{id}` (the link in the mail is
 * the secret).
 */
const SECRET_QUERY = /([?&](?:key|signature|token|refresh_token|code|state)=)[^&#]*/gi;
const SECRET_PATH = /^(\/api\/invites\/)[^/?#]+/i;

/** The URL as it may be logged: its secrets replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PATH, '$1[redacted]').replace(SECRET_QUERY, '$1[redacted]');
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Pino serializers for Fastify's request log: its own fields, with the URL redacted. */
export const logSerializers = {
  req(request: LoggedRequest) {
    return {
      method: request.method,
      url: redactUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
};

/**
 * The server's logger: the level from the configuration, the redacting request serializer, and
 * optionally a stream (tests read what would be logged).
 */
export function loggerOptions(level: string, stream?: { write(line: string): void }) {
  return { level, serializers: logSerializers, ...(stream ? { stream } : {}) };
}
