import { parseArgs } from 'node:util';
import { createDatabase, migrateToLatest } from '../db/database.js';
import { loadConfigOrExit } from '../lib/config.js';
import { createUser, findUserByEmail, normaliseEmail, updateUser } from '../repositories/users.js';
import { auditedWrite } from '../services/audit.js';
import { assertAcceptablePassword, hashPassword } from '../services/passwords.js';
import { ValidationError } from '../lib/errors.js';
import { translate } from '../lib/messages.js';

const USAGE = `Creates (or promotes) a super admin of a real installation, without demo data.

  pnpm --filter @koers/server create-admin --email anna@bestuur.nl --password '…' \\
      [--first-name Anna] [--last-name Jansen]

Flags may also come from the environment: ADMIN_EMAIL, ADMIN_PASSWORD, ADMIN_FIRST_NAME,
ADMIN_LAST_NAME. Nothing is asked interactively. An existing user with that email becomes a
super admin and gets the new password.`;

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    'first-name': { type: 'string' },
    'last-name': { type: 'string' },
    help: { type: 'boolean' },
  },
});

if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

const email = values.email ?? process.env.ADMIN_EMAIL;
const password = values.password ?? process.env.ADMIN_PASSWORD;
if (!email || !password || !/^[^@\s]+@[^@\s]+$/.test(email)) {
  console.error(`${USAGE}\n\nMissing or invalid --email / --password.`);
  process.exit(2);
}
try {
  assertAcceptablePassword(password, password);
} catch (error) {
  if (error instanceof ValidationError) {
    const messages = (error.fields.password ?? []).map((e) =>
      translate('en', e.key, { attribute: 'password', ...e.vars }),
    );
    console.error(messages.join('\n'));
    process.exit(2);
  }
  throw error;
}

const config = loadConfigOrExit();
const database = createDatabase(config.databaseUrl, { sqliteFastPath: config.sqliteFastPath });
try {
  await migrateToLatest(database);
  const passwordHash = await hashPassword(password);
  const existing = await findUserByEmail(database.db, email);
  await auditedWrite(
    database.db,
    async (trx) => {
      if (existing) {
        await updateUser(trx, existing.id, { admin: 1, password_hash: passwordHash });
        return existing.id;
      }
      return createUser(trx, {
        email: normaliseEmail(email),
        first_name: values['first-name'] ?? process.env.ADMIN_FIRST_NAME ?? 'Beheerder',
        last_name_prefix: null,
        last_name: values['last-name'] ?? process.env.ADMIN_LAST_NAME ?? 'Koers',
        password_hash: passwordHash,
        admin: 1,
        locale: 'nl',
      });
    },
    (id) => ({
      userId: null,
      action: existing ? 'promoted_to_admin' : 'created',
      subjectType: 'user',
      subjectId: id,
      changes: { admin: true, via: 'cli' },
    }),
  );
  console.log(`${existing ? 'Promoted' : 'Created'} super admin ${normaliseEmail(email)}.`);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await database.destroy();
}
