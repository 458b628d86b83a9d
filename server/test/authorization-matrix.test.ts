import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { nowIso } from '../src/lib/time.js';
import { newStorageKey } from '../src/storage/index.js';
import { bearer, demoPasswordHash, describeEachDatabase, loginAs } from './helpers.js';

/**
 * The authorization matrix: every API endpoint × six callers, with the expected status, reads
 * and writes, generated from ONE table. "other" is an admin (rank 15) of a school outside the
 * board (Daltonschool De Zonnewijzer): everything of OBS De Regenboog and the board must be a
 * 404 for them, which proves no school sees another school's data.
 */
const PERSONAS = ['anonymous', 'leraar', 'directeur', 'bestuur', 'other', 'admin'] as const;
type Persona = (typeof PERSONAS)[number];
/** A status, or 'ok' for any 2xx. */
type Expect = number | 'ok';
type Expectations = Record<Persona, Expect>;

const EMAILS: Record<Exclude<Persona, 'anonymous'>, string> = {
  leraar: 'leraar@koers.test',
  directeur: 'directeur@koers.test',
  bestuur: 'bestuur@koers.test',
  other: 'anders@koers.test',
  admin: 'admin@koers.test',
};

const e = (
  anonymous: Expect,
  leraar: Expect,
  directeur: Expect,
  bestuur: Expect,
  other: Expect,
  admin: Expect,
): Expectations => ({
  anonymous,
  leraar,
  directeur,
  bestuur,
  other,
  admin,
});
// The rules of DESIGN §4, for OBS De Regenboog (leraar rank 1, directeur rank 10, the board's
// bestuur rank 15) and the board Rivierenland.
const schoolMember = e(401, 'ok', 'ok', 'ok', 404, 'ok');
const schoolManager = e(401, 403, 'ok', 'ok', 404, 'ok');
const schoolAdmin = e(401, 403, 403, 'ok', 404, 'ok');
const orgMember = e(401, 404, 404, 'ok', 404, 'ok');
/** Organisation documents: also readable by managers of its schools (read only). */
const orgReader = e(401, 404, 'ok', 'ok', 404, 'ok');
const orgDocumentWriter = e(401, 404, 403, 'ok', 404, 'ok');
const superAdmin = e(401, 403, 403, 403, 403, 'ok');
const templateOnly = e(401, 404, 404, 404, 404, 'ok');
const anyUser = e(401, 'ok', 'ok', 'ok', 'ok', 'ok');
const everyone = (status: Expect) => e(status, status, status, status, status, status);

interface Fixture {
  app: App;
  ids: {
    regenboog: number;
    rivierenland: number;
    period: number;
    schoolDocument: number;
    orgDocument: number;
    templateDocument: number;
    calendarCategory: number;
    calendarEvent: number;
    contactCategory: number;
    contact: number;
    orgContact: number;
    application: number;
    roleMedewerker: number;
    feedKey: string;
  };
  /** POST as the super admin; answers the created id. */
  create(url: string, body: unknown): Promise<number>;
  /** A new user who is a member of the school (for membership writes). */
  newMember(schoolId: number): Promise<number>;
}

interface Case {
  /** The registered route this row covers (METHOD + URL pattern). */
  route: string;
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** The concrete URL; may create a fresh target per caller (deletes). */
  url: (f: Fixture, persona: Persona) => string | Promise<string>;
  body?: (f: Fixture, persona: Persona) => unknown;
  expect: Expectations;
  /** Use a login of its own (logout revokes it). */
  ownLogin?: boolean;
  /** It ends the caller's other logins: the shared one is renewed after it. */
  endsOtherLogins?: boolean;
}

/**
 * A save of one new block on top of version 1: it never conflicts (the block is new), so every
 * caller who may save gets a 2xx however many saved before.
 */
const newBlockChange = (content: string) => ({
  base_version: 1,
  changes: [{ op: 'upsert', uid: randomUUID(), after: null, block: { type: 'h1', content } }],
});

/** A school year starting 1 August of `year` (periods of one school may not overlap). */
const schoolYear = (year: number) => ({ start_at: `${year}-08-01`, end_at: `${year + 1}-07-31` });
const d = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A fresh invitation into De Regenboog (made by the super admin); answers its ref. */
async function pendingInviteRef(f: Fixture, name: string): Promise<string> {
  const response = await f.app.inject({
    method: 'POST',
    url: `/api/schools/${f.ids.regenboog}/invites/batch`,
    headers: bearer(await loginAs(f.app, EMAILS.admin)),
    payload: { emails: [`${name}@koers.test`], role_id: f.ids.roleMedewerker },
  });
  if (response.statusCode !== 201) throw new Error(`invite ${name}: ${response.body}`);
  return (response.json().data as { ref: string }[])[0]!.ref;
}

const CASES: Case[] = [
  // Public or self-authenticating -------------------------------------------------------------
  { route: 'GET /api/health', method: 'GET', url: () => '/api/health', expect: everyone(200) },
  {
    route: 'GET /api/health/ready',
    method: 'GET',
    url: () => '/api/health/ready',
    expect: everyone(200),
  },
  {
    route: 'GET /api/openapi.json',
    method: 'GET',
    url: () => '/api/openapi.json',
    expect: everyone(200),
  },
  {
    route: 'POST /api/auth/login',
    method: 'POST',
    url: () => '/api/auth/login',
    body: (_f, p) => ({ email: `onbekend-${p}@koers.test`, password: 'wrong-password' }),
    expect: everyone(422),
  },
  {
    route: 'POST /api/oauth/token',
    method: 'POST',
    url: () => '/api/oauth/token',
    body: () => ({ grant_type: 'refresh_token', refresh_token: 'nope', client_id: '1' }),
    expect: everyone(401),
  },
  {
    route: 'POST /api/password/forgot',
    method: 'POST',
    url: () => '/api/password/forgot',
    body: (_f, p) => ({ email: `forgot-${p}@koers.test` }),
    expect: everyone(200),
  },
  {
    route: 'POST /api/password/reset',
    method: 'POST',
    url: () => '/api/password/reset',
    body: () => ({
      email: 'leraar@koers.test',
      token: 'nope',
      password: 'lang-genoeg-wachtwoord',
      password_confirmation: 'lang-genoeg-wachtwoord',
    }),
    expect: everyone(422),
  },
  // The link in the mail to a new address: no login, an unknown token is a 422 for anyone.
  {
    route: 'POST /api/users/current/email/confirm',
    method: 'POST',
    url: () => '/api/users/current/email/confirm',
    body: () => ({ token: 'bestaat-niet' }),
    expect: everyone(422),
  },
  // Asking for a new address: every logged-in user, with the password (a wrong one is a 422).
  {
    route: 'POST /api/users/current/email',
    method: 'POST',
    url: () => '/api/users/current/email',
    body: () => ({ email: 'nieuw-adres@koers.test', current_password: 'fout' }),
    expect: e(401, 422, 422, 422, 422, 422),
  },
  {
    route: 'GET /api/invites/:id',
    method: 'GET',
    url: () => '/api/invites/bestaat-niet',
    expect: everyone(404),
  },
  {
    route: 'POST /api/invites/:id/accept',
    method: 'POST',
    url: () => '/api/invites/bestaat-niet/accept',
    body: () => ({}),
    expect: everyone(404),
  },
  {
    route: 'GET /api/files/:id',
    method: 'GET',
    url: () =>
      `/api/files/1?expires=${Math.floor(Date.now() / 1000) + 600}&signature=${'0'.repeat(64)}`,
    expect: everyone(403),
  },
  {
    route: 'GET /api/schools/:id/calendar.ics',
    method: 'GET',
    url: (f) => `/api/schools/${f.ids.regenboog}/calendar.ics?key=${f.ids.feedKey}`,
    expect: everyone(200),
  },

  // Account --------------------------------------------------------------------------------
  {
    route: 'GET /api/users/current',
    method: 'GET',
    url: () => '/api/users/current',
    expect: anyUser,
  },
  {
    route: 'PATCH /api/users/current',
    method: 'PATCH',
    url: () => '/api/users/current',
    body: () => ({ locale: 'nl' }),
    expect: anyUser,
  },
  {
    route: 'PUT /api/users/current/password',
    method: 'PUT',
    url: () => '/api/users/current/password',
    body: () => ({
      current_password: 'welkom-bij-koers',
      password: 'welkom-bij-koers',
      password_confirmation: 'welkom-bij-koers',
    }),
    expect: anyUser,
  },
  {
    route: 'GET /api/users/current/two-factor',
    method: 'GET',
    url: () => '/api/users/current/two-factor',
    expect: anyUser,
  },
  {
    // A set-up only: nothing is turned on until a code is confirmed.
    route: 'POST /api/users/current/two-factor/setup',
    method: 'POST',
    url: () => '/api/users/current/two-factor/setup',
    expect: anyUser,
  },
  {
    // A wrong code: a 422 for every user (the code is checked after who may).
    route: 'POST /api/users/current/two-factor',
    method: 'POST',
    url: () => '/api/users/current/two-factor',
    body: () => ({ code: '000000' }),
    expect: e(401, 422, 422, 422, 422, 422),
  },
  {
    route: 'POST /api/users/current/two-factor/recovery-codes',
    method: 'POST',
    url: () => '/api/users/current/two-factor/recovery-codes',
    body: () => ({ code: '000000' }),
    expect: e(401, 422, 422, 422, 422, 422),
  },
  {
    route: 'DELETE /api/users/current/two-factor',
    method: 'DELETE',
    url: () => '/api/users/current/two-factor',
    body: () => ({ current_password: 'welkom-bij-koers', code: '000000' }),
    expect: e(401, 422, 422, 422, 422, 422),
  },
  {
    // Public, as login: a made-up challenge is a 422 for anyone.
    route: 'POST /api/auth/two-factor',
    method: 'POST',
    url: () => '/api/auth/two-factor',
    body: () => ({ challenge: 'made-up', code: '000000' }),
    expect: everyone(422),
  },
  {
    // Single sign-on is public as login is. Without providers configured (this suite) the list is
    // empty and a start or a way back is sent to the login page, for anyone.
    route: 'GET /api/auth/sso/providers',
    method: 'GET',
    url: () => '/api/auth/sso/providers',
    expect: everyone(200),
  },
  {
    route: 'GET /api/auth/sso/:provider/start',
    method: 'GET',
    url: () => '/api/auth/sso/school/start',
    expect: everyone(303),
  },
  {
    route: 'GET /api/auth/sso/:provider/callback',
    method: 'GET',
    url: () => '/api/auth/sso/school/callback?code=made-up&state=made-up',
    expect: everyone(303),
  },
  {
    route: 'POST /api/auth/sso/complete',
    method: 'POST',
    url: () => '/api/auth/sso/complete',
    body: () => ({ ticket: 'made-up' }),
    expect: everyone(422),
  },
  {
    route: 'GET /api/users/current/sessions',
    method: 'GET',
    url: () => '/api/users/current/sessions',
    expect: anyUser,
  },
  {
    route: 'DELETE /api/users/current/sessions',
    method: 'DELETE',
    url: () => '/api/users/current/sessions',
    expect: anyUser,
    ownLogin: true,
    endsOtherLogins: true,
  },
  {
    // Nobody's session: a 404 for every user (another person's session is one too, see account.test).
    route: 'DELETE /api/users/current/sessions/:sessionId',
    method: 'DELETE',
    url: () => '/api/users/current/sessions/999999',
    expect: e(401, 404, 404, 404, 404, 404),
  },
  {
    route: 'POST /api/auth/logout',
    method: 'POST',
    url: () => '/api/auth/logout',
    expect: anyUser,
    ownLogin: true,
  },
  { route: 'GET /api/roles', method: 'GET', url: () => '/api/roles', expect: anyUser },
  { route: 'GET /api/manuals', method: 'GET', url: () => '/api/manuals', expect: anyUser },
  {
    route: 'POST /api/files',
    method: 'POST',
    url: () => '/api/files',
    expect: e(401, 415, 415, 415, 415, 415),
  },
  {
    // A fresh file of the super admin's per caller: only its owner (or a super admin) removes it.
    route: 'DELETE /api/files/:id',
    method: 'DELETE',
    url: async (f) => {
      const owner = await f.app.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', EMAILS.admin)
        .executeTakeFirstOrThrow();
      const file = await f.app.db
        .insertInto('files')
        .values({
          user_id: owner.id,
          name: 'los.bin',
          mime_type: 'application/octet-stream',
          size: 1,
          storage_key: newStorageKey(),
          created_at: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return `/api/files/${file.id}`;
    },
    expect: e(401, 404, 404, 404, 404, 'ok'),
  },

  // Contexts -------------------------------------------------------------------------------
  {
    route: 'GET /api/schools/:id',
    method: 'GET',
    url: (f) => `/api/schools/${f.ids.regenboog}`,
    expect: schoolMember,
  },
  {
    route: 'PATCH /api/schools/:id',
    method: 'PATCH',
    url: (f) => `/api/schools/${f.ids.regenboog}`,
    body: () => ({ brin_number: '12AB' }),
    expect: schoolAdmin,
  },
  {
    route: 'GET /api/schools/:id/contents',
    method: 'GET',
    url: (f) => `/api/schools/${f.ids.regenboog}/contents`,
    expect: schoolAdmin,
  },
  {
    // A school made for each persona: only admins of its board (and super admins) remove it.
    route: 'DELETE /api/schools/:id',
    method: 'DELETE',
    url: async (f, p) =>
      `/api/schools/${await f.create(`/api/organisations/${f.ids.rivierenland}/schools`, { name: `Weg ${p}` })}`,
    expect: orgMember,
  },
  {
    route: 'GET /api/organisations/:id',
    method: 'GET',
    url: (f) => `/api/organisations/${f.ids.rivierenland}`,
    expect: orgMember,
  },
  {
    route: 'PATCH /api/organisations/:id',
    method: 'PATCH',
    url: (f) => `/api/organisations/${f.ids.rivierenland}`,
    body: () => ({ authority_number: '41234' }),
    expect: orgMember,
  },
  {
    route: 'GET /api/organisations/:id/schools',
    method: 'GET',
    url: (f) => `/api/organisations/${f.ids.rivierenland}/schools`,
    expect: orgMember,
  },
  {
    route: 'POST /api/organisations/:id/schools',
    method: 'POST',
    url: (f) => `/api/organisations/${f.ids.rivierenland}/schools`,
    body: (_f, p) => ({ name: `Nieuwe school ${p}` }),
    expect: orgMember,
  },

  // Activity log (read only) ------------------------------------------------------------------
  ...(['', '.csv', '/actors'] as const).flatMap((tail): Case[] => [
    {
      route: `GET /api/schools/:id/audit-log${tail}`,
      method: 'GET',
      url: (f) => `/api/schools/${f.ids.regenboog}/audit-log${tail}`,
      expect: schoolAdmin,
    },
    {
      route: `GET /api/organisations/:id/audit-log${tail}`,
      method: 'GET',
      url: (f) => `/api/organisations/${f.ids.rivierenland}/audit-log${tail}`,
      expect: orgMember,
    },
    {
      route: `GET /api/admin/audit-log${tail}`,
      method: 'GET',
      url: () => `/api/admin/audit-log${tail}`,
      expect: superAdmin,
    },
  ]),
  // Members and invitations ----------------------------------------------------------------
  {
    route: 'GET /api/schools/:id/users',
    method: 'GET',
    url: (f) => `/api/schools/${f.ids.regenboog}/users`,
    expect: schoolAdmin,
  },
  {
    route: 'PATCH /api/schools/:id/users/:userId',
    method: 'PATCH',
    url: async (f) => `/api/schools/${f.ids.regenboog}/users/${await f.newMember(f.ids.regenboog)}`,
    body: (f) => ({ role_id: f.ids.roleMedewerker }),
    expect: schoolAdmin,
  },
  {
    route: 'DELETE /api/schools/:id/users/:userId',
    method: 'DELETE',
    url: async (f) => `/api/schools/${f.ids.regenboog}/users/${await f.newMember(f.ids.regenboog)}`,
    expect: schoolAdmin,
  },
  {
    route: 'GET /api/organisations/:id/users',
    method: 'GET',
    url: (f) => `/api/organisations/${f.ids.rivierenland}/users`,
    expect: orgMember,
  },
  {
    route: 'PATCH /api/organisations/:id/users/:userId',
    method: 'PATCH',
    url: (f) => `/api/organisations/${f.ids.rivierenland}/users/999999`,
    body: (f) => ({ role_id: f.ids.roleMedewerker }),
    expect: e(401, 404, 404, 404, 404, 404),
  },
  {
    route: 'DELETE /api/organisations/:id/users/:userId',
    method: 'DELETE',
    url: (f) => `/api/organisations/${f.ids.rivierenland}/users/999999`,
    expect: e(401, 404, 404, 404, 404, 404),
  },
  {
    route: 'POST /api/schools/:id/invites',
    method: 'POST',
    url: (f) => `/api/schools/${f.ids.regenboog}/invites`,
    body: (f, p) => ({ email: `uitnodiging-${p}@koers.test`, role_id: f.ids.roleMedewerker }),
    expect: schoolAdmin,
  },
  {
    route: 'POST /api/organisations/:id/invites',
    method: 'POST',
    url: (f) => `/api/organisations/${f.ids.rivierenland}/invites`,
    body: (f, p) => ({
      email: `bestuur-uitnodiging-${p}@koers.test`,
      role_id: f.ids.roleMedewerker,
    }),
    expect: orgMember,
  },

  {
    route: 'GET /api/schools/:id/invites',
    method: 'GET',
    url: (f) => `/api/schools/${f.ids.regenboog}/invites`,
    expect: schoolAdmin,
  },
  {
    route: 'GET /api/organisations/:id/invites',
    method: 'GET',
    url: (f) => `/api/organisations/${f.ids.rivierenland}/invites`,
    expect: orgMember,
  },
  {
    route: 'POST /api/schools/:id/invites/batch',
    method: 'POST',
    url: (f) => `/api/schools/${f.ids.regenboog}/invites/batch`,
    body: (f, p) => ({ emails: [`batch-${p}@koers.test`], role_id: f.ids.roleMedewerker }),
    expect: schoolAdmin,
  },
  {
    route: 'POST /api/organisations/:id/invites/batch',
    method: 'POST',
    url: (f) => `/api/organisations/${f.ids.rivierenland}/invites/batch`,
    body: (f, p) => ({ emails: [`bestuur-batch-${p}@koers.test`], role_id: f.ids.roleMedewerker }),
    expect: orgMember,
  },
  {
    route: 'POST /api/schools/:id/invites/:ref/resend',
    method: 'POST',
    url: async (f, p) =>
      `/api/schools/${f.ids.regenboog}/invites/${await pendingInviteRef(f, `resend-${p}`)}/resend`,
    expect: schoolAdmin,
  },
  {
    route: 'DELETE /api/schools/:id/invites/:ref',
    method: 'DELETE',
    url: async (f, p) =>
      `/api/schools/${f.ids.regenboog}/invites/${await pendingInviteRef(f, `withdraw-${p}`)}`,
    expect: schoolAdmin,
  },
  {
    route: 'POST /api/organisations/:id/invites/:ref/resend',
    method: 'POST',
    url: (f) => `/api/organisations/${f.ids.rivierenland}/invites/bestaat-niet/resend`,
    expect: e(401, 404, 404, 404, 404, 404),
  },
  {
    route: 'DELETE /api/organisations/:id/invites/:ref',
    method: 'DELETE',
    url: (f) => `/api/organisations/${f.ids.rivierenland}/invites/bestaat-niet`,
    expect: e(401, 404, 404, 404, 404, 404),
  },

  // Documents ------------------------------------------------------------------------------
  {
    route: 'GET /api/:ctx/:id/documents',
    method: 'GET',
    url: (f) => `/api/schools/${f.ids.regenboog}/documents`,
    expect: schoolMember,
  },
  {
    route: 'GET /api/:ctx/:id/documents',
    method: 'GET',
    url: (f) => `/api/organisations/${f.ids.rivierenland}/documents`,
    expect: orgReader,
  },
  {
    route: 'POST /api/:ctx/:id/documents',
    method: 'POST',
    url: (f) => `/api/schools/${f.ids.regenboog}/documents`,
    body: (_f, p) => ({ name: `Jaarplan ${p}`, type: 'plan' }),
    expect: schoolManager,
  },
  {
    route: 'POST /api/:ctx/:id/documents',
    method: 'POST',
    url: (f) => `/api/organisations/${f.ids.rivierenland}/documents`,
    body: (_f, p) => ({ name: `Koersplan ${p}`, type: 'plan' }),
    expect: orgMember,
  },
  {
    route: 'GET /api/documents/:id',
    method: 'GET',
    url: (f) => `/api/documents/${f.ids.schoolDocument}`,
    expect: schoolMember,
  },
  {
    route: 'GET /api/documents/:id',
    method: 'GET',
    url: (f) => `/api/documents/${f.ids.orgDocument}`,
    expect: orgReader,
  },
  {
    route: 'GET /api/documents/:id',
    method: 'GET',
    url: (f) => `/api/documents/${f.ids.templateDocument}`,
    expect: templateOnly,
  },
  // The Word file: whoever may read the document may download it.
  {
    route: 'GET /api/documents/:id/export.docx',
    method: 'GET',
    url: (f) => `/api/documents/${f.ids.schoolDocument}/export.docx`,
    expect: schoolMember,
  },
  {
    route: 'GET /api/documents/:id/export.docx',
    method: 'GET',
    url: (f) => `/api/documents/${f.ids.orgDocument}/export.docx`,
    expect: orgReader,
  },
  {
    route: 'GET /api/documents/:id/export.docx',
    method: 'GET',
    url: (f) => `/api/documents/${f.ids.templateDocument}/export.docx`,
    expect: templateOnly,
  },
  {
    route: 'PATCH /api/documents/:id',
    method: 'PATCH',
    url: (f) => `/api/documents/${f.ids.schoolDocument}`,
    body: () => ({ name: 'Schoolplan' }),
    expect: schoolManager,
  },
  {
    route: 'PATCH /api/documents/:id',
    method: 'PATCH',
    url: (f) => `/api/documents/${f.ids.orgDocument}`,
    body: () => ({ name: 'Koersplan' }),
    expect: orgDocumentWriter,
  },
  {
    route: 'PATCH /api/documents/:id',
    method: 'PATCH',
    url: (f) => `/api/documents/${f.ids.templateDocument}`,
    body: () => ({ name: 'Koers template' }),
    expect: templateOnly,
  },
  {
    route: 'PUT /api/documents/:id/blocks',
    method: 'PUT',
    url: async (f) =>
      `/api/documents/${await f.create(`/api/schools/${f.ids.regenboog}/documents`, { name: 'Blokken', type: 'plan' })}/blocks`,
    body: () => ({ version: 1, blocks: [{ type: 'h1', content: 'Inleiding' }] }),
    expect: schoolManager,
  },
  {
    route: 'POST /api/documents/:id/changes',
    method: 'POST',
    url: (f) => `/api/documents/${f.ids.schoolDocument}/changes`,
    body: (_f, p) => newBlockChange(`Doelen ${p}`),
    expect: schoolManager,
  },
  {
    route: 'POST /api/documents/:id/changes',
    method: 'POST',
    url: (f) => `/api/documents/${f.ids.orgDocument}/changes`,
    body: (_f, p) => newBlockChange(`Koers ${p}`),
    expect: orgDocumentWriter,
  },
  {
    route: 'POST /api/documents/:id/changes',
    method: 'POST',
    url: (f) => `/api/documents/${f.ids.templateDocument}/changes`,
    body: (_f, p) => newBlockChange(`Sjabloon ${p}`),
    expect: templateOnly,
  },
  {
    route: 'GET /api/documents/:id/changes',
    method: 'GET',
    url: (f) => `/api/documents/${f.ids.schoolDocument}/changes?since=0`,
    expect: schoolMember,
  },
  {
    route: 'GET /api/documents/:id/changes',
    method: 'GET',
    url: (f) => `/api/documents/${f.ids.orgDocument}/changes?since=0`,
    expect: orgReader,
  },
  {
    route: 'GET /api/documents/:id/changes',
    method: 'GET',
    url: (f) => `/api/documents/${f.ids.templateDocument}/changes?since=0`,
    expect: templateOnly,
  },
  // Status: its managers. The seeded documents are ter_bespreking already: whoever may change
  // the status gets the 422 of a status that does not change, and nothing changes.
  {
    route: 'PUT /api/documents/:id/status',
    method: 'PUT',
    url: (f) => `/api/documents/${f.ids.schoolDocument}/status`,
    body: () => ({ status: 'ter_bespreking' }),
    expect: e(401, 403, 422, 422, 404, 422),
  },
  {
    route: 'PUT /api/documents/:id/status',
    method: 'PUT',
    url: (f) => `/api/documents/${f.ids.orgDocument}/status`,
    body: () => ({ status: 'ter_bespreking' }),
    expect: e(401, 404, 403, 422, 404, 422),
  },
  {
    route: 'PUT /api/documents/:id/status',
    method: 'PUT',
    url: (f) => `/api/documents/${f.ids.templateDocument}/status`,
    body: () => ({ status: 'ter_bespreking' }),
    expect: e(401, 404, 404, 404, 404, 422),
  },
  // Templates: a board's documents only, by the board's managers; the body changes nothing.
  {
    route: 'PUT /api/documents/:id/template',
    method: 'PUT',
    url: (f) => `/api/documents/${f.ids.orgDocument}/template`,
    body: () => ({ is_template: false, fixed_chapters: [] }),
    expect: orgDocumentWriter,
  },
  {
    route: 'PUT /api/documents/:id/template',
    method: 'PUT',
    url: (f) => `/api/documents/${f.ids.schoolDocument}/template`,
    body: () => ({ is_template: false, fixed_chapters: [] }),
    expect: e(401, 403, 403, 403, 404, 403),
  },
  {
    route: 'PUT /api/documents/:id/template',
    method: 'PUT',
    url: (f) => `/api/documents/${f.ids.templateDocument}/template`,
    body: () => ({ is_template: false, fixed_chapters: [] }),
    expect: e(401, 404, 404, 404, 404, 403),
  },
  {
    route: 'GET /api/:ctx/:id/templates',
    method: 'GET',
    url: (f) => `/api/schools/${f.ids.regenboog}/templates`,
    expect: schoolManager,
  },
  {
    route: 'GET /api/:ctx/:id/templates',
    method: 'GET',
    url: (f) => `/api/organisations/${f.ids.rivierenland}/templates`,
    expect: orgMember,
  },
  // History: the document's managers, as editing.
  {
    route: 'GET /api/documents/:id/history',
    method: 'GET',
    url: (f) => `/api/documents/${f.ids.schoolDocument}/history`,
    expect: schoolManager,
  },
  {
    route: 'GET /api/documents/:id/versions',
    method: 'GET',
    url: (f) => `/api/documents/${f.ids.schoolDocument}/versions`,
    expect: schoolManager,
  },
  {
    route: 'POST /api/documents/:id/versions',
    method: 'POST',
    url: (f) => `/api/documents/${f.ids.schoolDocument}/versions`,
    body: (_f, p) => ({ name: `Versie ${p}` }),
    expect: schoolManager,
  },
  {
    route: 'GET /api/documents/:id/history/:version',
    method: 'GET',
    url: (f) => `/api/documents/${f.ids.schoolDocument}/history/1`,
    expect: schoolManager,
  },
  {
    route: 'GET /api/documents/:id/compare',
    method: 'GET',
    url: (f) => `/api/documents/${f.ids.schoolDocument}/compare?from=1&to=1`,
    expect: schoolManager,
  },
  {
    route: 'POST /api/documents/:id/history/:version/restore',
    method: 'POST',
    url: (f) => `/api/documents/${f.ids.schoolDocument}/history/1/restore`,
    expect: schoolManager,
  },
  {
    route: 'GET /api/documents/:id/history',
    method: 'GET',
    url: (f) => `/api/documents/${f.ids.orgDocument}/history`,
    expect: orgDocumentWriter,
  },
  {
    route: 'GET /api/documents/:id/versions',
    method: 'GET',
    url: (f) => `/api/documents/${f.ids.orgDocument}/versions`,
    expect: orgDocumentWriter,
  },
  {
    route: 'POST /api/documents/:id/versions',
    method: 'POST',
    url: (f) => `/api/documents/${f.ids.orgDocument}/versions`,
    body: (_f, p) => ({ name: `Versie ${p}` }),
    expect: orgDocumentWriter,
  },
  {
    route: 'GET /api/documents/:id/history/:version',
    method: 'GET',
    url: (f) => `/api/documents/${f.ids.orgDocument}/history/1`,
    expect: orgDocumentWriter,
  },
  {
    route: 'GET /api/documents/:id/compare',
    method: 'GET',
    url: (f) => `/api/documents/${f.ids.orgDocument}/compare?from=1&to=1`,
    expect: orgDocumentWriter,
  },
  {
    route: 'POST /api/documents/:id/history/:version/restore',
    method: 'POST',
    url: (f) => `/api/documents/${f.ids.orgDocument}/history/1/restore`,
    expect: orgDocumentWriter,
  },
  {
    route: 'GET /api/documents/:id/history',
    method: 'GET',
    url: (f) => `/api/documents/${f.ids.templateDocument}/history`,
    expect: templateOnly,
  },
  {
    route: 'GET /api/documents/:id/versions',
    method: 'GET',
    url: (f) => `/api/documents/${f.ids.templateDocument}/versions`,
    expect: templateOnly,
  },
  {
    route: 'POST /api/documents/:id/versions',
    method: 'POST',
    url: (f) => `/api/documents/${f.ids.templateDocument}/versions`,
    body: (_f, p) => ({ name: `Versie ${p}` }),
    expect: templateOnly,
  },
  {
    route: 'GET /api/documents/:id/history/:version',
    method: 'GET',
    url: (f) => `/api/documents/${f.ids.templateDocument}/history/1`,
    expect: templateOnly,
  },
  {
    route: 'GET /api/documents/:id/compare',
    method: 'GET',
    url: (f) => `/api/documents/${f.ids.templateDocument}/compare?from=1&to=1`,
    expect: templateOnly,
  },
  {
    route: 'POST /api/documents/:id/history/:version/restore',
    method: 'POST',
    url: (f) => `/api/documents/${f.ids.templateDocument}/history/1/restore`,
    expect: templateOnly,
  },
  {
    route: 'PUT /api/documents/:id/presence',
    method: 'PUT',
    url: (f) => `/api/documents/${f.ids.schoolDocument}/presence`,
    expect: schoolManager,
  },
  {
    route: 'PUT /api/documents/:id/presence',
    method: 'PUT',
    url: (f) => `/api/documents/${f.ids.orgDocument}/presence`,
    expect: orgDocumentWriter,
  },
  {
    route: 'PUT /api/documents/:id/presence',
    method: 'PUT',
    url: (f) => `/api/documents/${f.ids.templateDocument}/presence`,
    expect: templateOnly,
  },
  {
    route: 'DELETE /api/documents/:id/presence',
    method: 'DELETE',
    url: (f) => `/api/documents/${f.ids.schoolDocument}/presence`,
    expect: schoolManager,
  },
  {
    route: 'DELETE /api/documents/:id',
    method: 'DELETE',
    url: async (f) =>
      `/api/documents/${await f.create(`/api/schools/${f.ids.regenboog}/documents`, { name: 'Weg', type: 'plan' })}`,
    expect: schoolManager,
  },

  // School years ---------------------------------------------------------------------------
  {
    route: 'GET /api/schools/:id/periods',
    method: 'GET',
    url: (f) => `/api/schools/${f.ids.regenboog}/periods`,
    expect: schoolMember,
  },
  {
    route: 'POST /api/schools/:id/periods',
    method: 'POST',
    url: (f) => `/api/schools/${f.ids.regenboog}/periods`,
    body: (_f, p) => ({ name: `Periode ${p}`, ...schoolYear(2060 + PERSONAS.indexOf(p)) }),
    expect: schoolManager,
  },
  {
    route: 'PATCH /api/periods/:id',
    method: 'PATCH',
    url: (f) => `/api/periods/${f.ids.period}`,
    body: () => ({ name: 'Schooljaar (matrix)' }),
    expect: schoolManager,
  },
  {
    route: 'DELETE /api/periods/:id',
    method: 'DELETE',
    url: async (f, p) =>
      `/api/periods/${await f.create(`/api/schools/${f.ids.regenboog}/periods`, { name: 'Weg', ...schoolYear(2070 + PERSONAS.indexOf(p)) })}`,
    expect: schoolManager,
  },

  // Calendar -------------------------------------------------------------------------------
  {
    route: 'GET /api/schools/:id/calendar-events',
    method: 'GET',
    url: (f) => `/api/schools/${f.ids.regenboog}/calendar-events`,
    expect: schoolMember,
  },
  {
    route: 'POST /api/schools/:id/calendar-events',
    method: 'POST',
    url: (f) => `/api/schools/${f.ids.regenboog}/calendar-events`,
    body: () => ({ title: 'Studiedag', start_date: d(10) }),
    expect: schoolManager,
  },
  {
    route: 'PATCH /api/calendar-events/:id',
    method: 'PATCH',
    url: (f) => `/api/calendar-events/${f.ids.calendarEvent}`,
    body: () => ({ title: 'Ouderavond' }),
    expect: schoolManager,
  },
  {
    route: 'DELETE /api/calendar-events/:id',
    method: 'DELETE',
    url: async (f) =>
      `/api/calendar-events/${await f.create(`/api/schools/${f.ids.regenboog}/calendar-events`, { title: 'Weg', start_date: d(5) })}`,
    expect: schoolManager,
  },
  {
    route: 'GET /api/schools/:id/calendar-categories',
    method: 'GET',
    url: (f) => `/api/schools/${f.ids.regenboog}/calendar-categories`,
    expect: schoolMember,
  },
  {
    route: 'POST /api/schools/:id/calendar-categories',
    method: 'POST',
    url: (f) => `/api/schools/${f.ids.regenboog}/calendar-categories`,
    body: (_f, p) => ({ name: `Categorie ${p}`, color: '#1565C0' }),
    expect: schoolManager,
  },
  {
    route: 'PATCH /api/calendar-categories/:id',
    method: 'PATCH',
    url: (f) => `/api/calendar-categories/${f.ids.calendarCategory}`,
    body: () => ({ color: '#2E7D32' }),
    expect: schoolManager,
  },
  {
    route: 'DELETE /api/calendar-categories/:id',
    method: 'DELETE',
    url: async (f, p) =>
      `/api/calendar-categories/${await f.create(`/api/schools/${f.ids.regenboog}/calendar-categories`, { name: `Weg ${p}`, color: '#455A64' })}`,
    expect: schoolManager,
  },
  {
    route: 'GET /api/schools/:id/calendar-feed',
    method: 'GET',
    url: (f) => `/api/schools/${f.ids.regenboog}/calendar-feed`,
    expect: schoolMember,
  },
  {
    route: 'POST /api/schools/:id/calendar-feed/rotate',
    method: 'POST',
    url: (f) => `/api/schools/${f.ids.regenboog}/calendar-feed/rotate`,
    expect: schoolManager,
  },

  // Social map -----------------------------------------------------------------------------
  {
    route: 'GET /api/:ctx/:id/contacts',
    method: 'GET',
    url: (f) => `/api/schools/${f.ids.regenboog}/contacts`,
    expect: schoolMember,
  },
  {
    route: 'GET /api/:ctx/:id/contacts',
    method: 'GET',
    url: (f) => `/api/organisations/${f.ids.rivierenland}/contacts`,
    expect: orgMember,
  },
  {
    route: 'POST /api/:ctx/:id/contacts',
    method: 'POST',
    url: (f) => `/api/schools/${f.ids.regenboog}/contacts`,
    body: (_f, p) => ({ name: `Contact ${p}` }),
    expect: schoolManager,
  },
  {
    route: 'PATCH /api/contacts/:id',
    method: 'PATCH',
    url: (f) => `/api/contacts/${f.ids.contact}`,
    body: () => ({ phone: '0344 123 456' }),
    expect: schoolManager,
  },
  {
    route: 'PATCH /api/contacts/:id',
    method: 'PATCH',
    url: (f) => `/api/contacts/${f.ids.orgContact}`,
    body: () => ({ phone: '0344 654 321' }),
    expect: orgMember,
  },
  {
    route: 'DELETE /api/contacts/:id',
    method: 'DELETE',
    url: async (f) =>
      `/api/contacts/${await f.create(`/api/schools/${f.ids.regenboog}/contacts`, { name: 'Weg' })}`,
    expect: schoolManager,
  },
  {
    route: 'GET /api/contacts/:id/documents',
    method: 'GET',
    url: (f) => `/api/contacts/${f.ids.contact}/documents`,
    expect: schoolManager,
  },
  {
    route: 'GET /api/:ctx/:id/contact-categories',
    method: 'GET',
    url: (f) => `/api/schools/${f.ids.regenboog}/contact-categories`,
    expect: schoolMember,
  },
  {
    route: 'POST /api/:ctx/:id/contact-categories',
    method: 'POST',
    url: (f) => `/api/schools/${f.ids.regenboog}/contact-categories`,
    body: (_f, p) => ({ name: `Categorie ${p}` }),
    expect: schoolManager,
  },
  {
    route: 'PATCH /api/contact-categories/:id',
    method: 'PATCH',
    url: (f) => `/api/contact-categories/${f.ids.contactCategory}`,
    body: () => ({ name: 'GGD (matrix)' }),
    expect: schoolManager,
  },
  {
    route: 'DELETE /api/contact-categories/:id',
    method: 'DELETE',
    url: async (f, p) =>
      `/api/contact-categories/${await f.create(`/api/schools/${f.ids.regenboog}/contact-categories`, { name: `Weg ${p}` })}`,
    expect: schoolManager,
  },

  // Applications ---------------------------------------------------------------------------
  {
    route: 'GET /api/schools/:id/applications',
    method: 'GET',
    url: (f) => `/api/schools/${f.ids.regenboog}/applications`,
    expect: schoolMember,
  },
  {
    route: 'POST /api/schools/:id/applications',
    method: 'POST',
    url: (f) => `/api/schools/${f.ids.regenboog}/applications`,
    body: (_f, p) => ({ name: `App ${p}`, url: 'https://example.org/app' }),
    expect: schoolManager,
  },
  {
    route: 'PATCH /api/applications/:id',
    method: 'PATCH',
    url: (f) => `/api/applications/${f.ids.application}`,
    body: () => ({ name: 'Parnassys' }),
    expect: schoolManager,
  },
  {
    route: 'DELETE /api/applications/:id',
    method: 'DELETE',
    url: async (f) =>
      `/api/applications/${await f.create(`/api/schools/${f.ids.regenboog}/applications`, { name: 'Weg', url: 'https://example.org' })}`,
    expect: schoolManager,
  },
  {
    route: 'PUT /api/schools/:id/applications/order',
    method: 'PUT',
    url: (f) => `/api/schools/${f.ids.regenboog}/applications/order`,
    // Names none of the school's applications: whoever may reorder gets the mismatch (422).
    body: () => ({ ids: [] }),
    expect: e(401, 403, 422, 422, 404, 422),
  },

  {
    route: 'PUT /api/admin/manuals/order',
    method: 'PUT',
    url: () => '/api/admin/manuals/order',
    // Names none of the manuals: whoever may reorder gets the mismatch (422), nothing changes.
    body: () => ({ ids: [] }),
    expect: e(401, 403, 403, 403, 403, 422),
  },

  // Super admin ----------------------------------------------------------------------------
  ...(['organisations', 'schools', 'users', 'manuals'] as const).flatMap((area): Case[] => {
    const body: Record<typeof area, (p: Persona) => Record<string, unknown>> = {
      organisations: (p) => ({ name: `Stichting ${p}` }),
      schools: (p) => ({ name: `School ${p}` }),
      users: (p) => ({
        email: `admin-matrix-${p}-${Math.random().toString(36).slice(2)}@koers.test`,
        first_name: 'Test',
        last_name: p,
      }),
      manuals: (p) => ({ title: `Handleiding ${p}` }),
    };
    const fresh = (f: Fixture, p: Persona) => f.create(`/api/admin/${area}`, body[area](p));
    return [
      {
        route: `GET /api/admin/${area}`,
        method: 'GET',
        url: () => `/api/admin/${area}`,
        expect: superAdmin,
      },
      {
        route: `POST /api/admin/${area}`,
        method: 'POST',
        url: () => `/api/admin/${area}`,
        body: (_f, p) => body[area](p),
        expect: superAdmin,
      },
      {
        route: `GET /api/admin/${area}/:id`,
        method: 'GET',
        url: async (f, p) => `/api/admin/${area}/${await fresh(f, p)}`,
        expect: superAdmin,
      },
      {
        route: `PATCH /api/admin/${area}/:id`,
        method: 'PATCH',
        url: async (f, p) => `/api/admin/${area}/${await fresh(f, p)}`,
        body: () =>
          area === 'manuals'
            ? { title: 'Nieuw' }
            : area === 'users'
              ? { first_name: 'Nieuw' }
              : { name: 'Nieuw' },
        expect: superAdmin,
      },
      {
        route: `DELETE /api/admin/${area}/:id`,
        method: 'DELETE',
        url: async (f, p) => `/api/admin/${area}/${await fresh(f, p)}`,
        expect: superAdmin,
      },
    ];
  }),
  // One user's management: memberships, mails, blocking, sessions --------------------------------
  ...(
    [
      ['PUT', 'memberships', { organisations: [], schools: [] }],
      ['POST', 'invitation', undefined],
      ['POST', 'password-reset', undefined],
      ['POST', 'block', undefined],
      ['POST', 'unblock', undefined],
      ['GET', 'sessions', undefined],
      ['DELETE', 'sessions', undefined],
    ] as const
  ).map(([method, tail, body]): Case => ({
    route: `${method} /api/admin/users/:id/${tail}`,
    method,
    url: async (f, p) =>
      `/api/admin/users/${await f.create('/api/admin/users', {
        email: `admin-user-${tail}-${p}-${Math.random().toString(36).slice(2)}@koers.test`,
        first_name: 'Test',
        last_name: p,
      })}/${tail}`,
    ...(body ? { body: () => body } : {}),
    expect: superAdmin,
  })),
  {
    route: 'DELETE /api/admin/users/:id/sessions/:sessionId',
    method: 'DELETE',
    url: () => '/api/admin/users/1/sessions/999999',
    expect: e(401, 403, 403, 403, 403, 404),
  },
];

describeEachDatabase('authorization matrix', (t) => {
  const tokens = new Map<Persona, string>();
  let fixture: Fixture;

  beforeAll(async () => {
    const { app } = t;
    const now = nowIso();
    // A board-less school's admin: the "member of another school".
    const other = await app.db
      .insertInto('users')
      .values({
        email: EMAILS.other,
        first_name: 'Anders',
        last_name_prefix: null,
        last_name: 'School',
        password_hash: await demoPasswordHash(),
        admin: 0,
        locale: 'nl',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await app.db
      .insertInto('school_user')
      .values({
        school_id: t.ids.schools.zonnewijzer,
        user_id: other.id,
        role_id: t.ids.roles.bestuurder,
      })
      .execute();
    for (const persona of PERSONAS)
      if (persona !== 'anonymous') tokens.set(persona, await loginAs(app, EMAILS[persona]));
    // The admin's current shared login (renewed after a case that ends the other logins).
    const adminHeaders = () => bearer(tokens.get('admin') as string);
    const create = async (url: string, body: unknown) => {
      const response = await app.inject({
        method: 'POST',
        url,
        headers: adminHeaders(),
        payload: body as Record<string, unknown>,
      });
      if (response.statusCode !== 201 && response.statusCode !== 200)
        throw new Error(`${url}: ${response.statusCode} ${response.body}`);
      return (response.json().data as { id: number }).id;
    };
    const regenboog = t.ids.schools.regenboog;
    const rivierenland = t.ids.organisations.rivierenland;
    /** A new document, shared for discussion: readers see it (a concept they would not). */
    const sharedDocument = async (url: string, body: unknown) => {
      const id = await create(url, body);
      const response = await app.inject({
        method: 'PUT',
        url: `/api/documents/${id}/status`,
        headers: adminHeaders(),
        payload: { status: 'ter_bespreking' },
      });
      if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
      return id;
    };
    const orgDocument = await sharedDocument(`/api/organisations/${rivierenland}/documents`, {
      name: 'Koersplan matrix',
      type: 'plan',
    });
    const template = await app.db
      .selectFrom('documents')
      .select('id')
      .where('documentable_type', '=', 'template')
      .executeTakeFirstOrThrow();
    const feed = await app.db
      .selectFrom('schools')
      .select('calendar_feed_key')
      .where('id', '=', regenboog)
      .executeTakeFirstOrThrow();
    let memberCount = 0;
    fixture = {
      app,
      create,
      async newMember(schoolId) {
        const user = await app.db
          .insertInto('users')
          .values({
            email: `lid-${++memberCount}@regenboog.koers.test`,
            first_name: 'Lid',
            last_name_prefix: null,
            last_name: String(memberCount),
            password_hash: null,
            admin: 0,
            locale: null,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await app.db
          .insertInto('school_user')
          .values({ school_id: schoolId, user_id: user.id, role_id: t.ids.roles.medewerker })
          .execute();
        return user.id;
      },
      ids: {
        regenboog,
        rivierenland,
        period: await create(`/api/schools/${regenboog}/periods`, {
          name: 'Schooljaar matrix',
          start_at: '2035-08-01',
          end_at: '2036-07-31',
        }),
        schoolDocument: await sharedDocument(`/api/schools/${regenboog}/documents`, {
          name: 'Schoolplan matrix',
          type: 'plan',
        }),
        orgDocument,
        templateDocument: template.id,
        calendarCategory: await create(`/api/schools/${regenboog}/calendar-categories`, {
          name: 'Vakanties',
          color: '#C62828',
        }),
        calendarEvent: await create(`/api/schools/${regenboog}/calendar-events`, {
          title: 'Kerstviering',
          start_date: d(20),
        }),
        contactCategory: await create(`/api/schools/${regenboog}/contact-categories`, {
          name: 'GGD matrix',
        }),
        contact: await create(`/api/schools/${regenboog}/contacts`, {
          name: 'GGD Gelderland-Zuid',
        }),
        orgContact: await create(`/api/organisations/${rivierenland}/contacts`, {
          name: 'Samenwerkingsverband',
        }),
        application: await create(`/api/schools/${regenboog}/applications`, {
          name: 'Magister',
          url: 'https://magister.net',
        }),
        roleMedewerker: t.ids.roles.medewerker,
        feedKey: feed.calendar_feed_key,
      },
    };
  });

  it('covers every registered API route', () => {
    const covered = new Set(CASES.map((c) => c.route));
    const registered = t.app.routeList
      .filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'))
      .map((r) => `${r.method} ${r.url}`);
    expect(registered.filter((r) => !covered.has(r))).toEqual([]);
    expect([...covered].filter((c) => !registered.includes(c))).toEqual([]);
  });

  for (const testCase of CASES) {
    it(`${testCase.route} → ${PERSONAS.map((p) => testCase.expect[p]).join(' ')}`, async () => {
      const actual: Record<string, Expect> = {};
      const expected: Record<string, Expect> = {};
      for (const persona of PERSONAS) {
        const url = await testCase.url(fixture, persona);
        let token = persona === 'anonymous' ? undefined : tokens.get(persona);
        if (testCase.ownLogin && persona !== 'anonymous')
          token = await loginAs(t.app, EMAILS[persona]);
        const response = await t.app.inject({
          method: testCase.method,
          url,
          headers: token ? bearer(token) : {},
          ...(testCase.body
            ? { payload: testCase.body(fixture, persona) as Record<string, unknown> }
            : {}),
        });
        if (testCase.endsOtherLogins && persona !== 'anonymous')
          tokens.set(persona, await loginAs(t.app, EMAILS[persona]));
        const want = testCase.expect[persona];
        actual[`${persona} ${url}`] =
          want === 'ok' && response.statusCode >= 200 && response.statusCode < 300
            ? 'ok'
            : response.statusCode;
        expected[`${persona} ${url}`] = want;
        // A refusal never carries the resource.
        if (response.statusCode === 404 || response.statusCode === 403)
          expect(Object.keys(response.json())).toEqual(['message']);
      }
      expect(actual).toEqual(expected);
    });
  }
});
