import type { Application } from '@koers/contract';
import { describe, expect, it } from 'vitest';
import { groupApplications } from './group-applications';

const app = (id: number, name: string, type: Application['type']): Application => ({
  id,
  name,
  url: `https://app${id}.example.nl`,
  type,
  icon: null,
});

describe('groupApplications', () => {
  it('groups by type in the header order, the untyped ones last, sorted by name', () => {
    const groups = groupApplications([
      app(1, 'Parnassys', 'student-tracking-system'),
      app(2, 'Zoom', null),
      app(3, 'Outlook', 'webmail'),
      app(4, 'Basispoort', null),
      app(5, 'Trello', 'tasks'),
    ]);
    expect(groups.map((g) => [g.type, g.applications.map((a) => a.name)])).toEqual([
      ['tasks', ['Trello']],
      ['webmail', ['Outlook']],
      ['student-tracking-system', ['Parnassys']],
      [null, ['Basispoort', 'Zoom']],
    ]);
  });

  it('returns no groups for no applications', () => {
    expect(groupApplications([])).toEqual([]);
  });
});
