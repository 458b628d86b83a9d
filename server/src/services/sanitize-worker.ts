import { sanitizeRichText } from './sanitize.js';

/** A worker thread of the sanitizer pool (services/sanitize-pool.ts): sanitizes a batch of HTML. */
export default function sanitizeAll(htmls: string[]): string[] {
  return htmls.map(sanitizeRichText);
}
