import { beforeEach, describe, expect, it } from 'vitest';
import { contextDocumentsKey } from '@/lib/api/context-documents';
import { organisationKey } from '@/lib/api/organisation';
import { rolesKey } from '@/lib/api/roles';
import { schoolKey } from '@/lib/api/school';
import { schoolApplicationsKey } from '@/lib/api/school-applications';
import { schoolPeriodsKey } from '@/lib/api/school-periods';
import { currentUserKey } from '@/lib/api/users-current';
import { documentKey } from '@/features/documents/api/get-document';
import { resetSessionForTests } from '@/lib/session/session-store';
import { earlyRequestPaths } from './early-requests';

function store(entries: Record<string, string>) {
  localStorage.clear();
  for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  resetSessionForTests();
}

describe('earlyRequestPaths', () => {
  beforeEach(() => localStorage.clear());

  it('asks nothing without a stored token', () => {
    store({ context: JSON.stringify({ id: 5, contextType: 'school' }), contextType: 'school' });
    expect(earlyRequestPaths('/document/7')).toEqual([]);
  });

  it('uses exactly the SWR keys of the hooks for a school context and a document URL', () => {
    store({
      token: 't',
      context: JSON.stringify({ id: 5, contextType: 'school' }),
      contextType: 'school',
    });
    expect(earlyRequestPaths('/document/7')).toEqual([
      currentUserKey,
      rolesKey,
      schoolKey(5),
      contextDocumentsKey('school', 5),
      schoolApplicationsKey(5),
      schoolPeriodsKey(5),
      documentKey(7),
    ]);
  });

  it('asks for an organisation context its organisation and documents only', () => {
    store({
      token: 't',
      context: JSON.stringify({ id: 3, contextType: 'organisation' }),
      contextType: 'organisation',
    });
    expect(earlyRequestPaths('/sociale-kaart')).toEqual([
      currentUserKey,
      rolesKey,
      organisationKey(3),
      contextDocumentsKey('organisation', 3),
    ]);
  });

  it('does not take a document id from anything but a document URL', () => {
    store({ token: 't' });
    expect(earlyRequestPaths('/document/7x')).toEqual([currentUserKey, rolesKey]);
    expect(earlyRequestPaths('/admin/document/7')).toEqual([currentUserKey, rolesKey]);
  });
});
