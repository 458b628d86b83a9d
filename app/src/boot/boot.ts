// The page's first script: index.html loads it `async`, ahead of the app's entry. What it does
// and why: see plan.ts. Its only import is plan.ts, which imports nothing, so this is one small
// file that runs as soon as it arrives.
import { bootPlan, read, type BootEarlyRequest } from './plan';

/**
 * Carries out the plan: the requests into globalThis.__koersEarly, the preloads into <head>.
 * Returns whether the screen formats dates (BootPlan.formatsDates).
 */
function boot(): boolean {
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
  evaluateEarly(plan.evaluate);
  return plan.formatsDates;
}

/** Imports the entry's libraries one at a time, each in a task of its own (BootPlan.evaluate). */
function evaluateEarly(files: string[]): void {
  let previous: Promise<unknown> = Promise.resolve();
  for (const file of files) {
    previous = previous
      .then(() => new Promise((resolve) => setTimeout(resolve, 0)))
      .then(() => import(/* @vite-ignore */ file))
      // A file that fails to load fails the entry as well, which handles it.
      .catch(() => undefined);
  }
}

/**
 * Loads the browser's locale data (ICU) now, while the app's code is still downloading: first
 * what react-aria's module needs while it loads (the text direction of the default locale, from
 * the likely-subtags data; a few ms), then, for a screen that formats dates (`formatsDates`), the
 * date and number data. Their first use costs 20–60 ms of main thread on a fast machine, 4× that
 * on a phone, and would otherwise fall in the screen's first render. Screens that format no date
 * or number (a document, the social map, login) skip it: loading it would only add that task.
 * Split over tasks so none of them grows longer than it must.
 */
function warmIntl(locale: string, formatsDates: boolean): void {
  const steps: (() => unknown)[] = [
    () => new Intl.Locale(globalThis.navigator?.language ?? locale).maximize(),
  ];
  if (formatsDates) {
    steps.push(
      () => new Intl.DateTimeFormat(locale).resolvedOptions(),
      () => new Intl.NumberFormat(locale).resolvedOptions(),
      () => new Intl.PluralRules(locale).resolvedOptions(),
    );
  }
  const next = () => {
    const step = steps.shift();
    if (!step) return;
    try {
      step();
    } catch {
      /* an old browser without one of these: nothing to warm */
    }
    setTimeout(next, 0);
  };
  setTimeout(next, 0);
}

let formatsDates = false;
try {
  formatsDates = boot();
} catch {
  /* best effort: the app asks for everything itself */
}
try {
  warmIntl(
    read(globalThis.localStorage, 'locale') ?? globalThis.navigator?.language ?? 'en',
    formatsDates,
  );
} catch {
  /* best effort */
}
