import { expect, it } from 'vitest';
import { DEMO_EMAILS, DEMO_PASSWORD, schoolYearStart } from '../src/seed/core.js';
import { seedIfEmpty } from '../src/seed/index.js';
import { describeEachDatabase } from './helpers.js';

describeEachDatabase('demo seed', (t) => {
  it('lets every demo account log in with the demo password', async () => {
    for (const email of Object.values(DEMO_EMAILS)) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: DEMO_PASSWORD },
        remoteAddress: '10.3.3.3',
      });
      expect(response.statusCode, email).toBe(200);
    }
  });

  it('has the board, a school with and one without a calendar, a school without a board, and the roles', async () => {
    const { db } = t.app;
    const board = await db
      .selectFrom('organisations')
      .selectAll()
      .where('id', '=', t.ids.organisations.rivierenland)
      .executeTakeFirstOrThrow();
    expect(board).toMatchObject({
      name: 'Stichting Openbaar Onderwijs Rivierenland',
      authority_number: '41234',
    });
    const schools = await db
      .selectFrom('schools')
      .selectAll()
      .where('organisation_id', '=', board.id)
      .execute();
    expect(schools.length).toBeGreaterThanOrEqual(3);
    expect(schools.some((s) => s.calendar === 1)).toBe(true);
    expect(schools.some((s) => s.calendar === 0)).toBe(true);
    expect(schools.every((s) => /^\d{2}[A-Z]{2}$/.test(s.brin_number ?? ''))).toBe(true);
    expect(
      await db.selectFrom('schools').select('id').where('organisation_id', 'is', null).execute(),
    ).toHaveLength(1);
    expect(
      (await db.selectFrom('roles').select('rank').orderBy('rank').execute()).map((r) => r.rank),
    ).toEqual([1, 10, 15]);
  });

  it('gives every school its school years, 1 August – 31 July, including the current one', async () => {
    const today = new Date();
    const current = schoolYearStart(today);
    for (const schoolId of Object.values(t.ids.schools)) {
      const periods = await t.app.db
        .selectFrom('periods')
        .selectAll()
        .where('school_id', '=', schoolId)
        .orderBy('start_at')
        .execute();
      expect(periods.map((p) => p.start_at)).toContain(`${current}-08-01`);
      expect(
        periods.every((p) => p.start_at.endsWith('-08-01') && p.end_at.endsWith('-07-31')),
      ).toBe(true);
    }
    const todayIso = today.toISOString().slice(0, 10);
    expect(`${current}-08-01` <= todayIso && todayIso <= `${current + 1}-07-31`).toBe(true);
  });

  it('never touches a database that has data', async () => {
    const before = await t.app.db
      .selectFrom('users')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(await seedIfEmpty(t.app.db)).toBeNull();
    const after = await t.app.db
      .selectFrom('users')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});
