import type { Kysely } from 'kysely';

/**
 * The three roles every installation has (DESIGN: medewerker rank 1, directeur rank 10,
 * bestuurder rank 15). They came only with the demo seed, so an installation started with
 * SEED=false had none and nobody could be given a role. Added where missing, by rank.
 */
const ROLES = [
  { name: 'Medewerker', rank: 1 },
  { name: 'Directeur', rank: 10 },
  { name: 'Bestuurder', rank: 15 },
];

export async function up(db: Kysely<any>): Promise<void> {
  const existing = new Set(
    (await db.selectFrom('roles').select('rank').execute()).map((row) => Number(row.rank)),
  );
  const missing = ROLES.filter((role) => !existing.has(role.rank));
  if (missing.length > 0) await db.insertInto('roles').values(missing).execute();
}

export async function down(): Promise<void> {
  // The roles may be in use by memberships: they stay.
}
