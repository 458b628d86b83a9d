import DOMPurify from 'dompurify';
import { sanitizeBodyHtml, splitMatches } from './highlight';

describe('splitMatches', () => {
  it('splits case-insensitively and keeps the original casing', () => {
    expect(splitMatches('Doelen en DOEL', 'doel')).toEqual([
      { text: 'Doel', match: true },
      { text: 'en en ', match: false },
      { text: 'DOEL', match: true },
    ]);
  });

  it('returns the whole text without a query', () => {
    expect(splitMatches('Visie', '  ')).toEqual([{ text: 'Visie', match: false }]);
  });
});

describe('sanitizeBodyHtml', () => {
  it('removes scripts, handlers and javascript: links but keeps formatting', () => {
    const html = sanitizeBodyHtml(
      '<p onclick="alert(1)">Hallo <strong>wereld</strong><script>alert(2)</script> <a href="javascript:alert(3)">x</a></p>',
    );
    expect(html).toBe('<p>Hallo <strong>wereld</strong> <a>x</a></p>');
  });

  it('marks matches in text only, not in tags or attributes', () => {
    const html = sanitizeBodyHtml(
      '<p><a href="/doel" title="doel">Ons doel</a> is een Doel.</p>',
      'doel',
    );
    expect(html).toBe(
      '<p><a href="/doel" title="doel">Ons <mark>doel</mark></a> is een <mark>Doel</mark>.</p>',
    );
  });

  it('numbers the marks with a prefix, in text order, when asked', () => {
    const html = sanitizeBodyHtml(
      '<p>Doel <em>een</em>, doel twee</p><p>DOEL drie</p>',
      'doel',
      'b-',
    );
    expect(html).toBe(
      '<p><mark id="b-1">Doel</mark> <em>een</em>, <mark id="b-2">doel</mark> twee</p><p><mark id="b-3">DOEL</mark> drie</p>',
    );
    // The same body without a prefix has no ids (and is cached apart).
    expect(
      sanitizeBodyHtml('<p>Doel <em>een</em>, doel twee</p><p>DOEL drie</p>', 'doel'),
    ).not.toContain('id=');
  });

  it('adds rel=noopener to links that open a new tab', () => {
    expect(sanitizeBodyHtml('<a href="https://x.nl" target="_blank">x</a>')).toContain(
      'rel="noopener noreferrer"',
    );
  });

  it('keeps its configuration apart from other users of DOMPurify', () => {
    const link = `<p><a href="https://x.nl" target="_blank">x ${Math.random()}</a></p>`;
    expect(sanitizeBodyHtml(link)).toContain('target="_blank" rel="noopener noreferrer"');
    // Another caller (the manuals page) with the shared instance and its own config…
    expect(DOMPurify.sanitize('<p><b>b</b></p>', { ALLOWED_TAGS: ['b'] })).toBe('<b>b</b>');
    expect(typeof DOMPurify.sanitize('<p>p</p>')).toBe('string');
    // …does not change what a document body keeps.
    expect(sanitizeBodyHtml(link.replace('x ', 'y '))).toMatch(/^<p><a [^>]*target="_blank"/);
  });
});
