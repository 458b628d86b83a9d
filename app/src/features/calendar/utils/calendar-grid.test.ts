import { describe, expect, it } from 'vitest';
import {
  addDays,
  eventsInMonth,
  initialMonth,
  isoWeek,
  isoWeekday,
  layoutWeek,
  localToday,
  monthGrid,
  monthRange,
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

describe('monthRange', () => {
  it('ends on the last day of the month, February of a leap year included', () => {
    expect(monthRange({ year: 2028, month: 2 })).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthRange({ year: 2026, month: 12 })).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });
});

describe('initialMonth', () => {
  const year = { from: '2026-08-01', to: '2027-07-31' };

  it("opens at today's month when today is in the school year", () => {
    expect(initialMonth(year, '2026-11-25')).toEqual({ year: 2026, month: 11 });
    expect(initialMonth(year, '2027-07-31')).toEqual({ year: 2027, month: 7 });
  });

  it("opens at the school year's first month when today is outside it", () => {
    expect(initialMonth(year, '2027-08-01')).toEqual({ year: 2026, month: 8 });
    expect(initialMonth(year, '2025-03-10')).toEqual({ year: 2026, month: 8 });
  });
});

describe('eventsInMonth', () => {
  const year = { from: '2026-08-01', to: '2027-07-31' };
  const trip = { id: 1, start_date: '2026-10-30', end_date: '2026-11-02' };
  const meeting = { id: 2, start_date: '2026-11-17', end_date: '2026-11-17' };
  const december = { id: 3, start_date: '2026-12-01', end_date: '2026-12-01' };

  it('keeps each event once, also one that began in the month before', () => {
    expect(eventsInMonth([trip, meeting, december], { year: 2026, month: 11 }, year)).toEqual([
      trip,
      meeting,
    ]);
    expect(eventsInMonth([trip, meeting, december], { year: 2026, month: 10 }, year)).toEqual([
      trip,
    ]);
  });

  it('leaves out what falls outside the school year', () => {
    const summer = { id: 4, start_date: '2026-07-20', end_date: '2026-07-31' };
    expect(eventsInMonth([summer], { year: 2026, month: 7 }, year)).toEqual([]);
  });
});

describe('layoutWeek', () => {
  const year = { from: '2026-08-01', to: '2027-07-31' };
  // November 2026: row 2 is Mon 2 … Sun 8, row 3 is Mon 9 … Sun 15.
  const [row1, row2, row3] = monthGrid({ year: 2026, month: 11 });

  it('gives a multi-day event one bar over its days in the row', () => {
    const talks = { id: 1, start_date: '2026-11-03', end_date: '2026-11-06' };
    const { segments, lanes } = layoutWeek(row2!, [talks], year);
    expect(segments).toEqual([
      {
        event: talks,
        column: 1,
        span: 4,
        lane: 0,
        continuesBefore: false,
        continuesAfter: false,
      },
    ]);
    expect(lanes).toBe(1);
  });

  it('continues an event that crosses a week on the next row', () => {
    const camp = { id: 1, start_date: '2026-11-05', end_date: '2026-11-10' };
    expect(layoutWeek(row2!, [camp], year).segments[0]).toMatchObject({
      column: 3,
      span: 4,
      continuesBefore: false,
      continuesAfter: true,
    });
    expect(layoutWeek(row3!, [camp], year).segments[0]).toMatchObject({
      column: 0,
      span: 2,
      continuesBefore: true,
      continuesAfter: false,
    });
  });

  it('clips a bar to the days of the month', () => {
    // Row 1 shows only Sunday 1 November; the event began in October.
    const trip = { id: 1, start_date: '2026-10-30', end_date: '2026-11-02' };
    expect(layoutWeek(row1!, [trip], year).segments[0]).toMatchObject({
      column: 6,
      span: 1,
      continuesBefore: true,
      continuesAfter: true,
    });
  });

  it('stacks overlapping events in lanes and reuses a lane once it is free', () => {
    const long = { id: 1, start_date: '2026-11-02', end_date: '2026-11-04' };
    const overlapping = { id: 2, start_date: '2026-11-03', end_date: '2026-11-03' };
    const later = { id: 3, start_date: '2026-11-06', end_date: '2026-11-07' };
    const { segments, lanes } = layoutWeek(row2!, [overlapping, later, long], year);
    expect(segments.map((s) => [s.event.id, s.lane])).toEqual([
      [1, 0],
      [2, 1],
      [3, 0],
    ]);
    expect(lanes).toBe(2);
  });

  it('places nothing on days outside the school year', () => {
    const july = monthGrid({ year: 2027, month: 8 });
    const holiday = { id: 1, start_date: '2027-07-20', end_date: '2027-08-20' };
    expect(layoutWeek(july[0]!, [holiday], year)).toEqual({ segments: [], lanes: 0 });
  });
});
