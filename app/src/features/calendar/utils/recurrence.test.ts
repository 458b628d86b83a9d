import type { CalendarEvent } from '@koers/contract';
import { describe, expect, it } from 'vitest';
import { expandEvents, occurrenceStarts } from './recurrence';

const year = { from: '2026-08-01', to: '2027-07-31' };
const once = {
  start_date: '2026-10-05',
  end_date: '2026-10-05',
  recurrence: null,
  recurrence_until: null,
} as const;

describe('occurrenceStarts', () => {
  it('keeps an event that happens once when it overlaps the range', () => {
    expect(occurrenceStarts(once, year)).toEqual(['2026-10-05']);
    expect(occurrenceStarts(once, { from: '2026-11-01', to: '2026-11-30' })).toEqual([]);
  });

  it('repeats weekly on the first day’s weekday, up to and including the last day', () => {
    expect(
      occurrenceStarts({ ...once, recurrence: 'weekly', recurrence_until: '2026-10-26' }, year),
    ).toEqual(['2026-10-05', '2026-10-12', '2026-10-19', '2026-10-26']);
    // Without a last day, in a later range: only the repetitions in it.
    expect(
      occurrenceStarts({ ...once, recurrence: 'weekly' }, { from: '2027-03-01', to: '2027-03-14' }),
    ).toEqual(['2027-03-01', '2027-03-08']);
  });

  it('repeats monthly on the day of the month, skipping months without it', () => {
    expect(
      occurrenceStarts(
        { ...once, start_date: '2027-01-31', end_date: '2027-01-31', recurrence: 'monthly_day' },
        { from: '2027-01-01', to: '2027-05-31' },
      ),
    ).toEqual(['2027-01-31', '2027-03-31', '2027-05-31']);
  });

  it('repeats "every first Monday" and "every last Friday"', () => {
    // 2026-10-05 is the first Monday of October.
    expect(
      occurrenceStarts(
        { ...once, recurrence: 'monthly_weekday', recurrence_until: '2027-01-31' },
        year,
      ),
    ).toEqual(['2026-10-05', '2026-11-02', '2026-12-07', '2027-01-04']);
    // 2026-10-30 is the last Friday of October.
    expect(
      occurrenceStarts(
        {
          ...once,
          start_date: '2026-10-30',
          end_date: '2026-10-30',
          recurrence: 'monthly_last_weekday',
          recurrence_until: '2027-01-31',
        },
        year,
      ),
    ).toEqual(['2026-10-30', '2026-11-27', '2026-12-25', '2027-01-29']);
  });

  it('skips months without a fifth such weekday', () => {
    // 2026-10-29 is the fifth Thursday of October; November has four Thursdays, December five.
    expect(
      occurrenceStarts(
        {
          ...once,
          start_date: '2026-10-29',
          end_date: '2026-10-29',
          recurrence: 'monthly_weekday',
        },
        { from: '2026-10-01', to: '2026-12-31' },
      ),
    ).toEqual(['2026-10-29', '2026-12-31']);
  });

  it('counts a repetition of several days that starts before the range and runs into it', () => {
    const camp = { ...once, end_date: '2026-10-07', recurrence: 'weekly' as const };
    expect(occurrenceStarts(camp, { from: '2026-10-14', to: '2026-10-14' })).toEqual([
      '2026-10-12',
    ]);
  });
});

describe('expandEvents', () => {
  it('places a copy of a repeating event on each of its days, of the same length', () => {
    const event = {
      id: 3,
      title: 'Kamp',
      start_date: '2026-10-05',
      end_date: '2026-10-06',
      recurrence: 'weekly',
      recurrence_until: '2026-10-12',
    } as CalendarEvent;
    expect(
      expandEvents([event], year).map((e) => [e.id, e.start_date, e.end_date, e.title]),
    ).toEqual([
      [3, '2026-10-05', '2026-10-06', 'Kamp'],
      [3, '2026-10-12', '2026-10-13', 'Kamp'],
    ]);
  });
});
