import type { Contact } from '@koers/contract';
import { bearer, describeEachDatabase, loginAs } from '../helpers.js';
import { DEMO_EMAILS } from '../../src/seed/core.js';

type Who = keyof typeof DEMO_EMAILS;

/** The order of text sorts (lib/paginate.ts): ASCII letters folded, compared as bytes; NULL first. */
function textOrder(a: string | null, b: string | null): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? -1 : 1;
  const fold = (text: string) => Buffer.from(text.replace(/[A-Z]/g, (c) => c.toLowerCase()));
  return Buffer.compare(fold(a), fold(b));
}

describeEachDatabase('social map', (t) => {
  const tokens = {} as Record<Who, string>;
  let school: number;
  let base: string;
  beforeAll(async () => {
    for (const who of Object.keys(DEMO_EMAILS) as Who[])
      tokens[who] = await loginAs(t.app, DEMO_EMAILS[who]);
    school = t.ids.schools.regenboog;
    base = `/api/schools/${school}/contacts`;
  });
  const get = (url: string, who?: Who, locale = 'en') =>
    t.app.inject({ method: 'GET', url, headers: who ? bearer(tokens[who], locale) : {} });
  const send = (
    method: 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    who: Who,
    payload?: object,
  ) => t.app.inject({ method, url, headers: bearer(tokens[who]), ...(payload ? { payload } : {}) });

  it('pages the contacts of a school with the Laravel paginator', async () => {
    const first = await get(base, 'leraar');
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.meta).toEqual({
      current_page: 1,
      from: 1,
      last_page: 2,
      per_page: 25,
      to: 25,
      total: 30,
    });
    // Case-insensitive and the same on both databases, whatever their collation ("dr. Bram
    // Willems" between D and E): ASCII letters folded, compared as bytes, then id.
    const rows = await t.database.db
      .selectFrom('contacts')
      .select(['name', 'id'])
      .where('contextable_type', '=', 'school')
      .where('contextable_id', '=', school)
      .execute();
    const expected = rows.sort((a, b) => textOrder(a.name, b.name) || a.id - b.id).slice(0, 25);
    expect(body.data.map((c: Contact) => c.name)).toEqual(expected.map((r) => r.name));
    const second = (await get(`${base}?page=2`, 'leraar')).json();
    expect(second.meta).toMatchObject({ current_page: 2, from: 26, to: 30 });
    const past = (await get(`${base}?page=9`, 'leraar')).json();
    expect(past).toEqual({
      data: [],
      meta: { current_page: 9, from: null, last_page: 2, per_page: 25, to: null, total: 30 },
    });
    expect((await get(`${base}?page=nul`, 'leraar')).json().meta.current_page).toBe(1);
  });

  it('searches name, function, organisation and email, case-insensitively', async () => {
    const byOrganisation = (await get(`${base}?query=ggd`, 'leraar')).json();
    expect(byOrganisation.meta.total).toBe(4);
    expect(
      byOrganisation.data.every((c: Contact) => c.organisation_name === 'GGD Gelderland-Zuid'),
    ).toBe(true);
    const byFunction = (await get(`${base}?query=LEERPLICHT`, 'leraar')).json();
    expect(byFunction.data.map((c: Contact) => c.name)).toContain('Erik van Leeuwen');
    const noMatch = (await get(`${base}?query=%25`, 'leraar')).json();
    expect(noMatch.meta).toMatchObject({ total: 0, from: null, to: null, last_page: 1 });
  });

  it('sorts on allow-listed columns only', async () => {
    const sorted = (
      await get(`${base}?sort_column=organisation_name&sort_order=desc&per_page=100`, 'leraar')
    ).json();
    const expected = (
      await t.database.db
        .selectFrom('contacts')
        .select(['organisation_name', 'id'])
        .where('contextable_type', '=', 'school')
        .where('contextable_id', '=', school)
        .execute()
    ).sort((a, b) => textOrder(b.organisation_name, a.organisation_name) || a.id - b.id);
    expect(sorted.data.map((c: Contact) => c.organisation_name)).toEqual(
      expected.map((r) => r.organisation_name),
    );
    expect(sorted.data[0].organisation_name).not.toBe(sorted.data.at(-1).organisation_name);
    const bad = await get(`${base}?sort_column=email`, 'leraar', 'nl');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.sort_column[0]).toContain('name, function, organisation_name');
  });

  it('filters on a category and returns the category with each contact', async () => {
    const categories = (await get(`/api/schools/${school}/contact-categories`, 'leraar')).json()
      .data;
    expect(categories.map((c: { name: string }) => c.name).slice(0, 5)).toEqual([
      'Jeugdzorg',
      'GGD',
      'Wijkteam',
      'Leerplicht',
      'Samenwerkingsverband',
    ]);
    const ggd = categories.find((c: { name: string }) => c.name === 'GGD');
    const res = (await get(`${base}?contact_category_id=${ggd.id}`, 'leraar')).json();
    expect(res.meta.total).toBe(4);
    for (const c of res.data as Contact[]) expect(c.category).toEqual({ id: ggd.id, name: 'GGD' });
  });

  it('keeps the social map to members of the context', async () => {
    expect((await get(base, 'eenschool')).statusCode).toBe(404);
    expect((await get(base)).statusCode).toBe(401);
    expect(
      (await get(`/api/organisations/${t.ids.organisations.rivierenland}/contacts`, 'directeur'))
        .statusCode,
    ).toBe(404);
    const board = await get(
      `/api/organisations/${t.ids.organisations.rivierenland}/contacts`,
      'bestuur',
    );
    expect(board.statusCode).toBe(200);
    expect(board.json().meta.total).toBeGreaterThan(0);
  });

  it('lets managers add, change and delete contacts', async () => {
    const payload = {
      name: 'Jan de Bakker',
      function: 'Wijkagent',
      email: 'jan@politie.koers.test',
      website: 'https://www.politie.nl',
    };
    expect((await send('POST', base, 'leraar', payload)).statusCode).toBe(403);
    expect((await send('POST', base, 'eenschool', payload)).statusCode).toBe(404);
    const created = await send('POST', base, 'directeur', payload);
    expect(created.statusCode).toBe(201);
    const contact = created.json().data as Contact;
    expect(contact).toMatchObject({ ...payload, organisation_name: null, category: null });

    const changed = await send('PATCH', `/api/contacts/${contact.id}`, 'directeur', {
      phone: '0900 8844',
      contextable_id: t.ids.schools.zonnewijzer,
      id: 1,
    });
    expect(changed.json().data).toMatchObject({
      id: contact.id,
      name: 'Jan de Bakker',
      phone: '0900 8844',
    });
    // null clears a field and stays null (not ""); an empty string clears it too.
    const cleared = await send('PATCH', `/api/contacts/${contact.id}`, 'directeur', {
      function: null,
      notes: '',
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data).toMatchObject({ function: null, notes: null, phone: '0900 8844' });
    // Still on this school's map, not moved to another school.
    expect((await get(`${base}?query=Jan%20de%20Bakker`, 'leraar')).json().meta.total).toBe(1);
    expect(
      (await send('PATCH', `/api/contacts/${contact.id}`, 'leraar', { phone: '0344 000 000' }))
        .statusCode,
    ).toBe(403);
    expect((await send('DELETE', `/api/contacts/${contact.id}`, 'eenschool')).statusCode).toBe(404);
    expect((await send('DELETE', `/api/contacts/${contact.id}`, 'directeur')).statusCode).toBe(204);
  });

  it('validates contacts: e-mail, website and a category of the same context', async () => {
    const bad = await send('POST', base, 'directeur', {
      name: '',
      email: 'geen-email',
      website: 'javascript:alert(1)',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['email', 'name', 'website']);
    const foreign = (
      await get(`/api/schools/${t.ids.schools.zonnewijzer}/contact-categories`, 'eenschool')
    ).json().data[0];
    const wrong = await send('POST', base, 'directeur', {
      name: 'X',
      contact_category_id: foreign.id,
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toHaveProperty('contact_category_id');
  });

  it('checks phone numbers, e-mail and website, each on its own field and all at once', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: base,
      headers: bearer(tokens.directeur, 'nl'),
      payload: {
        name: 'Foutje',
        email: 'iemand@',
        phone: 'bel maar',
        website: 'www.zonder-schema.nl',
      },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      email: ['Het veld e-mailadres moet een geldig e-mailadres zijn.'],
      phone: ['Het formaat van telefoonnummer is ongeldig.'],
      website: ['Het formaat van website is ongeldig.'],
    });
    for (const phone of ['12', '+', '0344 612 300 ext', '1234567890123456', '06--']) {
      const res = await send('POST', base, 'directeur', { name: 'Telefoon', phone });
      expect(res.statusCode, phone).toBe(422);
      expect(Object.keys(res.json().errors), phone).toEqual(['phone']);
    }
    for (const phone of ['112', '0344 612 300', '+31 (0)344-612300', '06-12345678', '0800 2000']) {
      const res = await send('POST', base, 'directeur', { name: `Telefoon ${phone}`, phone });
      expect(res.statusCode, phone).toBe(201);
      expect(res.json().data.phone).toBe(phone);
      await send('DELETE', `/api/contacts/${res.json().data.id}`, 'directeur');
    }
    const blank = await send('POST', base, 'directeur', { name: '   ' });
    expect(blank.statusCode).toBe(422);
    expect(Object.keys(blank.json().errors)).toEqual(['name']);
    const created = (await send('POST', base, 'directeur', { name: ' Petra Smit ' })).json().data;
    expect(created.name).toBe('Petra Smit');
    const patched = await send('PATCH', `/api/contacts/${created.id}`, 'directeur', {
      phone: '06 1234',
      email: 'geen e-mail',
    });
    expect(patched.statusCode).toBe(422);
    expect(Object.keys(patched.json().errors).sort()).toEqual(['email']);
    const cleared = await send('PATCH', `/api/contacts/${created.id}`, 'directeur', {
      phone: '',
      email: '',
      website: '',
    });
    expect(cleared.json().data).toMatchObject({ phone: null, email: null, website: null });
    await send('DELETE', `/api/contacts/${created.id}`, 'directeur');
  });

  describe("a contact in documents' contact blocks", () => {
    /** A plan of the school with a contact block naming `contactId` (and its copied details). */
    async function planNaming(name: string, contactId: number, details: object) {
      const doc = (
        await send('POST', `/api/schools/${school}/documents`, 'directeur', { name, type: 'plan' })
      ).json().data;
      const put = await send('PUT', `/api/documents/${doc.id}/blocks`, 'directeur', {
        version: doc.version,
        blocks: [
          { type: 'h1', content: 'Zorgstructuur' },
          { type: 'contact', content: { ...details, contact_id: contactId } },
        ],
      });
      expect(put.statusCode).toBe(200);
      // Shared for discussion, so the team's readers see it (a new document is a concept).
      const shared = await send('PUT', `/api/documents/${doc.id}/status`, 'directeur', {
        status: 'ter_bespreking',
      });
      expect(shared.statusCode).toBe(200);
      return doc.id as number;
    }

    it('is removed only once the caller has seen those documents; they keep its details', async () => {
      const details = {
        name: 'Mirjam de Boer',
        function: 'Intern begeleider',
        organisation_name: 'Zorgnetwerk Tiel',
        email: 'mirjam@zorgnetwerk.koers.test',
        phone: '0344 612 777',
      };
      const contact = (await send('POST', base, 'directeur', details)).json().data as Contact;
      const first = await planNaming('Zorgplan B', contact.id, details);
      const second = await planNaming('Zorgplan A', contact.id, details);

      const usage = await get(`/api/contacts/${contact.id}/documents`, 'directeur');
      expect(usage.statusCode).toBe(200);
      expect(usage.json().data).toEqual([
        { id: second, name: 'Zorgplan A', period_id: null },
        { id: first, name: 'Zorgplan B', period_id: null },
      ]);
      expect((await get(`/api/contacts/${contact.id}/documents`, 'leraar')).statusCode).toBe(403);
      expect((await get(`/api/contacts/${contact.id}/documents`, 'eenschool')).statusCode).toBe(
        404,
      );

      const unasked = await t.app.inject({
        method: 'DELETE',
        url: `/api/contacts/${contact.id}`,
        headers: bearer(tokens.directeur, 'nl'),
      });
      expect(unasked.statusCode).toBe(422);
      expect(unasked.json().errors.documents).toEqual([
        'Dit contact staat in de contactblokken van Zorgplan A, Zorgplan B. Bevestig dat je het wilt verwijderen: die documenten houden de gegevens die ze tonen.',
      ]);
      expect((await get(`${base}?query=Mirjam`, 'leraar')).json().meta.total).toBe(1);

      const removed = await send(
        'DELETE',
        `/api/contacts/${contact.id}?documents=keep`,
        'directeur',
      );
      expect(removed.statusCode).toBe(204);
      expect((await get(`${base}?query=Mirjam`, 'leraar')).json().meta.total).toBe(0);
      // The documents show what they showed, and can still be saved as they are.
      const doc = (await get(`/api/documents/${first}`, 'leraar')).json().data;
      expect(doc.blocks[1].content).toEqual({ ...details, contact_id: contact.id });
      const resaved = await send('PUT', `/api/documents/${first}/blocks`, 'directeur', {
        version: doc.version,
        blocks: doc.blocks,
      });
      expect(resaved.statusCode).toBe(200);
      const trail = await t.database.db
        .selectFrom('audit_log')
        .select('changes')
        .where('subject_type', '=', 'contact')
        .where('subject_id', '=', String(contact.id))
        .where('action', '=', 'deleted')
        .executeTakeFirstOrThrow();
      expect(JSON.parse(trail.changes!)).toEqual({
        name: 'Mirjam de Boer',
        documents: [second, first],
      });
    });

    it('is told apart from a contact whose id starts with the same digits', async () => {
      const prefix = (await send('POST', base, 'directeur', { name: 'Kort id' })).json().data
        .id as number;
      // A contact whose id extends the other's digits (12 → 121), written straight to the table.
      const longer = prefix * 10 + 1;
      const now = new Date().toISOString();
      await t.database.db
        .insertInto('contacts')
        .values({
          id: longer,
          contextable_type: 'school',
          contextable_id: school,
          name: 'Lang id',
          created_at: now,
          updated_at: now,
        })
        .execute();
      await planNaming('Plan met het langere id', longer, { name: 'Lang id' });
      expect((await get(`/api/contacts/${prefix}/documents`, 'directeur')).json().data).toEqual([]);
      expect((await send('DELETE', `/api/contacts/${prefix}`, 'directeur')).statusCode).toBe(204);
      expect(
        (await get(`/api/contacts/${longer}/documents`, 'directeur')).json().data,
      ).toHaveLength(1);
    });

    it('is removed without asking when no document names it', async () => {
      const contact = (await send('POST', base, 'directeur', { name: 'Los contact' })).json().data;
      expect((await get(`/api/contacts/${contact.id}/documents`, 'directeur')).json().data).toEqual(
        [],
      );
      expect((await send('DELETE', `/api/contacts/${contact.id}`, 'directeur')).statusCode).toBe(
        204,
      );
    });
  });

  describe('contact categories', () => {
    const url = () => `/api/schools/${school}/contact-categories`;
    const categoriesOf = async () =>
      (await get(url(), 'leraar')).json().data as {
        id: number;
        name: string;
        position: number;
        contact_count: number;
      }[];

    it('lists the categories in order with how many contacts each has', async () => {
      const list = await categoriesOf();
      expect(list.find((c) => c.name === 'GGD')).toMatchObject({ contact_count: 4 });
      const counted = await t.database.db
        .selectFrom('contacts')
        .select('contact_category_id')
        .where('contextable_type', '=', 'school')
        .where('contextable_id', '=', school)
        .where('contact_category_id', 'is not', null)
        .execute();
      expect(list.reduce((sum, c) => sum + c.contact_count, 0)).toBe(counted.length);
      const positions = list.map((c) => c.position);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
    });

    it('lets managers add, rename and remove them; a new one goes last', async () => {
      expect((await send('POST', url(), 'leraar', { name: 'Huisartsen' })).statusCode).toBe(403);
      expect((await send('POST', url(), 'eenschool', { name: 'Huisartsen' })).statusCode).toBe(404);
      const before = await categoriesOf();
      const created = await send('POST', url(), 'directeur', { name: '  Huisartsen ' });
      expect(created.statusCode).toBe(201);
      const category = created.json().data;
      expect(category).toEqual({
        id: category.id,
        name: 'Huisartsen',
        position: Math.max(...before.map((c) => c.position)) + 1,
        contact_count: 0,
      });
      expect((await categoriesOf()).at(-1)?.name).toBe('Huisartsen');

      const renamed = await send('PATCH', `/api/contact-categories/${category.id}`, 'directeur', {
        name: 'Huisartsenpraktijken',
      });
      expect(renamed.json().data).toEqual({ ...category, name: 'Huisartsenpraktijken' });
      // Its own name again (another case) is no clash with itself.
      const same = await send('PATCH', `/api/contact-categories/${category.id}`, 'bestuur', {
        name: 'huisartsenpraktijken',
      });
      expect(same.statusCode).toBe(200);
      expect(
        (await send('PATCH', `/api/contact-categories/${category.id}`, 'leraar', { name: 'X' }))
          .statusCode,
      ).toBe(403);
      expect(
        (await send('DELETE', `/api/contact-categories/${category.id}`, 'eenschool')).statusCode,
      ).toBe(404);
      expect(
        (await send('DELETE', `/api/contact-categories/${category.id}`, 'directeur')).statusCode,
      ).toBe(204);
      expect((await categoriesOf()).map((c) => c.id)).not.toContain(category.id);

      const trail = await t.database.db
        .selectFrom('audit_log')
        .select(['action', 'user_id', 'changes'])
        .where('subject_type', '=', 'contact_category')
        .where('subject_id', '=', String(category.id))
        .orderBy('id')
        .execute();
      expect(trail.map((row) => row.action)).toEqual(['created', 'updated', 'updated', 'deleted']);
      expect(JSON.parse(trail[0]!.changes!)).toMatchObject({ name: 'Huisartsen' });
    });

    it('refuses an empty name and a name another category has, on the name field', async () => {
      const blank = await send('POST', url(), 'directeur', { name: '   ' });
      expect(blank.statusCode).toBe(422);
      expect(Object.keys(blank.json().errors)).toEqual(['name']);
      const taken = await t.app.inject({
        method: 'POST',
        url: url(),
        headers: bearer(tokens.directeur, 'nl'),
        payload: { name: 'ggd ' },
      });
      expect(taken.statusCode).toBe(422);
      expect(taken.json().errors.name).toEqual(['Er is al een categorie met de naam GGD.']);
      const jeugdzorg = (await categoriesOf()).find((c) => c.name === 'Jeugdzorg')!;
      const clash = await send('PATCH', `/api/contact-categories/${jeugdzorg.id}`, 'directeur', {
        name: 'Wijkteam',
      });
      expect(clash.statusCode).toBe(422);
      expect(clash.json().errors.name[0]).toBe('There is already a category called Wijkteam.');
      // The same name in another school's social map is no clash.
      expect((await send('POST', url(), 'directeur', { name: 'Pleegzorg' })).statusCode).toBe(201);
      const elsewhere = await send(
        'POST',
        `/api/schools/${t.ids.schools.kompas}/contact-categories`,
        'bestuur',
        { name: 'Pleegzorg' },
      );
      expect(elsewhere.statusCode).toBe(201);
    });

    it('removes a category with contacts only when told where they go', async () => {
      const make = async (name: string) =>
        (await send('POST', url(), 'directeur', { name })).json().data.id as number;
      const from = await make('Sport');
      const to = await make('Sport en spel');
      for (const name of ['Trainer A', 'Trainer B'])
        await send('POST', base, 'directeur', { name, contact_category_id: from });

      const unasked = await send('DELETE', `/api/contact-categories/${from}`, 'directeur');
      expect(unasked.statusCode).toBe(422);
      expect(unasked.json().errors.contacts[0]).toContain('2 contacts');

      const foreign = (
        await get(`/api/schools/${t.ids.schools.zonnewijzer}/contact-categories`, 'eenschool')
      ).json().data[0].id;
      for (const target of [foreign, from, 2_000_000]) {
        const wrong = await send(
          'DELETE',
          `/api/contact-categories/${from}?contacts=move&move_to=${target}`,
          'directeur',
        );
        expect(wrong.statusCode).toBe(422);
        expect(Object.keys(wrong.json().errors)).toEqual(['move_to']);
      }
      const noTarget = await send(
        'DELETE',
        `/api/contact-categories/${from}?contacts=move`,
        'directeur',
      );
      expect(noTarget.statusCode).toBe(422);

      const moved = await send(
        'DELETE',
        `/api/contact-categories/${from}?contacts=move&move_to=${to}`,
        'directeur',
      );
      expect(moved.statusCode).toBe(204);
      const trainers = (await get(`${base}?query=Trainer`, 'leraar')).json().data as Contact[];
      expect(trainers.map((c) => c.category)).toEqual([
        { id: to, name: 'Sport en spel' },
        { id: to, name: 'Sport en spel' },
      ]);
      expect((await categoriesOf()).find((c) => c.id === to)?.contact_count).toBe(2);
      const trail = await t.database.db
        .selectFrom('audit_log')
        .select('changes')
        .where('subject_type', '=', 'contact_category')
        .where('subject_id', '=', String(from))
        .where('action', '=', 'deleted')
        .executeTakeFirstOrThrow();
      expect(JSON.parse(trail.changes!)).toEqual({
        name: 'Sport',
        contacts: 2,
        contacts_moved_to: to,
      });

      const cleared = await send(
        'DELETE',
        `/api/contact-categories/${to}?contacts=clear`,
        'bestuur',
      );
      expect(cleared.statusCode).toBe(204);
      const after = (await get(`${base}?query=Trainer`, 'leraar')).json().data as Contact[];
      expect(after.map((c) => [c.name, c.contact_category_id, c.category])).toEqual([
        ['Trainer A', null, null],
        ['Trainer B', null, null],
      ]);
    });
  });
});
