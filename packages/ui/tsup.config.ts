import { defineConfig } from 'tsup';

// One ESM bundle plus .d.ts; every component's CSS import is collected into dist/index.css,
// which the onSuccess hook publishes as @koers/ui/styles.css.
export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'react/jsx-runtime', 'react-aria-components', 'dompurify'],
  onSuccess: 'node ./scripts/bundle-css.mjs',
});
