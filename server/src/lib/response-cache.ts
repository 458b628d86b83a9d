import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/**
 * Serialized answers, and their brotli and gzip forms, kept in this process's memory by a key
 * that names everything the answer's bytes depend on (for a document: its ETag, see
 * routes/documents/read.ts), so that repeated reads of the same version by callers who see the
 * same answer skip the serialization and the compression. Bounded by bytes; the least recently
 * used entries go first. A cache of 0 bytes keeps nothing: every read builds its answer, as
 * without a cache.
 *
 * It is an optimization of one process, never a source of truth: the key decides what an entry
 * may be served for, so a key must differ whenever one byte of the answer would.
 */

export type Encoding = 'br' | 'gzip' | 'identity';

/** The smallest body @fastify/compress compresses (its `threshold`, app.ts). */
export const COMPRESS_THRESHOLD = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Compresses once per version instead of once per request, so a little better than
 * @fastify/compress does per request (brotli quality 4): quality 5 is about 5 % smaller for
 * 1.5 times the work. Both run on libuv's thread pool, off the event loop.
 */
export function compress(body: Buffer, encoding: Exclude<Encoding, 'identity'>): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipAsync(body);
}

/**
 * The encoding of an answer for this Accept-Encoding: brotli or gzip, whichever the caller
 * prefers (brotli on a tie, as @fastify/compress chooses), else the plain body. Other codings
 * (deflate) are left to @fastify/compress, which sees a plain body.
 */
export function negotiateEncoding(acceptEncoding: string | string[] | undefined): Encoding {
  if (acceptEncoding === undefined) return 'identity';
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  const quality = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim());
    if (name === '') continue;
    const q = params.find((p) => p.startsWith('q='));
    const value = q === undefined ? 1 : Number(q.slice(2));
    quality.set(name === 'x-gzip' ? 'gzip' : name, Number.isFinite(value) ? value : 0);
  }
  const of = (name: string) => quality.get(name) ?? quality.get('*') ?? 0;
  const br = of('br');
  const gz = of('gzip');
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return 'identity';
}

/** The encoding for a request's headers; `x-no-compression` asks for none (as in @fastify/compress). */
export function encodingFor(headers: Record<string, string | string[] | undefined>): Encoding {
  return headers['x-no-compression'] !== undefined
    ? 'identity'
    : negotiateEncoding(headers['accept-encoding']);
}

/**
 * Whether If-None-Match names `etag` (or is `*`): the weak comparison of RFC 9110 §13.1.2, so
 * `W/"x"` and `"x"` match each other.
 */
export function isNotModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === opaque;
  });
}

export class ResponseCache {
  readonly #entries = new Map<string, Buffer>();
  /** Answers being built: callers of the same key at the same moment share the work. */
  readonly #building = new Map<string, Promise<Buffer>>();
  #bytes = 0;

  /** `maxBytes`: what the entries may hold together; 0 keeps nothing. */
  constructor(readonly maxBytes: number) {}

  get enabled(): boolean {
    return this.maxBytes > 0;
  }

  /** Bytes held (bodies and keys). */
  get bytes(): number {
    return this.#bytes;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The entry, which becomes the most recently used. */
  get(key: string): Buffer | undefined {
    const value = this.#entries.get(key);
    if (value !== undefined) {
      this.#entries.delete(key);
      this.#entries.set(key, value);
    }
    return value;
  }

  /**
   * Keeps `value` under `key`, dropping the least recently used entries beyond the bound. A value
   * larger than a quarter of the bound is not kept: one very large document would otherwise push
   * out everything else.
   */
  set(key: string, value: Buffer): void {
    const size = ResponseCache.sizeOf(key, value);
    if (!this.enabled || size > this.maxBytes / 4) return;
    this.delete(key);
    this.#entries.set(key, value);
    this.#bytes += size;
    for (const [oldest, old] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= ResponseCache.sizeOf(oldest, old);
    }
  }

  delete(key: string): void {
    const old = this.#entries.get(key);
    if (old === undefined) return;
    this.#entries.delete(key);
    this.#bytes -= ResponseCache.sizeOf(key, old);
  }

  /**
   * The entry of `key`, built by `build` when there is none; concurrent callers of one key wait
   * for the same build. Without a cache every call builds.
   */
  async getOrBuild(key: string, build: () => Promise<Buffer>): Promise<Buffer> {
    if (!this.enabled) return build();
    const hit = this.get(key);
    if (hit !== undefined) return hit;
    const pending = this.#building.get(key);
    if (pending !== undefined) return pending;
    const building = build()
      .then((value) => {
        this.set(key, value);
        return value;
      })
      .finally(() => this.#building.delete(key));
    this.#building.set(key, building);
    return building;
  }

  /**
   * The answer's body for a caller who accepts `encoding`: the plain body from `serialize` (kept
   * under `key`), or its compressed form (kept under `key` and the encoding), each made once per
   * key. The plain body when there is no cache (@fastify/compress then compresses it, as any
   * answer) or when it is too small to be worth compressing (as @fastify/compress decides).
   */
  async body(
    key: string,
    encoding: Encoding,
    serialize: () => Promise<Buffer>,
  ): Promise<{ body: Buffer; encoding: Encoding }> {
    const plain = await this.getOrBuild(`${key} identity`, serialize);
    if (!this.enabled || encoding === 'identity' || plain.length < COMPRESS_THRESHOLD)
      return { body: plain, encoding: 'identity' };
    const compressed = await this.getOrBuild(`${key} ${encoding}`, () => compress(plain, encoding));
    return { body: compressed, encoding };
  }

  private static sizeOf(key: string, value: Buffer): number {
    return value.length + key.length * 2;
  }
}
