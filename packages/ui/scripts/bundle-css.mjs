#!/usr/bin/env node
// tsup's onSuccess hook. tsup collects every component's `import './X.css'` into dist/index.css;
// consumers import one stylesheet, so dist/styles.css = the tokens (which declare the layer
// order and must come first) + the component CSS. Fails loudly so a broken publish is noticed.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const tokensPath = join(root, 'src', 'tokens', 'tokens.css');
const componentsPath = join(root, 'dist', 'index.css');
const outPath = join(root, 'dist', 'styles.css');

if (!existsSync(tokensPath)) {
  console.error(`bundle-css: ${tokensPath} is missing`);
  process.exit(1);
}
const tokens = readFileSync(tokensPath, 'utf8');
// The sourcemap comment points at index.css.map, which does not describe the combined file.
const components = existsSync(componentsPath)
  ? readFileSync(componentsPath, 'utf8').replace(/\/\*# sourceMappingURL=.*?\*\/\s*$/s, '')
  : '';
if (!components) console.warn('bundle-css: dist/index.css not found; styles.css holds tokens only');

writeFileSync(
  outPath,
  `/* @koers/ui: tokens and theme */\n${tokens}\n/* @koers/ui: components */\n${components}`,
);
console.log(`bundle-css: wrote ${outPath} (${Buffer.byteLength(readFileSync(outPath))} bytes)`);
