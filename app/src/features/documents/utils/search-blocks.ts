import type { Block } from '@koers/contract';
import { findMatches } from '@koers/ui';
import { orderedBlocks } from '@/lib/document-blocks';

/** What kind of block a search result points at; the dropdown shows it as the second line. */
export type SearchResultKind = 'heading' | 'body' | 'file' | 'contact';

/**
 * One block the document search (SPEC §5) found the text in, ready for a two-line dropdown row:
 * one result per block, however often the text occurs in it.
 */
export interface BlockSearchResult {
  /** The block: the target of the scroll and of the highlight, and the key of the row. */
  blockId: number;
  kind: SearchResultKind;
  /** The heading, the file or contact name, or for a body a snippet around its first match. */
  content: string;
  /** Heading of the section the block is in (for body, file and contact blocks), if any. */
  section: string | null;
  /** Block id of that heading, to number it as the table of contents does. */
  sectionBlockId: number | null;
  /**
   * How often the text occurs in the block: as many <mark>s as the block gets when the result
   * is chosen (the same matching, `findMatches` of @koers/ui).
   */
  matches: number;
}

/** Words shown on each side of a body match. */
export const SNIPPET_WORDS = 4;

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** Tags that sit inside a line of text: removed without a space (`<em>Burger</em>schap`). */
const INLINE_TAG =
  /<\/?(a|abbr|b|bdi|bdo|cite|code|data|del|dfn|em|i|ins|kbd|mark|q|s|samp|small|span|strong|sub|sup|time|u|var)\b[^>]*>/gi;

/**
 * Plain text of a body block's HTML: inline tags go, other tags become spaces (so `</p><p>` does
 * not glue two words together), script/style content is dropped, the common entities are decoded
 * and whitespace collapsed. A string function rather than DOMParser so it runs the same in any
 * environment.
 */
export function stripHtml(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(INLINE_TAG, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] === '#') {
        const code =
          name[1] === 'x' || name[1] === 'X'
            ? parseInt(name.slice(2), 16)
            : parseInt(name.slice(1), 10);
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff
          ? String.fromCodePoint(code)
          : entity;
      }
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A few words around the match at [start, end) of `text`: the words the match touches plus
 * `words` whole words on each side, with an ellipsis where text was cut off.
 */
export function snippetAround(
  text: string,
  start: number,
  end: number,
  words = SNIPPET_WORDS,
): string {
  // Widen to whole words first, so a match inside a word shows that word complete.
  let from = start;
  while (from > 0 && !/\s/.test(text[from - 1] ?? '')) from -= 1;
  let to = end;
  while (to < text.length && !/\s/.test(text[to] ?? '')) to += 1;

  const before = text.slice(0, from).split(/\s+/).filter(Boolean);
  const after = text.slice(to).split(/\s+/).filter(Boolean);
  const kept = [
    ...before.slice(Math.max(0, before.length - words)),
    text.slice(from, to),
    ...after.slice(0, words),
  ].join(' ');
  const prefix = before.length > words ? '… ' : '';
  const suffix = after.length > words ? ' …' : '';
  return `${prefix}${kept}${suffix}`;
}

function blockName(block: Block): string {
  return typeof block.content === 'string' ? block.content : block.content.name;
}

/** A block as the search reads it: its kind, its text (a body's without HTML) and its section. */
export interface SearchEntry {
  blockId: number;
  kind: SearchResultKind;
  text: string;
  section: { id: number; text: string } | null;
}

/**
 * What the search reads of a document, in document order: made once per version of it, so a
 * search does not strip thousands of bodies of their HTML again for every word typed.
 */
export function searchIndex(blocks: readonly Block[]): SearchEntry[] {
  const entries: SearchEntry[] = [];
  let section: { id: number; text: string } | null = null;
  for (const block of orderedBlocks(blocks)) {
    switch (block.type) {
      case 'h1':
      case 'h2': {
        const heading = blockName(block).trim();
        section = { id: block.id, text: heading };
        entries.push({ blockId: block.id, kind: 'heading', text: heading, section: null });
        break;
      }
      case 'file':
      case 'contact':
        entries.push({
          blockId: block.id,
          kind: block.type,
          text: blockName(block).trim(),
          section,
        });
        break;
      case 'body':
        entries.push({
          blockId: block.id,
          kind: 'body',
          text: stripHtml(blockName(block)),
          section,
        });
        break;
    }
  }
  return entries;
}

/**
 * The document search of SPEC §5: matches h1/h2 text, file and contact names and body text,
 * case-insensitively. One result per block, with the number of matches in it; a body shows a
 * snippet of a few words around its first match with the HTML stripped. Results whose shown
 * content is identical to an earlier one are dropped (SPEC §5). In document order.
 */
export function searchInIndex(index: readonly SearchEntry[], text: string): BlockSearchResult[] {
  if (text.trim() === '') return [];
  const results: BlockSearchResult[] = [];
  const seen = new Set<string>();
  for (const entry of index) {
    const found = findMatches(entry.text, text);
    const [first] = found;
    if (!first) continue;
    const content =
      entry.kind === 'body' ? snippetAround(entry.text, first[0], first[1]) : entry.text;
    if (seen.has(content)) continue;
    seen.add(content);
    results.push({
      blockId: entry.blockId,
      kind: entry.kind,
      content,
      section: entry.section?.text ?? null,
      sectionBlockId: entry.section?.id ?? null,
      matches: found.length,
    });
  }
  return results;
}

/** `searchInIndex` over a document's blocks (one search). */
export function searchBlocks(blocks: readonly Block[], text: string): BlockSearchResult[] {
  return searchInIndex(searchIndex(blocks), text);
}
