import type { CalendarEvent } from '@koers/contract';
import { bearer, describeEachDatabase, loginAs } from '../helpers.js';
import { DEMO_EMAILS } from '../../src/seed/core.js';

type Who = keyof typeof DEMO_EMAILS;
const unfold = (text: string) => text.replace(/\r\n /g, '');

describeEachDatabase('calendar', (t) => {
  const tokens = {} as Record<Who, string>;
  let school: number;
  beforeAll(async () => {
    for (const who of Object.keys(DEMO_EMAILS) as Who[])
      tokens[who] = await loginAs(t.app, DEMO_EMAILS[who]);
    school = t.ids.schools.regenboog;
  });
  const get = (url: string, who?: Who) =>
    t.app.inject({ method: 'GET', url, headers: who ? bearer(tokens[who]) : {} });
  const send = (
    method: 'POST' | 'PATCH' | 'DELETE',
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

  it('lists the events of a date range with their category, for members', async () => {
    const year = Number(t.ids.currentSchoolYearStart.slice(0, 4));
    const res = await get(
      `/api/schools/${school}/calendar-events?from=${year}-10-01&to=${year}-10-31`,
      'leraar',
    );
    expect(res.statusCode).toBe(200);
    const events = res.json().data as CalendarEvent[];
    expect(events.map((e) => e.title)).toContain('Herfstvakantie (regio midden)');
    for (const e of events)
      expect(e.end_date >= `${year}-10-01` && e.start_date <= `${year}-10-31`).toBe(true);
    const autumn = events.find((e) => e.title.startsWith('Herfstvakantie'))!;
    expect(autumn).toMatchObject({
      all_day: true,
      start_time: null,
      category: { name: 'Vakanties en vrije dagen', color: '#2E7D32' },
    });
    const all = (await get(`/api/schools/${school}/calendar-events`, 'leraar')).json().data;
    expect(all.length).toBeGreaterThan(events.length);
  });

  it('keeps other schools’ calendars out of reach', async () => {
    expect((await get(`/api/schools/${school}/calendar-events`, 'eenschool')).statusCode).toBe(404);
    expect((await get(`/api/schools/${school}/calendar-categories`, 'eenschool')).statusCode).toBe(
      404,
    );
    expect((await get(`/api/schools/${school}/calendar-feed`, 'eenschool')).statusCode).toBe(404);
    expect((await get(`/api/schools/${school}/calendar-events`)).statusCode).toBe(401);
  });

  it('lets managers add, change and delete events; members below manager rank get 403', async () => {
    const categories = (await get(`/api/schools/${school}/calendar-categories`, 'directeur')).json()
      .data;
    const ouders = categories.find((c: { name: string }) => c.name === 'Ouders');
    const payload = {
      title: 'Ouderavond, thema: mediawijsheid',
      description: 'In de aula; koffie vanaf 19:00',
      start_date: t.ids.today,
      start_time: '19:30',
      end_time: '21:00',
      calendar_category_id: ouders.id,
    };
    expect(
      (await send('POST', `/api/schools/${school}/calendar-events`, 'leraar', payload)).statusCode,
    ).toBe(403);
    expect(
      (await send('POST', `/api/schools/${school}/calendar-events`, 'eenschool', payload))
        .statusCode,
    ).toBe(404);
    const created = await send(
      'POST',
      `/api/schools/${school}/calendar-events`,
      'directeur',
      payload,
    );
    expect(created.statusCode).toBe(201);
    const event = created.json().data as CalendarEvent;
    expect(event).toMatchObject({
      end_date: t.ids.today,
      all_day: false,
      category: { id: ouders.id, name: 'Ouders' },
    });

    const moved = await send('PATCH', `/api/calendar-events/${event.id}`, 'directeur', {
      end_time: '21:30',
    });
    expect(moved.json().data.end_time).toBe('21:30');
    expect(
      (await send('PATCH', `/api/calendar-events/${event.id}`, 'leraar', { title: 'x' }))
        .statusCode,
    ).toBe(403);
    expect((await send('DELETE', `/api/calendar-events/${event.id}`, 'eenschool')).statusCode).toBe(
      404,
    );
    expect((await send('DELETE', `/api/calendar-events/${event.id}`, 'directeur')).statusCode).toBe(
      204,
    );
    expect((await send('DELETE', `/api/calendar-events/${event.id}`, 'directeur')).statusCode).toBe(
      404,
    );
  });

  it('keeps where an event takes place: given, changed, cleared, and at most 200 characters', async () => {
    const url = `/api/schools/${school}/calendar-events`;
    const created = await send('POST', url, 'directeur', {
      title: 'Voorleeswedstrijd',
      start_date: t.ids.today,
      location: '  Gymzaal  ',
    });
    expect(created.statusCode).toBe(201);
    const event = created.json().data as CalendarEvent;
    expect(event.location).toBe('Gymzaal');
    const listed = (await get(url, 'leraar')).json().data as CalendarEvent[];
    expect(listed.find((e) => e.id === event.id)?.location).toBe('Gymzaal');

    const moved = await send('PATCH', `/api/calendar-events/${event.id}`, 'directeur', {
      location: 'Aula',
    });
    expect(moved.json().data.location).toBe('Aula');
    const untouched = await send('PATCH', `/api/calendar-events/${event.id}`, 'directeur', {
      title: 'Voorleeswedstrijd groep 7 en 8',
    });
    expect(untouched.json().data.location).toBe('Aula');
    for (const cleared of [null, '   ']) {
      const response = await send('PATCH', `/api/calendar-events/${event.id}`, 'directeur', {
        location: cleared,
      });
      expect(response.json().data.location).toBeNull();
    }
    const tooLong = await send('POST', url, 'directeur', {
      title: 'x',
      start_date: t.ids.today,
      location: 'x'.repeat(201),
    });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors).toEqual({
      location: ['The location may not be greater than 200 characters.'],
    });
    // Without a location it is null, not missing.
    const plain = await send('POST', url, 'directeur', { title: 'y', start_date: t.ids.today });
    expect(plain.json().data).toHaveProperty('location', null);
    for (const id of [event.id, plain.json().data.id]) {
      await send('DELETE', `/api/calendar-events/${id}`, 'directeur');
    }
  });

  it('validates dates, times and the category with field errors in both languages', async () => {
    const bad = await send('POST', `/api/schools/${school}/calendar-events`, 'directeur', {
      title: 'Sportdag',
      start_date: '2027-06-10',
      end_date: '2027-06-09',
      end_time: '12:00',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      end_date: ['The end date must be on or after 2027-06-10.'],
      start_time: ['The start time field is required when end_time is present.'],
    });
    const nl = await send(
      'POST',
      `/api/schools/${school}/calendar-events`,
      'directeur',
      { title: 'Sportdag', start_date: '2027-06-10', start_time: '14:00', end_time: '09:00' },
      'nl',
    );
    expect(nl.json().errors).toEqual({ end_time: ['Het veld eindtijd moet na 14:00 liggen.'] });

    const foreign = (
      await get(`/api/schools/${t.ids.schools.zonnewijzer}/calendar-categories`, 'eenschool')
    ).json().data[0];
    const wrongCategory = await send(
      'POST',
      `/api/schools/${school}/calendar-events`,
      'directeur',
      {
        title: 'Sportdag',
        start_date: '2027-06-10',
        calendar_category_id: foreign.id,
      },
    );
    expect(wrongCategory.statusCode).toBe(422);
    expect(wrongCategory.json().errors).toHaveProperty('calendar_category_id');

    const notADate = await send('POST', `/api/schools/${school}/calendar-events`, 'directeur', {
      title: 'x',
      start_date: '2027-02-30',
    });
    expect(notADate.statusCode).toBe(422);
    const badRange = await get(`/api/schools/${school}/calendar-events?from=gisteren`, 'leraar');
    expect(badRange.statusCode).toBe(422);
  });

  it('refuses control characters in texts that the feed carries, but keeps tabs and line breaks where they belong', async () => {
    const url = `/api/schools/${school}/calendar-events`;
    const bell = await send(
      'POST',
      url,
      'directeur',
      {
        title: 'Studiedag\u0007',
        location: 'Aula\nachter',
        description: 'Zie\u0001 de mail',
        start_date: '2027-03-03',
      },
      'nl',
    );
    expect(bell.statusCode).toBe(422);
    expect(bell.json().errors).toEqual({
      title: ['De titel mag geen regeleinden of onzichtbare stuurtekens bevatten.'],
      location: ['De plaats mag geen regeleinden of onzichtbare stuurtekens bevatten.'],
      description: ['De beschrijving mag geen onzichtbare stuurtekens bevatten.'],
    });
    const fine = await send('POST', url, 'directeur', {
      title: 'Studiedag\tteam',
      description: 'Eerste regel\r\nTweede regel',
      start_date: '2027-03-03',
    });
    expect(fine.statusCode).toBe(201);
    const changed = await send(
      'PATCH',
      `/api/calendar-events/${fine.json().data.id}`,
      'directeur',
      {
        title: 'Studiedag\u001b[31m',
      },
    );
    expect(changed.statusCode).toBe(422);
    expect(changed.json().errors).toHaveProperty('title');
  });

  it('keeps whole days or times as asked, and the list and the feed follow each change at once', async () => {
    const url = `/api/schools/${school}/calendar-events`;
    // Whole days drop any times sent along.
    const whole = await send('POST', url, 'directeur', {
      title: 'Studiedag team',
      start_date: '2031-02-03',
      start_time: '08:30',
      end_time: '12:00',
      all_day: true,
    });
    expect(whole.statusCode).toBe(201);
    expect(whole.json().data).toMatchObject({ all_day: true, start_time: null, end_time: null });
    // Not whole days but no start time: refused on the start time, in both languages.
    const untimed = await send('POST', url, 'directeur', {
      title: 'Ouderavond',
      start_date: '2031-02-04',
      all_day: false,
    });
    expect(untimed.statusCode).toBe(422);
    expect(untimed.json().errors).toEqual({ start_time: ['The start time field is required.'] });
    const untimedNl = await send(
      'POST',
      url,
      'directeur',
      { title: 'Ouderavond', start_date: '2031-02-04', all_day: false },
      'nl',
    );
    expect(untimedNl.json().errors).toEqual({ start_time: ['Het veld begintijd is verplicht.'] });

    // A timed event over two days, then made whole days, then removed.
    const camp = await send('POST', url, 'directeur', {
      title: 'Kamp groep 8',
      start_date: '2031-06-10',
      end_date: '2031-06-12',
      start_time: '09:00',
      end_time: '15:00',
      all_day: false,
    });
    expect(camp.statusCode).toBe(201);
    const id = camp.json().data.id as number;
    const feedUrl = new URL(
      (await get(`/api/schools/${school}/calendar-feed`, 'leraar')).json().data.url,
    );
    const vevent = async () => {
      const ics = unfold(
        (await t.app.inject({ method: 'GET', url: feedUrl.pathname + feedUrl.search })).body,
      );
      const start = ics.indexOf(`UID:calendar-event-${id}@`);
      return start < 0 ? null : ics.slice(start, ics.indexOf('END:VEVENT', start));
    };
    expect(await vevent()).toContain('DTSTART;TZID=Europe/Amsterdam:20310610T090000');
    expect(await vevent()).toContain('DTEND;TZID=Europe/Amsterdam:20310612T150000');

    const patched = await send('PATCH', `/api/calendar-events/${id}`, 'directeur', {
      title: 'Schoolkamp groep 8',
      all_day: true,
    });
    expect(patched.json().data).toMatchObject({
      title: 'Schoolkamp groep 8',
      all_day: true,
      start_time: null,
      end_time: null,
    });
    const listed = (await get(`${url}?from=2031-06-11&to=2031-06-11`, 'leraar')).json()
      .data as CalendarEvent[];
    expect(listed.map((e) => e.title)).toContain('Schoolkamp groep 8');
    expect(await vevent()).toContain('DTSTART;VALUE=DATE:20310610');
    expect(await vevent()).toContain('DTEND;VALUE=DATE:20310613');
    expect(await vevent()).toContain('SUMMARY:Schoolkamp groep 8');
    // Back to times without giving one: refused, the event stays as it was.
    const noTime = await send('PATCH', `/api/calendar-events/${id}`, 'directeur', {
      all_day: false,
    });
    expect(noTime.statusCode).toBe(422);
    expect(Object.keys(noTime.json().errors)).toEqual(['start_time']);

    await send('DELETE', `/api/calendar-events/${id}`, 'directeur');
    expect(await vevent()).toBeNull();
    await send('DELETE', `/api/calendar-events/${whole.json().data.id}`, 'directeur');
  });

  it('repeats events weekly or monthly: listed while a repetition may fall in a range, RRULE in the feed', async () => {
    const url = `/api/schools/${school}/calendar-events`;
    // "Studiedag elke eerste maandag": 2032-02-02 is the first Monday of February 2032.
    const studyDay = await send('POST', url, 'directeur', {
      title: 'Studiedag (eerste maandag)',
      start_date: '2032-02-02',
      recurrence: 'monthly_weekday',
      recurrence_until: '2032-07-31',
    });
    expect(studyDay.statusCode).toBe(201);
    expect(studyDay.json().data).toMatchObject({
      recurrence: 'monthly_weekday',
      recurrence_until: '2032-07-31',
    });
    const choir = await send('POST', url, 'directeur', {
      title: 'Schoolkoor',
      start_date: '2032-02-04',
      start_time: '15:00',
      end_time: '16:00',
      recurrence: 'weekly',
    });
    const ids = [studyDay.json().data.id as number, choir.json().data.id as number];
    // A range after the first day, before the last: both repeat into it; after the last day of
    // the study days only the choir (no end) still does.
    const titles = async (from: string, to: string) =>
      ((await get(`${url}?from=${from}&to=${to}`, 'leraar')).json().data as CalendarEvent[]).map(
        (e) => e.title,
      );
    expect(await titles('2032-05-01', '2032-05-31')).toEqual(
      expect.arrayContaining(['Studiedag (eerste maandag)', 'Schoolkoor']),
    );
    const later = await titles('2032-09-01', '2032-09-30');
    expect(later).toContain('Schoolkoor');
    expect(later).not.toContain('Studiedag (eerste maandag)');
    expect(await titles('2032-01-01', '2032-01-31')).not.toContain('Schoolkoor');

    const feedUrl = new URL(
      (await get(`/api/schools/${school}/calendar-feed`, 'leraar')).json().data.url,
    );
    const ics = unfold(
      (await t.app.inject({ method: 'GET', url: feedUrl.pathname + feedUrl.search })).body,
    );
    const vevent = (id: number) => {
      const start = ics.indexOf(`UID:calendar-event-${id}@`);
      return ics.slice(start, ics.indexOf('END:VEVENT', start));
    };
    expect(vevent(ids[0]!)).toContain('RRULE:FREQ=MONTHLY;BYDAY=1MO;UNTIL=20320731');
    expect(vevent(ids[1]!)).toContain('RRULE:FREQ=WEEKLY;BYDAY=WE');

    // No longer repeating: the last day goes too.
    const once = await send('PATCH', `/api/calendar-events/${ids[0]}`, 'directeur', {
      recurrence: null,
    });
    expect(once.json().data).toMatchObject({ recurrence: null, recurrence_until: null });
    for (const id of ids) await send('DELETE', `/api/calendar-events/${id}`, 'directeur');
  });

  it('refuses repetitions that end before they start, and "the last weekday" away from a month\'s end', async () => {
    const url = `/api/schools/${school}/calendar-events`;
    const early = await send('POST', url, 'directeur', {
      title: 'Gym',
      start_date: '2032-03-10',
      recurrence: 'weekly',
      recurrence_until: '2032-03-01',
    });
    expect(early.statusCode).toBe(422);
    expect(early.json().errors).toEqual({
      recurrence_until: ['The repetitions cannot end before the first day, 2032-03-10.'],
    });
    const notLast = await send(
      'POST',
      url,
      'directeur',
      { title: 'Teamoverleg', start_date: '2032-03-10', recurrence: 'monthly_last_weekday' },
      'nl',
    );
    expect(notLast.statusCode).toBe(422);
    expect(notLast.json().errors).toEqual({
      recurrence: ['Kies voor “de laatste” een eerste dag in de laatste week van de maand.'],
    });
    const last = await send('POST', url, 'directeur', {
      title: 'Teamoverleg',
      start_date: '2032-03-26',
      recurrence: 'monthly_last_weekday',
    });
    expect(last.statusCode).toBe(201);
    await send('DELETE', `/api/calendar-events/${last.json().data.id}`, 'directeur');
  });

  it('lets school managers keep categories; teachers get 403, other schools 404', async () => {
    const url = `/api/schools/${school}/calendar-categories`;
    expect(
      (await send('POST', url, 'leraar', { name: 'Excursies', color: '#6A1B9A' })).statusCode,
    ).toBe(403);
    const created = await send('POST', url, 'directeur', { name: ' Excursies ', color: '#6a1b9a' });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    // Trimmed, and the colour in the palette's spelling.
    expect(created.json().data).toEqual({ id, name: 'Excursies', color: '#6A1B9A' });
    expect(
      (
        await send('PATCH', `/api/calendar-categories/${id}`, 'directeur', { color: '#00796b' })
      ).json().data,
    ).toEqual({ id, name: 'Excursies', color: '#00796B' });
    expect(
      (await send('PATCH', `/api/calendar-categories/${id}`, 'leraar', { name: 'x' })).statusCode,
    ).toBe(403);
    expect(
      (await send('PATCH', `/api/calendar-categories/${id}`, 'eenschool', { name: 'x' }))
        .statusCode,
    ).toBe(404);
    expect((await send('DELETE', `/api/calendar-categories/${id}`, 'leraar')).statusCode).toBe(403);
    expect((await send('DELETE', `/api/calendar-categories/${id}`, 'directeur')).statusCode).toBe(
      204,
    );
    expect((await get(url, 'leraar')).json().data.map((c: { id: number }) => c.id)).not.toContain(
      id,
    );
  });

  it('refuses a taken name and a colour outside the palette, on the field, in both languages', async () => {
    const url = `/api/schools/${school}/calendar-categories`;
    const taken = await send('POST', url, 'directeur', {
      name: ' studiedagen',
      color: '#1565C0',
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({
      name: ['There is already a category called Studiedagen.'],
    });
    const takenNl = await send(
      'POST',
      url,
      'directeur',
      { name: 'STUDIEDAGEN', color: '#1565C0' },
      'nl',
    );
    expect(takenNl.json().errors).toEqual({
      name: ['Er is al een categorie met de naam Studiedagen.'],
    });
    // Yellow on white has too little contrast: not offered, so not accepted.
    const yellow = await send('POST', url, 'directeur', { name: 'Geel', color: '#FFEB3B' });
    expect(yellow.statusCode).toBe(422);
    expect(yellow.json().errors).toEqual({ color: ['Choose one of the offered colours.'] });
    const yellowNl = await send('POST', url, 'directeur', { name: 'Geel', color: '#FFEB3B' }, 'nl');
    expect(yellowNl.json().errors).toEqual({ color: ['Kies een van de aangeboden kleuren.'] });
    const blank = await send('POST', url, 'directeur', { name: '   ', color: '#1565C0' });
    expect(blank.statusCode).toBe(422);
    expect(Object.keys(blank.json().errors)).toEqual(['name']);

    // Renaming to another category's name is refused too; keeping its own name is not.
    const categories = (await get(url, 'leraar')).json().data as { id: number; name: string }[];
    const ouders = categories.find((c) => c.name === 'Ouders')!;
    const clash = await send('PATCH', `/api/calendar-categories/${ouders.id}`, 'directeur', {
      name: 'Activiteiten',
    });
    expect(clash.statusCode).toBe(422);
    expect(clash.json().errors.name).toEqual(['There is already a category called Activiteiten.']);
    const same = await send('PATCH', `/api/calendar-categories/${ouders.id}`, 'directeur', {
      name: 'ouders',
    });
    expect(same.statusCode).toBe(200);
    expect(same.json().data.name).toBe('ouders');
    await send('PATCH', `/api/calendar-categories/${ouders.id}`, 'directeur', { name: 'Ouders' });
  });

  it('keeps the events of a removed category, without a category, in the list and the feed', async () => {
    const url = `/api/schools/${school}/calendar-categories`;
    const category = (
      await send('POST', url, 'directeur', { name: 'Tijdelijk', color: '#AD1457' })
    ).json().data;
    const event = (
      await send('POST', `/api/schools/${school}/calendar-events`, 'directeur', {
        title: 'Voorleeswedstrijd',
        start_date: '2030-03-04',
        calendar_category_id: category.id,
      })
    ).json().data;
    expect(event.category).toEqual(category);
    await send('DELETE', `/api/calendar-categories/${category.id}`, 'directeur');
    const events = (
      await get(`/api/schools/${school}/calendar-events?from=2030-03-04&to=2030-03-04`, 'leraar')
    ).json().data as CalendarEvent[];
    expect(events.find((e) => e.id === event.id)).toMatchObject({
      calendar_category_id: null,
      category: null,
    });
    const feed = new URL(
      (await get(`/api/schools/${school}/calendar-feed`, 'leraar')).json().data.url,
    );
    const ics = unfold(
      (await t.app.inject({ method: 'GET', url: feed.pathname + feed.search })).body,
    );
    const vevent = ics.slice(ics.indexOf(`UID:calendar-event-${event.id}@`));
    expect(vevent.slice(0, vevent.indexOf('END:VEVENT'))).not.toContain('CATEGORIES:');
    await send('DELETE', `/api/calendar-events/${event.id}`, 'directeur');
  });

  describe('subscription feed', () => {
    it('gives members the feed URL and serves RFC 5545 with that key, without a bearer token', async () => {
      const feed = await get(`/api/schools/${school}/calendar-feed`, 'leraar');
      expect(feed.statusCode).toBe(200);
      const url = new URL(feed.json().data.url);
      expect(url.origin).toBe('http://koers.test');
      const res = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
      const ics = res.body;
      expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
      expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
      for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
      const lines = unfold(ics).split('\r\n');
      expect(lines).toContain('X-WR-CALNAME:OBS De Regenboog');
      const events = (await get(`/api/schools/${school}/calendar-events`, 'leraar')).json()
        .data as CalendarEvent[];
      expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(events.length);
      const christmas = events.find((e) => e.title === 'Kerstvakantie')!;
      expect(lines).toContain(`UID:calendar-event-${christmas.id}@koers.test`);
      expect(lines).toContain(`DTSTART;VALUE=DATE:${christmas.start_date.replaceAll('-', '')}`);
      expect(lines).toContain('CATEGORIES:Vakanties en vrije dagen');
      // Where the demo's events take place, escaped as RFC 5545 TEXT.
      expect(lines).toContain('LOCATION:Aula');
      expect(lines).toContain('LOCATION:Sportpark De Bongerd\\, Rijnstraat 12\\, Tiel');
      expect(lines.some((l) => /^DTSTART;TZID=Europe\/Amsterdam:\d{8}T\d{6}$/.test(l))).toBe(true);
    });

    it('answers 404 for a wrong key, and rotation invalidates the old URL', async () => {
      const old = new URL(
        (await get(`/api/schools/${school}/calendar-feed`, 'directeur')).json().data.url,
      );
      expect(
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/schools/${school}/calendar.ics?key=wrong`,
          })
        ).statusCode,
      ).toBe(404);
      const other = `/api/schools/${t.ids.schools.vlinderhof}/calendar.ics${old.search}`;
      expect((await t.app.inject({ method: 'GET', url: other })).statusCode).toBe(404);

      expect(
        (await send('POST', `/api/schools/${school}/calendar-feed/rotate`, 'leraar')).statusCode,
      ).toBe(403);
      const rotated = await send(
        'POST',
        `/api/schools/${school}/calendar-feed/rotate`,
        'directeur',
      );
      expect(rotated.statusCode).toBe(200);
      const fresh = new URL(rotated.json().data.url);
      expect(fresh.search).not.toBe(old.search);
      expect(
        (await t.app.inject({ method: 'GET', url: old.pathname + old.search })).statusCode,
      ).toBe(404);
      expect(
        (await t.app.inject({ method: 'GET', url: fresh.pathname + fresh.search })).statusCode,
      ).toBe(200);
    });

    it('publishes nothing for a school without a calendar', async () => {
      const kompas = t.ids.schools.kompas;
      const feed = new URL(
        (await get(`/api/schools/${kompas}/calendar-feed`, 'leraar')).json().data.url,
      );
      expect(
        (await t.app.inject({ method: 'GET', url: feed.pathname + feed.search })).statusCode,
      ).toBe(404);
    });
  });
});
