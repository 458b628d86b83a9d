import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync, existsSync } from 'node:fs';
import tseslint from 'typescript-eslint';

// Features of the app never import each other (bulletproof-react): shared code lives in
// src/lib, composition happens in src/app. One block per feature forbids the others.
const featuresDir = new URL('./app/src/features/', import.meta.url);
const features = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];
// A relative import leaves the feature when it climbs exactly one level more than the file is deep
// inside its feature folder (`../x` from the feature root, `../../x` from routes/, …), so the rule
// is generated per depth; deeper climbs reach src/ and are caught by the `features/` alternative.
const featureBoundaries = features.flatMap((feature) =>
  [0, 1, 2, 3].map((depth) => ({
    files: [`app/src/features/${feature}/${'*/'.repeat(depth)}*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `(^@/features/(?!${feature}(/|$))|^(\\.\\./)+features/(?!${feature}(/|$))|^(\\.\\./){${depth + 1}}(?!${feature}(/|$))[^./][^/]*)`,
              message:
                'Features do not import each other: move shared code to src/lib or compose in src/app.',
            },
          ],
        },
      ],
    },
  })),
);

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
  ...featureBoundaries,
);
