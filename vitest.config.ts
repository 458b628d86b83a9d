import { defineConfig } from 'vitest/config';

// One `vitest run` at the root runs every package's unit and integration tests.
export default defineConfig({
  test: {
    projects: [
      'packages/contract',
      'packages/ui',
      'app',
      'server',
      'server/vitest.plain-sqlite.config.ts',
    ],
  },
});
