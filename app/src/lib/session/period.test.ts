import { afterEach, describe, expect, it } from 'vitest';
import {
  choosePeriod,
  periodDocumentTarget,
  planDocumentOf,
  selectedPeriod,
  todayIso,
} from './period';

const periods = [
  { id: 1, start_at: '2024-08-01', end_at: '2025-07-31' },
  { id: 2, start_at: '2025-08-01', end_at: '2026-07-31' },
  { id: 3, start_at: '2026-08-01', end_at: '2027-07-31' },
];

describe('choosePeriod (SPEC §4)', () => {
  it('takes the first period when none contains today', () => {
    expect(
      choosePeriod(periods, { today: '2030-01-01', storedId: null, useStored: false })?.id,
    ).toBe(1);
  });

  it('prefers the period containing today, boundaries included', () => {
    expect(
      choosePeriod(periods, { today: '2025-08-01', storedId: null, useStored: false })?.id,
    ).toBe(2);
    expect(
      choosePeriod(periods, { today: '2026-07-31', storedId: null, useStored: false })?.id,
    ).toBe(2);
  });

  it('uses the stored choice for managers only, and only while it is still in the list', () => {
    const today = '2025-10-01';
    expect(choosePeriod(periods, { today, storedId: 3, useStored: true })?.id).toBe(3);
    expect(choosePeriod(periods, { today, storedId: 3, useStored: false })?.id).toBe(2);
    expect(choosePeriod(periods, { today, storedId: 99, useStored: true })?.id).toBe(2);
  });

  it('is null without periods', () => {
    expect(choosePeriod([], { today: '2025-10-01', storedId: 1, useStored: true })).toBeNull();
  });
});

describe('selectedPeriod (what the selector shows and home opens)', () => {
  afterEach(() => localStorage.clear());
  const now = new Date('2025-10-01T12:00:00');

  it('reads the stored choice of a manager; a reader gets the year of today', () => {
    localStorage.setItem('period', '3');
    expect(selectedPeriod(periods, true, { now })?.id).toBe(3);
    expect(selectedPeriod(periods, false, { now })?.id).toBe(2);
  });

  it('prefers the choice made in this tab over the stored one', () => {
    localStorage.setItem('period', '3');
    expect(selectedPeriod(periods, true, { now, choice: 1 })?.id).toBe(1);
  });
});

describe('helpers', () => {
  it('finds the plan document of a period', () => {
    expect(
      planDocumentOf({
        documents: [
          { id: 4, name: 'x', type: 'other', status: 'ter_bespreking' as const },
          { id: 5, name: 'y', type: 'plan', status: 'ter_bespreking' as const },
        ],
      }),
    ).toBe(5);
    expect(planDocumentOf({ documents: [] })).toBeNull();
  });

  it('formats today as a local YYYY-MM-DD date', () => {
    expect(todayIso(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });

  it('on a document, leads to the chosen period’s plan document when it is another one', () => {
    const period = {
      documents: [
        { id: 8, name: 'Jaarplan 2026-2027', type: 'plan', status: 'ter_bespreking' as const },
      ],
    };
    expect(periodDocumentTarget(period, '7')).toBe('/document/8');
    expect(periodDocumentTarget(period, '8')).toBeNull();
    expect(periodDocumentTarget(period, undefined)).toBeNull();
    expect(periodDocumentTarget({ documents: [] }, '7')).toBeNull();
  });
});
