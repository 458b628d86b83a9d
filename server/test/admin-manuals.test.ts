import { expect, it } from 'vitest';
import { bearer, describeEachDatabase, loginAs } from './helpers.js';

describeEachDatabase('super admin: manuals', (t) => {
  const admin = async (locale = 'en') => bearer(await loginAs(t.app, 'admin@koers.test'), locale);

  const create = async (payload: Record<string, unknown>, locale = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/manuals',
      headers: await admin(locale),
      payload,
    });

  const readerIds = async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/manuals',
      headers: bearer(await loginAs(t.app, 'leraar@koers.test')),
    });
    return (answer.json().data as { id: number }[]).map((manual) => manual.id);
  };

  const reorder = async (ids: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/admin/manuals/order',
      headers: await admin(),
      payload: { ids },
    });

  it('stores a YouTube or Vimeo video as its privacy-friendly player, whatever address was given', async () => {
    const cases: [string, string][] = [
      [
        'https://www.youtube.com/watch?v=M7lc1UVf-VE',
        'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE',
      ],
      ['https://youtu.be/M7lc1UVf-VE', 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE'],
      [
        'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE',
        'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE',
      ],
      ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871?dnt=1'],
      ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871?dnt=1'],
    ];
    for (const [given, stored] of cases) {
      const answer = await create({ title: `Video ${given}`, video_url: given });
      expect(answer.statusCode, given).toBe(201);
      expect(answer.json().data.video_url, given).toBe(stored);
    }
  });

  it('refuses any other video address, on create and on change, saying what is allowed', async () => {
    for (const video_url of [
      'https://evil.example/embed/M7lc1UVf-VE',
      'https://interactive-examples.mdn.mozilla.net/media/cc0-videos/flower.mp4',
      'https://www.youtube-nocookie.com.evil.example/embed/M7lc1UVf-VE',
      'javascript:alert(1)',
      'youtube',
    ]) {
      const answer = await create({ title: 'Verkeerde video', video_url });
      expect(answer.statusCode, video_url).toBe(422);
      expect(answer.json().errors.video_url[0], video_url).toMatch(/YouTube or Vimeo/);
    }
    const dutch = await create({ title: 'Verkeerde video', video_url: 'https://x.example/' }, 'nl');
    expect(dutch.json().errors.video_url[0]).toMatch(/^Geef het adres van een video op YouTube/);

    const manual = (await create({ title: 'Zonder video' })).json().data;
    expect(manual.video_url).toBeNull();
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/manuals/${manual.id}`,
      headers: await admin(),
      payload: { video_url: 'https://evil.example/x.mp4' },
    });
    expect(patched.statusCode).toBe(422);
    // An empty field is no video.
    const cleared = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/manuals/${manual.id}`,
      headers: await admin(),
      payload: { video_url: 'https://youtu.be/M7lc1UVf-VE' },
    });
    expect(cleared.json().data.video_url).toBe(
      'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE',
    );
    const emptied = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/manuals/${manual.id}`,
      headers: await admin(),
      payload: { video_url: '' },
    });
    expect(emptied.statusCode).toBe(200);
    expect(emptied.json().data.video_url).toBeNull();
  });

  it('keeps what the body editor writes (headings, marks, lists, links) and drops the rest', async () => {
    const content =
      '<h3>Stap 1</h3><p><strong>Vet</strong>, <em>schuin</em>, <u>onder</u> en <s>door</s>.</p>' +
      '<ul><li><p>een</p></li></ul><ol><li><p>twee</p></li></ol>' +
      '<p><a href="https://koers.test/uitleg">uitleg</a></p>' +
      '<p style="color:red" onclick="x()">los</p><iframe src="https://evil.example"></iframe>';
    const answer = await create({ title: 'Opmaak', content });
    expect(answer.statusCode).toBe(201);
    const stored = answer.json().data.content as string;
    expect(stored).toContain('<h3>Stap 1</h3>');
    expect(stored).toContain('<strong>Vet</strong>');
    expect(stored).toContain('<ul><li><p>een</p></li></ul><ol><li><p>twee</p></li></ol>');
    expect(stored).toContain('<a href="https://koers.test/uitleg"');
    expect(stored).not.toMatch(/style=|onclick|iframe/);
  });

  it('puts the manuals in a new order that readers see, and logs who did it', async () => {
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/admin/manuals?per_page=100&sort_column=position&sort_order=asc',
      headers: await admin(),
    });
    const ids = (listed.json().data as { id: number }[]).map((manual) => manual.id);
    expect(ids.length).toBeGreaterThan(2);
    const reversed = [...ids].reverse();

    const answer = await reorder(reversed);
    expect(answer.statusCode).toBe(200);
    expect((answer.json().data as { id: number }[]).map((manual) => manual.id)).toEqual(reversed);
    expect(await readerIds()).toEqual(reversed);

    const logged = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'subject_type', 'changes'])
      .where('subject_type', '=', 'manual')
      .where('action', '=', 'reordered')
      .execute();
    expect(logged.map((entry) => JSON.parse(entry.changes ?? '{}').ids)).toContainEqual(reversed);

    // A new manual goes last.
    const added = (await create({ title: 'Als laatste' })).json().data;
    expect((await readerIds()).at(-1)).toBe(added.id);
  });

  it('refuses an order that does not name every manual once, and changes nothing', async () => {
    const before = await readerIds();
    for (const ids of [
      before.slice(1),
      [...before, before[0]],
      [...before.slice(1), 999_999],
      [],
    ]) {
      const answer = await reorder(ids);
      expect(answer.statusCode).toBe(422);
      expect(answer.json().errors.ids).toEqual([
        'The manuals changed meanwhile. Reload the list and try again.',
      ]);
    }
    expect(await readerIds()).toEqual(before);
  });

  it('lets only super admins change the order', async () => {
    const ids = await readerIds();
    const teacher = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/manuals/order',
      headers: bearer(await loginAs(t.app, 'leraar@koers.test')),
      payload: { ids },
    });
    expect(teacher.statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/manuals/order',
      payload: { ids },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('logs creating, changing and removing a manual by its title', async () => {
    const manual = (await create({ title: 'Tijdelijk' })).json().data;
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/manuals/${manual.id}`,
      headers: await admin(),
      payload: { title: 'Tijdelijk (nieuw)' },
    });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/manuals/${manual.id}`,
      headers: await admin(),
    });
    expect(removed.statusCode).toBe(204);
    expect(await readerIds()).not.toContain(manual.id);
    const entries = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'subject_label'])
      .where('subject_type', '=', 'manual')
      .where('subject_id', '=', String(manual.id))
      .orderBy('id')
      .execute();
    expect(entries).toEqual([
      { action: 'created', subject_label: 'Tijdelijk' },
      { action: 'updated', subject_label: 'Tijdelijk (nieuw)' },
      { action: 'deleted', subject_label: 'Tijdelijk (nieuw)' },
    ]);
  });
});
