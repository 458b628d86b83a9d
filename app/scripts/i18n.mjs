#!/usr/bin/env node
// Messages of the app (conventions in /app/src/i18n/README.md):
//  1. extracts every `defineMessages`/`FormattedMessage`/`intl.formatMessage` message from src with
//     @formatjs/cli: English is the defaultMessage in the source;
//  2. merges the Dutch translations of app/src/i18n/nl/*.json (one flat `{ id: text }` file per
//     feature or area);
//  3. fails, listing them, on any id missing in either language, any message without an explicit id
//     and any id translated in two nl files;
//  4. compiles both languages to ASTs in app/src/i18n/compiled/{en,nl}.json, so the browser never
//     needs the ICU parser.
// `node scripts/i18n.mjs` (or `pnpm --filter @koers/app i18n`); `--check` only checks.
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const appDir = resolve(import.meta.dirname, '..');
const NO_ID_PREFIX = '__missing_explicit_id__';

function formatjs(args) {
  const bin = join(appDir, 'node_modules/.bin/formatjs');
  const result = spawnSync(bin, args, { cwd: appDir, encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`formatjs ${args[0]} failed:\n${result.stderr || result.stdout}`);
  }
}

/** Every message of the source: `{ id: { defaultMessage, description? } }`. */
export function extractMessages({ srcDir = join(appDir, 'src') } = {}) {
  const work = mkdtempSync(join(tmpdir(), 'koers-i18n-'));
  try {
    const outFile = join(work, 'en.json');
    formatjs([
      'extract',
      `${srcDir}/**/*.{ts,tsx}`,
      '--ignore',
      `${srcDir}/**/*.test.{ts,tsx}`,
      `${srcDir}/**/*.d.ts`,
      '--id-interpolation-pattern',
      `${NO_ID_PREFIX}[sha512:contenthash:base64:6]`,
      '--extract-source-location',
      '--throws',
      '--out-file',
      outFile,
    ]);
    return JSON.parse(readFileSync(outFile, 'utf8'));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** The Dutch translations, merged from every file of `nlDir`, and ids translated twice. */
export function readTranslations(nlDir = join(appDir, 'src/i18n/nl')) {
  const messages = {};
  const duplicates = [];
  const files = existsSync(nlDir)
    ? readdirSync(nlDir)
        .filter((f) => f.endsWith('.json'))
        .sort()
    : [];
  for (const file of files) {
    const entries = JSON.parse(readFileSync(join(nlDir, file), 'utf8'));
    for (const [id, text] of Object.entries(entries)) {
      if (typeof text !== 'string') throw new Error(`nl/${file}: "${id}" is not a string`);
      if (id in messages) duplicates.push(`${id} (nl/${file})`);
      messages[id] = text;
    }
  }
  return { messages, duplicates };
}

/**
 * Compares the two languages. Returns the problems as readable lines (empty when complete):
 * ids without an English default or without a Dutch text, Dutch texts whose id is not (or no
 * longer) in the source, empty Dutch texts, messages without an explicit id, and ids translated
 * twice.
 */
export function findProblems(extracted, translations) {
  const problems = [];
  for (const [id, descriptor] of Object.entries(extracted)) {
    if (id.startsWith(NO_ID_PREFIX)) {
      problems.push(
        `message without an explicit id: "${descriptor.defaultMessage}" (${descriptor.file ?? 'unknown file'})`,
      );
    } else if (typeof descriptor.defaultMessage !== 'string' || !descriptor.defaultMessage.trim()) {
      // English is the defaultMessage: without one the English page would show the bare id.
      problems.push(`missing in en (no defaultMessage): ${id} (${descriptor.file ?? ''})`);
    } else if (!(id in translations.messages)) {
      problems.push(
        `missing in nl: ${id} ("${descriptor.defaultMessage}", ${descriptor.file ?? ''})`,
      );
    }
  }
  for (const [id, text] of Object.entries(translations.messages)) {
    if (!(id in extracted)) problems.push(`missing in en (not in the source): ${id}`);
    else if (!text.trim()) problems.push(`missing in nl (empty text): ${id}`);
  }
  for (const duplicate of translations.duplicates) problems.push(`translated twice: ${duplicate}`);
  return problems;
}

/** Checks and compiles; throws with the list of problems when a language is incomplete. */
export async function buildMessages({ quiet = false, checkOnly = false } = {}) {
  const extracted = extractMessages();
  const translations = readTranslations();
  const problems = findProblems(extracted, translations);
  if (problems.length > 0) {
    throw new Error(`i18n: ${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
  }
  if (checkOnly) return;
  const work = mkdtempSync(join(tmpdir(), 'koers-i18n-'));
  const compiledDir = join(appDir, 'src/i18n/compiled');
  mkdirSync(compiledDir, { recursive: true });
  try {
    const sources = {
      en: Object.fromEntries(
        Object.entries(extracted).map(([id, d]) => [id, { defaultMessage: d.defaultMessage }]),
      ),
      nl: Object.fromEntries(
        Object.entries(translations.messages).map(([id, text]) => [id, { defaultMessage: text }]),
      ),
    };
    for (const [locale, messages] of Object.entries(sources)) {
      const input = join(work, `${locale}.json`);
      writeFileSync(input, JSON.stringify(messages));
      formatjs(['compile', input, '--ast', '--out-file', join(compiledDir, `${locale}.json`)]);
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  if (!quiet) {
    console.log(`i18n: ${Object.keys(extracted).length} messages compiled for en and nl`);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) {
  try {
    await buildMessages({ checkOnly: process.argv.includes('--check') });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
