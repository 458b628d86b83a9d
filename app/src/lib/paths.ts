/**
 * Every URL of the app (SPEC §2), by route name: the one place that knows the paths. Builders take
 * the route's parameters; `routePatterns` holds the patterns the route table matches.
 */
export type ContextType = 'organisation' | 'school';

const withQuery = (path: string, query?: Record<string, string | undefined>): string => {
  const entries = Object.entries(query ?? {}).filter(
    (entry): entry is [string, string] => entry[1] !== undefined,
  );
  return entries.length ? `${path}?${new URLSearchParams(entries).toString()}` : path;
};

export const paths = {
  home: () => '/',
  login: () => '/authenticatie/inloggen',
  unknownUser: () => '/authenticatie/onbekende-gebruiker',
  forgotPassword: () => '/authenticatie/wachtwoord-vergeten',
  changePassword: (query?: { token?: string; email?: string }) =>
    withQuery('/authenticatie/wachtwoord-opnieuw-instellen', query),
  changeSchoolOrganisation: () => '/authenticatie/school-of-bestuur-selecteren',
  acceptInvite: (id: string) => `/uitnodigingen/${encodeURIComponent(id)}/accepteren`,
  document: (id: number | string, query?: { from?: 'admin' }) =>
    withQuery(`/document/${encodeURIComponent(String(id))}`, query),
  calendar: () => '/jaarkalender',
  contacts: () => '/sociale-kaart',
  links: () => '/account/koppelingen',
  manuals: () => '/handleidingen',
  settings: {
    index: () => '/instellingen',
    global: () => '/instellingen/algemeen',
    applicationChooser: () => '/instellingen/applicatie-kiezer',
    calendar: () => '/instellingen/jaarkalender',
    periods: () => '/instellingen/schooljaren',
    schools: () => '/instellingen/scholen',
    users: () => '/instellingen/gebruikers',
    contactCategories: () => '/instellingen/sociale-kaart',
  },
  admin: {
    index: () => '/admin',
    organisations: () => '/admin/besturen',
    schools: () => '/admin/scholen',
    users: () => '/admin/gebruikers',
    manuals: () => '/admin/handleidingen',
  },
} as const;

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
