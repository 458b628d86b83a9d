import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * SQLite: a table of every prefix, up to 10 characters, of each user's lowered first name, last
 * name and email, one row per prefix and user, ordered by the user list's default sort (the
 * last name without ASCII case, then the id). The admin's user search (lib/paginate.ts,
 * `prefixTable`) reads a page of it in order and stops after the page: no sort of all matches,
 * no table lookups for rows that are not shown, and a count from one index range. Before, a
 * search for a common name (161 of 100,000 users) fetched and sorted every match for each page
 * (about half the route's time), and a one-letter search (thousands of matches) took 5–20 ms.
 *
 * Triggers keep the table in step with every write to users, wherever it comes from (routes,
 * CLI, seeds, a bulk load). It costs about 20 rows per user (2 million and 40 MB for 100,000
 * users). Longer searches are answered from their first 10 characters plus the exact condition.
 *
 * PostgreSQL answered the search from its lower() indexes (migration 0002) until migration 0021
 * gave it the same table; the results are the same on both.
 */
export const PREFIX_LENGTH = 10;

/** The distinct prefixes of a user's three searched columns, for `row` = new or old. */
const prefixes = (row: 'new' | 'old') => `
  select distinct substr(lower(v.value), 1, p.n) as prefix
  from (
    select ${row}.first_name as value
    union all select ${row}.last_name
    union all select ${row}.email
  ) as v
  join search_positions as p on p.n <= length(v.value)`;

const insertPrefixes = `
  insert into user_search (prefix, sort_key, user_id)
  select prefix, lower(new.last_name), new.id from (${prefixes('new')});`;

const deletePrefixes = `
  delete from user_search
  where sort_key = lower(old.last_name) and user_id = old.id
    and prefix in (${prefixes('old')});`;

/** The trigger that adds a new user's prefixes (a bulk load may drop it and backfill after). */
export const USER_SEARCH_INSERT_TRIGGER = `create trigger users_search_insert after insert on users
  begin ${insertPrefixes} end`;

/** Fills the table for every user at once (used after a bulk load without the insert trigger). */
export const USER_SEARCH_BACKFILL = `insert into user_search (prefix, sort_key, user_id)
  select distinct substr(lower(v.value), 1, p.n), lower(v.last_name), v.id
  from (
    select id, last_name, first_name as value from users
    union all select id, last_name, last_name from users
    union all select id, last_name, email from users
  ) as v
  join search_positions as p on p.n <= length(v.value)`;

export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  // SQLite allows no WITH clause inside a trigger, so the positions 1..10 are a table.
  await sql`create table search_positions (n integer primary key)`.execute(db);
  const positions = Array.from({ length: PREFIX_LENGTH }, (_, i) => sql`(${i + 1})`);
  await sql`insert into search_positions (n) values ${sql.join(positions)}`.execute(db);
  // WITHOUT ROWID: the primary key is the table, so a page is one range of one B-tree.
  await sql`
    create table user_search (
      prefix text not null,
      sort_key text not null,
      user_id integer not null,
      primary key (prefix, sort_key, user_id)
    ) without rowid`.execute(db);
  await sql.raw(USER_SEARCH_INSERT_TRIGGER).execute(db);
  await sql
    .raw(
      `create trigger users_search_update after update of first_name, last_name, email on users
       begin ${deletePrefixes} ${insertPrefixes} end`,
    )
    .execute(db);
  await sql
    .raw(`create trigger users_search_delete after delete on users begin ${deletePrefixes} end`)
    .execute(db);
  // The users already there.
  await sql.raw(USER_SEARCH_BACKFILL).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  for (const trigger of ['users_search_insert', 'users_search_update', 'users_search_delete']) {
    await sql`drop trigger ${sql.id(trigger)}`.execute(db);
  }
  await sql`drop table user_search`.execute(db);
  await sql`drop table search_positions`.execute(db);
}
