/**
 * The nonce the page's Content-Security-Policy allows <style> elements with, or undefined (the
 * dev server and tests send no policy). The server writes a new one into every index.html it
 * sends, as `<meta property="csp-nonce" nonce="…">` (server/src/plugins/spa.ts); react-aria and
 * Vite's preload helper read the same element. The policy allows no other inline styles: a
 * <style> element the app inserts must carry this nonce, set before the element is connected.
 */
export function cspNonce(doc: Document | undefined = globalThis.document): string | undefined {
  const meta = doc?.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  // Browsers hide the attribute once the page has a policy (so no selector can read it); the
  // property keeps the value.
  return meta?.nonce || meta?.getAttribute('nonce') || undefined;
}
