import fp from 'fastify-plugin';
import {
  pickLocale,
  translate,
  type Locale,
  type MessageKey,
  type MessageVars,
} from '../lib/messages.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** nl or en, from Accept-Language. */
    locale: Locale;
    /** Translates a message key into the caller's language. */
    t(key: MessageKey, vars?: MessageVars): string;
  }
}

/** Request language from Accept-Language (nl, en; default en as in SPEC §1). */
export default fp(
  async (app) => {
    app.decorateRequest('locale', {
      getter() {
        return pickLocale(this.headers['accept-language']);
      },
    });
    app.decorateRequest('t', function (key: MessageKey, vars?: MessageVars) {
      return translate(this.locale, key, vars);
    });
  },
  { name: 'i18n' },
);
