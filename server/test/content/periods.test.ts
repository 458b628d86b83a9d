import type { Period } from '@koers/contract';
import { bearer, describeEachDatabase, loginAs } from '../helpers.js';
import { DEMO_EMAILS } from '../../src/seed/core.js';

type Who = keyof typeof DEMO_EMAILS;

/** School years as the Schooljaren tab manages them: its managers' writes, overlaps, removal. */
describeEachDatabase('school years', (t) => {
  const tokens = {} as Record<Who, string>;
  beforeAll(async () => {
    for (const who of Object.keys(DEMO_EMAILS) as Who[])
      tokens[who] = await loginAs(t.app, DEMO_EMAILS[who]);
  });
  const send = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
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
  const year = (from: number) => ({ start_at: `${from}-08-01`, end_at: `${from + 1}-07-31` });
  const addYear = async (school: number, name: string, from: number) => {
    const res = await send('POST', `/api/schools/${school}/periods`, 'directeur', {
      name,
      ...year(from),
    });
    expect(res.statusCode).toBe(201);
    return res.json().data as Period;
  };
  const addPlan = async (school: number, name: string, periodId: number) => {
    const res = await send('POST', `/api/schools/${school}/documents`, 'directeur', {
      name,
      type: 'plan',
      period_id: periodId,
    });
    expect(res.statusCode).toBe(201);
    return res.json().data.id as number;
  };

  it('lets a director (rank 10) add, change and remove a year, and a teacher none of it', async () => {
    const school = t.ids.schools.regenboog;
    const added = await addYear(school, 'Schooljaar 2080-2081', 2080);
    expect(added).toMatchObject({ name: 'Schooljaar 2080-2081', ...year(2080), documents: [] });

    const changed = await send('PATCH', `/api/periods/${added.id}`, 'directeur', {
      name: 'Schooljaar 2080/81',
      end_at: '2081-07-15',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ name: 'Schooljaar 2080/81', end_at: '2081-07-15' });

    const teacherAdd = await send('POST', `/api/schools/${school}/periods`, 'leraar', {
      name: 'x',
      ...year(2085),
    });
    expect(teacherAdd.statusCode).toBe(403);
    expect(
      (await send('PATCH', `/api/periods/${added.id}`, 'leraar', { name: 'x' })).statusCode,
    ).toBe(403);
    expect((await send('DELETE', `/api/periods/${added.id}`, 'leraar')).statusCode).toBe(403);

    // A year without documents goes without a question.
    expect((await send('DELETE', `/api/periods/${added.id}`, 'directeur')).statusCode).toBe(204);
    const list = await send('GET', `/api/schools/${school}/periods`, 'leraar');
    expect((list.json().data as Period[]).map((p) => p.id)).not.toContain(added.id);
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select(['action', 'user_id', 'changes'])
      .where('subject_type', '=', 'period')
      .where('subject_id', '=', String(added.id))
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['created', 'updated', 'deleted']);
    expect(new Set(audit.map((a) => a.user_id))).toEqual(new Set([t.ids.users.directeur]));
  });

  it('refuses an inverted year on the end date and an overlap on the date that overlaps', async () => {
    const school = t.ids.schools.regenboog;
    const base = await addYear(school, 'Schooljaar 2090-2091', 2090);
    const post = (body: object, locale = 'en') =>
      send(
        'POST',
        `/api/schools/${school}/periods`,
        'directeur',
        { name: 'Nieuw', ...body },
        locale,
      );

    const inverted = await post({ start_at: '2095-08-01', end_at: '2095-07-31' }, 'nl');
    expect(inverted.statusCode).toBe(422);
    expect(inverted.json().errors).toEqual({
      end_at: ['De einddatum moet na de startdatum liggen.'],
    });
    const sameDay = await post({ start_at: '2095-08-01', end_at: '2095-08-01' });
    expect(sameDay.json().errors).toEqual({
      end_at: ['The end date must be after the start date.'],
    });

    const message = 'This school year overlaps Schooljaar 2090-2091 (2090-08-01 to 2091-07-31).';
    // Starts inside the other year: the start date is wrong.
    const startInside = await post({ start_at: '2091-07-01', end_at: '2092-07-31' });
    expect(startInside.statusCode).toBe(422);
    expect(startInside.json().errors).toEqual({ start_at: [message] });
    // Ends inside it: the end date is.
    const endInside = await post({ start_at: '2089-08-01', end_at: '2090-08-01' });
    expect(endInside.json().errors).toEqual({ end_at: [message] });
    // Encloses it: the start, where the range begins.
    const encloses = await post({ start_at: '2089-08-01', end_at: '2092-07-31' });
    expect(encloses.json().errors).toEqual({ start_at: [message] });
    // Touching is not overlapping (inclusive dates).
    expect((await post({ start_at: '2091-08-01', end_at: '2092-07-31' })).statusCode).toBe(201);

    // A change is checked against the other years, not against itself.
    const moved = await send('PATCH', `/api/periods/${base.id}`, 'directeur', {
      end_at: '2091-08-15',
    });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().errors).toEqual({
      end_at: ['This school year overlaps Nieuw (2091-08-01 to 2092-07-31).'],
    });
    expect(
      (await send('PATCH', `/api/periods/${base.id}`, 'directeur', { start_at: '2090-09-01' }))
        .statusCode,
    ).toBe(200);
  });

  it('removes a year with documents only with a choice: move them to another year, or delete them', async () => {
    const school = t.ids.schools.regenboog;
    const keep = await addYear(school, 'Schooljaar 2100-2101', 2100);
    const gone = await addYear(school, 'Schooljaar 2101-2102', 2101);
    const plan = await addPlan(school, 'Jaarplan 2101-2102', gone.id);
    const extra = await addPlan(school, 'Actieplan 2101-2102', gone.id);

    const ask = await send('DELETE', `/api/periods/${gone.id}`, 'directeur', undefined, 'nl');
    expect(ask.statusCode).toBe(422);
    expect(ask.json().errors).toEqual({
      documents: [
        'Bij dit schooljaar horen documenten (Jaarplan 2101-2102, Actieplan 2101-2102). Kies of ze naar een ander schooljaar gaan of mee verwijderd worden.',
      ],
    });
    // Not to itself, not to another school's year, not to a year that does not exist.
    const otherSchoolYear = t.ids.periods[t.ids.schools.kompas]![0]!.id;
    for (const target of [gone.id, otherSchoolYear, 999_999]) {
      const res = await send(
        'DELETE',
        `/api/periods/${gone.id}?documents=move&move_to=${target}`,
        'directeur',
      );
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({
        move_to: ['Choose another school year of this school.'],
      });
    }
    expect(
      (await send('DELETE', `/api/periods/${gone.id}?documents=keep`, 'directeur')).statusCode,
    ).toBe(422);

    const moved = await send(
      'DELETE',
      `/api/periods/${gone.id}?documents=move&move_to=${keep.id}`,
      'directeur',
    );
    expect(moved.statusCode).toBe(204);
    for (const id of [plan, extra]) {
      const doc = await send('GET', `/api/documents/${id}`, 'directeur');
      expect(doc.json().data.period_id).toBe(keep.id);
    }
    const years = (await send('GET', `/api/schools/${school}/periods`, 'directeur')).json()
      .data as Period[];
    expect(years.find((p) => p.id === keep.id)?.documents.map((d) => d.id)).toEqual([plan, extra]);
    expect(years.find((p) => p.id === gone.id)).toBeUndefined();

    const deleted = await send('DELETE', `/api/periods/${keep.id}?documents=delete`, 'directeur');
    expect(deleted.statusCode).toBe(204);
    for (const id of [plan, extra]) {
      expect((await send('GET', `/api/documents/${id}`, 'directeur')).statusCode).toBe(404);
    }
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select('changes')
      .where('subject_type', '=', 'period')
      .where('action', '=', 'deleted')
      .where('subject_id', 'in', [String(gone.id), String(keep.id)])
      .orderBy('id')
      .execute();
    expect(audit.map((a) => JSON.parse(a.changes ?? 'null'))).toEqual([
      { name: gone.name, documents: [plan, extra], documents_moved_to: keep.id },
      { name: keep.name, documents: [plan, extra], documents_deleted: true },
    ]);
  });

  it('carries chosen documents of a year into a new one, with their content and the new year in their names', async () => {
    const school = t.ids.schools.regenboog;
    const from = await addYear(school, 'Schooljaar 2110-2111', 2110);
    const plan = await addPlan(school, 'Jaarplan 2110-2111', from.id);
    const other = await addPlan(school, 'Actieplan lezen', from.id);
    const { version } = (await send('GET', `/api/documents/${plan}`, 'directeur')).json().data;
    const written = await send('PUT', `/api/documents/${plan}/blocks`, 'directeur', {
      version,
      blocks: [
        { type: 'h1', content: 'Doelen' },
        { type: 'body', content: '<p>Wij lezen elke dag.</p>' },
      ],
    });
    expect(written.statusCode).toBe(200);

    // Only this school's documents in a year: not another school's, not one without a year.
    const { id: otherSchoolDoc } = await t.app.db
      .selectFrom('documents')
      .select('id')
      .where('documentable_type', '=', 'school')
      .where('documentable_id', '=', t.ids.schools.kompas)
      .executeTakeFirstOrThrow();
    for (const bad of [otherSchoolDoc, 999_999]) {
      const res = await send(
        'POST',
        `/api/schools/${school}/periods`,
        'directeur',
        { name: 'Schooljaar 2111-2112', ...year(2111), carry_documents: [plan, bad] },
        'nl',
      );
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({
        carry_documents: ['Kies documenten uit de schooljaren van deze school.'],
      });
    }
    // Refused as a whole: no year was added.
    const before = (await send('GET', `/api/schools/${school}/periods`, 'directeur')).json()
      .data as Period[];
    expect(before.some((p) => p.name === 'Schooljaar 2111-2112')).toBe(false);

    const res = await send('POST', `/api/schools/${school}/periods`, 'directeur', {
      name: 'Schooljaar 2111-2112',
      ...year(2111),
      carry_documents: [plan, other],
    });
    expect(res.statusCode).toBe(201);
    const added = res.json().data as Period;
    expect(added.documents.map((d) => [d.name, d.type])).toEqual([
      ['Jaarplan 2111-2112', 'plan'],
      ['Actieplan lezen', 'plan'],
    ]);
    const copy = (await send('GET', `/api/documents/${added.documents[0]!.id}`, 'directeur')).json()
      .data;
    expect(copy.period_id).toBe(added.id);
    expect(copy.blocks.map((b: { type: string; content: string }) => [b.type, b.content])).toEqual([
      ['h1', 'Doelen'],
      ['body', '<p>Wij lezen elke dag.</p>'],
    ]);
    // The old year keeps its own documents.
    const old = (await send('GET', `/api/documents/${plan}`, 'directeur')).json().data;
    expect(old).toMatchObject({ name: 'Jaarplan 2110-2111', period_id: from.id });
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select('changes')
      .where('subject_type', '=', 'document')
      .where('subject_id', '=', String(copy.id))
      .execute();
    expect(audit.map((a) => JSON.parse(a.changes ?? 'null'))).toEqual([
      { name: 'Jaarplan 2111-2112', type: 'plan', period_id: added.id, copied_from: plan },
    ]);
  });
});
