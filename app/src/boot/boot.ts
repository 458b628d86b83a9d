// The page's first script: index.html loads it `async`, ahead of the app's entry. What it does
// and why: see plan.ts. Its only import is plan.ts, which imports nothing, so this is one small
// file that runs as soon as it arrives.
import { bootPlan, read, type BootEarlyRequest } from './plan';

/** Carries out the plan: the requests into globalThis.__koersEarly, the preloads into <head>. */
function boot(): void {
  const doc = globalThis.document;
  const plan = bootPlan(globalThis.localStorage, globalThis.location?.pathname ?? '/', doc);
  const token = read(globalThis.localStorage, 'token');
  const early = (globalThis.__koersEarly ??= new Map<string, BootEarlyRequest>());
  if (token) {
    for (const path of plan.requests) {
      if (early.has(path)) continue;
      const response = fetch(path, {
        headers: {
          Accept: 'application/json',
          'Accept-Language': plan.locale,
          Authorization: `Bearer ${token}`,
        },
      });
      response.catch(() => undefined);
      early.set(path, { token, locale: plan.locale, startedAt: Date.now(), response });
    }
  }
  for (const href of plan.preload) {
    if (doc.head.querySelector(`link[href="${CSS.escape(href)}"]`)) continue;
    const link = doc.createElement('link');
    if (href.endsWith('.css')) {
      link.rel = 'preload';
      link.as = 'style';
    } else {
      link.rel = 'modulepreload';
    }
    link.crossOrigin = '';
    link.href = href;
    doc.head.append(link);
  }
}

try {
  boot();
} catch {
  /* best effort: the app asks for everything itself */
}
