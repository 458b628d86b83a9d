import type { Role } from '@koers/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/types.js';

type Db = Kysely<Database> | Transaction<Database>;

/** Every role, lowest rank first. */
export function listRoles(db: Db): Promise<Role[]> {
  return db
    .selectFrom('roles')
    .select(['id', 'name', 'rank'])
    .orderBy('rank')
    .orderBy('id')
    .execute();
}

export async function roleExists(db: Db, id: number): Promise<boolean> {
  return (
    (await db.selectFrom('roles').select('id').where('id', '=', id).executeTakeFirst()) !==
    undefined
  );
}
