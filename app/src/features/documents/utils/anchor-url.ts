/**
 * Puts a block's anchor in the address bar (`#block-12`) after a jump from the table of contents
 * or the search, so the section can be shared by link. It replaces the current entry instead of
 * adding one: Back leaves the document rather than stepping through its sections (decision in
 * docs/decisions). It bypasses the router on purpose: a router navigation to the hash would
 * scroll to it a second time (ScrollRestoration's scrollIntoView, without the 100 px offset).
 * The entry keeps the router's state, so its key and saved scroll position stay the same.
 */
export function replaceAnchorInUrl(anchor: string): void {
  const url = new URL(window.location.href);
  url.hash = anchor;
  if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url);
}

/** The block anchor a URL's hash names (`#block-12` → `block-12`), or null for any other hash. */
export function blockAnchorFromHash(hash: string): string | null {
  let anchor: string;
  try {
    anchor = decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return null;
  }
  return /^block-\d+$/.test(anchor) ? anchor : null;
}
