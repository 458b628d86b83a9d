#!/usr/bin/env node
// The size of `@koers/ui/editor` as the app loads it, checked against its budget. It bundles the
// way a production build does (esbuild: minified, code split, React external as the app has it)
// a page that has @koers/ui's read-mode components and, when edit mode turns on, runs
// `import('@koers/ui/editor')`. The editor's chunk is the JavaScript that import loads and the
// page did not have yet: Tiptap, ProseMirror, the editor and the react-aria parts only it uses.
// Its gzip size must stay within the budget. Chunks the editor loads later (the contact picker)
// and the editor bundled on its own (nothing shared: the worst case) are printed too.
//
//   pnpm --filter @koers/ui size:editor
import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const BUDGET_KB = 180;
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const EXTERNAL = ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client', 'scheduler'];
const kb = (bytes) => (bytes / 1000).toFixed(1);

async function bundle(entryPoints, stdin) {
  const result = await build({
    absWorkingDir: root,
    ...(stdin
      ? { stdin: { contents: stdin, resolveDir: root, loader: 'ts', sourcefile: 'page.ts' } }
      : { entryPoints }),
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    target: 'es2022',
    outdir: 'size-check-out',
    write: false,
    metafile: true,
    external: EXTERNAL,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  });
  const files = new Map(result.outputFiles.map((file) => [relative(root, file.path), file]));
  const { outputs } = result.metafile;
  const gzip = (name) => gzipSync(files.get(name).contents, { level: 9 }).length;
  /** The file and every file it imports statically, transitively. */
  const loadedWith = (name, into = new Set()) => {
    if (into.has(name)) return into;
    into.add(name);
    for (const imported of outputs[name].imports) {
      if (imported.kind === 'import-statement' && !imported.external)
        loadedWith(imported.path, into);
    }
    return into;
  };
  const entry = (predicate) =>
    Object.keys(outputs).find((name) => name.endsWith('.js') && predicate(outputs[name]));
  return { outputs, gzip, loadedWith, entry };
}

const sum = (names, gzip) => [...names].reduce((total, name) => total + gzip(name), 0);

// 1. The app's view: a page with the read-mode components that imports the editor on demand.
const page = await bundle(
  null,
  "export * from './src/index';\nexport const loadEditor = () => import('./src/Editor/index');\n",
);
const pageEntry = page.entry((output) => output.entryPoint === 'page.ts');
const pageFiles = page.loadedWith(pageEntry);
const editorEntry = page.entry((output) => output.entryPoint === 'src/Editor/index.ts');
const editorFiles = [...page.loadedWith(editorEntry)].filter((name) => !pageFiles.has(name));
const editorGzip = sum(editorFiles, page.gzip);
const later = Object.keys(page.outputs).filter(
  (name) =>
    name.endsWith('.js') &&
    !pageFiles.has(name) &&
    !editorFiles.includes(name) &&
    name !== editorEntry,
);

// Read mode must not carry the editor: no Tiptap or ProseMirror in what the page loads itself.
const leaked = [...pageFiles].flatMap((name) =>
  Object.keys(page.outputs[name].inputs).filter((input) =>
    /@tiptap|prosemirror|src\/Editor\//.test(input),
  ),
);
if (leaked.length) {
  console.error(
    `editor-size: read-mode code pulls in the editor: ${leaked.slice(0, 5).join(', ')}`,
  );
  process.exit(1);
}

// 2. The editor alone, nothing shared with a page: the worst case.
const alone = await bundle(['src/Editor/index.ts']);
const aloneEntry = alone.entry((output) => output.entryPoint === 'src/Editor/index.ts');
const aloneGzip = sum(alone.loadedWith(aloneEntry), alone.gzip);

console.log('@koers/ui/editor (gzip)');
console.log(
  `  chunk the app loads in edit mode:  ${kb(editorGzip)} KB  (${editorFiles.length} file(s))`,
);
for (const name of later.filter((n) => /ContactPicker/.test(n))) {
  console.log(`  loaded when a contact is inserted: ${kb(page.gzip(name))} KB`);
}
console.log(`  the editor alone (worst case):     ${kb(aloneGzip)} KB  (React external only)`);
console.log('  read-mode code (@koers/ui): no Tiptap, ProseMirror or editor code');

const byPackage = new Map();
for (const name of editorFiles) {
  for (const [input, { bytesInOutput }] of Object.entries(page.outputs[name].inputs)) {
    const match = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(
      input,
    );
    const key = match ? match[1] : 'packages/ui/src';
    byPackage.set(key, (byPackage.get(key) ?? 0) + bytesInOutput);
  }
}
console.log('  largest parts of the chunk (minified, before gzip):');
for (const [name, bytes] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 8)) {
  console.log(`    ${kb(bytes).padStart(7)} KB  ${name}`);
}

if (editorGzip > BUDGET_KB * 1000) {
  console.error(
    `editor-size: the chunk is ${kb(editorGzip)} KB gzip, over the budget of ${BUDGET_KB} KB`,
  );
  process.exit(1);
}
console.log(`  budget ${BUDGET_KB} KB: ${kb(BUDGET_KB * 1000 - editorGzip)} KB left`);
