/**
 * Body blocks are (sanitized) HTML; a merge is typed as plain text. These convert between the
 * two: paragraphs, list items, headings and table rows become lines, and plain text becomes
 * paragraphs again. Formatting (bold, links, lists) does not survive the round trip.
 */

const BLOCK_TAGS = new Set([
  'P',
  'DIV',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'BLOCKQUOTE',
  'PRE',
  'UL',
  'OL',
  'TABLE',
  'THEAD',
  'TBODY',
  'HR',
]);

/** The text of `html`, one line per paragraph, list item or table row; never runs markup. */
export function htmlToPlainText(html: string): string {
  // DOMParser makes an inert document: no scripts run, no images load.
  const doc = new DOMParser().parseFromString(html, 'text/html');
  let out = '';
  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      out += (node.textContent ?? '').replace(/\s+/g, ' ');
      return;
    }
    if (!(node instanceof Element)) return;
    const tag = node.tagName;
    if (tag === 'BR') {
      out += '\n';
      return;
    }
    if (tag === 'LI') out += '\n- ';
    else if (tag === 'TR') out += '\n';
    else if (tag === 'TD' || tag === 'TH') {
      if (!out.endsWith('\n')) out += ' | ';
    } else if (BLOCK_TAGS.has(tag)) out += '\n\n';
    node.childNodes.forEach(walk);
    if (BLOCK_TAGS.has(tag)) out += '\n\n';
  };
  doc.body.childNodes.forEach(walk);
  return out
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Plain text as body HTML: a paragraph per blank-line-separated part, line breaks kept. */
export function plainTextToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter((part) => part.length > 0)
    .map((part) => `<p>${escapeHtml(part).replace(/\n/g, '<br>')}</p>`)
    .join('');
}
