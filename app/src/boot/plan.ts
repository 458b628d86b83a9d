/**
 * What the boot script (boot/boot.ts) does for this visit, as pure functions. Its only imports
 * are the route table's paths, the contract's constants and the locale rule (i18n/config.ts),
 * modules without imports of their own; the build gives the boot script its own copy of them
 * (vite.config.ts, bootOwnCopies), so it never waits for a chunk it shares with the app.
 *
 * The boot script is the first script of the page (index.html loads it `async`, before the app's
 * entry). It has no imports, so it runs as soon as it arrives, while the entry's ~140 KB of
 * libraries still download, and uses that time:
 *  - with a stored token, it sends the GET requests the first screen will make, with the headers
 *    lib/api/client.ts would send, into a map whose answers apiFetch takes over (plan.test.ts
 *    checks that the paths are the SWR keys of the hooks, and the locale the app's);
 *  - it preloads the messages of the locale the app will start in and, for a signed-in visitor,
 *    the shell's code and the code of the screen at the URL (a document, the calendar, the social
 *    map, the manuals, koppelingen): otherwise those are requested only after the entry has run
 *    and the router has matched the URL;
 *  - it evaluates the entry's libraries one by one as they arrive (`evaluate` below).
 * The file names come from `<script type="application/json" id="koers-boot">`, which the build
 * writes into index.html (vite.config.ts). Everything here is best effort: if it fails or does not
 * run, the app requests the same things itself, a little later.
 */

import { CONTEXT_SEGMENTS, MANAGER_RANK } from '@koers/contract/constants';
import { browserLanguages, initialLocale, readLocaleConfig } from '@/i18n/config';
import { matchRoute, paths } from '@/lib/paths';

/** What the build tells the boot script about its files. */
export interface BootManifest {
  /** The app's entry, which the boot script imports last (index.html only preloads it). */
  entry?: string;
  messages?: Record<string, string>;
  shell?: string[];
  /** The login page, which a visitor without a session sees. */
  auth?: string[];
  document?: string[];
  /** The code of other screens, by their path. */
  pages?: Record<string, string[]>;
  /** The libraries the entry imports, each after the ones it imports (see BootPlan.evaluate). */
  libraries?: string[];
}

export interface BootEarlyRequest {
  token: string;
  locale: string;
  startedAt: number;
  response: Promise<Response>;
}

declare global {
  /** The boot script's early API requests by path; lib/api/client.ts takes answers from it. */
  var __koersEarly: Map<string, BootEarlyRequest> | undefined;
}

export interface BootPlan {
  locale: string;
  /** API paths to request now (empty without a token). */
  requests: string[];
  /** Files to preload. */
  preload: string[];
  /**
   * The entry's libraries, to import one by one as they arrive. Importing a module evaluates it
   * once, so each library's top-level code then runs in a task of its own while the rest still
   * downloads, instead of all of it in the one long task in which the browser evaluates the entry
   * and everything it imports (React DOM, the router, react-intl, react-aria: the longest piece
   * of main-thread work of a first visit). Nothing changes for the app: it gets the same module
   * instances, evaluated in the same order (every library after the ones it imports).
   */
  evaluate: string[];
  /** The app's entry: imported after `evaluate`, it starts the app. */
  entry: string | null;
  /**
   * Whether the screen at the URL formats dates or numbers while it loads (the calendar, the
   * settings and admin tables), so the boot script loads the browser's date and number data
   * now, while the code downloads. Elsewhere it does not: that first load is 20–60 ms of main
   * thread (4× on a phone) that the document page, the social map and the login page never need.
   */
  formatsDates: boolean;
  /**
   * For a school context: the early requests whose answers tell whether the shell will ask for
   * the board's documents too (boardDocumentsPath), so the boot script can ask for them as soon
   * as those answers are in instead of after the app has run.
   */
  board: { user: string; roles: string; school: string; schoolId: number } | null;
}

const USER_PATH = '/api/users/current';
const ROLES_PATH = '/api/roles';
/** The screens without the signed-in shell (guest pages and the context chooser). */
const WITHOUT_SHELL = [
  paths.login,
  paths.unknownUser,
  paths.forgotPassword,
  paths.changePassword,
  paths.changeSchoolOrganisation,
  paths.acceptInvite,
];
/** The screens that format dates or numbers while they load (see BootPlan.formatsDates). */
const FORMATS_DATES = [paths.calendar, paths.settings.index, paths.admin.index];

export function read(storage: Pick<Storage, 'getItem'> | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function readJson(doc: Document | undefined, id: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(doc?.getElementById(id)?.textContent ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The locale the app starts in: the app's own rule (i18n/config.ts), so both always agree. */
export function bootLocale(
  stored: string | null,
  doc: Document | undefined,
  languages: readonly string[] = browserLanguages(),
): string {
  return initialLocale(stored, readLocaleConfig(doc), languages);
}

/** The stored context (`{id, contextType}` as JSON), or null when it is missing or malformed. */
function readContext(
  text: string | null,
): { id: number; contextType: 'school' | 'organisation' } | null {
  try {
    const value = JSON.parse(text ?? 'null') as { id?: unknown; contextType?: unknown } | null;
    if (
      value &&
      typeof value.id === 'number' &&
      Number.isInteger(value.id) &&
      (value.contextType === 'school' || value.contextType === 'organisation')
    ) {
      return { id: value.id, contextType: value.contextType };
    }
  } catch {
    /* malformed: no context */
  }
  return null;
}

/**
 * The app's entry from the manifest; without a manifest (the dev server, which loads the entry
 * itself from index.html) none.
 */
export function bootEntry(doc: Document | undefined): string | null {
  return entryOf(readJson(doc, 'koers-boot') as BootManifest);
}

function entryOf(manifest: BootManifest): string | null {
  return typeof manifest.entry === 'string' && manifest.entry !== '' ? manifest.entry : null;
}

/** What to request and preload for this visit, from storage, the URL and the manifest. */
export function bootPlan(
  storage: Pick<Storage, 'getItem'> | undefined,
  pathname: string,
  doc: Document | undefined,
): BootPlan {
  const manifest = readJson(doc, 'koers-boot') as BootManifest;
  const locale = bootLocale(read(storage, 'locale'), doc);
  const token = read(storage, 'token');
  const requests: string[] = [];
  const preload: string[] = [];
  const entry = entryOf(manifest);
  const evaluate = Array.isArray(manifest.libraries)
    ? manifest.libraries.filter((file): file is string => typeof file === 'string')
    : [];
  const messages = manifest.messages?.[locale];
  if (messages) preload.push(messages);
  if (!token) {
    // Without a session every screen but the other guest pages ends on the login page.
    preload.push(...(manifest.auth ?? []));
    return { locale, requests, preload, evaluate, entry, formatsDates: false, board: null };
  }

  requests.push(USER_PATH, ROLES_PATH);
  const context = readContext(read(storage, 'context'));
  let board: BootPlan['board'] = null;
  if (context) {
    const base = `/api/${CONTEXT_SEGMENTS[context.contextType]}/${context.id}`;
    requests.push(base, `${base}/documents`);
    if (context.contextType === 'school') {
      board = { user: USER_PATH, roles: ROLES_PATH, school: base, schoolId: context.id };
    }
    if (context.contextType === 'school') requests.push(`${base}/applications`, `${base}/periods`);
    // The social map's categories and first page, sorted by name as the screen starts.
    if (matchRoute(paths.contacts, pathname)) {
      requests.push(
        `${base}/contact-categories`,
        `${base}/contacts?page=1&sort_column=name&sort_order=asc`,
      );
    }
  }
  const documentId = matchRoute(paths.document, pathname)?.id;
  const document = documentId !== undefined && /^\d+$/.test(documentId);
  if (document) requests.push(`/api/documents/${documentId}`);

  if (!WITHOUT_SHELL.some((route) => matchRoute(route, pathname))) {
    preload.push(...(manifest.shell ?? []));
  }
  if (document) preload.push(...(manifest.document ?? []));
  const page = manifest.pages?.[pathname.replace(/(.)\/$/, '$1')];
  if (Array.isArray(page)) preload.push(...page);
  const formatsDates = FORMATS_DATES.some((route) => matchRoute(route, pathname, { within: true }));
  return { locale, requests, preload, evaluate, entry, formatsDates, board };
}

/** What boardDocumentsPath reads of the answer of `GET /api/users/current`. */
export interface BootUser {
  admin?: boolean;
  organisations?: { access?: { role_id?: number }; schools?: { id?: number }[] }[];
  schools?: {
    id?: number;
    access?: { role_id?: number };
    organisation?: { access?: { role_id?: number } | null } | null;
  }[];
}

/** What boardDocumentsPath reads of the roles and of the school. */
export type BootRoles = { id?: number; rank?: number }[];
export interface BootSchool {
  organisation?: { id?: number } | null;
}

/**
 * The board documents the shell asks for in a school context (app/shell-loader.ts): those of the
 * school's board, for the school's managers and admins (and super admins). The same rule as
 * lib/session/rules.ts `resolveRole` and `isManager` over the same answers (current user, roles,
 * the school), restated here because the boot script may not share code with the app;
 * plan.test.ts checks that both agree. Null when the shell will not ask (or the answers are not
 * what they should be).
 */
export function boardDocumentsPath(
  user: BootUser | null | undefined,
  roles: BootRoles | null | undefined,
  school: BootSchool | null | undefined,
  schoolId: number,
): string | null {
  const boardId = school?.organisation?.id;
  if (!user || typeof boardId !== 'number') return null;
  const viaOrganisation = user.organisations?.find((o) =>
    o.schools?.some((s) => s.id === schoolId),
  );
  let roleId: number | undefined;
  if (viaOrganisation) {
    roleId = viaOrganisation.access?.role_id;
  } else {
    const membership = user.schools?.find((s) => s.id === schoolId);
    roleId = membership?.organisation?.access?.role_id ?? membership?.access?.role_id;
  }
  const rank = Array.isArray(roles) ? roles.find((r) => r.id === roleId)?.rank : undefined;
  const manager = user.admin === true || (typeof rank === 'number' && rank >= MANAGER_RANK);
  return manager ? `/api/organisations/${boardId}/documents` : null;
}
