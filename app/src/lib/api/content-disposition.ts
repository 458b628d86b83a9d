/**
 * The file name a Content-Disposition header gives (RFC 6266): the UTF-8 `filename*` when it is
 * there and readable, else the plain `filename`; null without either. Directory parts are
 * dropped: the name is only ever a suggestion for saving.
 */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const base = (name: string) => name.split(/[\\/]/).pop()?.trim() || null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header)?.[1];
  if (extended) {
    try {
      return base(decodeURIComponent(extended.trim()));
    } catch {
      // A broken encoding: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/.exec(header);
  const name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2];
  return name ? base(name) : null;
}
