import DOMPurify from 'dompurify';
import { sanitizeRichText, splitMatches } from './sanitize';

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

describe('sanitizeRichText', () => {
  it('removes scripts, handlers and javascript: links but keeps formatting', () => {
    const html = sanitizeRichText(
      '<p onclick="alert(1)">Hallo <strong>wereld</strong><script>alert(2)</script> <a href="javascript:alert(3)">x</a></p>',
    );
    expect(html).toBe('<p>Hallo <strong>wereld</strong> <a>x</a></p>');
  });

  it('marks matches in text only, not in tags or attributes', () => {
    const html = sanitizeRichText(
      '<p><a href="/doel" title="doel">Ons doel</a> is een Doel.</p>',
      'doel',
    );
    expect(html).toBe(
      '<p><a href="/doel" title="doel">Ons <mark>doel</mark></a> is een <mark>Doel</mark>.</p>',
    );
  });

  it('numbers the marks with a prefix, in text order, when asked', () => {
    const html = sanitizeRichText(
      '<p>Doel <em>een</em>, doel twee</p><p>DOEL drie</p>',
      'doel',
      'b-',
    );
    expect(html).toBe(
      '<p><mark id="b-1">Doel</mark> <em>een</em>, <mark id="b-2">doel</mark> twee</p><p><mark id="b-3">DOEL</mark> drie</p>',
    );
    // The same body without a prefix has no ids (and is cached apart).
    expect(
      sanitizeRichText('<p>Doel <em>een</em>, doel twee</p><p>DOEL drie</p>', 'doel'),
    ).not.toContain('id=');
  });

  it('marks a match that runs through formatting, one mark per text node, and keeps the markup', () => {
    const html = sanitizeRichText(
      '<p>Onze <strong>kern</strong>waarden en <em>Kern</em>WAARDEN</p>',
      'kernwaarden',
      'b-',
    );
    expect(html).toBe(
      '<p>Onze <strong><mark id="b-1">kern</mark></strong><mark>waarden</mark> en ' +
        '<em><mark id="b-2">Kern</mark></em><mark>WAARDEN</mark></p>',
    );
  });

  it('matches whitespace runs and line breaks as one space, as the search counts them', () => {
    const html = sanitizeRichText(
      '<p>onze kernwaarden\n   geven richting</p>',
      'kernwaarden geven',
      'b-',
    );
    expect(html).toBe('<p>onze <mark id="b-1">kernwaarden\n   geven</mark> richting</p>');
  });

  it('marks a match across two blocks in each block, never between them', () => {
    const html = sanitizeRichText(
      '<ul><li>eerste doel</li>\n<li>Doel twee</li></ul>',
      'doel doel',
      'b-',
    );
    expect(html).toBe(
      '<ul><li>eerste <mark id="b-1">doel</mark></li>\n<li><mark>Doel</mark> twee</li></ul>',
    );
    // A block boundary separates words: no match glues the end of one to the next.
    expect(sanitizeRichText('<p>kern</p><p>waarden</p>', 'kernwaarden')).not.toContain('<mark');
  });

  it('adds rel=noopener to links that open a new tab', () => {
    expect(sanitizeRichText('<a href="https://x.nl" target="_blank">x</a>')).toContain(
      'rel="noopener noreferrer"',
    );
  });

  it('keeps its configuration apart from other users of DOMPurify', () => {
    const link = `<p><a href="https://x.nl" target="_blank">x ${Math.random()}</a></p>`;
    expect(sanitizeRichText(link)).toContain('target="_blank" rel="noopener noreferrer"');
    // Another caller in the host application with the shared instance and its own config…
    expect(DOMPurify.sanitize('<p><b>b</b></p>', { ALLOWED_TAGS: ['b'] })).toBe('<b>b</b>');
    expect(typeof DOMPurify.sanitize('<p>p</p>')).toBe('string');
    // …does not change what rich text keeps.
    expect(sanitizeRichText(link.replace('x ', 'y '))).toMatch(/^<p><a [^>]*target="_blank"/);
  });
});

describe("sanitizeRichText allow-list (the server's)", () => {
  it.each([
    ['a script', '<p>a</p><script>alert(1)</script>', /<script|alert/],
    ['an event handler', '<p onclick="alert(1)">a</p>', /onclick|alert/],
    ['onerror on an image', '<p>a<img src="x" onerror="alert(1)"></p>', /<img|onerror/],
    ['a style element', '<style>p{display:none}</style><p>a</p>', /<style|display/],
    ['a style attribute', '<p style="position:fixed;inset:0">a</p>', /style|fixed/],
    ['an iframe', '<iframe src="https://x.nl"></iframe><p>a</p>', /iframe/],
    ['a javascript: link', '<a href="javascript:alert(1)">a</a>', /javascript|alert/],
    ['a data: link', '<a href="data:text/html,x">a</a>', /data:/],
    ['a protocol-relative link', '<a href="//evil.example/x">a</a>', /evil/],
    ['an id or class', '<p id="main" class="koers-shell">a</p>', /id=|class=/],
    ['href on another tag', '<td href="https://x.nl">a</td>', /href/],
  ])('removes %s', (_, html, forbidden) => {
    expect(sanitizeRichText(html)).not.toMatch(forbidden);
  });

  it('keeps what the editor writes', () => {
    const html =
      '<h3>Doel</h3><p><strong>Vet</strong>, <em>schuin</em>, <u>onder</u>, <s>door</s>, H<sub>2</sub>O, x<sup>2</sup><br></p>' +
      '<ul><li>een</li></ul><ol><li>twee</li></ol><blockquote>citaat</blockquote><pre><code>code</code></pre><hr>' +
      '<table><thead><tr><th colspan="2">Kop</th></tr></thead><tbody><tr><td rowspan="2">Cel</td></tr></tbody></table>' +
      '<p><a href="https://x.nl" title="X">web</a> <a href="mailto:a@b.nl">mail</a> <a href="tel:+31101234567">bel</a> <a href="/pad#anker">intern</a></p>';
    expect(sanitizeRichText(html)).toBe(html);
  });
});
