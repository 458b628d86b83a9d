import type { AuditEntry, PageMeta } from '@koers/contract';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { DEMO_EMAILS } from '../src/seed/core.js';
import { startOfDutchDay } from '../src/repositories/audit-log.js';
import { bearer, describeEachDatabase, loginAs } from './helpers.js';

type Who = keyof typeof DEMO_EMAILS;
interface Page {
  data: AuditEntry[];
  meta: PageMeta;
}

describeEachDatabase('activity log', (t) => {
  const tokens = {} as Record<Who, string>;
  /** A name no other test (or seed) uses, so a search finds this test's entries only. */
  const unique = (name: string) => `${name} ${Math.random().toString(36).slice(2, 8)}`;

  beforeAll(async () => {
    for (const who of Object.keys(DEMO_EMAILS) as Who[])
      tokens[who] = await loginAs(t.app, DEMO_EMAILS[who]);
  });

  const request = (
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    who: Who,
    payload?: object,
    locale = 'en',
  ) =>
    t.app.inject({
      method,
      url,
      headers: bearer(tokens[who], locale),
      ...(payload ? { payload } : {}),
    });
  const log = async (url: string, who: Who = 'admin', locale = 'en') => {
    const response = await request('GET', url, who, undefined, locale);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Page;
  };
  const schoolLog = (school: number) => `/api/schools/${school}/audit-log`;
  const boardLog = (board: number) => `/api/organisations/${board}/audit-log`;

  /** Makes a document in a school as its director and returns its id. */
  async function newDocument(school: number, name: string, who: Who = 'directeur') {
    const response = await request('POST', `/api/schools/${school}/documents`, who, {
      name,
      type: 'plan',
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.id as number;
  }

  it('words who changed what in the reader’s language, newest first, with the object’s name', async () => {
    const { regenboog } = t.ids.schools;
    const name = unique('Jaarplan');
    const id = await newDocument(regenboog, name);
    const renamed = `${name} (definitief)`;
    expect(
      (await request('PATCH', `/api/documents/${id}`, 'directeur', { name: renamed })).statusCode,
    ).toBe(200);
    expect((await request('DELETE', `/api/documents/${id}`, 'directeur')).statusCode).toBe(204);

    const en = await log(`/api/admin/audit-log?query=${encodeURIComponent(name)}`);
    expect(en.data.map((e) => e.summary)).toEqual([
      // A removed document keeps the name it had; a renamed one shows the new name.
      `Marieke Jansen deleted the document ${renamed}`,
      `Marieke Jansen changed the document ${renamed}`,
      `Marieke Jansen created the document ${name}`,
    ]);
    expect(en.data[0]).toMatchObject({
      action: 'deleted',
      subject_type: 'document',
      subject_id: String(id),
      subject_name: renamed,
      actor: { id: t.ids.users.directeur, name: 'Marieke Jansen', email: 'directeur@koers.test' },
      context: { type: 'school', id: regenboog, name: 'OBS De Regenboog' },
    });
    expect(Date.parse(en.data[0]!.created_at)).toBeGreaterThan(Date.now() - 60_000);

    const nl = await log(`/api/admin/audit-log?query=${encodeURIComponent(name)}`, 'admin', 'nl');
    expect(nl.data.map((e) => e.summary)).toEqual([
      `Marieke Jansen verwijderde het document ${renamed}`,
      `Marieke Jansen wijzigde het document ${renamed}`,
      `Marieke Jansen maakte het document ${name} aan`,
    ]);
    const oldestFirst = await log(
      `/api/admin/audit-log?query=${encodeURIComponent(name)}&sort_column=created_at&sort_order=asc`,
    );
    expect(oldestFirst.data.map((e) => e.action)).toEqual(['created', 'updated', 'deleted']);
  });

  it('words membership changes with the role and the school', async () => {
    const { regenboog } = t.ids.schools;
    const { leraar } = t.ids.users;
    const changed = await request('PATCH', `/api/schools/${regenboog}/users/${leraar}`, 'bestuur', {
      role_id: t.ids.roles.directeur,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const back = await request('PATCH', `/api/schools/${regenboog}/users/${leraar}`, 'bestuur', {
      role_id: t.ids.roles.medewerker,
    });
    expect(back.statusCode).toBe(200);
    const page = await log(
      `${schoolLog(regenboog)}?action=role_changed&user_id=${t.ids.users.bestuur}`,
      'bestuur',
      'nl',
    );
    expect(page.data.slice(0, 2).map((e) => e.summary)).toEqual([
      'Henk van den Berg gaf de gebruiker Pieter Bakker de rol Medewerker in OBS De Regenboog',
      'Henk van den Berg gaf de gebruiker Pieter Bakker de rol Directeur in OBS De Regenboog',
    ]);
  });

  it('words a new order as a change of the whole list, and offers it as a kind of change', async () => {
    const { regenboog } = t.ids.schools;
    const url = `/api/schools/${regenboog}/applications`;
    const listed = (await request('GET', url, 'directeur')).json().data as Array<{ id: number }>;
    const ids = listed.map((a) => a.id).reverse();
    const reordered = await request('PUT', `${url}/order`, 'directeur', { ids });
    expect(reordered.statusCode, reordered.body).toBe(200);
    const page = await log(`${schoolLog(regenboog)}?action=reordered`, 'bestuur', 'nl');
    expect(page.data[0]).toMatchObject({
      action: 'reordered',
      summary: 'Marieke Jansen zette de applicaties van OBS De Regenboog in een nieuwe volgorde',
    });
    // Back as it was.
    await request('PUT', `${url}/order`, 'directeur', { ids: ids.reverse() });
  });

  it('shows a context’s admins their own context only, and no one below that rank', async () => {
    const { regenboog, kompas, zonnewijzer } = t.ids.schools;
    const { rivierenland, linge } = t.ids.organisations;
    const inRegenboog = unique('Regenboogplan');
    const inZonnewijzer = unique('Zonnewijzerplan');
    await newDocument(regenboog, inRegenboog);
    await newDocument(zonnewijzer, inZonnewijzer, 'admin');

    // The board's log holds its schools' entries; the school's own log too, for the board's admins.
    const board = await log(boardLog(rivierenland), 'bestuur');
    expect(board.data.some((e) => e.subject_name === inRegenboog)).toBe(true);
    expect(board.data.some((e) => e.subject_name === inZonnewijzer)).toBe(false);
    expect(
      board.data.every(
        (e) =>
          (e.context?.type === 'organisation' && e.context.id === rivierenland) ||
          (e.context?.type === 'school' &&
            [regenboog, kompas, t.ids.schools.vlinderhof].includes(e.context.id)),
      ),
    ).toBe(true);
    const school = await log(schoolLog(regenboog), 'bestuur');
    expect(school.data.some((e) => e.subject_name === inRegenboog)).toBe(true);
    expect(
      school.data.every((e) => e.context?.type === 'school' && e.context.id === regenboog),
    ).toBe(true);
    // Account events (logins) have no context: only the super admin's log shows them.
    expect(board.data.some((e) => e.action === 'login')).toBe(false);

    // A director (rank 10) is a member but no admin: 403; outsiders and other boards: 404.
    expect((await request('GET', schoolLog(regenboog), 'directeur')).statusCode).toBe(403);
    expect((await request('GET', schoolLog(regenboog), 'leraar')).statusCode).toBe(403);
    expect((await request('GET', schoolLog(regenboog), 'eenbestuur')).statusCode).toBe(404);
    expect((await request('GET', boardLog(rivierenland), 'eenbestuur')).statusCode).toBe(404);
    expect((await request('GET', schoolLog(zonnewijzer), 'bestuur')).statusCode).toBe(404);
    expect((await request('GET', `${boardLog(linge)}.csv`, 'bestuur')).statusCode).toBe(404);
    // The whole installation's log is the super admin's.
    for (const who of ['bestuur', 'directeur', 'leraar'] as const)
      expect((await request('GET', '/api/admin/audit-log', who)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/audit-log' })).statusCode).toBe(
      401,
    );
    expect((await t.app.inject({ method: 'GET', url: schoolLog(regenboog) })).statusCode).toBe(401);
    // The super admin reads every context's log.
    const zonnewijzerLog = await log(schoolLog(zonnewijzer));
    expect(zonnewijzerLog.data.some((e) => e.subject_name === inZonnewijzer)).toBe(true);
  });

  it('keeps a school’s history with the board it happened under and gives it to the board it moved to', async () => {
    const { rivierenland, linge } = t.ids.organisations;
    const schoolName = unique('OBS De Verhuizing');
    const created = await request('POST', '/api/admin/schools', 'admin', {
      name: schoolName,
      organisation_id: rivierenland,
    });
    expect(created.statusCode, created.body).toBe(201);
    const school = created.json().data.id as number;
    const plan = unique('Plan van de verhuizing');
    await newDocument(school, plan, 'bestuur');
    const moved = await request('PATCH', `/api/admin/schools/${school}`, 'admin', {
      organisation_id: linge,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = unique('Plan na de verhuizing');
    await newDocument(school, after, 'eenbestuur');

    const names = (page: Page) => page.data.map((e) => e.subject_name);
    const before = names(await log(boardLog(rivierenland), 'bestuur'));
    // What happened while the school was Rivierenland's stays in Rivierenland's log…
    expect(before).toContain(plan);
    expect(before).toContain(schoolName);
    // …and what happens after the move does not.
    expect(before).not.toContain(after);
    // De Linge now holds the school: its whole history comes along.
    const lingeLog = names(await log(boardLog(linge), 'eenbestuur'));
    expect(lingeLog).toContain(plan);
    expect(lingeLog).toContain(after);

    // Removing the school: its board still sees that it went, and what it was called.
    expect((await request('DELETE', `/api/admin/schools/${school}`, 'admin')).statusCode).toBe(204);
    const gone = await log(
      `${boardLog(linge)}?action=deleted&subject_type=school`,
      'eenbestuur',
      'nl',
    );
    expect(gone.data[0]).toMatchObject({
      subject_name: schoolName,
      context: { type: 'school', id: school, name: null },
      summary: `Anouk de Vries verwijderde de school ${schoolName}`,
    });
  });

  it('filters by person, kind of change, kind of object, dates and search, and pages', async () => {
    const { regenboog } = t.ids.schools;
    const prefix = unique('Filterplan');
    for (const n of [1, 2, 3]) await newDocument(regenboog, `${prefix} ${n}`);
    await newDocument(regenboog, `${prefix} 4`, 'bestuur');
    const base = `/api/admin/audit-log?query=${encodeURIComponent(prefix)}`;

    const all = await log(base);
    expect(all.meta).toMatchObject({ total: 4, current_page: 1, last_page: 1, from: 1, to: 4 });
    const byPerson = await log(`${base}&user_id=${t.ids.users.bestuur}`);
    expect(byPerson.data.map((e) => e.subject_name)).toEqual([`${prefix} 4`]);
    expect((await log(`${base}&action=deleted`)).meta.total).toBe(0);
    expect((await log(`${base}&action=created&subject_type=document`)).meta.total).toBe(4);
    expect((await log(`${base}&subject_type=school`)).meta.total).toBe(0);
    const paged = await log(`${base}&per_page=3&page=2`);
    expect(paged.meta).toMatchObject({ total: 4, current_page: 2, last_page: 2, from: 4, to: 4 });
    expect(paged.data.map((e) => e.subject_name)).toEqual([`${prefix} 1`]);

    // Dates are Dutch calendar days, both inclusive.
    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Amsterdam' }).format(
      new Date(),
    );
    expect((await log(`${base}&from=${today}&to=${today}`)).meta.total).toBe(4);
    expect((await log(`${base}&to=2020-01-01`)).meta.total).toBe(0);
    expect((await log(`${base}&from=2999-01-01`)).meta.total).toBe(0);
    const reversed = await request('GET', `${base}&from=${today}&to=2020-01-01`, 'admin');
    expect(reversed.statusCode).toBe(422);
    expect(Object.keys(reversed.json().errors)).toEqual(['to']);
    expect((await request('GET', `${base}&action=renamed_everything`, 'admin')).statusCode).toBe(
      422,
    );
    expect((await request('GET', `${base}&sort_column=action`, 'admin')).statusCode).toBe(422);

    // The search matches the person's whole name and the school, anywhere in the text.
    const byName = await log(
      `/api/admin/audit-log?query=${encodeURIComponent('van den berg')}&subject_type=document`,
    );
    expect(byName.data.some((e) => e.subject_name === `${prefix} 4`)).toBe(true);
    expect(byName.data.every((e) => e.actor?.name === 'Henk van den Berg')).toBe(true);
  });

  it('offers the people of the log for its person filter', async () => {
    const { regenboog } = t.ids.schools;
    await newDocument(regenboog, unique('Mensenplan'));
    const people = async (url: string, who: Who) => {
      const response = await request('GET', url, who);
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().data as Array<{ name: string }>).map((p) => p.name);
    };
    const inSchool = await people(`${schoolLog(regenboog)}/actors?query=jans`, 'bestuur');
    expect(inSchool).toEqual(['Marieke Jansen']);
    // Someone who never did anything in this school is not offered there…
    expect(await people(`${schoolLog(regenboog)}/actors?query=amrani`, 'bestuur')).toEqual([]);
    // …but the super admin can pick anyone (from the start of a name or email).
    expect(await people('/api/admin/audit-log/actors?query=amra', 'admin')).toEqual([
      'Fatima El Amrani',
    ]);
    expect((await request('GET', `${schoolLog(regenboog)}/actors`, 'directeur')).statusCode).toBe(
      403,
    );
  });

  it('exports the selected entries as CSV in the reader’s language, safe to open in a spreadsheet', async () => {
    const { regenboog } = t.ids.schools;
    const name = unique('=HYPERLINK("http://example.test","Klik")');
    await newDocument(regenboog, name);
    const response = await request(
      'GET',
      `${schoolLog(regenboog)}.csv?query=${encodeURIComponent('HYPERLINK')}&action=created`,
      'bestuur',
      undefined,
      'nl',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="obs-de-regenboog-activity-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const body = response.body;
    expect(body.startsWith('\uFEFF')).toBe(true);
    const lines = body.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'Datum en tijd,Tijdstip (UTC),Persoon,E-mailadres,Wat,Soort wijziging,Soort object,Object,School of bestuur',
    );
    const rows = lines.slice(1).filter(Boolean);
    const mine = rows.filter((row) => row.includes(name.split(' ').pop()!));
    expect(mine).toHaveLength(1);
    // The formula is quoted and starts with an apostrophe: a spreadsheet shows it as text.
    const quoted = `"'${name.replace(/"/g, '""')}"`;
    expect(mine[0]).toContain(
      `,Marieke Jansen,directeur@koers.test,"Marieke Jansen maakte het document ${name.replace(/"/g, '""')} aan",Aangemaakt,Document,${quoted},OBS De Regenboog`,
    );
    expect(mine[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2},\d{4}-\d{2}-\d{2}T/);
  });

  it('never lets an entry be changed or removed: no route writes the log, and the database refuses', async () => {
    // Every route that names the log only reads it.
    const tree = t.app.printRoutes({ commonPrefix: false, includeMeta: false });
    const auditLines = tree.split('\n').filter((line) => line.includes('audit-log'));
    expect(auditLines.length).toBeGreaterThan(0);
    for (const line of auditLines) expect(line, line).toMatch(/\((GET|HEAD)(, (GET|HEAD))*\)$/);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      for (const url of [
        '/api/admin/audit-log',
        '/api/admin/audit-log/1',
        `/api/schools/${t.ids.schools.regenboog}/audit-log`,
        `/api/organisations/${t.ids.organisations.rivierenland}/audit-log/1`,
      ]) {
        const response = await request(method, url, 'admin', {});
        expect(response.statusCode, `${method} ${url}`).toBe(404);
      }
    }
    const [entry] = (await log('/api/admin/audit-log?per_page=1')).data;
    expect(entry).toBeDefined();
    await expect(
      t.database.db
        .updateTable('audit_log')
        .set({ action: 'forged' })
        .where('id', '=', entry!.id)
        .execute(),
    ).rejects.toThrow(/append-only/);
    await expect(
      t.database.db.deleteFrom('audit_log').where('id', '=', entry!.id).execute(),
    ).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_log`.execute(t.database.db)).rejects.toThrow(/append-only/);
    const still = (await log('/api/admin/audit-log?per_page=1')).data[0];
    expect(still).toEqual(entry);
  });

  it('refuses an export larger than one file holds, saying how to narrow it', async () => {
    // 50,001 entries in De Linge, written the way a bulk load would (one statement).
    const { linge } = t.ids.organisations;
    await sql`insert into audit_log (user_id, action, subject_type, subject_id, context_type, context_id, organisation_id, changes, created_at)
      with recursive n(i) as (select 1 union all select i + 1 from n where i < 50001)
      select ${t.ids.users.eenbestuur}, 'updated', 'organisation', ${String(linge)}, 'organisation', ${linge}, ${linge}, null, '2021-03-04T05:06:07.000Z' from n`.execute(
      t.database.db,
    );
    const tooMany = await request('GET', `${boardLog(linge)}.csv`, 'eenbestuur', undefined, 'nl');
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors.from[0]).toMatch(
      /^Deze export zou 500\d\d regels bevatten; één export bevat er hoogstens 50000\./,
    );
    // Narrowed to other days, it goes.
    const narrowed = await request('GET', `${boardLog(linge)}.csv?from=2022-01-01`, 'eenbestuur');
    expect(narrowed.statusCode).toBe(200);
  });
});

describe('activity log days', () => {
  it('starts a Dutch day at midnight in Amsterdam, in winter and in summer time', () => {
    expect(startOfDutchDay('2026-01-15')).toBe('2026-01-14T23:00:00.000Z');
    expect(startOfDutchDay('2026-07-15')).toBe('2026-07-14T22:00:00.000Z');
    // The days the clocks change.
    expect(startOfDutchDay('2026-03-29')).toBe('2026-03-28T23:00:00.000Z');
    expect(startOfDutchDay('2026-10-25')).toBe('2026-10-24T22:00:00.000Z');
  });
});

describe('who writes the activity log', () => {
  const src = fileURLToPath(new URL('../src', import.meta.url));
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : [];
    });

  it('is written by the audit service alone, and changed or removed by no code at all', () => {
    const writers: string[] = [];
    const changers: string[] = [];
    for (const file of files(src)) {
      if (file.includes(`${join('db', 'migrations')}`)) continue;
      const text = readFileSync(file, 'utf8');
      const relative = file.slice(src.length + 1);
      if (/insertInto\(\s*['"]audit_log['"]|insert\s+into\s+audit_log/i.test(text))
        writers.push(relative);
      if (
        /(updateTable|deleteFrom)\(\s*['"]audit_log['"]|(update|delete\s+from)\s+audit_log|truncate[^;]*audit_log/i.test(
          text,
        )
      )
        changers.push(relative);
    }
    expect(writers).toEqual([join('services', 'audit.ts')]);
    expect(changers).toEqual([]);
  });
});
