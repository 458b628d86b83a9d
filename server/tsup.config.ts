import { defineConfig } from 'tsup';

// The workspace contract is TypeScript source; bundle it into the server so `node dist/server.js`
// runs without a TypeScript loader.
export default defineConfig({
  // The sanitizer's worker thread is an entry of its own, beside the chunks that load it
  // (services/sanitize-pool.ts looks for ./sanitize-worker.js next to itself).
  entry: {
    server: 'src/server.ts',
    'cli/migrate': 'src/cli/migrate.ts',
    'cli/create-admin': 'src/cli/create-admin.ts',
    'sanitize-worker': 'src/services/sanitize-worker.ts',
  },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  clean: true,
  sourcemap: true,
  noExternal: [/^@koers\//],
});
