import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync, existsSync } from 'node:fs';
import tseslint from 'typescript-eslint';

// Import boundaries (bulletproof-react): shared code flows packages → app/src/{lib,components} →
// features → app/src/app, and features never import each other (shared code goes to lib or
// components, composition to src/app). One zone per feature forbids the others.
const featuresDir = new URL('./app/src/features/', import.meta.url);
const features = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];
const importZones = [
  ...features.map((feature) => ({
    target: `./app/src/features/${feature}`,
    from: './app/src/features',
    except: [`./${feature}`],
    message: 'Features do not import each other: move shared code to src/lib or src/components.',
  })),
  {
    target: './app/src/features',
    from: './app/src/app',
    message: 'Features do not import the app shell: compose in src/app instead.',
  },
  {
    target: ['./app/src/lib', './app/src/components'],
    from: ['./app/src/features', './app/src/app'],
    message: 'Shared code (lib, components) does not import features or the app shell.',
  },
  {
    target: './packages',
    from: './app',
    message: 'The packages know nothing of the app.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      'coverage/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'reports/**',
      'app/src/i18n/compiled/**',
      '!.storybook',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['packages/ui/**/*.{ts,tsx}', 'app/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // Kysely's own advice: migrations describe history and take Kysely<any>, never app types.
    files: ['server/src/db/migrations/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Boundaries and cycles, where the imports go between our own modules. The TypeScript
    // resolver follows the `@/` alias and the workspace packages.
    files: ['app/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // What no-cycle needs to read the imported modules too (as import-x's typescript preset).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['app/tsconfig.json', 'packages/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: importZones }],
      // Only our own modules: a cycle through node_modules is not ours to fix, and skipping them
      // keeps the rule fast. A dynamic import back to its importer (a component that loads its
      // implementation on first use) runs after both modules are evaluated: not a cycle that bites.
      'import-x/no-cycle': [
        'error',
        { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true },
      ],
    },
  },
);
