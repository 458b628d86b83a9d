import { describe, expect, it } from 'vitest';
import {
  canCreateDocument,
  canEditDocument,
  canSwitchContext,
  isAdmin,
  isManager,
  resolveAutoContext,
  resolveRole,
} from './rules';
import type { CurrentUser, Role } from './types';

const roles: Role[] = [
  { id: 1, name: 'Medewerker', rank: 1 },
  { id: 2, name: 'Directeur', rank: 10 },
  { id: 3, name: 'Bestuurder', rank: 15 },
];

type OrgEntry = CurrentUser['organisations'][number];
type SchoolEntry = CurrentUser['schools'][number];

const school = (
  id: number,
  roleId: number,
  organisationAccess: number | null = null,
): SchoolEntry => ({
  id,
  name: `School ${id}`,
  brin_number: `1${id}AB`,
  icon: null,
  calendar: false,
  organisation_id: organisationAccess === null ? null : 100,
  organisation:
    organisationAccess === null
      ? null
      : {
          id: 100,
          name: 'Bestuur',
          authority_number: '41234',
          icon: null,
          access: { role_id: organisationAccess },
        },
  access: { role_id: roleId },
});

const organisation = (id: number, roleId: number, schoolIds: number[] = []): OrgEntry => ({
  id,
  name: `Bestuur ${id}`,
  authority_number: '41234',
  icon: null,
  access: { role_id: roleId },
  schools: schoolIds.map((sid) => ({
    id: sid,
    name: `School ${sid}`,
    brin_number: null,
    icon: null,
    calendar: false,
    organisation_id: id,
    access: { role_id: roleId },
  })),
});

const user = (overrides: Partial<CurrentUser> = {}): CurrentUser => ({
  id: 7,
  email: 'x@koers.test',
  first_name: 'Xandra',
  last_name_prefix: null,
  last_name: 'Jansen',
  admin: false,
  locale: null,
  organisations: [],
  schools: [],
  ...overrides,
});

describe('resolveRole (SPEC §6)', () => {
  it('uses the organisation access for an organisation context', () => {
    const u = user({ organisations: [organisation(100, 3)] });
    expect(resolveRole(u, { id: 100, contextType: 'organisation' }, roles)?.rank).toBe(15);
  });

  it('checks the organisation containing the school before the school itself', () => {
    const u = user({ organisations: [organisation(100, 3, [5])], schools: [school(5, 1)] });
    expect(resolveRole(u, { id: 5, contextType: 'school' }, roles)?.rank).toBe(15);
  });

  it("falls back to the school's own access", () => {
    const u = user({ schools: [school(5, 2)] });
    expect(resolveRole(u, { id: 5, contextType: 'school' }, roles)?.name).toBe('Directeur');
  });

  it('is undefined when roles failed to load, for a context the user is not in, or without context', () => {
    const u = user({ schools: [school(5, 2)] });
    expect(resolveRole(u, { id: 5, contextType: 'school' }, null)).toBeUndefined();
    expect(resolveRole(u, { id: 6, contextType: 'school' }, roles)).toBeUndefined();
    expect(resolveRole(u, null, roles)).toBeUndefined();
  });
});

describe('isManager / isAdmin thresholds', () => {
  it('grants manager from rank 10 and admin from rank 15', () => {
    const u = user();
    expect(isManager(u, roles[0])).toBe(false);
    expect(isManager(u, roles[1])).toBe(true);
    expect(isAdmin(u, roles[1])).toBe(false);
    expect(isAdmin(u, roles[2])).toBe(true);
  });

  it('denies without a role unless the user is a super admin', () => {
    expect(isManager(user(), undefined)).toBe(false);
    expect(isAdmin(user(), undefined)).toBe(false);
    expect(isManager(user({ admin: true }), undefined)).toBe(true);
    expect(isAdmin(user({ admin: true }), undefined)).toBe(true);
  });
});

describe('canEditDocument', () => {
  it('lets managers edit only documents of their context type; super admins edit any', () => {
    const ctx = { id: 5, contextType: 'school' as const };
    expect(canEditDocument(user(), roles[1], ctx, 'school')).toBe(true);
    expect(canEditDocument(user(), roles[1], ctx, 'organisation')).toBe(false);
    expect(canEditDocument(user(), roles[0], ctx, 'school')).toBe(false);
    expect(canEditDocument(user({ admin: true }), undefined, null, 'template')).toBe(true);
  });
});

describe('canCreateDocument (who sees "New document" and the document actions)', () => {
  const regenboog = { id: 5, contextType: 'school' as const };
  const board = { id: 100, contextType: 'organisation' as const };
  const may = (u: CurrentUser, ctx: typeof regenboog | typeof board | null, r = roles) =>
    canCreateDocument(u, resolveRole(u, ctx, r), ctx);

  it('lets a school’s director (rank 10) create in the school, not its teachers (rank 1)', () => {
    expect(may(user({ schools: [school(5, 2)] }), regenboog)).toBe(true);
    expect(may(user({ schools: [school(5, 1)] }), regenboog)).toBe(false);
  });

  it('lets a board’s manager create in the board and, through the board, in its schools', () => {
    const bestuurder = user({ organisations: [organisation(100, 3, [5])] });
    expect(may(bestuurder, board)).toBe(true);
    expect(may(bestuurder, regenboog)).toBe(true);
    // A school's director manages the school, not its board.
    const directeur = user({ schools: [school(5, 2)] });
    expect(may(directeur, board)).toBe(false);
  });

  it('refuses without a context, and when the roles failed to load (SPEC §6)', () => {
    expect(may(user({ schools: [school(5, 2)] }), null)).toBe(false);
    expect(canCreateDocument(user({ schools: [school(5, 2)] }), undefined, regenboog)).toBe(false);
  });

  it('lets a super admin create in any context they chose, but not without one', () => {
    expect(may(user({ admin: true }), regenboog)).toBe(true);
    expect(may(user({ admin: true }), null)).toBe(false);
  });

  it('gives the same answer as editing a document of that context, never the template', () => {
    const directeur = user({ schools: [school(5, 2)] });
    const role = resolveRole(directeur, regenboog, roles);
    expect(canEditDocument(directeur, role, regenboog, 'school')).toBe(true);
    expect(canEditDocument(directeur, role, regenboog, 'template')).toBe(false);
    expect(canEditDocument(directeur, role, regenboog, 'organisation')).toBe(false);
  });
});

describe('canSwitchContext', () => {
  it('offers switching with more than one choice, an organisation with schools, or to admins', () => {
    expect(canSwitchContext(user({ schools: [school(5, 1)] }))).toBe(false);
    expect(canSwitchContext(user({ schools: [school(5, 1), school(6, 1)] }))).toBe(true);
    expect(canSwitchContext(user({ organisations: [organisation(100, 3, [5])] }))).toBe(true);
    expect(canSwitchContext(user({ organisations: [organisation(100, 3)] }))).toBe(false);
    expect(canSwitchContext(user({ admin: true }))).toBe(true);
    expect(canSwitchContext(null)).toBe(false);
  });
});

describe('resolveAutoContext (SPEC §2 guard 4)', () => {
  it('picks the only organisation when it has no schools and the user has no schools', () => {
    expect(resolveAutoContext(user({ organisations: [organisation(100, 3)] }))).toEqual({
      id: 100,
      contextType: 'organisation',
    });
  });

  it('does not pick an organisation that lists schools, or one next to a school membership', () => {
    expect(resolveAutoContext(user({ organisations: [organisation(100, 3, [5])] }))).toBeNull();
    expect(
      resolveAutoContext(user({ organisations: [organisation(100, 3)], schools: [school(5, 1)] })),
    ).toBeNull();
  });

  it('picks the only school when the user has no organisations', () => {
    expect(resolveAutoContext(user({ schools: [school(5, 1)] }))).toEqual({
      id: 5,
      contextType: 'school',
    });
    expect(resolveAutoContext(user({ schools: [school(5, 1), school(6, 1)] }))).toBeNull();
    expect(resolveAutoContext(user())).toBeNull();
  });
});
