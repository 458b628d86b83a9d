import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession, resetSessionForTests, storeTokens } from '@/lib/session/session-store';
import {
  apiFetch,
  apiFile,
  ApiError,
  isVideoProviderUrl,
  refreshClient,
  setAuthLostHandler,
} from './client';

/** What the boot script does for `paths` (boot/boot.ts), with the stored token and locale 'nl'. */
function requestEarly(paths: string[]) {
  const token = localStorage.getItem('token');
  if (!token) return;
  const early = (globalThis.__koersEarly ??= new Map());
  for (const path of paths) {
    const response = fetch(path, {
      headers: {
        Accept: 'application/json',
        'Accept-Language': 'nl',
        Authorization: `Bearer ${token}`,
      },
    });
    early.set(path, { token, locale: 'nl', startedAt: Date.now(), response });
  }
}

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

function stubFetch(handler: Handler) {
  const calls: { url: string; init: RequestInit; headers: Headers }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init, headers: new Headers(init.headers) });
      return handler(url, init);
    }),
  );
  return calls;
}

const bearer = (init: RequestInit) => new Headers(init.headers).get('Authorization');

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 'old-access');
  localStorage.setItem('refreshToken', 'old-refresh');
  localStorage.setItem('locale', 'nl');
  localStorage.setItem('context', JSON.stringify({ id: 5, contextType: 'school' }));
  localStorage.setItem('contextType', 'school');
  resetSessionForTests();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiFetch', () => {
  it('sends the bearer token and Accept-Language with every request', async () => {
    const calls = stubFetch(() => json(200, { data: { id: 1 } }));
    await expect(apiFetch('/api/roles')).resolves.toEqual({ data: { id: 1 } });
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer old-access');
    expect(calls[0]?.headers.get('Accept-Language')).toBe('nl');
  });

  it('sends neither header to a video provider', async () => {
    const calls = stubFetch(() => json(200, {}));
    await apiFetch('https://www.youtube-nocookie.com/oembed?url=x');
    expect(calls[0]?.headers.get('Authorization')).toBeNull();
    expect(calls[0]?.headers.get('Accept-Language')).toBeNull();
    expect(isVideoProviderUrl('https://player.vimeo.com/video/1')).toBe(true);
    expect(isVideoProviderUrl('/api/manuals')).toBe(false);
  });

  it('refreshes once for concurrent 401s, then retries each request with the new token', async () => {
    let refreshes = 0;
    let release!: () => void;
    const refreshGate = new Promise<void>((resolve) => (release = resolve));
    const calls = stubFetch(async (url, init) => {
      if (url === '/api/oauth/token') {
        refreshes += 1;
        expect(JSON.parse(String(init.body))).toEqual({
          grant_type: 'refresh_token',
          refresh_token: 'old-refresh',
          client_id: '1',
          client_secret: '',
        });
        await refreshGate;
        return json(200, {
          token_type: 'Bearer',
          expires_in: 900,
          access_token: 'new-access',
          refresh_token: 'new-refresh',
        });
      }
      return bearer(init) === 'Bearer new-access'
        ? json(200, { data: url })
        : json(401, { message: 'Unauthenticated.' });
    });

    const results = Promise.all([
      apiFetch('/api/users/current'),
      apiFetch('/api/roles'),
      apiFetch('/api/schools/5/periods'),
    ]);
    // Let all three get their 401 before the refresh answers.
    await vi.waitFor(() =>
      expect(calls.filter((c) => c.url !== '/api/oauth/token')).toHaveLength(3),
    );
    release();

    await expect(results).resolves.toEqual([
      { data: '/api/users/current' },
      { data: '/api/roles' },
      { data: '/api/schools/5/periods' },
    ]);
    expect(refreshes).toBe(1);
    expect(localStorage.getItem('token')).toBe('new-access');
    expect(localStorage.getItem('refreshToken')).toBe('new-refresh');
  });

  it('stores the tokens of a 201 answer too, and sends the bearer token to the token endpoint', async () => {
    const calls = stubFetch((url, init) => {
      if (url === '/api/oauth/token')
        return json(201, { access_token: 'created-access', refresh_token: 'created-refresh' });
      return bearer(init) === 'Bearer created-access'
        ? json(200, { data: 'ok' })
        : json(401, { message: 'Unauthenticated.' });
    });
    await expect(apiFetch('/api/roles')).resolves.toEqual({ data: 'ok' });
    const token = calls.find((c) => c.url === '/api/oauth/token')!;
    expect(token.headers.get('Authorization')).toBe('Bearer old-access');
    expect(token.headers.get('Accept-Language')).toBe('nl');
    expect(localStorage.getItem('token')).toBe('created-access');
    expect(localStorage.getItem('refreshToken')).toBe('created-refresh');
  });

  it('takes the refresh client secret from the page-level configuration', () => {
    const page = (config: string) => {
      const doc = document.implementation.createHTMLDocument('');
      doc.body.innerHTML = `<script type="application/json" id="koers-config">${config}</script>`;
      return doc;
    };
    expect(refreshClient(page('{"refreshClientSecret":"s3cret"}'))).toEqual({
      client_id: '1',
      client_secret: 's3cret',
    });
    expect(refreshClient(page('{"defaultLocale":"nl"}')).client_secret).toBe('');
    expect(refreshClient(page('{not json')).client_secret).toBe('');
    expect(refreshClient(page('{"refreshClientSecret":42}')).client_secret).toBe('');
  });

  it('does not refresh again for a 401 that answers a request sent before another refresh finished', async () => {
    let refreshes = 0;
    let answerSlow!: (r: Response) => void;
    stubFetch((url, init) => {
      if (url === '/api/oauth/token') {
        refreshes += 1;
        return json(200, { access_token: 'new-access', refresh_token: 'new-refresh' });
      }
      if (url === '/api/slow' && bearer(init) === 'Bearer old-access') {
        return new Promise<Response>((resolve) => (answerSlow = resolve));
      }
      return bearer(init) === 'Bearer new-access' ? json(200, { ok: url }) : json(401, {});
    });
    const slow = apiFetch('/api/slow');
    await apiFetch('/api/fast');
    answerSlow(json(401, {}));
    await expect(slow).resolves.toEqual({ ok: '/api/slow' });
    expect(refreshes).toBe(1);
  });

  it('clears auth and goes to login when the token endpoint answers 401', async () => {
    const onLost = vi.fn();
    setAuthLostHandler(onLost);
    stubFetch((url) =>
      url === '/api/oauth/token'
        ? json(401, { error: 'invalid_request', error_description: 'x', message: 'x' })
        : json(401, { message: 'Unauthenticated.' }),
    );
    await expect(apiFetch('/api/users/current')).rejects.toMatchObject({ status: 401 });
    expect(onLost).toHaveBeenCalledTimes(1);
    expect(getSession().token).toBeNull();
    for (const key of ['token', 'refreshToken', 'context', 'contextType']) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    // The locale is a preference, not auth data: it stays.
    expect(localStorage.getItem('locale')).toBe('nl');
  });

  it('rejects when the retry is still unauthorised, without a second refresh', async () => {
    let refreshes = 0;
    stubFetch((url) => {
      if (url === '/api/oauth/token') {
        refreshes += 1;
        return json(200, { access_token: 'new-access', refresh_token: 'new-refresh' });
      }
      return json(401, { message: 'Unauthenticated.' });
    });
    await expect(apiFetch('/api/admin/users')).rejects.toBeInstanceOf(ApiError);
    expect(refreshes).toBe(1);
  });

  it('exposes 422 field errors and the 429 wait time', async () => {
    stubFetch((url) =>
      url === '/api/auth/login'
        ? json(429, { message: 'Too Many Attempts.' }, { 'Retry-After': '42' })
        : json(422, { message: 'Invalid', errors: { email: ['Onjuist e-mailadres'] } }),
    );
    const tooMany = await apiFetch('/api/auth/login', { method: 'POST' }).catch((e: unknown) => e);
    expect(tooMany).toMatchObject({ status: 429, retryAfter: 42 });
    const invalid = await apiFetch('/api/password/forgot', { method: 'POST', json: {} }).catch(
      (e: unknown) => e,
    );
    expect((invalid as ApiError).fieldErrors).toEqual({ email: ['Onjuist e-mailadres'] });
  });
});

describe('apiFile', () => {
  const docx = (name: string) =>
    new Response(new Uint8Array([0x50, 0x4b, 3, 4]), {
      status: 200,
      headers: {
        'content-type': 'application/octet-stream',
        'content-disposition': `attachment; filename="x.docx"; filename*=UTF-8''${encodeURIComponent(name)}`,
      },
    });

  it('answers the bytes and the suggested name, after one refresh on a 401, with the new token', async () => {
    const calls = stubFetch((url, init) => {
      if (url === '/api/oauth/token')
        return json(200, { access_token: 'new-access', refresh_token: 'new-refresh' });
      return bearer(init) === 'Bearer new-access'
        ? docx('Jaarplan – één.docx')
        : json(401, { message: 'Unauthenticated.' });
    });
    const file = await apiFile('/api/documents/7/export.docx', { headers: { Accept: 'x/y' } });
    expect(file.fileName).toBe('Jaarplan – één.docx');
    expect([...new Uint8Array(await file.blob.arrayBuffer())]).toEqual([0x50, 0x4b, 3, 4]);
    const tries = calls.filter((c) => c.url === '/api/documents/7/export.docx');
    expect(tries.map((c) => c.headers.get('Authorization'))).toEqual([
      'Bearer old-access',
      'Bearer new-access',
    ]);
    expect(tries[1]!.headers.get('Accept')).toBe('x/y');
    expect(tries[1]!.headers.get('Accept-Language')).toBe('nl');
  });

  it('throws an ApiError with the JSON body of a refusal', async () => {
    stubFetch(() => json(404, { message: 'Not Found' }));
    const error = await apiFile('/api/documents/8/export.docx').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'Not Found' });
  });
});

describe('answers of the boot script', () => {
  beforeEach(() => globalThis.__koersEarly?.clear());

  it('sends the request at once and lets the first apiFetch of that path take the answer over', async () => {
    let answer = 0;
    const calls = stubFetch(() => json(200, { data: { n: ++answer } }));
    requestEarly(['/api/users/current', '/api/roles']);
    expect(calls.map((c) => c.url)).toEqual(['/api/users/current', '/api/roles']);
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer old-access');
    expect(calls[0]?.headers.get('Accept-Language')).toBe('nl');
    await expect(apiFetch('/api/users/current')).resolves.toEqual({ data: { n: 1 } });
    await expect(apiFetch('/api/roles')).resolves.toEqual({ data: { n: 2 } });
    expect(calls).toHaveLength(2);
    // Taken once: the next call asks again.
    await expect(apiFetch('/api/roles')).resolves.toEqual({ data: { n: 3 } });
    expect(calls).toHaveLength(3);
  });

  it('does not use an early answer for another token, another method or after its lifetime', async () => {
    vi.useFakeTimers();
    try {
      const calls = stubFetch(() => json(200, { data: [] }));
      requestEarly(['/api/roles', '/api/schools/5', '/api/schools/5/periods']);
      storeTokens('new-access', 'new-refresh');
      await apiFetch('/api/roles');
      expect(calls.at(-1)?.headers.get('Authorization')).toBe('Bearer new-access');
      await apiFetch('/api/schools/5', { method: 'PUT', json: {} });
      expect(calls.at(-1)?.init.method).toBe('PUT');
      vi.advanceTimersByTime(10_001);
      await apiFetch('/api/schools/5/periods');
      expect(calls.map((c) => c.url)).toEqual([
        '/api/roles',
        '/api/schools/5',
        '/api/schools/5/periods',
        '/api/roles',
        '/api/schools/5',
        '/api/schools/5/periods',
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refreshes and retries when the early answer is a 401', async () => {
    const calls = stubFetch((url, init) => {
      if (url === '/api/oauth/token')
        return json(200, { access_token: 'new-access', refresh_token: 'new-refresh' });
      return bearer(init) === 'Bearer new-access'
        ? json(200, { data: { id: 1 } })
        : json(401, { message: 'Unauthenticated.' });
    });
    requestEarly(['/api/users/current']);
    await expect(apiFetch('/api/users/current')).resolves.toEqual({ data: { id: 1 } });
    expect(calls.map((c) => c.url)).toEqual([
      '/api/users/current',
      '/api/oauth/token',
      '/api/users/current',
    ]);
  });

  it('does not take over an answer in another language', async () => {
    localStorage.setItem('locale', 'en');
    resetSessionForTests();
    const calls = stubFetch(() => json(200, { data: [] }));
    requestEarly(['/api/roles']);
    await apiFetch('/api/roles');
    expect(calls.map((c) => c.headers.get('Accept-Language'))).toEqual(['nl', 'en']);
  });
});
