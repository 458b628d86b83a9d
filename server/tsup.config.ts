import { defineConfig } from 'tsup';

// The workspace contract is TypeScript source; bundle it into the server so `node dist/server.js`
// runs without a TypeScript loader.
export default defineConfig({
  entry: ['src/server.ts', 'src/cli/migrate.ts', 'src/cli/create-admin.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  clean: true,
  sourcemap: true,
  noExternal: [/^@koers\//],
});
