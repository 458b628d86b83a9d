import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import type { FileStorage } from './index.js';

/**
 * Files in the database (`file_blobs`): what one server process stores, every other one reads, with
 * no shared disk; backups of the database hold the files too. Uploads are limited to 10 MB, so a
 * file is read whole and streamed from memory.
 */
export class DatabaseStorage implements FileStorage {
  constructor(private readonly db: Kysely<Database>) {}

  async put(key: string, data: Buffer): Promise<void> {
    await this.db
      .insertInto('file_blobs')
      .values({ key, data, created_at: new Date().toISOString() })
      .execute();
  }

  async get(key: string): Promise<Readable | null> {
    const row = await this.db
      .selectFrom('file_blobs')
      .select('data')
      .where('key', '=', key)
      .executeTakeFirst();
    return row ? Readable.from([Buffer.from(row.data)]) : null;
  }

  async delete(key: string): Promise<void> {
    await this.db.deleteFrom('file_blobs').where('key', '=', key).execute();
  }
}

/**
 * New files go to `primary`; a file it does not have is read from `previous`, and removal removes
 * it from both. An installation that moves its files to another store keeps serving the ones it
 * stored before.
 */
export class MovedStorage implements FileStorage {
  constructor(
    private readonly primary: FileStorage,
    private readonly previous: FileStorage,
  ) {}

  put(key: string, data: Buffer): Promise<void> {
    return this.primary.put(key, data);
  }

  async get(key: string): Promise<Readable | null> {
    return (await this.primary.get(key)) ?? this.previous.get(key);
  }

  async delete(key: string): Promise<void> {
    await Promise.all([this.primary.delete(key), this.previous.delete(key)]);
  }
}
