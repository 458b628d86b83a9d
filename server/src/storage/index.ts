import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where uploaded bytes live. The database keeps the metadata (files table) and an opaque
 * storage key; an S3-compatible implementation only has to provide these three calls.
 */
export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  /** The stored bytes as a stream, or null when the key is unknown. */
  get(key: string): Promise<Readable | null>;
  /** Removes the bytes; unknown keys are ignored. */
  delete(key: string): Promise<void>;
}

/** A new storage key: random, so names of users never reach the file system. */
export function newStorageKey(): string {
  return randomBytes(16).toString('hex');
}

const KEY = /^[0-9a-f]{32}$/;

/** Files in a local folder (FILES_DIR), sharded by the first two characters of the key. */
export class LocalDiskStorage implements FileStorage {
  private readonly root: string;

  constructor(dir: string) {
    this.root = resolve(dir);
  }

  private path(key: string): string {
    // Keys come from newStorageKey(); refusing anything else rules out path traversal.
    if (!KEY.test(key)) throw new Error(`Invalid storage key: ${key}`);
    return join(this.root, key.slice(0, 2), key);
  }

  async put(key: string, data: Buffer): Promise<void> {
    const path = this.path(key);
    await mkdir(join(this.root, key.slice(0, 2)), { recursive: true });
    await writeFile(path, data, { flag: 'wx' });
  }

  async get(key: string): Promise<Readable | null> {
    const path = this.path(key);
    try {
      await stat(path);
    } catch {
      return null;
    }
    return createReadStream(path);
  }

  async delete(key: string): Promise<void> {
    await rm(this.path(key), { force: true });
  }
}
