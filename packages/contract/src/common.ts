import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { PER_PAGE_DEFAULT, PER_PAGE_MAX } from './constants.js';

/**
 * Building blocks shared by every area of the contract: ids, dates, response envelopes
 * (DESIGN.md §3: `{data}`, `{data: [...]}`, `{data, meta}`), the paginator query and meta,
 * and the error bodies.
 */

/*
 * Nullable unions list Type.Null() FIRST, everywhere. Fastify validates with Ajv's type
 * coercion on, and in an anyOf the first branch that passes after coercion wins: with the
 * string branch first, a `null` sent to clear a field was coerced to "" and stored as such.
 * Null first keeps null as null (and turns "" in a nullable field into null).
 */

/** Largest id: ids are 32-bit integers in PostgreSQL (`serial`), so larger ones name nothing. */
export const MAX_ID = 2_147_483_647;

/** Integer primary key. */
export const Id = Type.Integer({ minimum: 1, maximum: MAX_ID });
export type Id = Static<typeof Id>;

/** `/:id` path parameter (integer ids; invitation ids are strings, see invites.ts). */
export const IdParams = Type.Object({ id: Id });
export type IdParams = Static<typeof IdParams>;

/** A calendar date, `YYYY-MM-DD`. */
export const DateString = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}$',
  examples: ['2026-08-01'],
});
/** An ISO 8601 UTC timestamp. */
export const Timestamp = Type.String({ examples: ['2026-11-22T07:47:36.000Z'] });

/** The two kinds of context a user works in. */
export const ContextType = Type.Union([Type.Literal('organisation'), Type.Literal('school')]);
export type ContextType = Static<typeof ContextType>;

/** The `{ctx}` path segment: `organisations` or `schools`. */
export const ContextSegment = Type.Union([Type.Literal('organisations'), Type.Literal('schools')]);
export type ContextSegment = Static<typeof ContextSegment>;

/** `/api/{ctx}/{id}` path parameters. */
export const ContextParams = Type.Object({ ctx: ContextSegment, id: Id });
export type ContextParams = Static<typeof ContextParams>;

export const contextTypeOfSegment = (segment: ContextSegment): ContextType =>
  segment === 'organisations' ? 'organisation' : 'school';

/** One resource: `{data: {...}}`. */
export const Resource = <T extends TSchema>(item: T) => Type.Object({ data: item });
/** A list: `{data: [...]}`. */
export const List = <T extends TSchema>(item: T) => Type.Object({ data: Type.Array(item) });

/**
 * Query of a paged list. `page` and `per_page` are strings on purpose: the Laravel paginator
 * treats a page below 1 or not a number as page 1 instead of rejecting it, and clamps
 * `per_page` to 1…100. `sort_column` is checked against the endpoint's allow-list (422 otherwise).
 */
export const PageQuery = Type.Object({
  page: Type.Optional(
    Type.String({ maxLength: 20, description: 'Page number; below 1 or not a number means 1.' }),
  ),
  per_page: Type.Optional(
    Type.String({
      maxLength: 20,
      description: `Rows per page, default ${PER_PAGE_DEFAULT}, at most ${PER_PAGE_MAX}.`,
    }),
  ),
  query: Type.Optional(Type.String({ maxLength: 200, description: 'Search text.' })),
  sort_column: Type.Optional(
    Type.String({ maxLength: 64, description: "One of the endpoint's sortable columns." }),
  ),
  sort_order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
});
export type PageQuery = Static<typeof PageQuery>;

/** Laravel paginator meta. `from`/`to` are null when the page is empty; `last_page` is at least 1. */
export const PageMeta = Type.Object(
  {
    current_page: Type.Integer(),
    from: Type.Union([Type.Null(), Type.Integer()]),
    last_page: Type.Integer(),
    per_page: Type.Integer(),
    to: Type.Union([Type.Null(), Type.Integer()]),
    total: Type.Integer(),
  },
  { $id: 'PageMeta' },
);
export type PageMeta = Static<typeof PageMeta>;

/** A paged list: `{data: [...], meta}`. */
export const Paged = <T extends TSchema>(item: T) =>
  Type.Object({ data: Type.Array(item), meta: PageMeta });
export interface PagedResult<T> {
  data: T[];
  meta: PageMeta;
}

/** 401, 403, 404, 429 and 5xx bodies. */
export const MessageResponse = Type.Object(
  {
    message: Type.String(),
    /**
     * The reason, for the app to act on, where one is defined: `two_factor_setup_required` (403
     * on any call of a session that must set up two-step verification first), an invitation's
     * `login_required` / `wrong_account`.
     */
    error: Type.Optional(Type.String()),
  },
  { $id: 'MessageResponse' },
);
export type MessageResponse = Static<typeof MessageResponse>;

/** 422: a message plus the messages per field (`{email: ['…']}`). */
export const ValidationErrorResponse = Type.Object(
  {
    message: Type.String(),
    errors: Type.Record(Type.String(), Type.Array(Type.String())),
  },
  { $id: 'ValidationErrorResponse' },
);
export type ValidationErrorResponse = Static<typeof ValidationErrorResponse>;

/** 409 on a stale write: the message plus the current version of the resource. */
export const ConflictResponse = <T extends TSchema>(current: T) =>
  Type.Object({ message: Type.String(), data: current });

/** Error responses most authenticated routes can give; spread into a route's `response`. */
export const errorResponses = {
  401: MessageResponse,
  403: MessageResponse,
  404: MessageResponse,
  422: ValidationErrorResponse,
} as const;

/** `GET /api/health`: 200 when the database answers, 503 when it does not. */
export const HealthResponse = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('error')]),
  database: Type.Union([Type.Literal('sqlite'), Type.Literal('postgres')]),
});
export type HealthResponse = Static<typeof HealthResponse>;

const CheckStatus = Type.Union([Type.Literal('ok'), Type.Literal('error')]);

/**
 * `GET /api/health/ready`: each dependency of this process. `error` (503) when the database does
 * not answer: the process cannot serve. `degraded` (200) when only Redis or the SMTP server does
 * not: logins count in the database meanwhile and mails fail with a message, and taking every
 * process out for that would stop the whole service. Redis and SMTP appear only when configured.
 */
export const ReadinessResponse = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('degraded'), Type.Literal('error')]),
  checks: Type.Object({
    database: Type.Object({
      status: CheckStatus,
      dialect: Type.Union([Type.Literal('sqlite'), Type.Literal('postgres')]),
    }),
    redis: Type.Optional(Type.Object({ status: CheckStatus })),
    smtp: Type.Optional(Type.Object({ status: CheckStatus })),
  }),
});
export type ReadinessResponse = Static<typeof ReadinessResponse>;
