/**
 * Lower case per UTF-16 unit, so the result is as long as the input and a position in it is a
 * position in the original text (`'İ'.toLowerCase()` is two units: such a letter stays as it is).
 */
export function lowerCaseInPlace(text: string): string {
  // The usual case at once (a long document's text is searched whole): the same length means
  // no letter became two. A capital sigma is lowered by its place in a word, so it goes the
  // unit-by-unit way, which every letter takes when one of them grows.
  const whole = text.toLowerCase();
  if (whole.length === text.length && !text.includes('Σ')) return whole;
  let lower = '';
  for (const unit of text.split('')) {
    const l = unit.toLowerCase();
    lower += l.length === 1 ? l : unit;
  }
  return lower;
}

/** The search text as it is matched: trimmed, whitespace runs as one space, lower case. */
export function normalizeQuery(query: string | undefined): string {
  return lowerCaseInPlace((query ?? '').trim().replace(/\s+/g, ' '));
}

/**
 * Where `query` occurs in `text`, case-insensitively and without overlap, as [start, end)
 * pairs in text order. Whitespace in the query is one space, so collapse the whitespace of
 * `text` first when it may hold runs of it (line breaks in HTML). One definition for the
 * document search's count, its marks in a result and the marks in the text.
 */
export function findMatches(text: string, query: string | undefined): [number, number][] {
  const needle = normalizeQuery(query);
  if (!needle) return [];
  const haystack = lowerCaseInPlace(text);
  const found: [number, number][] = [];
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at)) {
    found.push([at, at + needle.length]);
    at += needle.length;
  }
  return found;
}

/** Splits `text` into plain and matched parts (case-insensitive); no query → one plain part. */
export function splitMatches(
  text: string,
  query: string | undefined,
): { text: string; match: boolean }[] {
  const parts: { text: string; match: boolean }[] = [];
  let from = 0;
  for (const [start, end] of findMatches(text, query)) {
    if (start > from) parts.push({ text: text.slice(from, start), match: false });
    parts.push({ text: text.slice(start, end), match: true });
    from = end;
  }
  if (from < text.length || parts.length === 0)
    parts.push({ text: text.slice(from), match: false });
  return parts;
}
