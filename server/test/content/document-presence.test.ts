import { randomUUID } from 'node:crypto';
import type { DocumentPresence } from '@koers/contract';
import { DOCUMENT_PRESENCE } from '@koers/contract/constants';
import { presentEditors, touchPresence } from '../../src/repositories/presence.js';
import { displayName } from '../../src/repositories/users.js';
import { DEMO_EMAILS } from '../../src/seed/core.js';
import { bearer, describeEachDatabase, loginAs } from '../helpers.js';

type Who = keyof typeof DEMO_EMAILS;

describeEachDatabase('document presence', (t) => {
  const tokens = {} as Record<Who, string>;
  const names = {} as Record<Who, string>;
  let documentId: number;

  beforeAll(async () => {
    for (const who of Object.keys(DEMO_EMAILS) as Who[]) {
      tokens[who] = await loginAs(t.app, DEMO_EMAILS[who]);
      const user = await t.database.db
        .selectFrom('users')
        .selectAll()
        .where('email', '=', DEMO_EMAILS[who])
        .executeTakeFirstOrThrow();
      names[who] = displayName(user);
    }
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/schools/${t.ids.schools.regenboog}/documents`,
      headers: bearer(tokens.directeur),
      payload: { name: 'Samen bewerken' },
    });
    documentId = res.json().data.id;
  });

  const beat = (who: Who | null, id = documentId) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/documents/${id}/presence`,
      headers: who ? bearer(tokens[who]) : {},
    });
  const leave = (who: Who | null, id = documentId) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/documents/${id}/presence`,
      headers: who ? bearer(tokens[who]) : {},
    });
  const editorsSeenBy = async (who: Who) => {
    const res = await beat(who);
    expect(res.statusCode).toBe(200);
    return (res.json().data as DocumentPresence).editors.map((e) => e.name);
  };
  const setSeenAt = (who: Who, secondsAgo: number) =>
    t.database.db
      .updateTable('document_presence')
      .set({ seen_at: new Date(Date.now() - secondsAgo * 1000).toISOString() })
      .where('document_id', '=', documentId)
      .where('user_id', '=', t.ids.users[who])
      .execute();

  afterEach(async () => {
    await t.database.db
      .deleteFrom('document_presence')
      .where('document_id', '=', documentId)
      .execute();
  });

  it('shows two editors each other, by name, and not themselves', async () => {
    const first = await beat('directeur');
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({
      version: 1,
      editors: [],
      heartbeat_seconds: DOCUMENT_PRESENCE.heartbeatSeconds,
      expires_seconds: DOCUMENT_PRESENCE.expiresSeconds,
    });
    const second = (await beat('bestuur')).json().data as DocumentPresence;
    expect(second.editors).toEqual([
      { id: t.ids.users.directeur, name: names.directeur, seen_at: expect.any(String) },
    ]);
    expect(await editorsSeenBy('directeur')).toEqual([names.bestuur]);
    // A heartbeat keeps one entry per user.
    expect(await editorsSeenBy('directeur')).toEqual([names.bestuur]);
  });

  it('tells an editor the document’s version, so a save by someone else shows without a reload', async () => {
    await beat('bestuur');
    const saved = await t.app.inject({
      method: 'POST',
      url: `/api/documents/${documentId}/changes`,
      headers: bearer(tokens.directeur),
      payload: {
        base_version: 1,
        changes: [
          { op: 'upsert', uid: randomUUID(), after: null, block: { type: 'h1', content: 'Doel' } },
        ],
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(((await beat('bestuur')).json().data as DocumentPresence).version).toBe(2);
  });

  it('forgets an editor who stopped sending heartbeats', async () => {
    await beat('directeur');
    await beat('bestuur');
    await setSeenAt('directeur', DOCUMENT_PRESENCE.expiresSeconds - 5);
    expect(await editorsSeenBy('bestuur')).toEqual([names.directeur]);
    await setSeenAt('directeur', DOCUMENT_PRESENCE.expiresSeconds + 1);
    expect(await editorsSeenBy('bestuur')).toEqual([]);
    // The expired entry is cleared by that heartbeat, not kept forever.
    const rows = await t.database.db
      .selectFrom('document_presence')
      .select('user_id')
      .where('document_id', '=', documentId)
      .execute();
    expect(rows.map((r) => r.user_id)).toEqual([t.ids.users.bestuur]);
  });

  it('expires by the clock it is given', async () => {
    const db = t.database.db;
    const start = Date.parse('2026-11-26T09:00:00.000Z');
    await touchPresence(db, documentId, t.ids.users.directeur, start);
    const seenBy = async (ms: number) =>
      (await presentEditors(db, documentId, t.ids.users.bestuur, ms)).map((r) => r.user_id);
    expect(await seenBy(start + DOCUMENT_PRESENCE.expiresSeconds * 1000)).toEqual([
      t.ids.users.directeur,
    ]);
    expect(await seenBy(start + DOCUMENT_PRESENCE.expiresSeconds * 1000 + 1)).toEqual([]);
  });

  it('ends at once when an editor leaves', async () => {
    await beat('directeur');
    await beat('bestuur');
    const left = await leave('directeur');
    expect(left.statusCode).toBe(204);
    expect(await editorsSeenBy('bestuur')).toEqual([]);
  });

  it('is for those who may edit the document only', async () => {
    await beat('directeur');
    const reader = await beat('leraar');
    expect(reader.statusCode).toBe(403);
    expect(Object.keys(reader.json())).toEqual(['message']);
    expect((await leave('leraar')).statusCode).toBe(403);
    expect((await beat('eenschool')).statusCode).toBe(404);
    expect((await beat(null)).statusCode).toBe(401);
    expect((await leave(null)).statusCode).toBe(401);
    // Nobody who was refused shows up.
    expect(await editorsSeenBy('bestuur')).toEqual([names.directeur]);
    // The template: super admins only.
    expect((await beat('directeur', 2)).statusCode).toBe(404);
    expect((await beat('admin', 2)).statusCode).toBe(200);
  });
});
