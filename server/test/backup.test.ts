import Sqlite from 'better-sqlite3';
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, migrateToLatest } from '../src/db/database.js';
import { seedIfEmpty } from '../src/seed/index.js';
import { BACKUP_DATABASE, backupSqlite, integrityOk, restoreSqlite } from '../src/tools/backup.js';
import { demoPasswordHash } from './helpers.js';

// A backup taken while the server writes is one consistent moment of the database, with the
// uploaded files; restored, it opens and migrates like the original.

const require = createRequire(import.meta.url);
const dir = mkdtempSync(join(tmpdir(), 'koers-backup-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('backup and restore (SQLite)', () => {
  it('copies a database that is being written to, and puts it back', async () => {
    const path = join(dir, 'live.db');
    const files = join(dir, 'files');
    mkdirSync(join(files, 'ab'), { recursive: true });
    writeFileSync(join(files, 'ab', 'upload'), 'bytes of an upload');
    const database = createDatabase(`file:${path}`);
    await migrateToLatest(database);
    await seedIfEmpty(database.db, { passwordHash: await demoPasswordHash() });

    // Another process writes on (as the server would) while the backup runs: one row at a time,
    // numbered, so a consistent copy holds rows 1…n and nothing after a gap.
    const script = join(dir, 'writer.cjs');
    writeFileSync(
      script,
      `const Sqlite = require(${JSON.stringify(require.resolve('better-sqlite3'))});
const db = new Sqlite(${JSON.stringify(path)});
db.pragma('busy_timeout = 10000');
const insert = db.prepare("INSERT INTO audit_log (user_id, action, subject_type, subject_id, created_at) VALUES (NULL, 'backup-test', 'user', ?, ?)");
let n = 0;
for (;;) insert.run(++n, new Date().toISOString());`,
    );
    const writer = spawn(process.execPath, [script], { stdio: 'ignore' });
    const reader = new Sqlite(path, { readonly: true });
    const written = () =>
      reader
        .prepare("SELECT COUNT(*) FROM audit_log WHERE action = 'backup-test'")
        .pluck()
        .get() as number;
    while (written() < 200) await new Promise((resolve) => setTimeout(resolve, 20));
    const before = written();
    const target = join(dir, 'backup');
    const result = backupSqlite(path, files, target);
    const after = written();
    writer.kill();
    await new Promise((resolve) => writer.once('exit', resolve));
    reader.close();
    expect(after).toBeGreaterThan(before);

    expect(result.files).toBe(1);
    const copy = join(target, BACKUP_DATABASE);
    expect(integrityOk(copy)).toBe(true);
    const copied = new Sqlite(copy, { readonly: true });
    const rows = copied
      .prepare("SELECT COUNT(*) FROM audit_log WHERE action = 'backup-test'")
      .pluck()
      .get() as number;
    const last = copied
      .prepare(
        "SELECT MAX(CAST(subject_id AS INTEGER)) FROM audit_log WHERE action = 'backup-test'",
      )
      .pluck()
      .get() as string | number;
    const users = copied.prepare('SELECT COUNT(*) FROM users').pluck().get() as number;
    copied.close();
    // The writes of one moment: every one before the backup began, none after it ended, no gap.
    expect(rows).toBeGreaterThanOrEqual(before);
    expect(rows).toBeLessThanOrEqual(after);
    expect(Number(last)).toBe(rows);
    expect(users).toBeGreaterThan(0);
    // Not into a folder with something in it.
    expect(() => backupSqlite(path, files, target)).toThrow(/not empty/);
    await database.destroy();

    // Restore somewhere else: it opens, migrates (nothing to do) and has the data and the files.
    const restored = join(dir, 'restored', 'koers.db');
    const restoredFiles = join(dir, 'restored', 'files');
    restoreSqlite(target, restored, restoredFiles);
    expect(readFileSync(join(restoredFiles, 'ab', 'upload'), 'utf8')).toBe('bytes of an upload');
    const reopened = createDatabase(`file:${restored}`);
    await migrateToLatest(reopened);
    const count = await reopened.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('action', '=', 'backup-test')
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(rows);
    await reopened.destroy();
  });

  it('refuses to restore a folder that is not a backup, and changes nothing', () => {
    const path = join(dir, 'untouched.db');
    writeFileSync(path, 'not replaced');
    expect(() => restoreSqlite(join(dir, 'nothing'), path, join(dir, 'f'))).toThrow(
      /not a Koers backup/,
    );
    expect(readFileSync(path, 'utf8')).toBe('not replaced');
  });

  it('is a command: backup into a folder, and a PostgreSQL URL is told to use pg_dump', () => {
    const path = join(dir, 'cli.db');
    new Sqlite(path).exec('CREATE TABLE t (x); INSERT INTO t VALUES (1);');
    const target = join(dir, 'cli-backup');
    const env = {
      ...process.env,
      DATABASE_URL: `file:${path}`,
      FILES_DIR: join(dir, 'none'),
      SIGNING_SECRET: 'x',
    };
    const run = (args: string[], extra: Record<string, string> = {}) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/backup.ts', ...args], {
        cwd: join(import.meta.dirname, '..'),
        env: { ...env, ...extra },
        encoding: 'utf8',
      });
    const backup = run(['backup', '--to', target]);
    expect(backup.status, backup.stderr).toBe(0);
    expect(existsSync(join(target, BACKUP_DATABASE))).toBe(true);
    const postgres = run(['backup'], { DATABASE_URL: 'postgres://localhost/koers' });
    expect(postgres.status).toBe(2);
    expect(postgres.stderr).toContain('pg_dump');
  });
});
