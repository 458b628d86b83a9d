import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as constants from './constants.js';
import * as contract from './index.js';

describe('@koers/contract/constants', () => {
  it('loads no schema library, so the app can import it without TypeBox', () => {
    const source = readFileSync(new URL('./constants.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/^import /m);
  });

  it('is re-exported unchanged by the main entry', () => {
    for (const [name, value] of Object.entries(constants)) {
      expect(contract[name as keyof typeof contract], name).toBe(value);
    }
  });

  it('gives the schemas the same sort allow-lists', () => {
    expect(contract.ADMIN_USERS_SORT).toBe(constants.SORT_COLUMNS.adminUsers);
    expect(contract.CONTACT_SORT_COLUMNS).toBe(constants.SORT_COLUMNS.contacts);
  });
});
