import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { databaseFile, E2E_PORT, mailSinkDir } from './servers';

/** Every demo account shares this password (see README). */
export const DEMO_PASSWORD = 'welkom-bij-koers';

/** The demo accounts of the seed (server/src/seed/core.ts). */
export const ACCOUNTS = {
  /** Super admin. */
  admin: 'admin@koers.test',
  /** Rank 15 in the board "Stichting Openbaar Onderwijs Rivierenland" (which has schools). */
  bestuur: 'bestuur@koers.test',
  /** Rank 10 in OBS De Regenboog (a school with a calendar). */
  directeur: 'directeur@koers.test',
  /** Rank 1 in OBS De Regenboog and OBS Het Kompas. */
  leraar: 'leraar@koers.test',
  /** Rank 1 in Daltonschool De Zonnewijzer (no board, has a calendar). */
  eenschool: 'eenschool@koers.test',
  /** Rank 15 in the board "Stichting Christelijk Onderwijs De Linge" (no schools). */
  eenbestuur: 'eenbestuur@koers.test',
} as const;

/** Names of the seeded contexts the journeys use. */
export const SEED = {
  rivierenland: 'Stichting Openbaar Onderwijs Rivierenland',
  linge: 'Stichting Christelijk Onderwijs De Linge',
  regenboog: 'OBS De Regenboog',
  kompas: 'OBS Het Kompas',
  vlinderhof: 'OBS De Vlinderhof',
  zonnewijzer: 'Daltonschool De Zonnewijzer',
} as const;

/**
 * The school year (1 August – 31 July) of today, as the seed names it ('2026-2027'); the seed
 * gives every school the year before, this one and the next.
 */
export function currentSchoolYear(now: Date = new Date()): string {
  const start = now.getUTCMonth() >= 7 ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
  return `${start}-${start + 1}`;
}

/** The SPEC §9 local storage keys (plus the selected period). */
export const STORAGE_KEYS = ['token', 'refreshToken', 'context', 'contextType', 'locale'] as const;

export const paths = {
  login: '/authenticatie/inloggen',
  unknownUser: '/authenticatie/onbekende-gebruiker',
  forgotPassword: '/authenticatie/wachtwoord-vergeten',
  changePassword: '/authenticatie/wachtwoord-opnieuw-instellen',
  manuals: '/handleidingen',
  links: '/account/koppelingen',
  chooser: '/authenticatie/school-of-bestuur-selecteren',
  calendar: '/jaarkalender',
  contacts: '/sociale-kaart',
  settingsGlobal: '/instellingen/algemeen',
  adminOrganisations: '/admin/besturen',
  document: (id: number) => `/document/${id}`,
} as const;

/**
 * Runs axe on the current page and fails with the list of violations, if any.
 *
 * react-aria's off-screen live announcer is left out: when a focused pending Button (the login
 * submit) unmounts because the login navigated away, its announcement lingers there for 7 s as a
 * `role="img"` whose aria-labelledby points at the removed button. That is react-aria's transient
 * message queue, not content of the page under test (reported to the ui owners).
 * A violation lists axe's reasons for each element.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .exclude('[data-live-announcer]')
    .analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => `${n.target.join(' ')}: ${n.html.slice(0, 200)}\n    ${n.failureSummary ?? ''}`).join('\n  ')}`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

export interface Tokens {
  access_token: string;
  refresh_token: string;
}

export interface ContextRef {
  id: number;
  contextType: 'school' | 'organisation';
}

interface CurrentUser {
  id: number;
  admin: boolean;
  organisations: { id: number; name: string; schools: { id: number; name: string }[] }[];
  schools: { id: number; name: string; calendar: boolean }[];
}

/** Logs in through the API (POST /api/auth/login), as the app's login form does. */
export async function apiLogin(request: APIRequestContext, email: string): Promise<Tokens> {
  const response = await request.post('/api/auth/login', {
    data: { email, password: DEMO_PASSWORD },
    headers: { accept: 'application/json' },
  });
  expect(response.status(), `login ${email}`).toBe(200);
  return (await response.json()) as Tokens;
}

/**
 * A new plan of a school for one journey alone (others read the demo plans at the same time),
 * made through the API by `token`'s user: its id and version.
 */
export async function createSchoolPlan(
  request: APIRequestContext,
  token: string,
  schoolId: number,
  name: string,
): Promise<{ id: number; version: number }> {
  const created = await request.post(`/api/schools/${schoolId}/documents`, {
    headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
    data: { name, type: 'plan' },
  });
  expect(created.status(), `create ${name}`).toBe(201);
  return ((await created.json()) as { data: { id: number; version: number } }).data;
}

/** GETs an API path with a bearer token and returns its `data`. */
export async function apiGet<T>(request: APIRequestContext, token: string, path: string) {
  const response = await request.get(path, {
    headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
  });
  expect(response.status(), `GET ${path}`).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

export function currentUser(request: APIRequestContext, token: string) {
  return apiGet<CurrentUser>(request, token, '/api/users/current');
}

/** The id of a school the user belongs to (directly or through its board), by name. */
export async function schoolId(request: APIRequestContext, token: string, name: string) {
  const user = await currentUser(request, token);
  const school = [...user.schools, ...user.organisations.flatMap((o) => o.schools)].find(
    (s) => s.name === name,
  );
  if (!school) throw new Error(`${name} is not among the user's schools`);
  return school.id;
}

/** The plan documents of a school, in the API's order. */
export async function schoolPlans(request: APIRequestContext, token: string, id: number) {
  const documents = await apiGet<{ id: number; name: string; type: string; period_id: number }[]>(
    request,
    token,
    `/api/schools/${id}/documents`,
  );
  return documents.filter((d) => d.type === 'plan');
}

export interface Session {
  tokens: Tokens;
  context: ContextRef | null;
}

/**
 * Starts a logged-in session without the login form (for journeys whose subject is not the
 * login): tokens from the API, written to local storage under the SPEC §9 keys, as the app does
 * after a login. The page is left on a JSON API URL of the same origin, so the app has not run
 * yet; navigate to the page under test next.
 */
export async function startSession(
  page: Page,
  email: string,
  options: { school?: string; locale?: 'en' | 'nl' } = {},
): Promise<Session> {
  const tokens = await apiLogin(page.request, email);
  let context: ContextRef | null = null;
  if (options.school) {
    context = {
      id: await schoolId(page.request, tokens.access_token, options.school),
      contextType: 'school',
    };
  }
  await page.goto('/api/health');
  await page.evaluate(
    ({ tokens, context, locale }) => {
      localStorage.clear();
      localStorage.setItem('token', tokens.access_token);
      localStorage.setItem('refreshToken', tokens.refresh_token);
      if (context) {
        localStorage.setItem('context', JSON.stringify(context));
        localStorage.setItem('contextType', context.contextType);
      }
      if (locale) localStorage.setItem('locale', locale);
    },
    { tokens, context, locale: options.locale ?? null },
  );
  return { tokens, context };
}

/** The SPEC §9 keys as the page's local storage holds them now. */
export function readStorage(page: Page) {
  return page.evaluate(
    (keys) => {
      const out: Record<string, string | null> = {};
      for (const key of keys) out[key] = localStorage.getItem(key);
      return out;
    },
    STORAGE_KEYS as unknown as string[],
  );
}

/** Fills and submits the login form (English labels, the default locale). */
export async function logInWithForm(page: Page, email: string): Promise<void> {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/**
 * A user of one journey alone, with the demo password (made by the super admin through the API),
 * reading in OBS De Regenboog unless another school is given, or managing it (rank 10) with
 * `manager`: a journey that changes an account's password or sign-in does not disturb the others,
 * which log in with the demo accounts at the same time.
 */
export async function createUser(
  page: Page,
  email: string,
  first: string,
  last: string,
  { school, manager = false }: { school?: number; manager?: boolean } = {},
) {
  const admin = await apiLogin(page.request, ACCOUNTS.admin);
  const director = await apiLogin(page.request, ACCOUNTS.directeur);
  const schoolOf = school ?? (await schoolId(page.request, director.access_token, SEED.regenboog));
  const headers = { authorization: `Bearer ${admin.access_token}`, accept: 'application/json' };
  const roles = (await (await page.request.get('/api/roles', { headers })).json()) as {
    data: { id: number; rank: number }[];
  };
  const byRank = [...roles.data].sort((a, b) => a.rank - b.rank);
  const role = manager ? byRank.find((r) => r.rank >= 10)! : byRank[0]!;
  const created = await page.request.post('/api/admin/users', {
    headers,
    data: {
      email,
      first_name: first,
      last_name: last,
      password: DEMO_PASSWORD,
      schools: [{ id: schoolOf, role_id: role.id }],
    },
  });
  expect(created.status(), `create ${email}`).toBe(201);
}

/** Opens the user menu (the button with the user's name) and chooses an item. */
export async function openUserMenuItem(page: Page, name: RegExp, item: string) {
  await page.getByRole('button', { name }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/**
 * Types into a search field (SearchComboBox) and chooses the one option its answer offers, with the
 * keyboard only. It waits for the answer to the whole text: while that is on its way, an earlier
 * answer's options stay in sight but disabled. A click could miss an option of a list that is still
 * settling, and the list closes when the page under it scrolls (as a click may make it do).
 */
export async function chooseSearched(combobox: Locator, typed: string, label: string) {
  const page = combobox.page();
  await combobox.focus();
  await page.keyboard.type(typed);
  // One look at the whole list, so an earlier answer that is being replaced cannot pass one check
  // and the new one the next.
  await expect
    .poll(() =>
      page
        .getByRole('option')
        .evaluateAll(
          (options, text) =>
            options.length === 1 &&
            (options[0]!.textContent ?? '').includes(text) &&
            options[0]!.getAttribute('aria-disabled') !== 'true',
          label,
        ),
    )
    .toBe(true);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(combobox).toHaveValue(label);
}

/** The authenticated shell has rendered: its main navigation is there. */
export async function expectShell(page: Page): Promise<void> {
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
}

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

// The server keeps every mail in its mail_outbox table when no SMTP server is configured
// (README): a journey reads the link there, as a person would follow it from their inbox.
// better-sqlite3 is the server's own driver; the e2e package borrows it rather than adding one.
const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const requireFromServer = createRequire(join(repoRoot, 'server', 'package.json'));

/**
 * The newest mail the server on `port` sent to `to`, waiting for it: from its SMTP sink when it
 * has one (a delivered mail keeps no body in the outbox: its links are live secrets), else from
 * its outbox.
 */
export async function latestMail(to: string, port = E2E_PORT): Promise<OutboxMail> {
  if (existsSync(join(repoRoot, mailSinkDir(port)))) {
    let mails: SinkMail[] = [];
    await expect
      .poll(() => (mails = mailsTo(to, port)).length, {
        timeout: 30_000,
        message: `mails to ${to}`,
      })
      .toBeGreaterThan(0);
    const mail = mails.at(-1)!;
    return { to, subject: mail.subject, text: mail.text ?? '' };
  }
  const Database = requireFromServer('better-sqlite3') as new (
    file: string,
    options: { readonly: boolean; fileMustExist: boolean },
  ) => {
    prepare: (sql: string) => { get: (...params: unknown[]) => OutboxMail | undefined };
    close: () => void;
  };
  const db = new Database(join(repoRoot, databaseFile(port)), {
    readonly: true,
    fileMustExist: true,
  });
  try {
    const query = db.prepare(
      'SELECT "to", subject, text FROM mail_outbox WHERE "to" = ? ORDER BY id DESC LIMIT 1',
    );
    // The server writes the mail before it answers; the bound is for a very busy machine.
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      const mail = query.get(to);
      if (mail) return mail;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } finally {
    db.close();
  }
  throw new Error(`no mail to ${to} in the outbox`);
}

/** The first link to this app in a mail's text, as a path with its query. */
export function linkInMail(mail: OutboxMail): string {
  const match = /https?:\/\/[^\s)>\]]+/.exec(mail.text);
  if (!match) throw new Error(`no link in the mail "${mail.subject}"`);
  const url = new URL(match[0]);
  return `${url.pathname}${url.search}`;
}

/** A mail as the SMTP sink of the journeys' server received it (e2e/mail-sink.ts). */
export interface SinkMail {
  to: string[];
  subject: string;
  /** The plain text part. */
  text: string | null;
  /** The HTML part. */
  html: string | null;
}

/** Every mail to `to` the main server sent so far, oldest first (from its SMTP sink's inbox). */
export function mailsTo(to: string, port = E2E_PORT): SinkMail[] {
  const dir = join(repoRoot, mailSinkDir(port));
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as SinkMail)
    .filter((mail) => mail.to.includes(to));
}

/**
 * Waits until the SMTP sink received at least `count` mails to `to` and returns the newest. The
 * server answers after handing the mail to SMTP; the bound is for a very busy machine.
 */
export async function receivedMail(to: string, count = 1): Promise<SinkMail> {
  let mails: SinkMail[] = [];
  await expect
    .poll(() => (mails = mailsTo(to)).length, { timeout: 30_000, message: `mails to ${to}` })
    .toBeGreaterThanOrEqual(count);
  return mails.at(-1)!;
}
