import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../src/db/database.js';

const run = promisify(execFile);
/** Each call starts Node with tsx: seconds on a busy machine. */
const CLI_TIMEOUT = 90_000;
const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const dir = mkdtempSync(join(tmpdir(), 'koers-cli-'));
const databaseUrl = `file:${join(dir, 'koers.db')}`;
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the real CLI as an operator would, on its own SQLite file, without demo data. */
const createAdmin = (...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', 'src/cli/create-admin.ts', ...args], {
    cwd: serverDir,
    env: { ...process.env, DATABASE_URL: databaseUrl, SEED: 'false' },
  });

describe('create-admin (command line)', () => {
  it(
    'creates a super admin, then promotes an existing user, each with an audit row',
    async () => {
      const first = await createAdmin(
        '--email',
        'Anna@Bestuur.nl',
        '--password',
        'Zeilboot-Horizon-2026!',
      );
      expect(first.stdout).toContain('Created super admin anna@bestuur.nl.');
      const again = await createAdmin(
        '--email',
        'anna@bestuur.nl',
        '--password',
        'Andere-Vuurtoren-77!',
      );
      expect(again.stdout).toContain('Promoted super admin anna@bestuur.nl.');

      const database = createDatabase(databaseUrl);
      try {
        const users = await database.db
          .selectFrom('users')
          .select(['id', 'email', 'admin'])
          .execute();
        expect(users).toEqual([{ id: expect.any(Number), email: 'anna@bestuur.nl', admin: 1 }]);
        const audit = await database.db
          .selectFrom('audit_log')
          .select(['action', 'subject_type', 'subject_id', 'user_id'])
          .orderBy('id')
          .execute();
        expect(audit).toEqual([
          {
            action: 'created',
            subject_type: 'user',
            subject_id: String(users[0]!.id),
            user_id: null,
          },
          {
            action: 'promoted_to_admin',
            subject_type: 'user',
            subject_id: String(users[0]!.id),
            user_id: null,
          },
        ]);
      } finally {
        await database.destroy();
      }
    },
    CLI_TIMEOUT,
  );

  it(
    'refuses a weak password and creates nobody',
    async () => {
      await expect(
        createAdmin('--email', 'piet@bestuur.nl', '--password', 'welkom'),
      ).rejects.toMatchObject({
        code: 2,
      });
      const database = createDatabase(databaseUrl);
      try {
        const piet = await database.db
          .selectFrom('users')
          .select('id')
          .where('email', '=', 'piet@bestuur.nl')
          .executeTakeFirst();
        expect(piet).toBeUndefined();
      } finally {
        await database.destroy();
      }
    },
    CLI_TIMEOUT,
  );
});
