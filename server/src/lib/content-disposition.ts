/**
 * `attachment; filename="…"; filename*=UTF-8''…` (RFC 6266 with RFC 5987's extended value): the
 * plain `filename` is an ASCII stand-in for old clients, `filename*` the real name in UTF-8.
 * Characters that RFC 5987 does not allow unencoded (`'()*` among them, which
 * encodeURIComponent leaves) are percent-encoded too.
 */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const extended = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${extended}`;
}

/**
 * A file name for a download made from a name people typed: without the characters Windows and
 * macOS refuse in names (`\ / : * ? " < > |`) or control characters, without dots or spaces at
 * either end, at most `max` characters before the extension; `fallback` when nothing is left.
 */
export function safeFileName(name: string, extension: string, fallback: string, max = 150): string {
  const cleaned = [...name]
    .map((c) =>
      c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f || '\\/:*?"<>|'.includes(c) ? ' ' : c,
    )
    .join('')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  const base = [...cleaned].slice(0, max).join('').trim() || fallback;
  return `${base}.${extension}`;
}
