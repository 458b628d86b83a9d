import { createDatabase, migrateToLatest } from '../db/database.js';
import { loadConfigOrExit } from '../lib/config.js';

/** `pnpm --filter @koers/server migrate`: applies pending migrations to DATABASE_URL. */
const config = loadConfigOrExit();
const database = createDatabase(config.databaseUrl, { sqliteFastPath: config.sqliteFastPath });
try {
  await migrateToLatest(database);
  console.log(`Migrated ${config.databaseUrl.replace(/\/\/[^@/]*@/, '//***@')}`);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await database.destroy();
}
