// The page's first script: index.html loads it `async` and only preloads the app's entry, which
// this script imports once the entry's libraries are evaluated. What it does and why: see
// plan.ts. Its only import is plan.ts, which imports only the route table's paths, the
// contract's constants and the locale rule, copied into this file by the build (vite.config.ts,
// bootOwnCopies): one small file that runs as soon as it arrives.
import {
  boardDocumentsPath,
  bootEntry,
  bootPlan,
  read,
  type BootEarlyRequest,
  type BootPlan,
  type BootRoles,
  type BootSchool,
  type BootUser,
} from './plan';

/**
 * Carries out the plan: the requests into globalThis.__koersEarly now, the preloads into <head>
 * in the next task.
 */
function boot(plan: BootPlan): void {
  const doc = globalThis.document;
  const token = read(globalThis.localStorage, 'token');
  const early = (globalThis.__koersEarly ??= new Map<string, BootEarlyRequest>());
  const request = (path: string) => {
    if (!token || early.has(path)) return;
    const response = fetch(path, {
      headers: {
        Accept: 'application/json',
        'Accept-Language': plan.locale,
        Authorization: `Bearer ${token}`,
      },
    });
    response.catch(() => undefined);
    early.set(path, { token, locale: plan.locale, startedAt: Date.now(), response });
  };
  plan.requests.forEach(request);
  // The board's documents, when the shell will want them: as soon as the user, the roles and the
  // school are in, instead of one more round trip after the app has run.
  const board = plan.board;
  if (token && board) {
    // A copy of each answer: the app takes the answers themselves over (lib/api/client.ts).
    const data = (path: string) =>
      early
        .get(path)
        ?.response.then((r) => (r.ok ? (r.clone().json() as Promise<{ data?: unknown }>) : null))
        .then((body) => body?.data);
    Promise.all([data(board.user), data(board.roles), data(board.school)])
      .then(([user, roles, school]) => {
        const path = boardDocumentsPath(
          user as BootUser | undefined,
          roles as BootRoles | undefined,
          school as BootSchool | undefined,
          board.schoolId,
        );
        if (path) request(path);
      })
      .catch(() => undefined);
  }
  // In a task of their own: each link starts a request, together as long as the requests above.
  setTimeout(() => preload(doc, plan.preload), 0);
}

function preload(doc: Document, files: string[]): void {
  for (const href of files) {
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

/**
 * Imports the entry's libraries one at a time, each in a task of its own (BootPlan.evaluate), and
 * then the entry, which starts the app.
 */
function start(files: string[], entry: string | null): void {
  const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
  let previous: Promise<unknown> = Promise.resolve();
  for (const file of files) {
    previous = previous
      .then(nextTask)
      .then(() => import(/* @vite-ignore */ file))
      // A file that fails to load fails the entry as well.
      .catch(() => undefined);
  }
  if (!entry) return;
  previous
    .then(nextTask)
    .then(() => import(/* @vite-ignore */ entry))
    .catch((error: unknown) => console.error('Koers could not start', error));
}

/**
 * Loads the browser's locale data (ICU) now, while the app's code is still downloading, in tasks
 * of their own, where the first screen will need it:
 *  - the likely-subtags data (`Intl.Locale#maximize`, 6–19 ms), which react-aria's module reads
 *    while it loads to find the text direction of the browser's language, unless that is English
 *    or Dutch (the build gives react-aria those answers without Intl: vite.config.ts);
 *  - for a screen that formats dates (`formatsDates`), the date and number data: their first use
 *    costs 20–60 ms of main thread on a fast machine, 4× that on a phone, and would otherwise fall
 *    in the screen's first render. Screens that format no date or number (a document, the social
 *    map, login) skip it: loading it would only add that task.
 */
function warmIntl(locale: string, formatsDates: boolean): void {
  const language = globalThis.navigator?.language ?? locale;
  const steps: (() => unknown)[] = [];
  if (!/^(en|nl)(-[a-z]{2})?$/i.test(language)) {
    steps.push(() => new Intl.Locale(language).maximize());
  }
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

let plan: BootPlan | null = null;
try {
  plan = bootPlan(
    globalThis.localStorage,
    globalThis.location?.pathname ?? '/',
    globalThis.document,
  );
  boot(plan);
} catch {
  /* best effort: the app asks for everything itself */
}
try {
  warmIntl(
    read(globalThis.localStorage, 'locale') ?? globalThis.navigator?.language ?? 'en',
    plan?.formatsDates ?? false,
  );
} catch {
  /* best effort */
}
// Not best effort: index.html only preloads the entry, the boot script starts it.
start(plan?.evaluate ?? [], plan?.entry ?? bootEntry(globalThis.document));
