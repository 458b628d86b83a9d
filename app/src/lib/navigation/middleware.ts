/**
 * Named route middleware (SPEC §2 "Navigation behaviour"): the global ones run before every
 * navigation, then the ones the screen declares, in order. A name that is not registered throws.
 */
export interface MiddlewareContext {
  request: Request;
  url: URL;
  params: Record<string, string | undefined>;
}

/** A middleware redirects by throwing react-router's `redirect()`; otherwise it just returns. */
export type NamedMiddleware = (context: MiddlewareContext) => void | Promise<void>;

export type MiddlewareName =
  | 'locale'
  | 'check-auth'
  | 'auth'
  | 'admin'
  | 'context'
  | 'guest-only'
  | 'manager'
  | 'settings-tab';

/** SPEC §2: before each navigation. */
export const GLOBAL_MIDDLEWARE: readonly MiddlewareName[] = ['locale', 'check-auth'];

export class UnknownMiddlewareError extends Error {
  constructor(name: string) {
    super(`Unknown middleware "${name}"`);
    this.name = 'UnknownMiddlewareError';
  }
}

/** Looks up every name first (so an unknown one throws before anything runs), then runs them in order. */
export async function runMiddleware(
  names: readonly string[],
  registry: Readonly<Record<string, NamedMiddleware>>,
  context: MiddlewareContext,
): Promise<void> {
  const chain = names.map((name) => {
    const middleware = Object.hasOwn(registry, name) ? registry[name] : undefined;
    if (!middleware) throw new UnknownMiddlewareError(name);
    return middleware;
  });
  for (const middleware of chain) await middleware(context);
}
