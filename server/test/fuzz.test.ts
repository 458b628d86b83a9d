import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import type { RegisteredRoute } from '../src/app.js';
import { bearer, describeEachDatabase, loginAs } from './helpers.js';

/**
 * Property: whatever malformed ids, query strings and bodies a caller sends to any registered
 * API route — as a super admin (who passes every permission check and so reaches the handlers)
 * or as a teacher — the answer is never a 5xx.
 */

const keysOf = (schema: unknown): string[] => {
  const properties = (schema as { properties?: Record<string, unknown> } | undefined)?.properties;
  return properties ? Object.keys(properties) : [];
};

/** Path segments: valid-looking ids, boundary numbers and junk. */
const segment = fc.oneof(
  fc.integer({ min: 1, max: 40 }).map(String),
  fc.constantFrom(
    '0',
    '-1',
    '1.5',
    '1e3',
    '%00',
    '%C0%80',
    '9007199254740993',
    '2147483648',
    'null',
    'undefined',
    'organisations',
    'schools',
    '%00',
    '..',
    '%2F',
  ),
  fc.string({ maxLength: 12 }).map(encodeURIComponent),
  fc.integer().map(String),
);

/** JSON values of any shape, including wrong types for known fields. */
const value = fc.oneof(
  { depthSize: 'small' },
  fc.jsonValue({ maxDepth: 2 }),
  fc.string({ maxLength: 300 }),
  fc.integer(),
  fc.double(),
  fc.constantFrom(
    null,
    true,
    false,
    '',
    ' ',
    'a\u0000b',
    '\uD800',
    '2026-02-30',
    '#zzzzzz',
    'javascript:alert(1)',
    '<script>x</script>',
    'a'.repeat(5000),
  ),
);

function body(route: RegisteredRoute) {
  const keys = keysOf(route.schema?.body);
  const known =
    keys.length > 0
      ? fc.dictionary(fc.constantFrom(...keys), value, { maxKeys: keys.length })
      : fc.constant({});
  return fc.oneof(
    known.map((payload) => ({ payload: JSON.stringify(payload), type: 'application/json' })),
    fc
      .jsonValue({ maxDepth: 3 })
      .map((payload) => ({ payload: JSON.stringify(payload), type: 'application/json' })),
    fc.string({ maxLength: 50 }).map((payload) => ({ payload, type: 'application/json' })),
    fc.string({ maxLength: 50 }).map((payload) => ({ payload, type: 'text/plain' })),
    fc
      .string({ maxLength: 50 })
      .map((payload) => ({ payload, type: 'application/x-www-form-urlencoded' })),
  );
}

function query(route: RegisteredRoute) {
  const keys = [
    ...keysOf(route.schema?.querystring),
    'page',
    'per_page',
    'sort_column',
    'sort_order',
    'query',
  ];
  return fc
    .array(
      fc.tuple(
        fc.constantFrom(...keys),
        fc.oneof(
          fc.string({ maxLength: 20 }),
          fc.integer().map(String),
          fc.constantFrom('-1', '0', 'NaN', 'asc', 'desc', '%', '_', "'", 'a\u0000'),
        ),
      ),
      { maxLength: 4 },
    )
    .map((pairs) => new URLSearchParams(pairs).toString());
}

describeEachDatabase('malformed input never gives a 5xx', (t) => {
  let routes: RegisteredRoute[] = [];
  beforeAll(() => {
    routes = t.app.routeList.filter(
      (r) =>
        r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && r.url !== '/api/auth/logout',
    );
  });

  for (const persona of ['admin@koers.test', 'leraar@koers.test'] as const) {
    it(`for every route, as ${persona}`, async () => {
      const failures: string[] = [];
      const request = fc.integer({ min: 0, max: 10_000 }).chain((index) => {
        const route = routes[index % routes.length] as RegisteredRoute;
        const url = fc
          .tuple(fc.array(segment, { minLength: 3, maxLength: 3 }), query(route))
          .map(([segments, qs]) => {
            let i = 0;
            const path = route.url.replace(
              /:[A-Za-z]+|\*/g,
              () => segments[i++ % segments.length] ?? '1',
            );
            return qs ? `${path}?${qs}` : path;
          });
        return fc.record({ route: fc.constant(route), url, body: body(route) });
      });
      await fc.assert(
        fc.asyncProperty(request, async ({ route, url, body: { payload, type } }) => {
          // A fresh token each time: a random PATCH may have changed or removed the caller.
          const token = await loginAs(t.app, persona).catch(() => null);
          const withBody = route.method !== 'GET' && route.method !== 'DELETE';
          const response = await t.app.inject({
            method: route.method as 'GET',
            url,
            headers: {
              ...(token ? bearer(token) : {}),
              ...(withBody ? { 'content-type': type } : {}),
            },
            ...(withBody ? { payload } : {}),
          });
          if (response.statusCode >= 500)
            failures.push(
              `${route.method} ${url} ${payload} → ${response.statusCode} ${response.body}`,
            );
          expect(response.statusCode).toBeLessThan(500);
        }),
        {
          numRuns: Number(process.env.FUZZ_RUNS ?? 400),
          seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined,
        },
      );
      expect(failures).toEqual([]);
    }, 120_000);
  }
});
