import { defineConfig } from 'tsup';

// Two ESM entries plus .d.ts: the components (`@koers/ui`) and the document editor
// (`@koers/ui/editor`, with Tiptap/ProseMirror, so read-mode code never pulls them in); code
// they share goes into chunks. Every component's CSS import is collected into dist/index.css
// and dist/editor.css, which the onSuccess hook publishes together as @koers/ui/styles.css.
export default defineConfig({
  entry: { index: 'src/index.ts', editor: 'src/Editor/index.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'react/jsx-runtime', 'react-aria-components', 'dompurify'],
  onSuccess: 'node ./scripts/bundle-css.mjs',
});
