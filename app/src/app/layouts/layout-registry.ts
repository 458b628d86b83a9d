import type { ComponentType, ReactNode } from 'react';
import type { LayoutName } from '@/lib/navigation/layout';
import { withChunkReload } from '@/lib/navigation/chunk-reload';
import DefaultLayout from './default-layout';

export type LayoutComponent = ComponentType<{ children: ReactNode }>;

// Layouts are code-split like screens, so the login page does not ship the sidebar and header.
const importers: Record<LayoutName, () => Promise<{ default: LayoutComponent }>> = {
  guest: () => import('./guest-layout'),
  // In the main chunk anyway: the error page uses it when nothing else could load.
  default: () => Promise.resolve({ default: DefaultLayout }),
  error: () => Promise.resolve({ default: DefaultLayout }),
  authenticated: () => import('./authenticated-layout'),
  admin: () => import('./admin-layout'),
};

const loaded = new Map<LayoutName, LayoutComponent>();

/** SPEC §8: the lookup of a dynamic screen (here: a layout) by a name that does not exist. */
export class UnknownLayoutError extends Error {
  readonly status = 404;

  constructor(name: string) {
    super(`Not found: no layout named "${name}"`);
    this.name = 'NotFoundError';
  }
}

/** The layout component if its chunk is already here (the route's lazy() loads it first). */
export function getLoadedLayout(name: LayoutName): LayoutComponent | undefined {
  return loaded.get(name);
}

/** Loads a layout; awaited by route lazy() so the first render of a screen has its layout. */
export async function loadLayout(name: LayoutName): Promise<LayoutComponent> {
  const done = loaded.get(name);
  if (done) return done;
  const importer = Object.hasOwn(importers, name) ? importers[name] : undefined;
  if (!importer) throw new UnknownLayoutError(name);
  const module = await withChunkReload(importer)();
  loaded.set(name, module.default);
  return module.default;
}
