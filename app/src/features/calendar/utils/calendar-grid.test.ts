import { describe, expect, it } from 'vitest';
import {
  addDays,
  eventsByDay,
  isoWeek,
  isoWeekday,
  localToday,
  monthGrid,
  monthsBetween,
} from './calendar-grid';

describe('isoWeek', () => {
  it.each([
    ['2026-01-01', 2026, 1], // a Thursday: week 1 of its own year
    ['2027-01-01', 2026, 53], // a Friday: last week of 2026, which has 53 weeks
    ['2027-01-04', 2027, 1],
    ['2024-12-30', 2025, 1], // a Monday in December already in week 1 of the next year
    ['2021-01-03', 2020, 53], // a Sunday in January still in week 53
    ['2026-03-29', 2026, 13], // the Sunday daylight saving time starts
    ['2026-11-22', 2026, 47],
  ])('%s is week %i-%i', (date, year, week) => {
    expect(isoWeek(date)).toEqual({ year, week });
  });
});

describe('date helpers', () => {
  it('counts weekdays from Monday', () => {
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(isoWeekday('2026-11-22')).toBe(7);
  });

  it('adds days across months, years and the clock change', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-10-25', 1)).toBe('2026-10-26');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });

  it('takes today from the local calendar, not UTC', () => {
    expect(localToday(new Date(2026, 7, 1, 0, 30))).toBe('2026-08-01');
  });

  it('rejects a malformed date instead of guessing', () => {
    expect(() => addDays('1-8-2026', 1)).toThrow(RangeError);
  });
});

describe('monthsBetween', () => {
  it('lists every month a school year touches', () => {
    const months = monthsBetween('2026-08-01', '2027-07-31');
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ year: 2026, month: 8 });
    expect(months[5]).toEqual({ year: 2027, month: 1 });
    expect(months[11]).toEqual({ year: 2027, month: 7 });
  });

  it('gives one month for a range inside it and nothing for a reversed range', () => {
    expect(monthsBetween('2026-09-10', '2026-09-20')).toEqual([{ year: 2026, month: 9 }]);
    expect(monthsBetween('2026-09-10', '2026-08-20')).toEqual([]);
  });
});

describe('monthGrid', () => {
  it('starts weeks on Monday and leaves days of other months empty', () => {
    // November 2026 starts on a Sunday and ends on a Monday: six rows.
    const weeks = monthGrid({ year: 2026, month: 11 });
    expect(weeks).toHaveLength(6);
    expect(weeks[0]).toEqual({
      week: 44,
      days: [null, null, null, null, null, null, '2026-11-01'],
    });
    expect(weeks[1]?.days[0]).toBe('2026-11-02');
    expect(weeks[5]).toEqual({
      week: 49,
      days: ['2026-11-30', null, null, null, null, null, null],
    });
  });

  it('fits February of a year starting on Monday in four rows', () => {
    const weeks = monthGrid({ year: 2027, month: 2 });
    expect(weeks.map((w) => w.week)).toEqual([5, 6, 7, 8]);
    expect(weeks.flatMap((w) => w.days).filter(Boolean)).toHaveLength(28);
  });

  it('numbers a January row that belongs to the previous ISO year', () => {
    const [first] = monthGrid({ year: 2027, month: 1 });
    expect(first?.week).toBe(53);
  });
});

describe('eventsByDay', () => {
  const trip = { id: 1, start_date: '2026-10-30', end_date: '2026-11-02' };
  const meeting = { id: 2, start_date: '2026-11-01', end_date: '2026-11-01' };

  it('lists a multi-day event on each of its days, in the given order', () => {
    const days = eventsByDay([trip, meeting], '2026-10-01', '2026-11-30');
    expect(days.get('2026-10-31')).toEqual([trip]);
    expect(days.get('2026-11-01')).toEqual([trip, meeting]);
    expect(days.get('2026-11-02')).toEqual([trip]);
    expect(days.has('2026-11-03')).toBe(false);
  });

  it('clips events to the range', () => {
    const days = eventsByDay([trip], '2026-11-01', '2026-11-01');
    expect([...days.keys()]).toEqual(['2026-11-01']);
  });
});
