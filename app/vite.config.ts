import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

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

/** The locales of react-aria's own strings (announcements, hidden labels) that the app offers. */
const ARIA_LOCALES = new Set(['en-US', 'nl-NL']);

/**
 * react-aria ships its built-in strings in 34 languages and imports all of them wherever a
 * component has strings (the ComboBox of the document search alone carries ~20 KB of them). Koers
 * speaks en and nl, and its I18nProvider gives react-aria one of those two, so the other languages
 * are dropped from the `intlStrings` tables at build time (what @react-aria/optimize-locales-plugin
 * does). A locale react-aria does not find falls back to en-US.
 */
function onlyAppAriaLocales(): Plugin {
  const table = /[\\/]react-aria(-components)?[\\/]dist[\\/].*intlStrings\.mjs$/;
  const localeImport = /^import (\S+) from "[^"]*[\\/]([a-z]{2}-[A-Z]{2})\.mjs";\n/gm;
  const localeEntry = /^\s*"([a-z]{2}-[A-Z]{2})": \S+?,?\n/gm;
  return {
    name: 'koers-aria-locales',
    apply: 'build',
    transform(code, id) {
      if (!table.test(id)) return null;
      return code
        .replace(localeImport, (line, _name: string, locale: string) =>
          ARIA_LOCALES.has(locale) ? line : '',
        )
        .replace(localeEntry, (line, locale: string) => (ARIA_LOCALES.has(locale) ? line : ''));
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
  // The login page and the form parts it needs: one request, not eight (every file costs its own
  // gzip overhead and round trip). Not the invitation page: it uses SWR. Also what the entry
  // shares with the signed-in shell (the rules, the progress bar, the shell's loader): groups
  // take their modules' dependencies along, and listed before 'shell' these stay out of it, so
  // the login page does not load the shell.
  {
    name: 'guest',
    test: /[\\/](app[\\/]src[\\/](features[\\/]auth[\\/](routes[\\/](login|forgot-password|change-password)-page|api[\\/](complete-login|login|password)|components)|app[\\/](layouts[\\/]guest-layout|locale-switch|shell-loader)|lib[\\/]session[\\/]rules)|packages[\\/]ui[\\/]src[\\/](TextField|PasswordField|Field|ErrorSummary|GuestFooter|Spinner|ProgressBar)[\\/])/,
  },
  // What every screen of a signed-in user needs: the shell (layout, header, sidebar), the SWR
  // hooks of the API calls and the session helpers. One file instead of about twenty small ones:
  // each chunk costs a request (six at a time over HTTP/1.1) and a modulepreload link.
  {
    name: 'shell',
    test: /[\\/](node_modules[\\/](swr|use-sync-external-store|dequal)[\\/]|app[\\/]src[\\/](app[\\/](shell[\\/]|layouts[\\/]authenticated-layout)|lib[\\/](api[\\/](?!client)|session[\\/](use-session|context-choices|period))|features[\\/]context[\\/]api)|packages[\\/]ui[\\/]src[\\/](AppShell|Sidebar|Header|EmptyState|Banner)[\\/])/,
  },
  // A document page: its screen, search, blocks, table of contents and DOMPurify. Not the
  // react-aria machinery that @koers/ui loads on first use (the *Impl modules).
  {
    name: 'document',
    test: /[\\/](node_modules[\\/]dompurify[\\/]|app[\\/]src[\\/](features[\\/]documents[\\/]|lib[\\/]document-store)|packages[\\/]ui[\\/]src[\\/](DocumentBlocks|TableOfContents|hooks)[\\/])/,
  },
];

export default defineConfig({
  plugins: [react(), compileMessagesOnServe(), onlyAppAriaLocales()],
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${src}/` },
      // Messages are compiled to ASTs at build time (scripts/i18n.mjs --ast), so the ICU parser
      // never runs in the browser: ship the parser-less build (about 10 KB gzip less).
      {
        find: /^@formatjs\/icu-messageformat-parser$/,
        replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
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
    // Lazy screens are fetched on navigation; preloading their CSS/JS deps is still wanted.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: vendorGroups.map((group, index) => ({ ...group, priority: 10 - index })),
        },
      },
    },
  },
});
