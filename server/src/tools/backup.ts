import Sqlite from 'better-sqlite3';
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * Backup and restore of an embedded (SQLite) installation: the database and the uploaded files,
 * in one folder. PostgreSQL installations use pg_dump and pg_restore (server/README.md).
 *
 * The database copy is `VACUUM INTO`: one read transaction, so the copy is the database as it was
 * at one moment, while the server goes on writing (WAL lets readers and the writer work at once);
 * SQLite's page-by-page backup API starts over whenever another connection writes, which on a
 * busy server may be never done. The files are copied after it: uploads are never changed, only
 * added or removed, so every file the copy names is there, unless the purge removed it meanwhile.
 */

/** The file name of the database in a backup folder. */
export const BACKUP_DATABASE = 'koers.db';
/** The folder of the uploaded files in a backup folder. */
export const BACKUP_FILES = 'files';

/** The path of a `file:` DATABASE_URL; anything else is not SQLite. */
export function sqlitePath(databaseUrl: string): string | null {
  if (!databaseUrl.startsWith('file:')) return null;
  return databaseUrl.slice('file:'.length);
}

/** Whether SQLite finds nothing wrong with a database file. */
export function integrityOk(path: string): boolean {
  const db = new Sqlite(path, { readonly: true, fileMustExist: true });
  try {
    const rows = db.prepare('PRAGMA integrity_check').pluck().all();
    return rows.length === 1 && rows[0] === 'ok';
  } finally {
    db.close();
  }
}

export interface BackupResult {
  folder: string;
  /** Uploaded files copied. */
  files: number;
}

/** Copies the database at `databasePath` and the folder `filesDir` into the new folder `target`. */
export function backupSqlite(databasePath: string, filesDir: string, target: string): BackupResult {
  if (existsSync(target) && readdirSync(target).length > 0)
    throw new Error(`${target} is not empty: a backup goes into a new folder`);
  mkdirSync(target, { recursive: true });
  const copy = join(target, BACKUP_DATABASE);
  const db = new Sqlite(databasePath, { fileMustExist: true });
  try {
    // Waits for a moment the writer lets go rather than failing at once.
    db.pragma('busy_timeout = 10000');
    db.prepare('VACUUM INTO ?').run(copy);
  } finally {
    db.close();
  }
  if (!integrityOk(copy))
    throw new Error(`the copy ${copy} does not pass SQLite's integrity check`);
  let files = 0;
  if (existsSync(filesDir)) {
    cpSync(filesDir, join(target, BACKUP_FILES), { recursive: true });
    files = countFiles(join(target, BACKUP_FILES));
  }
  return { folder: target, files };
}

function countFiles(dir: string): number {
  let count = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true }))
    count += entry.isDirectory() ? countFiles(join(dir, entry.name)) : 1;
  return count;
}

/**
 * Puts a backup folder back: the database file (its -wal and -shm go, they belong to the old one)
 * and the uploaded files. The server must be stopped; the backup is checked before anything is
 * replaced.
 */
export function restoreSqlite(source: string, databasePath: string, filesDir: string): void {
  const copy = join(source, BACKUP_DATABASE);
  if (!existsSync(copy)) throw new Error(`${source} has no ${BACKUP_DATABASE}: not a Koers backup`);
  if (!integrityOk(copy)) throw new Error(`${copy} does not pass SQLite's integrity check`);
  mkdirSync(dirname(databasePath), { recursive: true });
  for (const suffix of ['-wal', '-shm']) rmSync(`${databasePath}${suffix}`, { force: true });
  cpSync(copy, databasePath);
  const files = join(source, BACKUP_FILES);
  rmSync(filesDir, { recursive: true, force: true });
  if (existsSync(files)) cpSync(files, filesDir, { recursive: true });
  else mkdirSync(filesDir, { recursive: true });
}
