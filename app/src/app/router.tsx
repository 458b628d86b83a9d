import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  redirect,
  type MiddlewareFunction,
  type RouteObject,
} from 'react-router';
import { withChunkReload } from '@/lib/navigation/chunk-reload';
import { settingsIndexTarget } from '@/lib/navigation/guards';
import type { LayoutName, RouteHandle } from '@/lib/navigation/layout';
import {
  GLOBAL_MIDDLEWARE,
  runMiddleware,
  type MiddlewareName,
  type NamedMiddleware,
} from '@/lib/navigation/middleware';
import NotFoundPage from '@/features/not-found/routes/not-found-page';
import { paths, type RouteName, type RoutePath } from '@/lib/paths';
import { resolveRole } from '@/lib/session/rules';
import { getSession } from '@/lib/session/session-store';
import { AppRoot } from './app-root';
import { homeLoader } from './home-loader';
import { shellLoader } from './shell-loader';
import { loadLayout } from './layouts/layout-registry';
import { InitialLoadProgress } from './navigation-progress';
import { middlewareRegistry } from './middleware';
import { RouteError } from './route-error';

type ScreenModule = { default: ComponentType };

/** Wraps named middleware for react-router; names are looked up when the navigation runs. */
export function namedMiddleware(
  names: readonly string[],
  registry: Readonly<Record<string, NamedMiddleware>> = middlewareRegistry,
): MiddlewareFunction[] {
  if (names.length === 0) return [];
  return [
    async ({ request, params }) => {
      await runMiddleware(names, registry, { request, url: new URL(request.url), params });
    },
  ];
}

interface ScreenOptions {
  path?: string;
  index?: true;
  name: RouteName;
  layout: LayoutName;
  middleware?: MiddlewareName[];
  /** The screen's module (lazy: every screen is its own chunk). */
  load?: () => Promise<ScreenModule>;
  children?: RouteObject[];
  loader?: RouteObject['loader'];
}

/** One route of the table: handle (name, layout, middleware), middleware and the lazy screen. */
function screen({
  path,
  index,
  name,
  layout,
  middleware = [],
  load,
  children,
  loader,
}: ScreenOptions): RouteObject {
  const handle: RouteHandle = { name, layout, middleware };
  const base = {
    handle,
    middleware: namedMiddleware(middleware),
    loader,
    lazy: load
      ? async () => {
          // The layout's chunk loads alongside the screen's, so both render in one go.
          const [module] = await Promise.all([withChunkReload(load)(), loadLayout(layout)]);
          return { Component: module.default };
        }
      : async () => {
          await loadLayout(layout);
          return {};
        },
  };
  return index ? { ...base, index: true } : { ...base, path, children };
}

/** A settings or admin tab: its own screen inside the parent's layout and guards. */
function tab(
  route: Pick<RoutePath, 'path'>,
  name: RouteName,
  load: () => Promise<ScreenModule>,
): RouteObject {
  return {
    path: route.path,
    handle: { name } satisfies RouteHandle,
    lazy: async () => ({ Component: (await withChunkReload(load)()).default }),
  };
}

/**
 * An index route that only redirects (SPEC §2: /instellingen → algemeen, /admin → besturen). Its
 * element is explicitly empty: it never renders, the loader's redirect replaces it.
 */
const redirectIndex = (target: string | (() => string)): RouteObject => ({
  index: true,
  loader: () => redirect(typeof target === 'string' ? target : target()),
  element: null,
});

/**
 * The document is loaded before the screen shows (alongside the screen's code and the shell):
 * the page, its contents and the header's edit toggle then appear together, without a spinner
 * and without the header growing afterwards. A failure is left to the page (SPEC §8 states).
 * A document of another school or board than the current context is never shown under the
 * current one's name (document-loader.ts).
 */
const loadDocument: NonNullable<RouteObject['loader']> = async ({ params, request }) => {
  const { documentLoader } = await import('./document-loader');
  return documentLoader(params.id, new URL(request.url));
};

/** The social map's first page and categories, likewise (see preloadContacts). */
const loadContacts: NonNullable<RouteObject['loader']> = async () => {
  const { preloadContacts } = await import('@/features/contacts/api/preload-contacts');
  await preloadContacts();
  return null;
};

/**
 * The one route table (SPEC §2), history mode. Every path comes from lib/paths.ts (absolute, also
 * the tabs': react-router takes an absolute child path that starts with its parent's).
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: AppRoot,
    ErrorBoundary: RouteError,
    HydrateFallback: InitialLoadProgress,
    middleware: namedMiddleware(GLOBAL_MIDDLEWARE),
    loader: shellLoader,
    // The root's loader serves the first screen of a visit only: not run again on navigations.
    shouldRevalidate: () => false,
    children: [
      screen({
        index: true,
        name: 'home',
        layout: 'authenticated',
        middleware: ['auth', 'context'],
        loader: homeLoader,
        // Only shown when the redirect rule has nowhere to send a reader (home-loader.ts).
        load: () => import('./shell/home-page'),
      }),
      screen({
        path: paths.login.path,
        name: 'login',
        layout: 'guest',
        middleware: ['guest-only'],
        load: () => import('@/features/auth/routes/login-page'),
      }),
      screen({
        path: paths.unknownUser.path,
        name: 'unknown-user',
        layout: 'guest',
        middleware: ['guest-only'],
        load: () => import('@/features/auth/routes/login-page'),
      }),
      screen({
        path: paths.forgotPassword.path,
        name: 'forgot-password',
        layout: 'guest',
        middleware: ['guest-only'],
        load: () => import('@/features/auth/routes/forgot-password-page'),
      }),
      screen({
        path: paths.changePassword.path,
        name: 'change-password',
        layout: 'guest',
        middleware: ['guest-only'],
        load: () => import('@/features/auth/routes/change-password-page'),
      }),
      screen({
        path: paths.changeSchoolOrganisation.path,
        name: 'change-school-organisation',
        layout: 'default',
        middleware: ['auth'],
        load: () => import('@/features/context/routes/change-school-organisation-page'),
      }),
      screen({
        path: paths.acceptInvite.path,
        name: 'accept-invite',
        layout: 'guest',
        load: () => import('@/features/auth/routes/accept-invite-page'),
      }),
      screen({
        path: paths.confirmEmail.path,
        name: 'confirm-email',
        layout: 'guest',
        load: () => import('@/features/auth/routes/confirm-email-page'),
      }),
      screen({
        path: paths.document.path,
        name: 'document',
        layout: 'authenticated',
        middleware: ['auth', 'context'],
        loader: loadDocument,
        load: () => import('./document-screen'),
      }),
      screen({
        path: paths.documentHistory.path,
        name: 'document-history',
        layout: 'authenticated',
        middleware: ['auth', 'context'],
        load: () => import('@/features/history/routes/history-page'),
      }),
      screen({
        path: paths.documentPrint.path,
        name: 'document-print',
        // The pages alone, with the brand and the language: no sidebar or header beside them.
        layout: 'default',
        middleware: ['auth', 'context'],
        load: () => import('@/features/print/routes/print-page'),
      }),
      screen({
        path: paths.calendar.path,
        name: 'calendar',
        layout: 'authenticated',
        middleware: ['auth', 'context'],
        load: () => import('@/features/calendar/routes/calendar-page'),
      }),
      screen({
        path: paths.contacts.path,
        name: 'contacts',
        layout: 'authenticated',
        middleware: ['auth', 'context'],
        loader: loadContacts,
        load: () => import('@/features/contacts/routes/contacts-page'),
      }),
      screen({
        path: paths.links.path,
        name: 'links',
        layout: 'authenticated',
        middleware: ['auth', 'context'],
        load: () => import('@/features/applications/routes/links-page'),
      }),
      screen({
        path: paths.twoFactorSetup.path,
        name: 'two-factor-setup',
        // Before anything else: no sidebar, no context (its calls are refused until it is on).
        layout: 'default',
        middleware: ['auth'],
        load: () => import('@/features/account/routes/two-factor-setup-page'),
      }),
      screen({
        path: paths.account.path,
        name: 'account',
        layout: 'authenticated',
        middleware: ['auth', 'context'],
        load: () => import('@/features/account/routes/account-page'),
      }),
      screen({
        path: paths.manuals.path,
        name: 'manuals',
        layout: 'authenticated',
        middleware: ['auth', 'context'],
        load: () => import('@/features/manuals/routes/manuals-page'),
      }),
      screen({
        path: paths.settings.index.path,
        name: 'settings',
        layout: 'authenticated',
        middleware: ['auth', 'context', 'manager', 'settings-tab'],
        load: () => import('@/features/settings/routes/settings-layout'),
        children: [
          // SPEC §2 says the general tab; a manager may not use it, so their first tab.
          redirectIndex(() => {
            const { user, context, roles } = getSession();
            return settingsIndexTarget(user, resolveRole(user, context, roles), context);
          }),
          tab(
            paths.settings.global,
            'settings.global',
            () => import('@/features/settings/routes/settings-global'),
          ),
          tab(
            paths.settings.applicationChooser,
            'settings.application-chooser',
            () => import('@/features/settings/routes/settings-application-chooser'),
          ),
          tab(
            paths.settings.calendar,
            'settings.calendar',
            () => import('@/features/settings/routes/settings-calendar'),
          ),
          tab(
            paths.settings.periods,
            'settings.periods',
            () => import('@/features/settings/routes/settings-periods'),
          ),
          tab(
            paths.settings.schools,
            'settings.schools',
            () => import('@/features/settings/routes/settings-schools'),
          ),
          tab(
            paths.settings.users,
            'settings.users',
            () => import('@/features/settings/routes/settings-users'),
          ),
          tab(
            paths.settings.contactCategories,
            'settings.contact-categories',
            () => import('@/features/settings/routes/settings-contact-categories'),
          ),
          tab(
            paths.settings.auditLog,
            'settings.audit-log',
            () => import('@/features/audit/routes/settings-audit-log'),
          ),
        ],
      }),
      screen({
        path: paths.admin.index.path,
        name: 'admin',
        layout: 'admin',
        middleware: ['auth', 'admin'],
        load: () => import('@/features/admin/routes/admin-layout'),
        children: [
          redirectIndex(paths.admin.organisations.href()),
          tab(
            paths.admin.organisations,
            'admin.organisations',
            () => import('@/features/admin/routes/admin-organisations'),
          ),
          tab(
            paths.admin.organisation,
            'admin.organisation',
            () => import('@/features/admin/routes/admin-organisation'),
          ),
          tab(
            paths.admin.schools,
            'admin.schools',
            () => import('@/features/admin/routes/admin-schools'),
          ),
          tab(
            paths.admin.users,
            'admin.users',
            () => import('@/features/admin/routes/admin-users'),
          ),
          tab(paths.admin.user, 'admin.user', () => import('@/features/admin/routes/admin-user')),
          tab(
            paths.admin.manuals,
            'admin.manuals',
            () => import('@/features/admin/routes/admin-manuals'),
          ),
          tab(
            paths.admin.newManual,
            'admin.new-manual',
            () => import('@/features/admin/routes/admin-manual'),
          ),
          tab(
            paths.admin.manual,
            'admin.manual',
            () => import('@/features/admin/routes/admin-manual'),
          ),
          tab(
            paths.admin.auditLog,
            'admin.audit-log',
            () => import('@/features/audit/routes/admin-audit-log'),
          ),
        ],
      }),
      screen({
        path: '*',
        name: 'not-found',
        layout: 'default',
        // Already in the entry chunk: the error page shows it for a 404 too.
        load: async () => ({ default: NotFoundPage }),
      }),
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
