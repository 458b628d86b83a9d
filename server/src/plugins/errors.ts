import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError, ValidationError, type FieldError } from '../lib/errors.js';
import { attributeName, isMessageKey, type MessageKey } from '../lib/messages.js';

interface AjvError {
  instancePath?: string;
  keyword: string;
  params: Record<string, unknown>;
}

/** `validation.format_<field>` when that message exists, else the generic format message. */
function patternMessage(field: string): MessageKey {
  const key = `validation.format_${field.split('.').pop() ?? field}`;
  return isMessageKey(key) ? key : 'validation.format';
}

/** Maps one schema (Ajv) error to a field name and a translatable message. */
function fieldError(error: AjvError): [string, FieldError] {
  let field = (error.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  const p = error.params;
  if (error.keyword === 'required' && typeof p.missingProperty === 'string') {
    field = field ? `${field}.${p.missingProperty}` : p.missingProperty;
  }
  if (field === '') field = 'body';
  const limit = p.limit as number | undefined;
  const map: Record<string, [MessageKey, Record<string, number>?]> = {
    required: ['validation.required'],
    type: ['validation.type'],
    // A minimum of one character is how the schemas say "not empty": "is required" reads
    // better than "must be at least 1 characters".
    minLength:
      limit === 1 ? ['validation.required'] : ['validation.min_length', { limit: limit ?? 0 }],
    maxLength: ['validation.max_length', { limit: limit ?? 0 }],
    minimum: ['validation.minimum', { limit: limit ?? 0 }],
    maximum: ['validation.maximum', { limit: limit ?? 0 }],
    minItems: ['validation.min_items', { limit: limit ?? 0 }],
    maxItems: ['validation.max_items', { limit: limit ?? 0 }],
    // A field with a format of its own says what it should look like (five digits, …).
    pattern: [patternMessage(field)],
    format: [p.format === 'email' ? 'validation.email' : 'validation.format'],
  };
  const [key, vars] = map[error.keyword] ?? ['validation.invalid'];
  return [field, { key, vars: { ...vars } }];
}

/**
 * One error handler for the whole API: HttpErrors and schema errors become the JSON bodies of
 * DESIGN.md §3 in the caller's language; anything unexpected is a 500 {message: 'Server Error'}
 * with the detail only in the log.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
      let httpError: HttpError;
      if (error instanceof HttpError) {
        httpError = error;
      } else if ('validation' in error && Array.isArray(error.validation)) {
        // A malformed id in the path names no resource: answer as Laravel's route binding does.
        if (error.validationContext === 'params') {
          httpError = new HttpError(404, 'errors.not_found');
        } else {
          const fields: Record<string, FieldError[]> = {};
          const byType = new Set<string>();
          for (const item of error.validation as AjvError[]) {
            const [field, fe] = fieldError(item);
            // One message per field: a union fails once per branch, which says nothing more. A
            // nullable text that is too long fails the null branch on its type and the text
            // branch on its length: the length is what the writer can fix.
            const aboutType = item.keyword === 'type' || item.keyword === 'anyOf';
            if (!fields[field] || (byType.has(field) && !aboutType)) {
              fields[field] = [fe];
              if (aboutType) byType.add(field);
              else byType.delete(field);
            }
          }
          httpError = new ValidationError(fields);
        }
      } else if (
        typeof error.statusCode === 'number' &&
        error.statusCode >= 400 &&
        error.statusCode < 500
      ) {
        const key: MessageKey =
          error.statusCode === 413
            ? 'errors.payload_too_large'
            : error.statusCode === 415
              ? 'errors.unsupported_media_type'
              : error.statusCode === 404
                ? 'errors.not_found'
                : error.statusCode === 401
                  ? 'errors.unauthenticated'
                  : error.statusCode === 403
                    ? 'errors.forbidden'
                    : error.statusCode === 429
                      ? 'errors.too_many_requests'
                      : 'errors.bad_request';
        httpError = new HttpError(error.statusCode, key);
        request.log.info({ err: error }, 'client error');
      } else {
        request.log.error({ err: error }, 'unhandled error');
        return reply.status(500).send({ message: request.t('errors.server') });
      }

      const body: Record<string, unknown> = {
        message: request.t(httpError.key, httpError.vars),
        ...httpError.body,
      };
      // The OAuth token endpoint answers every error in RFC 6749 §5.2 form; a request it cannot
      // read (an empty or broken body) is an invalid_request.
      if (request.routeOptions.url === '/api/oauth/token' && !('error' in body)) {
        body.error = 'invalid_request';
        body.error_description = body.message;
      }
      if (httpError instanceof ValidationError) {
        const errors: Record<string, string[]> = {};
        for (const [field, list] of Object.entries(httpError.fields)) {
          errors[field] = list.map((fe) =>
            request.t(fe.key, { attribute: attributeName(request.locale, field), ...fe.vars }),
          );
        }
        body.errors = errors;
        // Laravel's summary: the first field message, "(and N more errors)" left out for clarity.
        const first = Object.values(errors)[0]?.[0];
        if (first) body.message = first;
      }
      // RFC 6750 §3: a 401 of a bearer-protected resource names the scheme it wants.
      if (httpError.statusCode === 401 && request.url.startsWith('/api/')) {
        reply.header('www-authenticate', 'Bearer');
      }
      return reply.status(httpError.statusCode).headers(httpError.headers).send(body);
    });
  },
  { name: 'errors', dependencies: ['i18n'] },
);
