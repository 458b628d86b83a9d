import { describe, expect, it } from 'vitest';
import { settingsTabs } from '@/lib/paths';
import { currentUser } from '@/lib/testing/fixtures';
import { maySettingsTab, settingsTabsFor } from './rules';
import type { Role } from './types';

const role = (rank: number): Role => ({ id: rank, name: `r${rank}`, rank });
const user = currentUser();
const superAdmin = currentUser({ admin: true });
const ids = (tabs: readonly { id: string }[]) => tabs.map((t) => t.id);

describe('settings tabs: one table for sidebar, tab bar and guard', () => {
  it('gives a manager (rank 10) of a school what a manager works with, not its own settings', () => {
    expect(ids(settingsTabsFor(user, role(10), 'school'))).toEqual([
      'application-chooser',
      'calendar',
      'periods',
      'contact-categories',
    ]);
    const global = settingsTabs.find((t) => t.id === 'global')!;
    const users = settingsTabs.find((t) => t.id === 'users')!;
    expect(maySettingsTab(user, role(10), global)).toBe(false);
    expect(maySettingsTab(user, role(10), users)).toBe(false);
  });

  it('gives an admin (rank 15) and a super admin every tab of the kind of context', () => {
    const school = [
      'global',
      'application-chooser',
      'calendar',
      'periods',
      'users',
      'contact-categories',
      'audit-log',
    ];
    expect(ids(settingsTabsFor(user, role(15), 'school'))).toEqual(school);
    expect(ids(settingsTabsFor(superAdmin, undefined, 'school'))).toEqual(school);
    expect(ids(settingsTabsFor(user, role(15), 'organisation'))).toEqual([
      'global',
      'schools',
      'users',
      'contact-categories',
      'audit-log',
    ]);
  });

  it('gives a manager of a board only its social map, and a reader nothing', () => {
    expect(ids(settingsTabsFor(user, role(10), 'organisation'))).toEqual(['contact-categories']);
    expect(settingsTabsFor(user, role(9), 'school')).toEqual([]);
    expect(settingsTabsFor(user, undefined, 'school')).toEqual([]);
  });
});
