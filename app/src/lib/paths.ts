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
  acceptInvite: {
    path: '/uitnodigingen/:id/accepteren',
    href: (id: string) => `/uitnodigingen/${encodeURIComponent(id)}/accepteren`,
  } satisfies RoutePath<[string]>,
  document: {
    path: '/document/:id',
    href: (id: number | string, query?: { from?: 'admin' }) =>
      withQuery(`/document/${encodeURIComponent(String(id))}`, query),
  } satisfies RoutePath<[number | string, { from?: 'admin' }?]>,
  calendar: fixed('/jaarkalender'),
  contacts: fixed('/sociale-kaart'),
  links: fixed('/account/koppelingen'),
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
  },
  admin: {
    index: fixed('/admin'),
    organisations: fixed('/admin/besturen'),
    schools: fixed('/admin/scholen'),
    users: fixed('/admin/gebruikers'),
    manuals: fixed('/admin/handleidingen'),
  },
} as const;

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
  | 'document'
  | 'calendar'
  | 'contacts'
  | 'links'
  | 'manuals'
  | 'settings'
  | 'settings.global'
  | 'settings.application-chooser'
  | 'settings.calendar'
  | 'settings.periods'
  | 'settings.schools'
  | 'settings.users'
  | 'settings.contact-categories'
  | 'admin'
  | 'admin.organisations'
  | 'admin.schools'
  | 'admin.users'
  | 'admin.manuals'
  | 'not-found';
