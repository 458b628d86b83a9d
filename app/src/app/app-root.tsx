import { createElement, useEffect, useState } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import {
  Outlet,
  ScrollRestoration,
  useHref,
  useLocation,
  useMatches,
  useNavigate,
  type NavigateOptions,
} from 'react-router';
import { selectLayout, type RouteHandle } from '@/lib/navigation/layout';
import { useSessionState } from '@/lib/session/session-store';
import { getLoadedLayout, loadLayout } from './layouts/layout-registry';
import { NavigationProgress } from './navigation-progress';
import { usePageTitle } from './page-title';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

/**
 * The root of every screen: picks the layout (SPEC §2) and wraps the screen in it, shows the
 * navigation progress bar and restores scroll positions (top, hash target or saved position).
 */
export function AppRoot() {
  const matches = useMatches();
  const location = useLocation();
  const navigate = useNavigate();
  const superAdmin = useSessionState((s) => s.user?.admin === true);
  const layoutName = selectLayout(
    matches.map((m) => m.handle as RouteHandle | undefined),
    location.search,
    { superAdmin },
  );
  const Layout = useLayout(layoutName);
  usePageTitle();

  return (
    <AriaRouterProvider
      navigate={(to, options) => void navigate(to, options)}
      useHref={useAriaHref}
    >
      <NavigationProgress />
      {/* createElement: the layout component comes from the registry's cache, one stable
          component per layout name, so it is not re-created on render. */}
      {Layout ? createElement(Layout, null, <Outlet />) : null}
      <ScrollRestoration />
    </AriaRouterProvider>
  );
}

const ABSOLUTE_URL = /^([a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * react-aria links resolve their href through the router, which would turn an external address
 * (an application, a guest footer page) into a path of this app: leave absolute URLs alone.
 */
export function useAriaHref(href: string): string {
  const routed = useHref(href);
  return ABSOLUTE_URL.test(href) ? href : routed;
}

function useLayout(name: ReturnType<typeof selectLayout>) {
  const [, setLoadedName] = useState<string | null>(null);
  const Layout = getLoadedLayout(name);
  useEffect(() => {
    // Normally the route's lazy() loaded it already; this covers routes without lazy().
    if (!Layout) void loadLayout(name).then(() => setLoadedName(name));
  }, [Layout, name]);
  return Layout;
}
