import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { PREFIX_LENGTH } from './2026_11_23_0004_user_search_prefixes.js';

/**
 * The admin's user list over every user (100,000 in the benchmark) on both databases:
 *
 * - `user_list_state`, one row: the number of users and a version that changes with every
 *   insert, delete and change of a sortable column (first name, last name, email, created_at).
 *   Triggers keep it, so the plain list's exact total is one row instead of counting every user
 *   (PostgreSQL counted 100,000 index entries per request), and the version tells the paginator
 *   when its map of page boundaries (deep pages, lib/paginate.ts `seek`) is out of date, also
 *   across processes. On PostgreSQL the triggers run once per statement (a bulk insert updates
 *   the row once); the row is locked until the writing transaction commits, so concurrent
 *   transactions that add or remove users wait for each other.
 * - PostgreSQL: the prefix table SQLite has had since migration 0004 (`user_search`), kept by
 *   statement-level triggers. A search reads one range of its primary key: the exact count from
 *   an index-only scan, a page in the list's order without sorting every match. Before, a
 *   one-letter search fetched and rechecked every matching user (10,000) for the count alone.
 *   Its prefixes are those of `lower(column)` in the database's collation, as the LIKE condition
 *   it replaces matched them; `sort_key` is `lower(last_name collate "C")`, the list's order.
 *   Prefix and sort key are compared byte by byte (`collate "C"`).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await sql`
    create table user_list_state (
      id integer primary key,
      total bigint not null,
      version bigint not null
    )`.execute(db);
  await sql`insert into user_list_state (id, total, version)
    select 1, count(*), 0 from users`.execute(db);
  if (postgres) await upPostgres(db);
  else await upSqlite(db);
}

async function upSqlite(db: Kysely<any>): Promise<void> {
  await sql
    .raw(
      `create trigger users_list_insert after insert on users begin
         update user_list_state set total = total + 1, version = version + 1;
       end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger users_list_delete after delete on users begin
         update user_list_state set total = total - 1, version = version + 1;
       end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger users_list_update after update of first_name, last_name, email, created_at
       on users begin
         update user_list_state set version = version + 1;
       end`,
    )
    .execute(db);
}

/** The distinct prefixes of the users in the transition table `rows`. */
const prefixesOf = (rows: string) => `
  select distinct substr(lower(v.value), 1, n.n) as prefix,
    lower(u.last_name collate "C") as sort_key, u.id as user_id
  from ${rows} as u
  cross join lateral (values (u.first_name), (u.last_name), (u.email)) as v(value)
  cross join generate_series(1, ${PREFIX_LENGTH}) as n(n)
  where n.n <= length(v.value)`;

async function upPostgres(db: Kysely<any>): Promise<void> {
  await sql`
    create table user_search (
      prefix text collate "C" not null,
      sort_key text collate "C" not null,
      user_id integer not null,
      primary key (prefix, sort_key, user_id)
    )`.execute(db);
  await sql.raw(`insert into user_search ${prefixesOf('users')}`).execute(db);

  await sql
    .raw(
      `create function users_list_inserted() returns trigger language plpgsql as $$
       begin
         insert into user_search ${prefixesOf('inserted')};
         update user_list_state set total = total + (select count(*) from inserted),
           version = version + 1;
         return null;
       end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create function users_list_deleted() returns trigger language plpgsql as $$
       begin
         delete from user_search s using (${prefixesOf('deleted')}) as p
         where s.prefix = p.prefix and s.sort_key = p.sort_key and s.user_id = p.user_id;
         update user_list_state set total = total - (select count(*) from deleted),
           version = version + 1;
         return null;
       end $$`,
    )
    .execute(db);
  // Transition tables allow no column list, so this runs for every update of users and acts
  // only on rows whose searched or sorted columns changed.
  await sql
    .raw(
      `create function users_list_updated() returns trigger language plpgsql as $$
       declare
         changed integer[];
       begin
         select array_agg(n.id) into changed
         from updated_new n join updated_old o on o.id = n.id
         where n.first_name is distinct from o.first_name
           or n.last_name is distinct from o.last_name
           or n.email is distinct from o.email
           or n.created_at is distinct from o.created_at;
         if changed is null then return null; end if;
         delete from user_search s
         using (${prefixesOf('(select * from updated_old where id = any(changed))')}) as p
         where s.prefix = p.prefix and s.sort_key = p.sort_key and s.user_id = p.user_id;
         insert into user_search
           ${prefixesOf('(select * from updated_new where id = any(changed))')};
         update user_list_state set version = version + 1;
         return null;
       end $$`,
    )
    .execute(db);
  await sql`create trigger users_list_insert after insert on users
    referencing new table as inserted for each statement
    execute function users_list_inserted()`.execute(db);
  await sql`create trigger users_list_delete after delete on users
    referencing old table as deleted for each statement
    execute function users_list_deleted()`.execute(db);
  await sql`create trigger users_list_update after update on users
    referencing old table as updated_old new table as updated_new for each statement
    execute function users_list_updated()`.execute(db);
  await sql`analyze user_search`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    for (const trigger of ['users_list_insert', 'users_list_delete', 'users_list_update'])
      await sql`drop trigger ${sql.id(trigger)} on users`.execute(db);
    for (const fn of ['users_list_inserted', 'users_list_deleted', 'users_list_updated'])
      await sql`drop function ${sql.id(fn)}()`.execute(db);
    await sql`drop table user_search`.execute(db);
  } else {
    for (const trigger of ['users_list_insert', 'users_list_delete', 'users_list_update'])
      await sql`drop trigger ${sql.id(trigger)}`.execute(db);
  }
  await sql`drop table user_list_state`.execute(db);
}
