import { expect, it } from 'vitest';
import { describeEachDatabase } from './helpers.js';

/** The operations anyone may call without an access token; every other one needs a token. */
const PUBLIC = [
  'GET /api/health',
  'GET /api/health/ready',
  'POST /api/auth/login',
  'POST /api/auth/two-factor',
  'GET /api/auth/sso/providers',
  'GET /api/auth/sso/{provider}/start',
  'GET /api/auth/sso/{provider}/callback',
  'POST /api/auth/sso/complete',
  'POST /api/oauth/token',
  'POST /api/password/forgot',
  'POST /api/password/reset',
  'POST /api/users/current/email/confirm',
  'GET /api/invites/{id}',
  'POST /api/invites/{id}/accept',
  'GET /api/schools/{id}/calendar.ics',
  'GET /api/files/{id}',
].sort();

interface Operation {
  security?: Array<Record<string, string[]>>;
}
interface OpenApiDocument {
  security?: Array<Record<string, string[]>>;
  paths: Record<string, Record<string, Operation>>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

function operations(document: OpenApiDocument) {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => ({
      key: `${method.toUpperCase()} ${path}`,
      method,
      path,
      operation: item[method]!,
    })),
  );
}

describeEachDatabase('OpenAPI security declarations', (t) => {
  let document: OpenApiDocument;
  const load = async () => {
    if (document) return document;
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    document = response.json();
    return document;
  };

  it('asks for a bearer token everywhere, except where an operation says it is public', async () => {
    const doc = await load();
    expect(doc.security).toEqual([{ bearer: [] }]);
    const ops = operations(doc);
    const declaredPublic = ops
      .filter(
        ({ operation }) => Array.isArray(operation.security) && operation.security.length === 0,
      )
      .map(({ key }) => key)
      .sort();
    expect(declaredPublic).toEqual(PUBLIC);
    // A secured operation inherits the document's requirement: no route repeats or overrides it.
    const overridden = ops.filter(
      ({ key, operation }) => !PUBLIC.includes(key) && operation.security !== undefined,
    );
    expect(overridden.map(({ key }) => key)).toEqual([]);
  });

  it('does not mark the current user as public', async () => {
    const doc = await load();
    const current = doc.paths['/api/users/current']?.get;
    expect(current).toBeDefined();
    expect(current?.security).toBeUndefined();
    const response = await t.app.inject({ method: 'GET', url: '/api/users/current' });
    expect(response.statusCode).toBe(401);
  });

  it('documents what the server does: without a token only the public operations answer', async () => {
    const doc = await load();
    for (const { key, method, path } of operations(doc)) {
      const response = await t.app.inject({
        method: method.toUpperCase() as 'GET',
        url: path.replace(/\{[^}]+\}/g, '1'),
        ...(method === 'get' || method === 'delete' ? {} : { payload: {} }),
      });
      if (PUBLIC.includes(key)) expect.soft(response.statusCode, key).not.toBe(401);
      else expect.soft(response.statusCode, key).toBe(401);
    }
  });
});
