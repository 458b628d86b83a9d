#!/usr/bin/env node
// tsup's onSuccess hook. tsup collects every component's `import './X.css'` into dist/index.css
// (and the editor's into dist/editor.css); consumers import one stylesheet, so
// dist/styles.css = the tokens (which declare the layer order and must come first) + the
// component CSS + the editor's own CSS (the sections of editor.css whose source file is not in
// index.css already: the editor reuses Button, Modal, …). Fails loudly so a broken publish is
// noticed.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const tokensPath = join(root, 'src', 'tokens', 'tokens.css');
const componentsPath = join(root, 'dist', 'index.css');
const editorPath = join(root, 'dist', 'editor.css');
const outPath = join(root, 'dist', 'styles.css');

if (!existsSync(tokensPath)) {
  console.error(`bundle-css: ${tokensPath} is missing`);
  process.exit(1);
}
const tokens = readFileSync(tokensPath, 'utf8');
// The sourcemap comment points at index.css.map, which does not describe the combined file.
const read = (path) =>
  existsSync(path)
    ? readFileSync(path, 'utf8').replace(/\/\*# sourceMappingURL=.*?\*\/\s*$/s, '')
    : '';
const components = read(componentsPath);
if (!components) console.warn('bundle-css: dist/index.css not found; styles.css holds tokens only');

/** esbuild starts the CSS of each source file with a `/* src/… *\/` comment. */
const sections = (css) =>
  css.split(/(?=^\/\* src\/[^*]+\.css \*\/$)/m).map((text) => ({
    file: /^\/\* (src\/[^*]+\.css) \*\//.exec(text)?.[1] ?? null,
    text,
  }));
const known = new Set(sections(components).map((s) => s.file));
const editor = sections(read(editorPath))
  .filter((s) => s.file && !known.has(s.file))
  .map((s) => s.text)
  .join('');

writeFileSync(
  outPath,
  `/* @koers/ui: tokens and theme */\n${tokens}\n/* @koers/ui: components */\n${components}` +
    (editor ? `\n/* @koers/ui/editor */\n${editor}` : ''),
);
console.log(`bundle-css: wrote ${outPath} (${Buffer.byteLength(readFileSync(outPath))} bytes)`);
