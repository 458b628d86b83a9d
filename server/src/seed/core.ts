import type { Kysely, Transaction } from 'kysely';
import { randomToken } from '../lib/tokens.js';
import { nowIso } from '../lib/time.js';
import { hashPassword } from '../services/passwords.js';
import type { Database } from '../db/types.js';

/** The password of every demo account. */
export const DEMO_PASSWORD = 'welkom-bij-koers';

/** Demo accounts by the name the issue gives them (all with DEMO_PASSWORD). */
export const DEMO_EMAILS = {
  admin: 'admin@koers.test',
  bestuur: 'bestuur@koers.test',
  directeur: 'directeur@koers.test',
  leraar: 'leraar@koers.test',
  eenschool: 'eenschool@koers.test',
  eenbestuur: 'eenbestuur@koers.test',
} as const;

/** A school year, 1 August – 31 July. */
export interface SeedPeriod {
  id: number;
  name: string;
  start_at: string;
  end_at: string;
}

/**
 * The ids the core seed created, handed to `seedContent(db, ids)` (seed/content.ts) so content
 * can hang off the right contexts, periods and users:
 *
 * - `roles`: medewerker (rank 1), directeur (rank 10), bestuurder (rank 15).
 * - `organisations.rivierenland`: the board "Stichting Openbaar Onderwijs Rivierenland" with
 *   schools regenboog, kompas and vlinderhof; `organisations.linge`: a board without schools.
 * - `schools.regenboog` has a calendar (directeur's school, leraar's first school);
 *   `schools.kompas` has NO calendar (leraar's second school); `schools.vlinderhof` has a
 *   calendar and no demo account of its own (only the board reaches it: "another school");
 *   `schools.zonnewijzer` has no board (eenschool's only school) and a calendar.
 * - `users`: the demo accounts by the keys of DEMO_EMAILS, plus a few colleagues.
 * - `periods[schoolId]`: that school's school years, oldest first: previous, current, next.
 *   `periods[schoolId][1]` is the current school year (contains `today`).
 * - `today`: the date the seed ran (YYYY-MM-DD), so content can place events in this school year.
 */
export interface SeedIds {
  roles: { medewerker: number; directeur: number; bestuurder: number };
  organisations: { rivierenland: number; linge: number };
  schools: { regenboog: number; kompas: number; vlinderhof: number; zonnewijzer: number };
  users: Record<keyof typeof DEMO_EMAILS, number> & { colleagues: number[] };
  periods: Record<number, SeedPeriod[]>;
  today: string;
  /** First day (1 August) of the current school year. */
  currentSchoolYearStart: string;
}

export interface SeedCoreOptions {
  /** A precomputed argon2id hash of DEMO_PASSWORD (tests and the benchmark hash once). */
  passwordHash?: string;
  /** Date the seed treats as today (tests). */
  today?: Date;
}

/** The school year (1 Aug – 31 Jul) that contains `date`, as its starting calendar year. */
export function schoolYearStart(date: Date): number {
  return date.getUTCMonth() >= 7 ? date.getUTCFullYear() : date.getUTCFullYear() - 1;
}

type Db = Kysely<Database> | Transaction<Database>;

async function insertId(query: Promise<{ id: number } | undefined>): Promise<number> {
  const row = await query;
  if (!row) throw new Error('insert returned no id');
  return row.id;
}

/**
 * Users, roles, organisations, schools, memberships and school years of the demo.
 * Call only on an empty database (seed/index.ts checks).
 */
export async function seedCore(db: Db, options: SeedCoreOptions = {}): Promise<SeedIds> {
  const now = nowIso();
  const today = options.today ?? new Date();
  const passwordHash = options.passwordHash ?? (await hashPassword(DEMO_PASSWORD));

  // The migrations add the three roles to every database; the seed uses them (and adds one that
  // is missing, for a database set up without them).
  const role = async (name: string, rank: number) => {
    const existing = await db
      .selectFrom('roles')
      .select('id')
      .where('rank', '=', rank)
      .orderBy('id')
      .executeTakeFirst();
    return existing
      ? Number(existing.id)
      : insertId(db.insertInto('roles').values({ name, rank }).returning('id').executeTakeFirst());
  };
  const roles = {
    medewerker: await role('Medewerker', 1),
    directeur: await role('Directeur', 10),
    bestuurder: await role('Bestuurder', 15),
  };

  const organisation = (name: string, authority_number: string) =>
    insertId(
      db
        .insertInto('organisations')
        .values({ name, authority_number, icon_file_id: null, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirst(),
    );
  const organisations = {
    rivierenland: await organisation('Stichting Openbaar Onderwijs Rivierenland', '41234'),
    linge: await organisation('Stichting Christelijk Onderwijs De Linge', '42567'),
  };

  const school = (
    name: string,
    brin_number: string,
    organisation_id: number | null,
    calendar: boolean,
  ) =>
    insertId(
      db
        .insertInto('schools')
        .values({
          name,
          brin_number,
          organisation_id,
          calendar: calendar ? 1 : 0,
          calendar_feed_key: randomToken(24),
          icon_file_id: null,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirst(),
    );
  const schools = {
    regenboog: await school('OBS De Regenboog', '12AB', organisations.rivierenland, true),
    kompas: await school('OBS Het Kompas', '13CD', organisations.rivierenland, false),
    vlinderhof: await school('OBS De Vlinderhof', '14EF', organisations.rivierenland, true),
    zonnewijzer: await school('Daltonschool De Zonnewijzer', '15GH', null, true),
  };

  const user = (
    email: string,
    first_name: string,
    last_name_prefix: string | null,
    last_name: string,
    admin = false,
  ) =>
    insertId(
      db
        .insertInto('users')
        .values({
          email,
          first_name,
          last_name_prefix,
          last_name,
          password_hash: passwordHash,
          admin: admin ? 1 : 0,
          locale: 'nl',
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirst(),
    );
  const users = {
    admin: await user(DEMO_EMAILS.admin, 'Anouk', 'de', 'Vries', true),
    bestuur: await user(DEMO_EMAILS.bestuur, 'Henk', 'van den', 'Berg'),
    directeur: await user(DEMO_EMAILS.directeur, 'Marieke', null, 'Jansen'),
    leraar: await user(DEMO_EMAILS.leraar, 'Pieter', null, 'Bakker'),
    eenschool: await user(DEMO_EMAILS.eenschool, 'Fatima', 'El', 'Amrani'),
    eenbestuur: await user(DEMO_EMAILS.eenbestuur, 'Jeroen', null, 'Visser'),
    colleagues: [
      await user('s.dekker@regenboog.koers.test', 'Sanne', null, 'Dekker'),
      await user('t.meijer@kompas.koers.test', 'Thomas', null, 'Meijer'),
      await user('l.mulder@vlinderhof.koers.test', 'Lotte', null, 'Mulder'),
      await user('m.bos@zonnewijzer.koers.test', 'Mohamed', null, 'Bos'),
    ],
  };
  const [dekker, meijer, mulder, bos] = users.colleagues as [number, number, number, number];

  const orgMembers: Array<[number, number, number]> = [
    [organisations.rivierenland, users.bestuur, roles.bestuurder],
    [organisations.linge, users.eenbestuur, roles.bestuurder],
  ];
  for (const [organisation_id, user_id, role_id] of orgMembers) {
    await db
      .insertInto('organisation_user')
      .values({ organisation_id, user_id, role_id })
      .execute();
  }
  const schoolMembers: Array<[number, number, number]> = [
    [schools.regenboog, users.directeur, roles.directeur],
    [schools.regenboog, users.leraar, roles.medewerker],
    [schools.kompas, users.leraar, roles.medewerker],
    [schools.zonnewijzer, users.eenschool, roles.medewerker],
    [schools.regenboog, dekker, roles.medewerker],
    [schools.kompas, meijer, roles.directeur],
    [schools.vlinderhof, mulder, roles.directeur],
    [schools.zonnewijzer, bos, roles.directeur],
  ];
  await db
    .insertInto('school_user')
    .values(schoolMembers.map(([school_id, user_id, role_id]) => ({ school_id, user_id, role_id })))
    .execute();

  const current = schoolYearStart(today);
  const periods: Record<number, SeedPeriod[]> = {};
  for (const schoolId of Object.values(schools)) {
    periods[schoolId] = [];
    for (const start of [current - 1, current, current + 1]) {
      const period = {
        school_id: schoolId,
        name: `Schooljaar ${start}-${start + 1}`,
        start_at: `${start}-08-01`,
        end_at: `${start + 1}-07-31`,
      };
      const id = await insertId(
        db
          .insertInto('periods')
          .values({ ...period, created_at: now, updated_at: now })
          .returning('id')
          .executeTakeFirst(),
      );
      periods[schoolId].push({
        id,
        name: period.name,
        start_at: period.start_at,
        end_at: period.end_at,
      });
    }
  }

  return {
    roles,
    organisations,
    schools,
    users,
    periods,
    today: today.toISOString().slice(0, 10),
    currentSchoolYearStart: `${current}-08-01`,
  };
}
