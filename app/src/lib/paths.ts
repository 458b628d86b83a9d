/**
 * The route table's URLs (SPEC §2): one entry per route, each with its `path` (the pattern the
 * router matches, and the boot script and the build read) and `href` (the link to it, from the
 * route's parameters). The one place that knows the app's paths; no other module spells one.
 *
 * No imports but types: the boot script and vite.config.ts read this file too.
 */
import type { CONTEXT_TYPES } from '@koers/contract/constants';

export type ContextType = (typeof CONTEXT_TYPES)[number];

/** One route's URL: the pattern it matches and the link to it. */
export interface RoutePath<Args extends unknown[] = []> {
  /** The pattern (`/document/:id`), absolute. */
  readonly path: string;
  /** The URL of the route for the given parameters. */
  readonly href: (...args: Args) => string;
}

const fixed = (path: string): RoutePath => ({ path, href: () => path });

const withQuery = (path: string, query?: Record<string, string | undefined>): string => {
  const entries = Object.entries(query ?? {}).filter(
    (entry): entry is [string, string] => entry[1] !== undefined,
  );
  return entries.length ? `${path}?${new URLSearchParams(entries).toString()}` : path;
};

export const paths = {
  home: fixed('/'),
  login: fixed('/authenticatie/inloggen'),
  unknownUser: fixed('/authenticatie/onbekende-gebruiker'),
  forgotPassword: fixed('/authenticatie/wachtwoord-vergeten'),
  changePassword: {
    path: '/authenticatie/wachtwoord-opnieuw-instellen',
    href: (query?: { token?: string; email?: string }) =>
      withQuery('/authenticatie/wachtwoord-opnieuw-instellen', query),
  } satisfies RoutePath<[{ token?: string; email?: string }?]>,
  changeSchoolOrganisation: fixed('/authenticatie/school-of-bestuur-selecteren'),
  /** The link mailed to a new e-mail address (`token` in the query). */
  confirmEmail: {
    path: '/account/e-mailadres-bevestigen',
    href: (token?: string) => withQuery('/account/e-mailadres-bevestigen', { token }),
  } satisfies RoutePath<[string?]>,
  acceptInvite: {
    path: '/uitnodigingen/:id/accepteren',
    href: (id: string) => `/uitnodigingen/${encodeURIComponent(id)}/accepteren`,
  } satisfies RoutePath<[string]>,
  document: {
    path: '/document/:id',
    href: (id: number | string, query?: { from?: 'admin' }) =>
      withQuery(`/document/${encodeURIComponent(String(id))}`, query),
  } satisfies RoutePath<[number | string, { from?: 'admin' }?]>,
  /**
   * A document's history (its managers): the entries and named versions; `versie` opens one
   * version to read, `van` and `tot` compare two.
   */
  documentHistory: {
    path: '/document/:id/geschiedenis',
    href: (id: number | string, query?: { versie?: number; van?: number; tot?: number }) =>
      withQuery(`/document/${encodeURIComponent(String(id))}/geschiedenis`, {
        versie: query?.versie?.toString(),
        van: query?.van?.toString(),
        tot: query?.tot?.toString(),
      }),
  } satisfies RoutePath<[number | string, { versie?: number; van?: number; tot?: number }?]>,
  /**
   * A document laid out for printing on A4 (cover, contents with page numbers, the text);
   * `versie` prints that version of its history (its managers) instead of the current text.
   */
  documentPrint: {
    path: '/document/:id/afdrukken',
    href: (id: number | string, query?: { versie?: number }) =>
      withQuery(`/document/${encodeURIComponent(String(id))}/afdrukken`, {
        versie: query?.versie?.toString(),
      }),
  } satisfies RoutePath<[number | string, { versie?: number }?]>,
  calendar: fixed('/jaarkalender'),
  contacts: fixed('/sociale-kaart'),
  links: fixed('/account/koppelingen'),
  /** Mijn account: one's name, language, e-mail address, password and sessions. */
  account: fixed('/account'),
  /** Setting up two-step verification when a board, school or the server requires it first. */
  twoFactorSetup: fixed('/account/tweestapsverificatie'),
  manuals: fixed('/handleidingen'),
  settings: {
    index: fixed('/instellingen'),
    global: fixed('/instellingen/algemeen'),
    applicationChooser: fixed('/instellingen/applicatie-kiezer'),
    calendar: fixed('/instellingen/jaarkalender'),
    periods: fixed('/instellingen/schooljaren'),
    schools: fixed('/instellingen/scholen'),
    users: fixed('/instellingen/gebruikers'),
    contactCategories: fixed('/instellingen/sociale-kaart'),
    auditLog: fixed('/instellingen/logboek'),
  },
  admin: {
    index: fixed('/admin'),
    organisations: fixed('/admin/besturen'),
    /** One board: its details, schools and members. */
    organisation: {
      path: '/admin/besturen/:id',
      href: (id: number) => `/admin/besturen/${id}`,
    } satisfies RoutePath<[number]>,
    schools: fixed('/admin/scholen'),
    users: fixed('/admin/gebruikers'),
    /** One user: details, memberships, mails, blocking, super admin rights and sessions. */
    user: {
      path: '/admin/gebruikers/:id',
      href: (id: number) => `/admin/gebruikers/${id}`,
    } satisfies RoutePath<[number]>,
    manuals: fixed('/admin/handleidingen'),
    /** A new manual: the same form as one manual's page, empty. */
    newManual: fixed('/admin/handleidingen/nieuw'),
    /** One manual: its title, description, video and text, to change or remove. */
    manual: {
      path: '/admin/handleidingen/:id',
      href: (id: number) => `/admin/handleidingen/${id}`,
    } satisfies RoutePath<[number]>,
    /** The activity log of the whole installation; `?user=` opens it filtered on one person. */
    auditLog: {
      path: '/admin/logboek',
      href: (query?: { user?: number }) =>
        withQuery('/admin/logboek', {
          user: query?.user === undefined ? undefined : String(query.user),
        }),
    } satisfies RoutePath<[{ user?: number }?]>,
  },
} as const;

/**
 * Who may use a settings tab (SPEC §6): `manager` is rank ≥ 10 in the current context, `admin`
 * rank ≥ 15; a super admin is both. The ranks themselves are MANAGER_RANK and ADMIN_RANK in
 * `@koers/contract/constants` (lib/session/rules.ts applies them).
 */
export type SettingsRole = 'manager' | 'admin';

/** The kind of context a settings tab is about: a board has schools, a school has years. */
export type SettingsScope = 'school' | 'organisation' | 'both';

/** One tab of Instellingen: its route, who may use it and where it applies. */
export interface SettingsTab {
  readonly id: string;
  readonly name: RouteName;
  readonly route: RoutePath;
  readonly minRole: SettingsRole;
  readonly scope: SettingsScope;
}

/**
 * The settings tabs in their order, with the least role that may use each: the one table the
 * sidebar (whether and where Instellingen links), the tab bar and the route guard read.
 *
 * Managers read what they work with (the applications, the calendar's categories and feed, the
 * school years, the social map's categories); the context's own settings (its details, its
 * members, its schools) are its admins' (DESIGN §4). The server lets any member read what the
 * manager tabs show, and only admins a context's members, so no manager tab meets a 403.
 */
export const settingsTabs = [
  {
    id: 'global',
    name: 'settings.global',
    route: paths.settings.global,
    minRole: 'admin',
    scope: 'both',
  },
  {
    id: 'application-chooser',
    name: 'settings.application-chooser',
    route: paths.settings.applicationChooser,
    minRole: 'manager',
    scope: 'school',
  },
  {
    id: 'calendar',
    name: 'settings.calendar',
    route: paths.settings.calendar,
    minRole: 'manager',
    scope: 'school',
  },
  {
    id: 'periods',
    name: 'settings.periods',
    route: paths.settings.periods,
    minRole: 'manager',
    scope: 'school',
  },
  {
    id: 'schools',
    name: 'settings.schools',
    route: paths.settings.schools,
    minRole: 'admin',
    scope: 'organisation',
  },
  {
    id: 'users',
    name: 'settings.users',
    route: paths.settings.users,
    minRole: 'admin',
    scope: 'both',
  },
  {
    id: 'contact-categories',
    name: 'settings.contact-categories',
    route: paths.settings.contactCategories,
    minRole: 'manager',
    scope: 'both',
  },
  {
    id: 'audit-log',
    name: 'settings.audit-log',
    route: paths.settings.auditLog,
    minRole: 'admin',
    scope: 'both',
  },
] as const satisfies readonly SettingsTab[];

export type SettingsTabId = (typeof settingsTabs)[number]['id'];

/**
 * The parameters of `pathname` if it is the route `entry` (a trailing slash allowed), or with
 * `within` any path under it; null otherwise. For code outside the router (the boot script).
 */
export function matchRoute(
  entry: Pick<RoutePath<never>, 'path'>,
  pathname: string,
  { within = false }: { within?: boolean } = {},
): Record<string, string> | null {
  const names: string[] = [];
  const pattern = entry.path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/')
    .replace(/^\/$/, '');
  const match = new RegExp(`^${pattern}${within ? '(?:/.*)?' : '/?'}$`).exec(pathname);
  if (!match) return null;
  return Object.fromEntries(names.map((name, index) => [name, match[index + 1] ?? '']));
}

/** Route names of SPEC §2 ("Route names used in redirects" and the tabs). */
export type RouteName =
  | 'home'
  | 'login'
  | 'unknown-user'
  | 'forgot-password'
  | 'change-password'
  | 'change-school-organisation'
  | 'accept-invite'
  | 'confirm-email'
  | 'document'
  | 'document-history'
  | 'document-print'
  | 'calendar'
  | 'contacts'
  | 'links'
  | 'account'
  | 'two-factor-setup'
  | 'manuals'
  | 'settings'
  | 'settings.global'
  | 'settings.application-chooser'
  | 'settings.calendar'
  | 'settings.periods'
  | 'settings.schools'
  | 'settings.users'
  | 'settings.contact-categories'
  | 'settings.audit-log'
  | 'admin'
  | 'admin.organisations'
  | 'admin.organisation'
  | 'admin.schools'
  | 'admin.users'
  | 'admin.user'
  | 'admin.audit-log'
  | 'admin.manuals'
  | 'admin.manual'
  | 'admin.new-manual'
  | 'not-found';
