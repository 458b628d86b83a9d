import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import { paths } from './src/lib/paths';

const src = fileURLToPath(new URL('./src', import.meta.url));

/**
 * The dev server compiles the messages once at start, so `vite` works on a fresh clone without a
 * separate `pnpm i18n` (the build script runs it explicitly before `vite build`).
 */
function compileMessagesOnServe(): Plugin {
  return {
    name: 'koers-i18n',
    apply: 'serve',
    async buildStart() {
      const { buildMessages } = await import('./scripts/i18n.mjs');
      await buildMessages({ quiet: true });
    },
  };
}

/**
 * Writes `.br` (quality 11) and `.gz` (level 9) next to every text file of the build. The server
 * sends them as they are (@fastify/static `preCompressed`): smaller than what it could compress
 * on the fly per request (brotli at quality 4), and no CPU spent per request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'koers-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const path = join(dir, name);
          return statSync(path).isDirectory() ? walk(path) : [path];
        });
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|json|txt|webmanifest)$/.test(file)) continue;
        const body = readFileSync(file);
        if (body.length < 1024) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(body, {
            params: {
              [zlib.BROTLI_PARAM_QUALITY]: 11,
              [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

/**
 * Screens whose code the boot script preloads on their URL (besides documents), by path: the
 * screen's module and the modules its route loader imports (router.tsx), which otherwise would be
 * requested only once the app has run, one more round trip before the screen can render.
 */
const BOOT_PAGES: Record<string, string[]> = {
  [paths.calendar.path]: ['features/calendar/routes/calendar-page'],
  [paths.contacts.path]: [
    'features/contacts/routes/contacts-page',
    'features/contacts/api/preload-contacts',
  ],
  [paths.manuals.path]: ['features/manuals/routes/manuals-page'],
  [paths.links.path]: ['features/applications/routes/links-page'],
};

/**
 * The boot script imports the route table's paths and the contract's constants (src/boot/plan.ts),
 * modules the app imports too. A module two entries share would go into a chunk of its own, which
 * the boot script would have to request before it can run; instead every module the boot script
 * imports is loaded under an id of its own (`?koers-boot`), so the boot chunk holds its own copy.
 */
function bootOwnCopies(): Plugin {
  const suffix = '?koers-boot';
  const bootDir = `${src}/boot/`.replace(/\\/g, '/');
  return {
    name: 'koers-boot-own-copies',
    enforce: 'pre',
    apply: 'build',
    async resolveId(source, importer, options) {
      if (!importer) return null;
      const from = importer.replace(/\\/g, '/');
      const inBoot =
        from.endsWith(suffix) || (from.startsWith(bootDir) && !from.endsWith('.test.ts'));
      if (!inBoot) return null;
      const resolved = await this.resolve(source, importer.replace(suffix, ''), {
        ...options,
        skipSelf: true,
      });
      if (!resolved || resolved.external || resolved.id.includes('?')) return resolved;
      if (resolved.id.replace(/\\/g, '/').startsWith(bootDir)) return resolved;
      return { ...resolved, id: `${resolved.id}${suffix}` };
    },
    load(id) {
      return id.endsWith(suffix) ? readFileSync(id.slice(0, -suffix.length), 'utf8') : null;
    },
  };
}

/**
 * Writes the boot manifest into index.html (`<script type="application/json" id="koers-boot">`):
 * the hashed files of each locale's messages, of the signed-in shell and of a document page, each
 * with the chunks and stylesheets they need that the entry does not load already. The boot script
 * (src/boot) preloads from it what this visit will need, before the entry has run.
 */
function bootManifest(): Plugin {
  return {
    name: 'koers-boot-manifest',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter(
          (output): output is Extract<typeof output, { type: 'chunk' }> => output.type === 'chunk',
        );
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const closure = (fileName: string, into = new Set<string>()): Set<string> => {
          if (into.has(fileName)) return into;
          into.add(fileName);
          for (const imported of byFile.get(fileName)?.imports ?? []) closure(imported, into);
          return into;
        };
        const entry = new Set<string>();
        for (const chunk of chunks) if (chunk.isEntry) closure(chunk.fileName, entry);
        const files = (chunk: (typeof chunks)[number] | undefined): string[] => {
          if (!chunk) return [];
          const js = [...closure(chunk.fileName)].filter((file) => !entry.has(file));
          const css = js.flatMap((file) => [
            ...(byFile.get(file)?.viteMetadata?.importedCss ?? []),
          ]);
          return [...js, ...css].map((file) => `/${file}`);
        };
        const messages: Record<string, string> = {};
        for (const chunk of chunks) {
          const locale = /[\\/]i18n[\\/]compiled[\\/]([a-z]{2})\.json$/.exec(
            chunk.facadeModuleId ?? '',
          )?.[1];
          if (locale) messages[locale] = `/${chunk.fileName}`;
        }
        const boot = chunks.find((chunk) =>
          chunk.facadeModuleId?.replace(/\\/g, '/').endsWith('/src/boot/boot.ts'),
        );
        if (!boot) throw new Error('koers-boot-manifest: the boot entry was not built');
        const pages: Record<string, string[]> = {};
        for (const [path, modules] of Object.entries(BOOT_PAGES)) {
          const needed = new Set<string>();
          for (const module of modules) {
            // The chunk that holds the module (its own, or a group's).
            const chunk = chunks.find((c) =>
              c.moduleIds.some((id) =>
                id
                  .replace(/\\/g, '/')
                  .replace(/\.tsx?$/, '')
                  .endsWith(`/src/${module}`),
              ),
            );
            if (!chunk) throw new Error(`koers-boot-manifest: no chunk for ${module}`);
            for (const file of files(chunk)) needed.add(file);
          }
          pages[path] = [...needed];
        }
        // The entry's libraries (what it imports, not the entry itself), each after the ones it
        // imports, for the boot script to evaluate one by one (src/boot/plan.ts, `evaluate`).
        const entryChunk = chunks.find((chunk) => chunk.isEntry && chunk !== boot);
        if (!entryChunk) throw new Error('koers-boot-manifest: the app entry was not built');
        const libraries: string[] = [];
        const visit = (fileName: string) => {
          if (libraries.includes(fileName)) return;
          for (const imported of byFile.get(fileName)?.imports ?? []) visit(imported);
          libraries.push(fileName);
        };
        for (const imported of entryChunk.imports) visit(imported);
        const manifest = {
          entry: `/${entryChunk.fileName}`,
          libraries: libraries.map((file) => `/${file}`),
          messages,
          shell: files(chunks.find((chunk) => chunk.name === 'shell')),
          auth: files(chunks.find((chunk) => chunk.name === 'auth')),
          document: files(chunks.find((chunk) => chunk.name === 'document')),
          pages,
        };
        // Right after the page configuration (which the boot script reads) and before the app's
        // own scripts: the boot script is then requested first, not behind the six libraries
        // that take every connection the browser opens to one host. It is its own entry, `async`:
        // it runs as soon as it arrives, without waiting for the app's libraries.
        const tags =
          `<script type="application/json" id="koers-boot">${JSON.stringify(manifest)}</script>\n` +
          `    <script type="module" async crossorigin src="/${boot.fileName}"></script>`;
        // The boot script starts the app (it imports the entry after the libraries, so the
        // browser never evaluates them all in one task because the entry was ready first): the
        // entry is only preloaded here, at the place of its script tag.
        const entryTag = new RegExp(
          `<script type="module" crossorigin src="/${entryChunk.fileName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"></script>`,
        );
        if (!entryTag.test(html)) throw new Error('koers-boot-manifest: no entry script tag');
        const withoutEntry = html.replace(
          entryTag,
          `<link rel="modulepreload" crossorigin href="/${entryChunk.fileName}">`,
        );
        const config = /<script type="application\/json" id="koers-config">[\s\S]*?<\/script>/;
        return config.test(withoutEntry)
          ? withoutEntry.replace(config, (found) => `${found}\n    ${tags}`)
          : withoutEntry.replace('<head>', `<head>\n    ${tags}`);
      },
    },
  };
}

/** Libraries every page needs, in long-cached chunks of their own (they change less than the app). */
const vendorGroups: { name: string; test: RegExp }[] = [
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'router', test: /[\\/]node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/ },
  {
    name: 'intl',
    test: /[\\/]node_modules[\\/](react-intl|intl-messageformat|@formatjs[\\/][^\\/]+|tslib)[\\/]/,
  },
  // What the entry shares with the login page and the signed-in shell (react-aria's locale
  // provider, the rules, the session actions, the API client, the progress bar, the shell's
  // loader, the guest layout, the toast region every page has, SWR, which the login page's single
  // sign-on list uses too) and the
  // form parts of the auth pages: one request, not eight (every file costs its own gzip overhead and round trip). Groups take
  // their modules' dependencies along, and listed before 'shell' these stay out of it, so the
  // login page does not load the shell.
  {
    name: 'guest',
    test: /[\\/](node_modules[\\/](swr|use-sync-external-store|dequal)[\\/]|react-aria[\\/]dist[\\/]private[\\/]i18n[\\/]I18nProvider\.mjs$|app[\\/]src[\\/](app[\\/](layouts[\\/]guest-layout|locale-switch|shell-loader)|lib[\\/](session[\\/](rules|actions)|api[\\/]client))|packages[\\/]ui[\\/]src[\\/]((TextField|PasswordField|Field|ErrorSummary|GuestFooter|Spinner|ProgressBar|Toast)[\\/]|utils[\\/](visuallyHidden|passthrough)\.tsx?$))/,
  },
  // What every screen of a signed-in user needs: the shell (layout, header, sidebar), the SWR
  // hooks of the API calls (SWR itself is in 'guest'), the session helpers and @koers/ui's small shared helpers (listed here
  // so that 'document', which also uses them, does not take them along to other screens). One
  // file instead of about twenty small ones: each chunk costs a request (six at a time over
  // HTTP/1.1) and a modulepreload link. With react-aria's localized strings (its own texts in nl
  // and en, 1 KB), which the table and the lazily loaded overlays of signed-in screens use: one
  // request less on the social map than a chunk of their own; no guest screen uses them.
  {
    name: 'shell',
    test: /[\\/](node_modules[\\/]@internationalized[\\/]string[\\/]|react-aria[\\/]dist[\\/]private[\\/]i18n[\\/]useLocalizedStringFormatter\.mjs$|app[\\/]src[\\/](app[\\/](shell[\\/]|layouts[\\/]authenticated-layout)|lib[\\/](api[\\/](?!client)|session[\\/](use-session|context-choices|period))|features[\\/]context[\\/]api)|packages[\\/]ui[\\/]src[\\/](AppShell|Sidebar|Header|EmptyState|Banner|LazyShell|utils|hooks)[\\/])/,
  },
  // The login page, its API calls and the form parts the auth pages share: one chunk that only
  // guests load (the boot script preloads it for them), instead of code every signed-in screen
  // downloaded with 'guest'. After 'shell', so it takes none of the shell's dependencies along.
  // The other auth pages (forgot and change password) are chunks of their own, as every screen.
  {
    name: 'auth',
    test: /[\\/]app[\\/]src[\\/](features[\\/]auth[\\/](routes[\\/]login-page|api[\\/](complete-login|login))|components[\\/]form[\\/])/,
  },
  // The paged table with its search field and pagination (the social map, the settings and admin
  // lists): one file, not three.
  { name: 'table', test: /[\\/]packages[\\/]ui[\\/]src[\\/](PagedTable|Pagination)[\\/]/ },
  // The social map: its screen and its API calls (the route loader's too), one file, not three.
  { name: 'contacts', test: /[\\/]app[\\/]src[\\/]features[\\/]contacts[\\/]/ },
  // A document page: its screen, search, blocks and table of contents, its route loader (which
  // puts it in its own context), and DOMPurify, which
  // cleans the blocks' HTML. Not the react-aria machinery that @koers/ui's lazy shells load on
  // first use (the *Impl modules, see packages/ui/src/LazyShell/lazyShell.ts). The manuals page, which cleans its texts with DOMPurify too, loads this chunk
  // for it (6 KB more there), so that a document page, the page most visits open, makes one
  // request less. Nor the managers' dialogs (components/manage: create, rename, delete), which
  // load when opened: with their modal and form they would more than triple this chunk.
  {
    name: 'document',
    test: /[\\/](node_modules[\\/]dompurify[\\/]|app[\\/]src[\\/](features[\\/]documents[\\/](?!components[\\/]manage[\\/])|lib[\\/](document-store|navigation[\\/]document-context)|app[\\/]document-loader)|packages[\\/]ui[\\/]src[\\/](DocumentBlocks|TableOfContents)[\\/])/,
  },
];

export default defineConfig({
  plugins: [react(), compileMessagesOnServe(), bootManifest(), bootOwnCopies(), precompress()],
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${src}/` },
      // Messages are compiled to ASTs at build time (scripts/i18n.mjs --ast), so the ICU parser
      // never runs in the browser: ship the parser-less build (about 10 KB gzip less).
      {
        find: /^@formatjs\/icu-messageformat-parser$/,
        replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
      },
      // Paged.js's base rules, which its package does not export: the print view adds them to
      // the page itself, with the page's CSP nonce (src/features/print/paged/paginate.ts).
      {
        find: /^pagedjs\/src\/polisher\/base\.js$/,
        replacement: fileURLToPath(
          new URL('./node_modules/pagedjs/src/polisher/base.js', import.meta.url),
        ),
      },
    ],
  },
  server: {
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // One stylesheet for the whole app (9 KB compressed), in index.html: a document page needed
    // four (the entry's, the guest layout's, the shell's and the document's), the social map five,
    // each a request of its own while the page loads. Every page loads it before its first paint.
    cssCodeSplit: false,
    // Lazy screens are fetched on navigation; preloading their CSS/JS deps is still wanted.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The boot script (src/boot) is an entry of its own: see bootManifest().
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        boot: fileURLToPath(new URL('./src/boot/boot.ts', import.meta.url)),
      },
      output: {
        codeSplitting: {
          groups: vendorGroups.map((group, index) => ({ ...group, priority: 10 - index })),
        },
      },
    },
  },
});
