import { afterEach, describe, expect, it } from 'vitest';
import { contextDocumentsKey } from '@/lib/api/context-documents';
import { organisationKey } from '@/lib/api/organisation';
import { rolesKey } from '@/lib/api/roles';
import { schoolKey } from '@/lib/api/school';
import { schoolApplicationsKey } from '@/lib/api/school-applications';
import { schoolPeriodsKey } from '@/lib/api/school-periods';
import { currentUserKey } from '@/lib/api/users-current';
import { documentKey } from '@/features/documents/api/get-document';
import { contactCategoriesKey } from '@/lib/api/contact-categories';
import { CONTACTS_INITIAL_SORT, contactsUrl } from '@/features/contacts/api/get-contacts';
import { pagedListUrl } from '@/lib/api/use-paged-list';
import { initialLocale, readLocaleConfig } from '@/i18n/config';
import { isAdmin, isManager, resolveRole } from '@/lib/session/rules';
import type { CurrentUser, Role } from '@/lib/session/types';
import { boardDocumentsPath, bootEntry, bootLocale, bootPlan } from './plan';

const manifest = {
  messages: { en: '/assets/en-1.js', nl: '/assets/nl-2.js' },
  shell: ['/assets/shell-3.js', '/assets/shell-4.css'],
  auth: ['/assets/auth-10.js'],
  document: ['/assets/document-5.js'],
  pages: { '/sociale-kaart': ['/assets/contacts-page-6.js', '/assets/PagedTable-7.js'] },
  libraries: ['/assets/react-8.js', '/assets/router-9.js'],
};

function page(config: string | null, boot: object | null = manifest): Document {
  document.head.innerHTML = '';
  for (const [id, text] of [
    ['koers-config', config],
    ['koers-boot', boot && JSON.stringify(boot)],
  ] as const) {
    if (text === null) continue;
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = id;
    script.textContent = text;
    document.head.append(script);
  }
  return document;
}

const storage = (entries: Record<string, string>) => ({
  getItem: (k: string) => entries[k] ?? null,
});

afterEach(() => {
  document.head.innerHTML = '';
});

describe('bootLocale', () => {
  it('starts in the same locale as the app for every kind of configuration', () => {
    const configs = [
      null,
      '{ "defaultLocale": "en", "locales": ["en", "nl"] }',
      '{ "defaultLocale": "nl", "locales": ["en", "nl"] }',
      '{ "defaultLocale": "nl", "locales": ["en"] }',
      '{ "defaultLocale": "fr", "locales": ["fr", "nl"] }',
      '{ "locales": [] }',
      'not json',
    ];
    for (const config of configs) {
      const doc = page(config);
      for (const stored of [null, 'en', 'nl', 'fr', '']) {
        for (const languages of [[], ['en-US'], ['nl-NL', 'en'], ['de-DE', 'fr']]) {
          expect(bootLocale(stored, doc, languages), `${config} / ${stored} / ${languages}`).toBe(
            initialLocale(stored, readLocaleConfig(doc), languages),
          );
        }
      }
    }
  });
});

describe('bootPlan', () => {
  it('asks no API call without a token, and preloads the messages and the login page', () => {
    const plan = bootPlan(storage({ locale: 'nl' }), '/document/7', page(null));
    expect(plan).toEqual({
      locale: 'nl',
      requests: [],
      preload: ['/assets/nl-2.js', '/assets/auth-10.js'],
      evaluate: manifest.libraries,
      entry: null,
      formatsDates: false,
      board: null,
    });
  });

  it('asks exactly the SWR keys of the hooks for a school context and a document URL', () => {
    const plan = bootPlan(
      storage({ token: 't', context: JSON.stringify({ id: 5, contextType: 'school' }) }),
      '/document/7',
      page(null),
    );
    expect(plan.requests).toEqual([
      currentUserKey,
      rolesKey,
      schoolKey(5),
      contextDocumentsKey('school', 5),
      schoolApplicationsKey(5),
      schoolPeriodsKey(5),
      documentKey(7),
    ]);
    expect(plan.preload).toEqual([
      '/assets/en-1.js',
      '/assets/shell-3.js',
      '/assets/shell-4.css',
      '/assets/document-5.js',
    ]);
  });

  it('asks an organisation context its organisation and documents, and no document code', () => {
    const plan = bootPlan(
      storage({ token: 't', context: JSON.stringify({ id: 3, contextType: 'organisation' }) }),
      '/sociale-kaart',
      page(null),
    );
    const context = { id: 3, contextType: 'organisation' } as const;
    expect(plan.requests).toEqual([
      currentUserKey,
      rolesKey,
      organisationKey(3),
      contextDocumentsKey('organisation', 3),
      // What the social map asks first: its categories and its first page, no category chosen.
      contactCategoriesKey(context),
      pagedListUrl(contactsUrl(context, null), { page: 1, ...CONTACTS_INITIAL_SORT }),
    ]);
    expect(plan.preload).toEqual([
      '/assets/en-1.js',
      '/assets/shell-3.js',
      '/assets/shell-4.css',
      '/assets/contacts-page-6.js',
      '/assets/PagedTable-7.js',
    ]);
  });

  it('ignores a broken stored context, a non-document URL and guest pages', () => {
    const plan = bootPlan(
      storage({ token: 't', context: '{"id":"5; drop"}' }),
      '/authenticatie/inloggen',
      page(null),
    );
    expect(plan.requests).toEqual([currentUserKey, rolesKey]);
    expect(plan.preload).toEqual(['/assets/en-1.js']);
    expect(bootPlan(storage({ token: 't' }), '/document/7x', page(null)).requests).toEqual([
      currentUserKey,
      rolesKey,
    ]);
  });

  it('evaluates the entry libraries early on every page, in the order the build listed them', () => {
    for (const [stored, path] of [
      [{}, '/authenticatie/inloggen'],
      [{ token: 't' }, '/document/7'],
    ] as const) {
      expect(bootPlan(storage(stored), path, page(null)).evaluate).toEqual([
        '/assets/react-8.js',
        '/assets/router-9.js',
      ]);
    }
    const broken = { ...manifest, libraries: ['/assets/react-8.js', 7, null] };
    expect(bootPlan(storage({}), '/', page(null, broken)).evaluate).toEqual(['/assets/react-8.js']);
  });

  it('loads the date and number data early only for the screens that format dates', () => {
    const signedIn = storage({ token: 't' });
    for (const path of [
      '/jaarkalender',
      '/instellingen/schooljaren',
      '/admin/gebruikers',
      '/admin',
    ]) {
      expect(bootPlan(signedIn, path, page(null)).formatsDates, path).toBe(true);
    }
    for (const path of ['/document/7', '/sociale-kaart', '/', '/jaarkalenders', '/handleidingen']) {
      expect(bootPlan(signedIn, path, page(null)).formatsDates, path).toBe(false);
    }
    // A guest sees the login page, whatever the URL.
    expect(bootPlan(storage({}), '/jaarkalender', page(null)).formatsDates).toBe(false);
  });

  it('preloads nothing when the build wrote no manifest (the dev server)', () => {
    const plan = bootPlan(storage({ token: 't' }), '/document/7', page(null, null));
    expect(plan.preload).toEqual([]);
    expect(plan.evaluate).toEqual([]);
  });
});

describe('boardDocumentsPath', () => {
  const roles: Role[] = [
    { id: 1, name: 'Medewerker', rank: 1 },
    { id: 2, name: 'Directeur', rank: 10 },
    { id: 3, name: 'Bestuurder', rank: 15 },
  ];
  const access = (role_id: number) => ({ role_id });
  const schoolEntry = (id: number, role: number, boardRole: number | null = null) => ({
    id,
    access: access(role),
    organisation: boardRole === null ? null : { id: 100, access: access(boardRole) },
  });
  const users = [
    {},
    { admin: true },
    { schools: [schoolEntry(5, 1)] },
    { schools: [schoolEntry(5, 2)] },
    { schools: [schoolEntry(5, 3)] },
    { schools: [schoolEntry(5, 1, 2)] },
    { schools: [schoolEntry(5, 2, 1)] },
    { schools: [schoolEntry(6, 2)] },
    { organisations: [{ id: 100, access: access(2), schools: [{ id: 5 }] }] },
    { organisations: [{ id: 100, access: access(1), schools: [{ id: 5 }] }] },
    {
      organisations: [{ id: 100, access: access(1), schools: [{ id: 5 }] }],
      schools: [schoolEntry(5, 3)],
    },
    { organisations: [{ id: 100, access: access(3), schools: [{ id: 6 }] }] },
  ].map((u) => ({ admin: false, organisations: [], schools: [], ...u }) as unknown as CurrentUser);
  const schools = [{ organisation: { id: 100 } }, { organisation: null }, {}];

  it('asks for the board documents exactly when the shell will (shell-loader.ts)', () => {
    const context = { id: 5, contextType: 'school' as const };
    let asked = 0;
    for (const user of users) {
      for (const school of schools) {
        for (const roleList of [roles, null]) {
          const role = resolveRole(user, context, roleList);
          const boardId =
            isManager(user, role) || isAdmin(user, role) ? (school.organisation?.id ?? null) : null;
          const expected = boardId === null ? null : `/api/organisations/${boardId}/documents`;
          const actual = boardDocumentsPath(user, roleList, school, context.id);
          if (actual) asked++;
          expect(actual, JSON.stringify({ user, school, roleList })).toBe(expected);
        }
      }
    }
    expect(asked).toBeGreaterThan(3);
  });

  it('plans it for a school context only', () => {
    const school = storage({
      token: 't',
      context: JSON.stringify({ id: 5, contextType: 'school' }),
    });
    expect(bootPlan(school, '/', page(null)).board).toEqual({
      user: currentUserKey,
      roles: rolesKey,
      school: schoolKey(5),
      schoolId: 5,
    });
    const board = storage({
      token: 't',
      context: JSON.stringify({ id: 3, contextType: 'organisation' }),
    });
    expect(bootPlan(board, '/', page(null)).board).toBeNull();
    expect(bootPlan(storage({}), '/', page(null)).board).toBeNull();
  });
});

describe('bootEntry', () => {
  it('is the entry of the manifest, or none without one', () => {
    expect(bootEntry(page(null, { ...manifest, entry: '/assets/index-1.js' }))).toBe(
      '/assets/index-1.js',
    );
    expect(bootEntry(page(null, manifest))).toBeNull();
    expect(bootEntry(page(null, null))).toBeNull();
    expect(bootEntry(page(null, { entry: 7 }))).toBeNull();
    const withEntry = page(null, { ...manifest, entry: '/assets/index-1.js' });
    expect(bootPlan(storage({ token: 't' }), '/', withEntry).entry).toBe('/assets/index-1.js');
    expect(bootPlan(storage({}), '/', withEntry).entry).toBe('/assets/index-1.js');
  });
});
