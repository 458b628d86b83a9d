import type { FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/errors.js';

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object' || depth > 20) return false;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000') || containsNul(item, depth + 1)) return true;
  }
  return false;
}

/** What the input check needs to know of a route, read once from its schema. */
interface InputRules {
  /** Path parameters declared as integers. */
  integerParams: string[];
  /**
   * A paged list's query parameters declared as single values. A query string can repeat them
   * (`?page=1&page=2`), which the parser gives as an array and the schema would refuse with a
   * 422; PHP, and so Laravel, takes the last value, and so do the paged lists (a querystring
   * schema with `page` and `per_page`). The value kept is validated as usual.
   */
  singleQuery: string[];
}

type SchemaProperties = { properties?: Record<string, { type?: unknown }> } | undefined;

const NO_RULES: InputRules = { integerParams: [], singleQuery: [] };
const inputRulesCache = new WeakMap<object, InputRules>();

function inputRules(schema: FastifySchema | undefined): InputRules {
  if (!schema) return NO_RULES;
  let rules = inputRulesCache.get(schema);
  if (!rules) {
    const params = (schema.params as SchemaProperties)?.properties ?? {};
    const query = (schema.querystring as SchemaProperties)?.properties ?? {};
    const paged = query.page !== undefined && query.per_page !== undefined;
    rules = {
      integerParams: Object.keys(params).filter((name) => params[name]!.type === 'integer'),
      singleQuery: paged ? Object.keys(query).filter((name) => query[name]!.type !== 'array') : [],
    };
    inputRulesCache.set(schema, rules);
  }
  return rules;
}

/**
 * Input rules that hold for every route, before its schema validates the request: no U+0000
 * anywhere (PostgreSQL cannot store it in text; refused with a 400 instead of failing later),
 * the last value of a repeated paged-list parameter, path ids of plain digits (else 404), and
 * form-encoded bodies.
 */
export default fp(
  async (app) => {
    app.addHook('preValidation', (request, _reply, done) => {
      if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
        return done(new HttpError(400, 'errors.bad_request'));
      }
      const rules = inputRules(request.routeOptions.schema);
      const query = request.query as Record<string, unknown>;
      for (const name of rules.singleQuery) {
        const value = query[name];
        if (Array.isArray(value)) query[name] = value.at(-1);
      }
      // Ajv's coercion reads '0x7', '1e0', '+7' or ' 7' as the integer 7; an id in a path is
      // plain digits or it names nothing.
      for (const name of rules.integerParams) {
        const raw = (request.params as Record<string, unknown>)[name];
        if (typeof raw === 'string' && !/^[0-9]+$/.test(raw)) {
          return done(new HttpError(404, 'errors.not_found'));
        }
      }
      done();
    });

    // OAuth clients may post the token request as a form (RFC 6749 §4.1.3).
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );
  },
  { name: 'input' },
);
