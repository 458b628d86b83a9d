import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import { sanitizeRichText } from './sanitize.js';

/**
 * Sanitizing rich text off the main thread. sanitize-html works about a microsecond per character,
 * so a save of megabytes of body HTML held up every other request for seconds; a pool of worker
 * threads (piscina) does the large batches while the event loop keeps answering. Small batches,
 * the usual save of a few paragraphs, stay on the main thread: handing them over costs more than
 * sanitizing them. SANITIZE_WORKERS=0 turns the pool off (everything inline, as before).
 */
export interface Sanitizer {
  /** The sanitized HTML of each input, in order. */
  sanitizeMany(htmls: string[]): Promise<string[]>;
  close(): Promise<void>;
}

/** Below this many characters in one batch, sanitizing inline is cheaper than the hand-off. */
export const INLINE_CHARACTERS = 64 * 1024;

/**
 * The worker's module: next to the bundle when built (dist/sanitize-worker.js), else the source
 * through tsx (tests, `pnpm dev`). Null when neither is there.
 */
function workerModule(): { filename: string; execArgv: string[] } | null {
  const built = new URL('./sanitize-worker.js', import.meta.url);
  if (existsSync(fileURLToPath(built))) return { filename: built.href, execArgv: [] };
  const source = new URL('./sanitize-worker.ts', import.meta.url);
  if (!existsSync(fileURLToPath(source))) return null;
  try {
    const tsx = dirname(createRequire(import.meta.url).resolve('tsx/package.json'));
    const loader = pathToFileURL(join(tsx, 'dist', 'loader.mjs')).href;
    return { filename: source.href, execArgv: ['--import', loader] };
  } catch {
    return null;
  }
}

const inline = async (htmls: string[]) => htmls.map(sanitizeRichText);

export function createSanitizer(
  threads: number,
  { inlineBelow = INLINE_CHARACTERS }: { inlineBelow?: number } = {},
): Sanitizer {
  const worker = threads > 0 ? workerModule() : null;
  if (!worker) return { sanitizeMany: inline, close: async () => {} };
  const pool = new Piscina({
    filename: worker.filename,
    execArgv: worker.execArgv,
    minThreads: 0,
    maxThreads: threads,
    // Threads end when there is nothing to do for a while; the next large save starts one.
    idleTimeout: 30_000,
  });
  return {
    async sanitizeMany(htmls) {
      const characters = htmls.reduce((sum, html) => sum + html.length, 0);
      if (characters < inlineBelow) return inline(htmls);
      return (await pool.run(htmls)) as string[];
    },
    close: () => pool.destroy(),
  };
}
