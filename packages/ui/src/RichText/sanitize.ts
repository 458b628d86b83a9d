import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';

/** Splits `text` into plain and matched parts (case-insensitive); no query → one plain part. */
export function splitMatches(
  text: string,
  query: string | undefined,
): { text: string; match: boolean }[] {
  const needle = query?.trim().toLowerCase();
  if (!needle) return [{ text, match: false }];
  const parts: { text: string; match: boolean }[] = [];
  const haystack = text.toLowerCase();
  let from = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, from)) {
    if (at > from) parts.push({ text: text.slice(from, at), match: false });
    parts.push({ text: text.slice(at, at + needle.length), match: true });
    from = at + needle.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), match: false });
  return parts;
}

/** Sanitized bodies by HTML and query: a re-render (a search, a new period) does not redo them. */
const sanitized = new Map<string, string>();
/** Enough for several long documents with a search each; the oldest entry goes first. */
const SANITIZED_CACHE_SIZE = 2000;

/**
 * Sanitizes document body HTML with DOMPurify (scripts, event handlers and javascript: URLs
 * go) and wraps case-insensitive matches of `query` in <mark>, in text only, never inside
 * tags or attributes. With `markIdPrefix` the marks get the ids `${markIdPrefix}1`, `…2`, … in
 * text order. Links that open a new tab get rel="noopener noreferrer".
 */
export function sanitizeBodyHtml(html: string, query?: string, markIdPrefix = ''): string {
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
 * A DOMPurify instance of its own, configured once. `DOMPurify.sanitize(html, config)` parses the
 * config again on every call (it rebuilds its allow-lists of ~600 tags and attributes), which was
 * about half the time of sanitizing a document's bodies; setConfig on the shared instance would
 * make it ignore the configs of other callers (the manuals page).
 */
let purifier: Purifier | undefined;

/** Exported for tests only. */
export function documentPurifier(): Purifier {
  if (!purifier) {
    purifier = DOMPurify(window);
    purifier.setConfig({
      USE_PROFILES: { html: true },
      // Editors may open links in a new tab; rel is forced below so that stays safe.
      ADD_ATTR: ['target'],
      RETURN_DOM_FRAGMENT: true,
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
  const fragment = documentPurifier().sanitize(html) as unknown as DocumentFragment;
  for (const link of fragment.querySelectorAll('a[target]')) {
    if (link.getAttribute('target') === '_blank') link.setAttribute('rel', 'noopener noreferrer');
    else link.removeAttribute('target');
  }
  if (query?.trim()) {
    const walker = document.createTreeWalker(fragment, NodeFilter.SHOW_TEXT);
    const textNodes: Text[] = [];
    while (walker.nextNode()) textNodes.push(walker.currentNode as Text);
    let marks = 0;
    for (const node of textNodes) {
      const parts = splitMatches(node.data, query);
      if (parts.length === 1 && !parts[0]!.match) continue;
      const replacement = document.createDocumentFragment();
      for (const part of parts) {
        if (part.match) {
          const mark = document.createElement('mark');
          mark.textContent = part.text;
          marks += 1;
          if (markIdPrefix) mark.id = `${markIdPrefix}${marks}`;
          replacement.append(mark);
        } else {
          replacement.append(part.text);
        }
      }
      node.replaceWith(replacement);
    }
  }
  const container = document.createElement('div');
  container.append(fragment);
  return container.innerHTML;
}
