import { VIDEO_EMBED_HOSTS } from '@koers/contract/constants';
import type { BootEarlyRequest } from '@/boot/plan';
import { paths } from '@/lib/paths';
import { fileNameFromDisposition } from './content-disposition';
import { clearAuth, getSession, storeTokens } from '@/lib/session/session-store';

/** A non-2xx answer of the API: `status` and the parsed JSON body (or null). */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  /** Seconds from a 429's Retry-After header, when given. */
  readonly retryAfter: number | null;

  constructor(status: number, body: unknown, retryAfter: number | null = null) {
    const message =
      body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
        ? body.message
        : `Request failed with status ${status}`;
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.retryAfter = retryAfter;
  }

  /** The 422 field errors (`{field: [messages]}`), or an empty object. */
  get fieldErrors(): Record<string, string[]> {
    const body = this.body as { errors?: unknown } | null;
    return body && typeof body.errors === 'object' && body.errors !== null
      ? (body.errors as Record<string, string[]>)
      : {};
  }
}

export type ApiInit = RequestInit & { json?: unknown };

export const TOKEN_PATH = '/api/oauth/token';
/**
 * SPEC §7/§9: the client of the token refresh. Client id '1'; its secret is empty (a browser
 * cannot keep one) unless the page-level configuration (`koers-config` in index.html) sets
 * `refreshClientSecret`, for a server started with OAUTH_CLIENT_SECRET.
 */
export function refreshClient(doc: Document | undefined = globalThis.document): {
  client_id: '1';
  client_secret: string;
} {
  let secret = '';
  try {
    const config: unknown = JSON.parse(doc?.getElementById('koers-config')?.textContent ?? '{}');
    const value = (config as { refreshClientSecret?: unknown } | null)?.refreshClientSecret;
    if (typeof value === 'string') secret = value;
  } catch {
    // An unreadable configuration: the public client (empty secret).
  }
  return { client_id: '1', client_secret: secret };
}

// Subdomains count too (www.youtube.com); the embed players are the contract's list.
const VIDEO_PROVIDER_HOSTS = ['youtube.com', 'youtu.be', 'vimeo.com', ...VIDEO_EMBED_HOSTS];

/** SPEC §7: requests to a video provider carry neither the bearer token nor Accept-Language. */
export function isVideoProviderUrl(url: string): boolean {
  let host: string;
  try {
    host = new URL(url, 'http://koers.invalid').hostname;
  } catch {
    return false;
  }
  return VIDEO_PROVIDER_HOSTS.some((h) => host === h || host.endsWith(`.${h}`));
}

let onAuthLost: () => void = () => {
  globalThis.location?.assign(paths.login.href());
};

/** Where to go when the session cannot be refreshed (the router registers a navigation to login). */
export function setAuthLostHandler(handler: () => void): void {
  onAuthLost = handler;
}

function buildRequest(path: string, init: ApiInit, token: string | null): RequestInit {
  const { json, headers: initHeaders, ...rest } = init;
  const headers = new Headers(initHeaders);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  if (!isVideoProviderUrl(path)) {
    headers.set('Accept-Language', getSession().locale);
    if (token) headers.set('Authorization', `Bearer ${token}`);
  }
  let body = rest.body;
  if (json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(json);
  }
  return { ...rest, headers, body };
}

async function parseBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function retryAfterSeconds(response: Response): number | null {
  const value = response.headers.get('Retry-After');
  if (value === null) return null;
  const seconds = Number(value);
  return Number.isFinite(seconds) ? Math.max(0, Math.ceil(seconds)) : null;
}

let refreshing: Promise<void> | null = null;

/**
 * SPEC §7/§8: exchanges the refresh token for a new pair, once for all requests that got a 401
 * at the same time (they all await the same promise). A 401 from the token endpoint, or no
 * refresh token at all, ends the session: auth is cleared and the app goes to login.
 */
export function refreshTokens(): Promise<void> {
  if (!refreshing) {
    refreshing = (async () => {
      const { refreshToken, token } = getSession();
      if (!refreshToken) {
        clearAuth();
        onAuthLost();
        throw new ApiError(401, { message: 'Unauthenticated.' });
      }
      const response = await fetch(
        TOKEN_PATH,
        buildRequest(
          TOKEN_PATH,
          {
            method: 'POST',
            json: { grant_type: 'refresh_token', refresh_token: refreshToken, ...refreshClient() },
          },
          // SPEC §7: every request carries the bearer token, this one too (the expired one; the
          // token endpoint does not need it).
          token,
        ),
      );
      const body = await parseBody(response);
      if (response.status === 200 || response.status === 201) {
        const tokens = body as { access_token: string; refresh_token: string };
        storeTokens(tokens.access_token, tokens.refresh_token);
        return;
      }
      if (response.status === 401) {
        clearAuth();
        onAuthLost();
      }
      throw new ApiError(response.status, body, retryAfterSeconds(response));
    })().finally(() => {
      refreshing = null;
    });
  }
  return refreshing;
}

/** An early answer older than this is not used: the screen asks again. */
export const EARLY_REQUEST_TTL_MS = 10_000;

/**
 * The boot script (boot/boot.ts) sends the first screen's GET requests while the app's code still
 * loads; the first `apiFetch` of the same path, token and locale takes the answer over (once), so
 * nothing is asked twice. A 401 taken over goes through the usual refresh and retry.
 */
function earlyRequests(): Map<string, BootEarlyRequest> {
  return (globalThis.__koersEarly ??= new Map());
}

/** The early answer for this exact request, if there is one that may be used (once). */
function takeEarly(path: string, init: ApiInit, token: string | null): Promise<Response> | null {
  const early = earlyRequests().get(path);
  if (!early) return null;
  earlyRequests().delete(path);
  const plainGet =
    (init.method ?? 'GET').toUpperCase() === 'GET' &&
    init.json === undefined &&
    init.body == null &&
    init.headers === undefined &&
    init.signal == null;
  const fresh = Date.now() - early.startedAt <= EARLY_REQUEST_TTL_MS;
  return plainGet && fresh && early.token === token && early.locale === getSession().locale
    ? early.response
    : null;
}

/**
 * The one API client: JSON in and out, bearer token and Accept-Language on every request (not to
 * a video provider). On a 401 it refreshes the tokens (shared, see refreshTokens) and retries the
 * original request once, returning the retry's result. Throws ApiError for non-2xx answers.
 */
export async function apiFetch<T>(path: string, init: ApiInit = {}): Promise<T> {
  const tokenUsed = getSession().token;
  let response = await (takeEarly(path, init, tokenUsed) ??
    fetch(path, buildRequest(path, init, tokenUsed)));

  if (response.status === 401 && path !== TOKEN_PATH && tokenUsed) {
    // Another request may have refreshed while this one was in flight: then just retry.
    if (getSession().token === tokenUsed) await refreshTokens();
    response = await fetch(path, buildRequest(path, init, getSession().token));
  }

  const body = await parseBody(response);
  if (!response.ok) throw new ApiError(response.status, body, retryAfterSeconds(response));
  return body as T;
}

/** A file the API answered: its bytes and the name its Content-Disposition suggests. */
export interface ApiFile {
  blob: Blob;
  fileName: string | null;
}

/**
 * A file from the API (an export), on the same terms as `apiFetch`: bearer token and
 * Accept-Language, one token refresh and retry on a 401, ApiError (with the JSON error body) for
 * non-2xx answers. The answer is read as bytes, never as text.
 */
export async function apiFile(path: string, init: ApiInit = {}): Promise<ApiFile> {
  const tokenUsed = getSession().token;
  let response = await fetch(path, buildRequest(path, init, tokenUsed));
  if (response.status === 401 && tokenUsed) {
    if (getSession().token === tokenUsed) await refreshTokens();
    response = await fetch(path, buildRequest(path, init, getSession().token));
  }
  if (!response.ok) {
    throw new ApiError(response.status, await parseBody(response), retryAfterSeconds(response));
  }
  return {
    blob: await response.blob(),
    fileName: fileNameFromDisposition(response.headers.get('Content-Disposition')),
  };
}

export interface UploadInit {
  /** Progress of sending the body, as a fraction from 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** One multipart POST through XMLHttpRequest: fetch cannot report upload progress. */
function sendUpload(
  path: string,
  body: FormData,
  token: string | null,
  { onProgress, signal }: UploadInit,
): Promise<{ status: number; body: unknown; retryAfter: number | null }> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason ?? new DOMException('Aborted', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    const { headers } = buildRequest(path, {}, token) as { headers: Headers };
    headers.forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    const abort = () => xhr.abort();
    signal?.addEventListener('abort', abort, { once: true });
    xhr.onload = () => {
      signal?.removeEventListener('abort', abort);
      let parsed: unknown = null;
      try {
        parsed = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        parsed = xhr.responseText;
      }
      const retry = Number(xhr.getResponseHeader('Retry-After') ?? NaN);
      resolve({
        status: xhr.status,
        body: parsed,
        retryAfter: Number.isFinite(retry) ? Math.max(0, Math.ceil(retry)) : null,
      });
    };
    xhr.onerror = () => {
      signal?.removeEventListener('abort', abort);
      reject(new TypeError('Network request failed'));
    };
    xhr.onabort = () => {
      signal?.removeEventListener('abort', abort);
      reject(signal?.reason ?? new DOMException('Aborted', 'AbortError'));
    };
    xhr.send(body);
  });
}

/** The school or board an upload is for: it counts against that context's quota. */
export interface UploadContext {
  type: 'organisation' | 'school';
  id: number;
}

/** `POST /api/files` for a purpose and, when there is one, the context the file is for. */
export function uploadPath(purpose: 'icon' | 'attachment', context: UploadContext | null): string {
  const query = new URLSearchParams({ purpose });
  if (context) {
    query.set('context_type', context.type);
    query.set('context_id', String(context.id));
  }
  return `/api/files?${query.toString()}`;
}

/**
 * A file upload (multipart `body`) with progress, on the same terms as `apiFetch`: bearer token
 * and Accept-Language, one token refresh and retry on a 401, ApiError for non-2xx answers.
 */
export async function apiUpload<T>(
  path: string,
  body: FormData,
  init: UploadInit = {},
): Promise<T> {
  const tokenUsed = getSession().token;
  let answer = await sendUpload(path, body, tokenUsed, init);
  if (answer.status === 401 && tokenUsed) {
    if (getSession().token === tokenUsed) await refreshTokens();
    answer = await sendUpload(path, body, getSession().token, init);
  }
  if (answer.status < 200 || answer.status >= 300) {
    throw new ApiError(answer.status, answer.body, answer.retryAfter);
  }
  return answer.body as T;
}
