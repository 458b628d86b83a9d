import { RICH_TEXT } from '@koers/contract/constants';
import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { findMatches } from '../utils/matches';

export { splitMatches } from '../utils/matches';

/** Sanitized HTML by HTML and query: a re-render (a search, a new period) does not redo it. */
const sanitized = new Map<string, string>();
/** Enough for several long documents with a search each; the oldest entry goes first. */
const SANITIZED_CACHE_SIZE = 2000;

/**
 * The allow-list of rich text: the contract's, which the server's sanitizer reads too
 * (server/src/services/sanitize.ts). What the editor can produce survives; scripts, event
 * handlers, `<style>`, `style=`, images, iframes and every URL scheme other than http(s), mailto
 * and tel do not.
 */
export const RICH_TEXT_ALLOWED_TAGS: readonly string[] = RICH_TEXT.tags;

/** Attributes per tag; any other attribute goes. */
export const RICH_TEXT_ALLOWED_ATTRIBUTES: Readonly<Record<string, readonly string[]>> =
  RICH_TEXT.attributes;

/**
 * Absolute URLs only with http(s), mailto or tel; relative URLs (`/pad`, `#anker`, `pagina.html`)
 * stay, protocol-relative ones (`//host`) do not, as on the server.
 */
const ALLOWED_URI =
  /^(?:(?:https?|mailto|tel):|[^a-z:/\\]|\/(?![/\\])|[a-z0-9+.-]+(?:[^a-z0-9+.\-:]|$))/i;

/**
 * Sanitizes rich text (document bodies, manuals) with the one configured DOMPurify instance and
 * wraps case-insensitive matches of `query` in <mark>, in text only, never inside tags or
 * attributes. With `markIdPrefix` the marks get the ids `${markIdPrefix}1`, `…2`, … in text
 * order. Links that open a new tab get rel="noopener noreferrer".
 */
export function sanitizeRichText(html: string, query?: string, markIdPrefix = ''): string {
  const searched = query?.trim() ? query : '';
  const key = `${searched}\u0000${searched ? markIdPrefix : ''}\u0000${html}`;
  const cached = sanitized.get(key);
  if (cached !== undefined) return cached;
  const result = sanitizeUncached(html, query, markIdPrefix);
  if (sanitized.size >= SANITIZED_CACHE_SIZE) sanitized.delete(sanitized.keys().next().value!);
  sanitized.set(key, result);
  return result;
}

/**
 * The DOMPurify instance of rich text, configured once. `DOMPurify.sanitize(html, config)` parses
 * the config again on every call (it rebuilds its allow-lists), which was about half the time of
 * sanitizing a document's bodies; setConfig on the shared instance would make it ignore the
 * configs of other callers in the host application.
 */
let purifier: Purifier | undefined;

/** Exported for tests only. */
export function richTextPurifier(): Purifier {
  if (!purifier) {
    purifier = DOMPurify(window);
    purifier.setConfig({
      ALLOWED_TAGS: [...RICH_TEXT_ALLOWED_TAGS],
      ALLOWED_ATTR: [...new Set(Object.values(RICH_TEXT_ALLOWED_ATTRIBUTES).flat())],
      ALLOWED_URI_REGEXP: ALLOWED_URI,
      ALLOW_DATA_ATTR: false,
      ALLOW_ARIA_ATTR: false,
      RETURN_DOM_FRAGMENT: true,
    });
    // DOMPurify's attribute list is global; the server allows each attribute on some tags only.
    purifier.addHook('uponSanitizeAttribute', (node, data) => {
      if (!RICH_TEXT_ALLOWED_ATTRIBUTES[node.nodeName.toLowerCase()]?.includes(data.attrName)) {
        data.keepAttr = false;
      }
    });
  }
  return purifier;
}

function sanitizeUncached(html: string, query: string | undefined, markIdPrefix: string): string {
  // Without a DOM (server rendering, a Node script) DOMPurify cannot sanitize and would hand the
  // input back unchanged: show the text with every tag escaped instead of trusting it.
  if (!DOMPurify.isSupported || typeof document === 'undefined') {
    return html.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  }
  const fragment = richTextPurifier().sanitize(html) as unknown as DocumentFragment;
  // As on the server: only a new tab is a target worth keeping, and it must not hand the opener
  // to the other site.
  for (const link of fragment.querySelectorAll('a[target]')) {
    if (link.getAttribute('target') === '_blank') link.setAttribute('rel', 'noopener noreferrer');
    else link.removeAttribute('target');
  }
  if (query?.trim()) markMatches(fragment, query, markIdPrefix);
  const container = document.createElement('div');
  container.append(fragment);
  return container.innerHTML;
}

/** Elements inside a line of text: a match runs on through them (`<strong>kern</strong>waarden`). */
const INLINE_ELEMENTS = new Set(
  'a abbr b bdi bdo cite code data del dfn em i ins kbd mark q s samp small span strong sub sup time u var'
    .toUpperCase()
    .split(' '),
);

interface TextPosition {
  node: Text;
  offset: number;
}

/**
 * Wraps every match of `query` in the text of `root` in <mark>, as a reader sees the text:
 * whitespace runs count as one space, a block element (paragraph, list item, cell) ends a word,
 * and inline formatting does not (the same text the document search counts its matches in). A
 * match that runs through formatting gets one <mark> per text node it touches, so the markup
 * stays as it was; the first of them carries the match's id (`${idPrefix}n`, n = 1, 2, … in
 * text order) when there is a prefix.
 */
function markMatches(root: DocumentFragment, query: string, idPrefix: string): void {
  let text = '';
  // Where each character of `text` came from; null for the space between two blocks.
  const origin: (TextPosition | null)[] = [];
  const space = (at: TextPosition | null) => {
    if (text !== '' && !text.endsWith(' ')) {
      text += ' ';
      origin.push(at);
    }
  };
  const walk = (parent: Node) => {
    for (const child of parent.childNodes) {
      if (child.nodeType === Node.TEXT_NODE) {
        const node = child as Text;
        for (let offset = 0; offset < node.data.length; offset += 1) {
          const unit = node.data[offset]!;
          if (/\s/.test(unit)) {
            space({ node, offset });
          } else {
            text += unit;
            origin.push({ node, offset });
          }
        }
      } else if (child.nodeType === Node.ELEMENT_NODE) {
        const inline = INLINE_ELEMENTS.has(child.nodeName);
        if (!inline) space(null);
        walk(child);
        if (!inline) space(null);
      }
    }
  };
  walk(root);

  const matches = findMatches(text, query);
  // Last match first and, within a match, last node first: wrapping splits a text node, and
  // what comes before the split keeps the node and its offsets.
  for (let n = matches.length; n >= 1; n -= 1) {
    const [start, end] = matches[n - 1]!;
    const segments: { node: Text; from: number; to: number }[] = [];
    for (const at of origin.slice(start, end)) {
      if (!at) continue;
      const last = segments.at(-1);
      if (last && last.node === at.node) last.to = at.offset + 1;
      else segments.push({ node: at.node, from: at.offset, to: at.offset + 1 });
    }
    // Whitespace alone between two blocks is no part to mark (a <mark> in a <ul> is invalid).
    const marked = segments.filter(({ node, from, to }) => node.data.slice(from, to).trim());
    for (let i = marked.length - 1; i >= 0; i -= 1) {
      const { node, from, to } = marked[i]!;
      const matched = node.splitText(from);
      matched.splitText(to - from);
      const mark = document.createElement('mark');
      if (idPrefix && i === 0) mark.id = `${idPrefix}${n}`;
      matched.replaceWith(mark);
      mark.append(matched);
    }
  }
}
