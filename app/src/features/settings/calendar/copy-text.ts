/**
 * Puts `text` on the clipboard. Where the Clipboard API is missing or refused (a page over plain
 * http, an older browser), it selects the text in `field` (an input showing it) and copies the
 * selection. Resolves whether it was copied.
 */
export async function copyText(text: string, field?: HTMLElement | null): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, no focus): try the selection below.
  }
  const input = field instanceof HTMLInputElement ? field : field?.querySelector('input');
  if (!input) return false;
  input.focus();
  input.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  }
}
