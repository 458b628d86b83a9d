import type { CurrentUser, DocumentSummary, Period, Role, School } from '@koers/contract';
import { vi } from 'vitest';
import { resetSessionForTests } from '@/lib/session/session-store';

/**
 * A small copy of the demo seed for tests that run the whole route table: the board
 * Rivierenland (1) with OBS De Regenboog (3, a calendar) and OBS Het Kompas (4, no calendar), a
 * second board De Linge (2), and the roles of the seed. The API answers as the real server does
 * (SPEC §7 shapes); what it does not know is a 404.
 */
export const ROLES: Role[] = [
  { id: 1, name: 'Medewerker', rank: 1 },
  { id: 2, name: 'Directeur', rank: 10 },
  { id: 3, name: 'Bestuurder', rank: 15 },
];

const board = { id: 1, name: 'Stichting Rivierenland', authority_number: '41234', icon: null };

type WorldSchool = School & { calendar: boolean };

export const SCHOOLS: Record<'regenboog' | 'kompas', WorldSchool> = {
  regenboog: {
    id: 3,
    name: 'OBS De Regenboog',
    require_two_factor: false,
    brin_number: '12AB',
    icon: null,
    calendar: true,
    organisation_id: 1,
    organisation: { ...board, access: null },
    access: null,
  },
  kompas: {
    id: 4,
    name: 'OBS Het Kompas',
    require_two_factor: false,
    brin_number: '13CD',
    icon: null,
    calendar: false,
    organisation_id: 1,
    organisation: { ...board, access: null },
    access: null,
  },
};

/** School years around 26 November 2026 (the current one is 2026-2027). */
export const TODAY = new Date('2026-11-26T10:00:00');

const year = (id: number, from: number, planId: number | null): Period => ({
  id,
  name: `Schooljaar ${from}-${from + 1}`,
  start_at: `${from}-08-01`,
  end_at: `${from + 1}-07-31`,
  documents:
    planId === null
      ? []
      : [
          {
            id: planId,
            name: `Jaarplan ${from}-${from + 1}`,
            type: 'plan',
            status: 'ter_bespreking',
          },
        ],
});

/** Per school: its plans in the API's order (the schoolplan, then a jaarplan per year) and years. */
function schoolContent(school: WorldSchool, base: number) {
  const periods = [
    year(base + 1, 2025, base + 11),
    year(base + 2, 2026, base + 12),
    year(base + 3, 2027, base + 13),
  ];
  const documents: DocumentSummary[] = [
    {
      id: base + 10,
      name: 'Schoolplan 2025-2029',
      type: 'plan',
      documentable_type: 'school',
      documentable_id: school.id,
      period_id: null,
      status: 'ter_bespreking' as const,
      adopted_at: null,
      is_template: false,
    },
    ...periods.map((p) => ({
      id: p.documents[0]!.id,
      name: p.documents[0]!.name,
      type: 'plan',
      documentable_type: 'school',
      documentable_id: school.id,
      period_id: p.id,
      status: 'ter_bespreking' as const,
      adopted_at: null,
      is_template: false,
    })),
  ];
  return { periods, documents };
}

export const CONTENT = {
  regenboog: schoolContent(SCHOOLS.regenboog, 300),
  kompas: schoolContent(SCHOOLS.kompas, 400),
  /** The board's koersplan. */
  rivierenland: [
    {
      id: 1,
      name: 'Koersplan 2025-2029',
      type: 'plan',
      documentable_type: 'organisation',
      documentable_id: 1,
      period_id: null,
      status: 'ter_bespreking' as const,
      adopted_at: null,
      is_template: false,
    },
  ] satisfies DocumentSummary[],
  /** The other board's plan. */
  linge: [
    {
      id: 5,
      name: 'Strategisch beleidsplan',
      type: 'plan',
      documentable_type: 'organisation',
      documentable_id: 2,
      period_id: null,
      status: 'ter_bespreking' as const,
      adopted_at: null,
      is_template: false,
    },
  ] satisfies DocumentSummary[],
};

const userSchool = (school: WorldSchool, roleId: number): CurrentUser['schools'][number] => ({
  id: school.id,
  name: school.name,
  brin_number: school.brin_number,
  icon: school.icon,
  calendar: school.calendar,
  organisation_id: school.organisation_id,
  organisation: { ...board, access: null },
  access: { role_id: roleId },
});

const person = (id: number, email: string, rest: Partial<CurrentUser>): CurrentUser => ({
  id,
  email,
  first_name: email.split('@')[0]!,
  last_name_prefix: null,
  last_name: 'Demo',
  admin: false,
  locale: null,
  organisations: [],
  schools: [],
  ...rest,
});

/** The demo accounts of the seed, as `GET /api/users/current` lists them. */
export const USERS = {
  /** Rank 1 in De Regenboog and Het Kompas. */
  leraar: person(11, 'leraar@koers.test', {
    schools: [userSchool(SCHOOLS.regenboog, 1), userSchool(SCHOOLS.kompas, 1)],
  }),
  /** Rank 10 in De Regenboog. */
  directeur: person(12, 'directeur@koers.test', {
    schools: [userSchool(SCHOOLS.regenboog, 2)],
  }),
  /** Rank 15 in the board Rivierenland, so in its schools too. */
  bestuur: person(13, 'bestuur@koers.test', {
    organisations: [
      {
        ...board,
        access: { role_id: 3 },
        schools: [SCHOOLS.regenboog, SCHOOLS.kompas].map((s) => ({
          id: s.id,
          name: s.name,
          brin_number: s.brin_number,
          icon: s.icon,
          calendar: s.calendar,
          organisation_id: 1,
          access: { role_id: 3 },
        })),
      },
    ],
  }),
  /** Super admin, member of nothing. */
  admin: person(14, 'admin@koers.test', { admin: true }),
};

function documentBody(summary: DocumentSummary) {
  return {
    ...summary,
    version: 1,
    updated_at: '2026-11-01T10:00:00Z',
    status: 'ter_bespreking',
    adoption: null,
    reading: 'current',
    is_template: false,
    template_id: null,
    fixed_chapters: [],
    blocks: [{ id: summary.id * 10, type: 'h1', level: 1, content: 'Inleiding', position: 0 }],
  };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * Fakes the API for `user`: what they may read answers, anything else is a 404 (DESIGN §4).
 * `overrides` replace answers by path. Returns the list of requested paths.
 */
export function stubWorld(
  user: CurrentUser,
  overrides: Record<string, { status?: number; body: unknown }> = {},
) {
  const calls: string[] = [];
  const readable = new Map<string, unknown>();
  const orgMember = (id: number) => user.admin || user.organisations.some((o) => o.id === id);
  const schoolMember = (id: number) =>
    user.admin ||
    user.schools.some((s) => s.id === id) ||
    user.organisations.some((o) => o.schools.some((s) => s.id === id));
  const schoolRole = (id: number) =>
    user.organisations.find((o) => o.schools.some((s) => s.id === id))?.access.role_id ??
    user.schools.find((s) => s.id === id)?.access.role_id;
  const managerOfBoardSchool = (orgId: number) =>
    [SCHOOLS.regenboog, SCHOOLS.kompas].some(
      (s) =>
        s.organisation_id === orgId &&
        (ROLES.find((r) => r.id === schoolRole(s.id))?.rank ?? 0) >= 10,
    );

  readable.set('/api/roles', { data: ROLES });
  for (const key of ['regenboog', 'kompas'] as const) {
    const school = SCHOOLS[key];
    if (!schoolMember(school.id)) continue;
    const roleId = schoolRole(school.id);
    readable.set(`/api/schools/${school.id}`, {
      data: { ...school, access: roleId === undefined ? null : { role_id: roleId } },
    });
    readable.set(`/api/schools/${school.id}/documents`, { data: CONTENT[key].documents });
    readable.set(`/api/schools/${school.id}/periods`, { data: CONTENT[key].periods });
    readable.set(`/api/schools/${school.id}/applications`, { data: [] });
    readable.set(`/api/schools/${school.id}/calendar-categories`, { data: [] });
    readable.set(`/api/schools/${school.id}/contact-categories`, { data: [] });
    for (const d of CONTENT[key].documents) {
      readable.set(`/api/documents/${d.id}`, { data: documentBody(d) });
    }
  }
  if (orgMember(1) || managerOfBoardSchool(1)) {
    readable.set('/api/organisations/1/documents', { data: CONTENT.rivierenland });
    readable.set('/api/documents/1', { data: documentBody(CONTENT.rivierenland[0]!) });
  }
  if (orgMember(1)) {
    readable.set('/api/organisations/1', {
      data: {
        ...board,
        access: user.admin ? null : { role_id: 3 },
        schools: user.organisations[0]?.schools ?? [],
      },
    });
  }
  if (user.admin) {
    readable.set('/api/organisations/2/documents', { data: CONTENT.linge });
    readable.set('/api/documents/5', { data: documentBody(CONTENT.linge[0]!) });
    readable.set('/api/organisations/2', {
      data: {
        id: 2,
        name: 'Stichting De Linge',
        authority_number: '45678',
        icon: null,
        access: null,
        schools: [],
      },
    });
  }

  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      const path = url.pathname + url.search;
      calls.push(path);
      if (path === '/api/users/current') return json({ data: user });
      const override = overrides[path];
      if (override) return json(override.body, override.status ?? 200);
      if (readable.has(path)) return json(readable.get(path));
      // A context's members: its admins only (DESIGN §4), a 403 for its other members.
      const members = /^\/api\/schools\/(\d+)\/users(\?|$)/.exec(path);
      if (members && schoolMember(Number(members[1]))) {
        const rank = ROLES.find((r) => r.id === schoolRole(Number(members[1])))?.rank ?? 0;
        if (!user.admin && rank < 15) return json({ message: 'This action is unauthorized.' }, 403);
        const meta = {
          current_page: 1,
          from: null,
          to: null,
          last_page: 1,
          per_page: 25,
          total: 0,
        };
        return json({ data: [], meta });
      }
      return json({ message: 'Not found.' }, 404);
    }),
  );
  return calls;
}

/** A stored session as after a login (and a chosen context), read as the app starts. */
export function storeSession(
  context: { id: number; contextType: 'school' | 'organisation' } | null,
  period?: number,
) {
  localStorage.setItem('token', 'access');
  localStorage.setItem('refreshToken', 'refresh');
  if (context) {
    localStorage.setItem('context', JSON.stringify(context));
    localStorage.setItem('contextType', context.contextType);
  }
  if (period !== undefined) localStorage.setItem('period', String(period));
  resetSessionForTests();
}
