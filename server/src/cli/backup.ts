import { join } from 'node:path';
import { loadConfigOrExit, repoRoot } from '../lib/config.js';
import { backupSqlite, restoreSqlite, sqlitePath } from '../tools/backup.js';

/**
 * `pnpm --filter @koers/server backup [--to <folder>]`: a consistent copy of an embedded
 * installation's database and uploaded files, taken while the server runs (default folder
 * `data/backups/koers-<time>`).
 * `pnpm --filter @koers/server restore --from <folder>`: puts such a copy back; stop the server
 * first. PostgreSQL: pg_dump and pg_restore (server/README.md).
 */
const [command, ...args] = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};

const config = loadConfigOrExit();
const database = sqlitePath(config.databaseUrl);
if (database === null) {
  console.error(
    'DATABASE_URL is PostgreSQL: back it up with pg_dump and restore with pg_restore (server/README.md, "Backups"). Copy FILES_DIR beside it.',
  );
  process.exit(2);
}
try {
  if (command === 'backup') {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const target = option('--to') ?? join(repoRoot(), 'data', 'backups', `koers-${stamp}`);
    const result = backupSqlite(database, config.filesDir, target);
    console.log(`Backup of ${database} and ${result.files} files in ${result.folder}`);
  } else if (command === 'restore') {
    const source = option('--from');
    if (!source) throw new Error('restore needs --from <backup folder>');
    restoreSqlite(source, database, config.filesDir);
    console.log(`Restored ${database} and ${config.filesDir} from ${source}`);
  } else {
    console.error('usage: backup [--to <folder>] | restore --from <folder>');
    process.exit(2);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
