import { readFileSync } from 'node:fs';
import http2 from 'node:http2';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { loadConfig, repoRoot, tlsFiles } from '../src/lib/config.js';
import { publicOrigin, type OriginRequest } from '../src/lib/public-origin.js';
import { describeEachDatabase, fakeAppDist } from './helpers.js';

/** A self-signed test certificate for localhost, 127.0.0.1 and ::1 (never for a real server). */
const CERT_PATH = 'server/test/fixtures/tls/localhost.crt';
const KEY_PATH = 'server/test/fixtures/tls/localhost.key';
const cert = readFileSync(join(repoRoot(), CERT_PATH));
const key = readFileSync(join(repoRoot(), KEY_PATH));

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One HTTP/2 session to `origin` (trusting the test certificate) and a GET on it. */
function http2Client(origin: string) {
  const session = http2.connect(origin, { ca: cert });
  const get = (path: string, headers: Record<string, string> = {}) =>
    new Promise<Answer>((resolve, reject) => {
      const stream = session.request({ ':path': path, ...headers });
      const chunks: Buffer[] = [];
      let answer: Omit<Answer, 'body'> | undefined;
      stream.on('response', (h) => {
        answer = { status: Number(h[':status']), headers: h };
      });
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => resolve({ ...answer!, body: Buffer.concat(chunks) }));
      stream.on('error', reject);
    });
  return { session, get };
}

/** A GET over HTTPS with HTTP/1.1, as curl or a monitoring probe without HTTP/2 would send. */
function http1Get(origin: string, path: string) {
  return new Promise<Answer & { httpVersion: string }>((resolve, reject) => {
    https
      .get(`${origin}${path}`, { ca: cert }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
            httpVersion: res.httpVersion,
          }),
        );
      })
      .on('error', reject);
  });
}

describeEachDatabase(
  'serving over HTTPS (TLS_CERT, TLS_KEY)',
  (t) => {
    it('speaks HTTP/2 to browsers and HTTP/1.1 to other clients on one port', async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as AddressInfo;
      const origin = `https://127.0.0.1:${port}`;

      const { session, get } = http2Client(origin);
      try {
        const health = await get('/api/health');
        expect(session.alpnProtocol).toBe('h2');
        expect(health.status).toBe(200);
        expect(JSON.parse(health.body.toString())).toMatchObject({ status: 'ok' });
        // The app and its precompressed bundles, as over HTTP/1.1 (plugins/spa.ts).
        const page = await get('/document/12', { accept: 'text/html' });
        expect(page.status).toBe(200);
        expect(page.body.toString()).toContain('<div id="root"></div>');
        // Over HTTPS the browser keeps to it (on plain HTTP the header means nothing to it).
        expect(page.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
        const bundle = await get('/assets/vendor-7c1e2d.js', { 'accept-encoding': 'br' });
        expect(bundle.headers['content-encoding']).toBe('br');
        expect(brotliDecompressSync(bundle.body).toString()).toContain('koers koers');
        // An API error keeps its JSON body and status.
        const missing = await get('/api/bestaat-niet');
        expect(missing.status).toBe(404);
        expect(JSON.parse(missing.body.toString())).toHaveProperty('message');
      } finally {
        session.close();
      }

      const plain = await http1Get(origin, '/api/health');
      expect(plain.httpVersion).toBe('1.1');
      expect(plain.status).toBe(200);
      expect(JSON.parse(plain.body.toString())).toMatchObject({ status: 'ok' });
    });
  },
  { seed: false, config: { tls: { cert, key }, appDist: fakeAppDist() } },
);

describe('TLS configuration', () => {
  it('reads the certificate and key from paths relative to the repository root', () => {
    const files = tlsFiles({ TLS_CERT: CERT_PATH, TLS_KEY: KEY_PATH });
    expect(files?.cert.equals(cert)).toBe(true);
    expect(files?.key.equals(key)).toBe(true);
    expect(tlsFiles({})).toBeNull();
    expect(tlsFiles({ TLS_CERT: ' ', TLS_KEY: '' })).toBeNull();
  });

  it('refuses half a configuration or an unreadable file instead of falling back to HTTP', () => {
    expect(() => tlsFiles({ TLS_CERT: CERT_PATH })).toThrow(/TLS_CERT and TLS_KEY go together/);
    expect(() => tlsFiles({ TLS_KEY: KEY_PATH })).toThrow(/TLS_CERT and TLS_KEY go together/);
    expect(() => tlsFiles({ TLS_CERT: 'no/such/cert.pem', TLS_KEY: KEY_PATH })).toThrow(
      'TLS_CERT: cannot read no/such/cert.pem (ENOENT)',
    );
  });

  it('leaves the scheme of links to the request when APP_URL is unset, https over TLS', () => {
    const env = { SIGNING_SECRET: 'x', PORT: '8443' };
    expect(loadConfig({ ...env, TLS_CERT: CERT_PATH, TLS_KEY: KEY_PATH }).appUrl).toBeNull();
    // Fastify's request.protocol is 'https' on a TLS connection; publicOrigin keeps it.
    const request = {
      protocol: 'https',
      host: 'localhost:8443',
      server: { config: { appUrl: null, port: 8443 } },
    };
    expect(publicOrigin(request as OriginRequest)).toBe('https://localhost:8443');
  });
});
