import type { MessageKey, MessageVars } from './messages.js';

/** A field's validation failure, translated when the response is written. */
export interface FieldError {
  key: MessageKey;
  vars?: MessageVars;
}

/**
 * An error with a status and a translatable message. The error handler (plugins/errors.ts) turns
 * it into the JSON body of DESIGN.md §3 in the caller's language.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly key: MessageKey,
    readonly vars: MessageVars = {},
    /** Extra body fields, e.g. `data` of a 409 or the OAuth `error` code. */
    readonly body: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(key);
    this.name = 'HttpError';
  }
}

/** 422 with messages per field. */
export class ValidationError extends HttpError {
  constructor(readonly fields: Record<string, FieldError[]>) {
    super(422, 'validation.failed');
    this.name = 'ValidationError';
  }
}

export const unauthenticated = () => new HttpError(401, 'errors.unauthenticated');
export const forbidden = () => new HttpError(403, 'errors.forbidden');
/** Also for anything outside the caller's contexts: never reveal that it exists. */
export const notFound = () => new HttpError(404, 'errors.not_found');
/** 409 with the current version of the resource, so the client can merge or reload. */
export const conflict = (current: unknown) =>
  new HttpError(409, 'errors.conflict', {}, { data: current });
export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(
    429,
    'errors.too_many_requests',
    { seconds: retryAfterSeconds },
    {},
    {
      'retry-after': String(retryAfterSeconds),
    },
  );
/** 422 for one field. */
export const invalid = (field: string, key: MessageKey, vars?: MessageVars) =>
  new ValidationError({ [field]: [vars ? { key, vars } : { key }] });
