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

/** Sanitized HTML by HTML and query: a re-render (a search, a new period) does not redo it. */
const sanitized = new Map<string, string>();
/** Enough for several long documents with a search each; the oldest entry goes first. */
const SANITIZED_CACHE_SIZE = 2000;

/**
 * The allow-list of rich text, the same as the server's (server/src/services/sanitize.ts): what
 * the editor can produce survives; scripts, event handlers, `<style>`, `style=`, images, iframes
 * and every URL scheme other than http(s), mailto and tel do not.
 */
export const RICH_TEXT_ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'sub',
  'sup',
  'a',
  'ul',
  'ol',
  'li',
  'h3',
  'h4',
  'blockquote',
  'code',
  'pre',
  'hr',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
] as const;

/** Attributes per tag; any other attribute goes. */
export const RICH_TEXT_ALLOWED_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title', 'target', 'rel'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan'],
};

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
