import ICAL from 'ical.js';
import {
  buildIcs,
  escapeText,
  foldLine,
  nextDay,
  recurrenceRule,
} from '../../src/services/ical.js';
import { sanitizeRichText } from '../../src/services/sanitize.js';

const unfold = (text: string) => text.replace(/\r\n /g, '');

describe('iCalendar text', () => {
  it('escapes backslash, semicolon, comma and line breaks', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds long lines at 75 octets without splitting UTF-8 characters', () => {
    const line = `DESCRIPTION:${'Ouderavond groep 8 – één avond over de eindtoets en het advies. '.repeat(6)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
    for (const part of parts.slice(1)) expect(part.startsWith(' ')).toBe(true);
    expect(unfold(folded)).toBe(line);
    expect(folded).not.toContain('\uFFFD');
  });

  it('leaves a line of exactly 75 octets alone', () => {
    const line = `SUMMARY:${'x'.repeat(67)}`;
    expect(foldLine(line)).toBe(line);
    expect(foldLine(`${line}y`)).toBe(`${line}\r\n y`);
  });

  it('computes the exclusive end of all-day events across month and year ends', () => {
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
  });
});

describe('buildIcs', () => {
  const ics = buildIcs({
    name: 'Jaarkalender De Regenboog',
    uidDomain: 'koers.test',
    events: [
      {
        id: 7,
        title: 'Kerstvakantie',
        description: null,
        location: null,
        start_date: '2026-12-19',
        end_date: '2027-01-03',
        start_time: null,
        end_time: null,
        updated_at: '2026-11-22T07:47:36.000Z',
        category: { name: 'Vakanties, vrije dagen' },
      },
      {
        id: 8,
        title: 'Ouderavond; groep 8',
        description: 'Koffie vanaf 19:00\nDaarna het programma',
        location: 'Aula, De Regenboog; ingang\\achter',
        start_date: '2026-11-12',
        end_date: '2026-11-12',
        start_time: '19:30',
        end_time: '21:00',
        updated_at: '2026-11-01T10:00:00.000Z',
        category: null,
      },
    ],
  });

  it('is a VCALENDAR with CRLF line endings and the required properties', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = unfold(ics).split('\r\n');
    expect(lines).toContain('CALSCALE:GREGORIAN');
    expect(lines).toContain('X-WR-CALNAME:Jaarkalender De Regenboog');
  });

  it('writes all-day events as dates with an exclusive end', () => {
    const lines = unfold(ics).split('\r\n');
    expect(lines).toContain('UID:calendar-event-7@koers.test');
    expect(lines).toContain('DTSTAMP:20261122T074736Z');
    expect(lines).toContain('DTSTART;VALUE=DATE:20261219');
    expect(lines).toContain('DTEND;VALUE=DATE:20270104');
    expect(lines).toContain('CATEGORIES:Vakanties\\, vrije dagen');
  });

  it('writes timed events in Europe/Amsterdam with its VTIMEZONE', () => {
    const lines = unfold(ics).split('\r\n');
    expect(lines).toContain('TZID:Europe/Amsterdam');
    expect(lines).toContain('DTSTART;TZID=Europe/Amsterdam:20261112T193000');
    expect(lines).toContain('DTEND;TZID=Europe/Amsterdam:20261112T210000');
    expect(lines).toContain('SUMMARY:Ouderavond\\; groep 8');
    expect(lines).toContain('DESCRIPTION:Koffie vanaf 19:00\\nDaarna het programma');
  });

  it('writes where an event takes place as LOCATION, escaped, and none without one', () => {
    const events = unfold(ics).split('BEGIN:VEVENT').slice(1);
    expect(events[0]).not.toContain('LOCATION');
    expect(events[1]?.split('\r\n')).toContain('LOCATION:Aula\\, De Regenboog\\; ingang\\\\achter');
  });
});

describe('buildIcs and a kept parser', () => {
  it('parses with ical.js; control characters stored before the API refused them are dropped', () => {
    const ics = buildIcs({
      name: 'Jaarkalender; De Regenboog',
      uidDomain: 'koers.test',
      events: [
        {
          id: 9,
          title: 'Studiedag\u0007\u0000 team\tB',
          description: 'Regel één\u001b[31m\nRegel twee, met; tekens\\',
          location: 'Aula\u000b',
          start_date: '2027-03-03',
          end_date: '2027-03-03',
          start_time: '08:30',
          end_time: '12:00',
          updated_at: '2026-11-01T10:00:00.000Z',
          category: { name: 'Team' },
        },
      ],
    });
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    expect(ics).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/);
    const calendar = new ICAL.Component(ICAL.parse(ics));
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(event.summary).toBe('Studiedag team\tB');
    expect(event.description).toBe('Regel één[31m\nRegel twee, met; tekens\\');
    expect(event.location).toBe('Aula');
    expect(event.startDate.toString()).toBe('2027-03-03T08:30:00');
  });
});

describe('sanitizeRichText', () => {
  it('keeps what the editor produces', () => {
    const html =
      '<p>Wij werken aan <strong>burgerschap</strong> en <em>passend onderwijs</em>.</p><ul><li>één</li></ul>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('removes scripts, event handlers, styles and javascript: links', () => {
    const dirty =
      '<p onclick="alert(1)" style="color:red">Tekst<script>alert(1)</script></p><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a><iframe src="https://evil.test"></iframe>';
    const clean = sanitizeRichText(dirty);
    expect(clean).toBe('<p>Tekst</p><a>x</a>');
  });

  it('adds rel=noopener to links that open a new tab', () => {
    expect(
      sanitizeRichText('<a href="https://www.onderwijsinspectie.nl" target="_blank">Inspectie</a>'),
    ).toBe(
      '<a href="https://www.onderwijsinspectie.nl" target="_blank" rel="noopener noreferrer">Inspectie</a>',
    );
  });
});

describe('recurrenceRule', () => {
  const event = {
    id: 1,
    title: 'Studiedag',
    description: null,
    location: null,
    start_date: '2026-10-05',
    end_date: '2026-10-05',
    start_time: null,
    end_time: null,
    updated_at: '2026-09-01T00:00:00.000Z',
    category: null,
  };

  it('says nothing for an event that happens once', () => {
    expect(recurrenceRule(event)).toBeNull();
    expect(recurrenceRule({ ...event, recurrence: null })).toBeNull();
  });

  it('repeats on the first day’s weekday, day of the month, nth or last weekday', () => {
    // 2026-10-05 is the first Monday of October; 2026-10-29 the last Thursday.
    expect(recurrenceRule({ ...event, recurrence: 'weekly' })).toBe('RRULE:FREQ=WEEKLY;BYDAY=MO');
    expect(recurrenceRule({ ...event, recurrence: 'monthly_day' })).toBe(
      'RRULE:FREQ=MONTHLY;BYMONTHDAY=5',
    );
    expect(recurrenceRule({ ...event, recurrence: 'monthly_weekday' })).toBe(
      'RRULE:FREQ=MONTHLY;BYDAY=1MO',
    );
    expect(
      recurrenceRule({ ...event, start_date: '2026-10-29', recurrence: 'monthly_last_weekday' }),
    ).toBe('RRULE:FREQ=MONTHLY;BYDAY=-1TH');
  });

  it('ends on the last day: a DATE for whole days, the end of that day in Amsterdam as UTC for times', () => {
    expect(recurrenceRule({ ...event, recurrence: 'weekly', recurrence_until: '2027-07-16' })).toBe(
      'RRULE:FREQ=WEEKLY;BYDAY=MO;UNTIL=20270716',
    );
    const timed = { ...event, start_time: '15:00', end_time: '16:00', recurrence: 'weekly' };
    // Summer time (UTC+2) and winter time (UTC+1).
    expect(recurrenceRule({ ...timed, recurrence_until: '2027-07-16' })).toBe(
      'RRULE:FREQ=WEEKLY;BYDAY=MO;UNTIL=20270716T215959Z',
    );
    expect(recurrenceRule({ ...timed, recurrence_until: '2027-01-15' })).toBe(
      'RRULE:FREQ=WEEKLY;BYDAY=MO;UNTIL=20270115T225959Z',
    );
  });

  it('puts the rule in the event of the feed', () => {
    const ics = buildIcs({
      name: 'Jaarkalender',
      uidDomain: 'koers.test',
      events: [{ ...event, recurrence: 'monthly_weekday', recurrence_until: '2027-06-30' }],
    });
    expect(ics).toContain('\r\nRRULE:FREQ=MONTHLY;BYDAY=1MO;UNTIL=20270630\r\n');
  });
});
