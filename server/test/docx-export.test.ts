import { Document, Packer } from 'docx';
import { describe, expect, it } from 'vitest';
import { attachmentDisposition, safeFileName } from '../src/lib/content-disposition.js';
import {
  buildDocx,
  headingNumbers,
  LIST_DEFINITIONS,
  type DocumentExport,
} from '../src/services/docx/document.js';
import { htmlToDocx } from '../src/services/docx/html.js';
import { hyperlinks, openDocx, paragraphs } from './docx-parts.js';

/** The body HTML of a block as document.xml and its relationships. */
async function bodyXml(html: string): Promise<{ body: string; rels: string; numbering: string }> {
  let instance = 0;
  const blocks = htmlToDocx(html, {
    baseUrl: 'https://koers.test/document/7',
    nextListInstance: () => (instance += 1),
    textWidth: 9000,
  });
  const doc = new Document({ numbering: LIST_DEFINITIONS, sections: [{ children: blocks }] });
  const parts = await openDocx(await Packer.toBuffer(doc));
  const xml = parts['word/document.xml']!;
  return {
    body: xml.slice(xml.indexOf('<w:body>'), xml.indexOf('</w:body>')),
    rels: parts['word/_rels/document.xml.rels']!,
    numbering: parts['word/numbering.xml']!,
  };
}

const exportOf = (overrides: Partial<DocumentExport> = {}): DocumentExport => ({
  name: 'Jaarplan 2026-2027',
  contextName: 'OBS De Regenboog',
  boardName: 'Stichting Openbaar Onderwijs Rivierenland',
  periodName: '2026-2027',
  updatedAt: '2026-11-01T10:00:00.000Z',
  url: 'https://koers.test/document/7',
  locale: 'nl',
  blocks: [],
  ...overrides,
});

describe('heading numbers', () => {
  it('number h1 and h2 as the app does, h2 restarting under each h1', () => {
    const numbers = headingNumbers([
      { id: 1, type: 'h2' },
      { id: 2, type: 'h1' },
      { id: 3, type: 'body' },
      { id: 4, type: 'h2' },
      { id: 5, type: 'h2' },
      { id: 6, type: 'h1' },
      { id: 7, type: 'h2' },
    ]);
    expect([...numbers]).toEqual([
      [1, '0.1.'],
      [2, '1.'],
      [4, '1.1.'],
      [5, '1.2.'],
      [6, '2.'],
      [7, '2.1.'],
    ]);
  });
});

describe('HTML to Word', () => {
  it('keeps paragraphs with bold, italic, underline, strike-through and line breaks', async () => {
    const { body } = await bodyXml(
      '<p>Een <strong>vet</strong>, <em>schuin</em> en <u>onderstreept</u> woord, <s>weg</s>.<br>Nieuwe regel</p>\n<p>  Tweede   alinea </p>',
    );
    const ps = paragraphs(body);
    expect(ps.map((p) => p.text)).toEqual([
      'Een vet, schuin en onderstreept woord, weg.Nieuwe regel',
      'Tweede alinea',
    ]);
    expect(ps[0]!.xml).toMatch(/<w:b\/>[\s\S]*?<w:t[^>]*>vet<\/w:t>/);
    expect(ps[0]!.xml).toMatch(/<w:i\/>[\s\S]*?<w:t[^>]*>schuin<\/w:t>/);
    expect(ps[0]!.xml).toMatch(/<w:u w:val="single"\/>[\s\S]*?<w:t[^>]*>onderstreept<\/w:t>/);
    expect(ps[0]!.xml).toMatch(/<w:strike\/>[\s\S]*?<w:t[^>]*>weg<\/w:t>/);
    expect(ps[0]!.xml).toContain('<w:br/>');
  });

  it('makes links hyperlinks to absolute addresses, relative ones resolved against the document', async () => {
    const { body, rels } = await bodyXml(
      '<p>Zie <a href="https://www.onderwijsinspectie.nl/scholen?x=1&amp;y=2" target="_blank" rel="noopener noreferrer">de <strong>inspectie</strong></a>, <a href="#block-12">paragraaf 2</a> en <a href="mailto:info@regenboog.nl">mail</a>.</p>',
    );
    const links = hyperlinks(body, rels);
    expect(links.map((l) => l.href)).toEqual([
      'https://www.onderwijsinspectie.nl/scholen?x=1&y=2',
      'https://koers.test/document/7#block-12',
      'mailto:info@regenboog.nl',
    ]);
    // One hyperlink around its text, bold part included, in the Hyperlink style.
    expect(paragraphs(`<w:p>${links[0]!.xml}</w:p>`)[0]!.text).toBe('de inspectie');
    expect(links[0]!.xml).toContain('<w:rStyle w:val="Hyperlink"/>');
    expect(links[0]!.xml).toMatch(/<w:b\/>[\s\S]*?<w:t[^>]*>inspectie<\/w:t>/);
  });

  it('leaves a link to a scheme a link may not have as its text', async () => {
    const { body } = await bodyXml('<p><a href="javascript:alert(1)">klik</a></p>');
    expect(body).not.toContain('<w:hyperlink');
    expect(paragraphs(body)[0]!.text).toBe('klik');
  });

  it('makes nested lists list paragraphs one level deeper, each ordered list starting again', async () => {
    const { body, numbering } = await bodyXml(
      '<ul><li>Lezen<ul><li>Begrijpend lezen</li><li>Technisch lezen<ol><li>AVI</li></ol></li></ul></li><li>Rekenen</li></ul><ol><li>Eerste</li><li><p>Tweede</p><p>met uitleg</p></li></ol>',
    );
    const ps = paragraphs(body);
    const levelOf = (p: { xml: string }) => /<w:ilvl w:val="(\d)"\/>/.exec(p.xml)?.[1] ?? null;
    const numOf = (p: { xml: string }) => /<w:numId w:val="(\d+)"\/>/.exec(p.xml)?.[1] ?? null;
    expect(ps.map((p) => [p.text, levelOf(p)])).toEqual([
      ['Lezen', '0'],
      ['Begrijpend lezen', '1'],
      ['Technisch lezen', '1'],
      ['AVI', '2'],
      ['Rekenen', '0'],
      ['Eerste', '0'],
      ['Tweede', '0'],
      // A second paragraph of an item has no number of its own: it lines up with the text.
      ['met uitleg', null],
    ]);
    // The two ordered lists are two numberings, so the second starts at 1 again.
    const [avi, , eerste] = [ps[3]!, ps[4]!, ps[5]!];
    expect(numOf(avi)).not.toBe(numOf(eerste));
    expect(numOf(ps[0]!)).not.toBe(numOf(eerste));
    expect(numbering).toContain('w:val="bullet"');
    expect(numbering).toContain('w:val="decimal"');
  });

  it('makes a table with its header row repeated on every page and spans kept', async () => {
    const { body } = await bodyXml(
      '<table><thead><tr><th>Periode</th><th>Activiteit</th></tr></thead><tbody><tr><td>September</td><td>Startgesprekken</td></tr><tr><td colspan="2">Heel het jaar: <a href="https://koers.test">Koers</a></td></tr></tbody></table>',
    );
    const rows = [...body.matchAll(/<w:tr>[\s\S]*?<\/w:tr>|<w:tr [\s\S]*?<\/w:tr>/g)].map(
      ([r]) => r,
    );
    expect(rows).toHaveLength(3);
    expect(rows[0]).toContain('<w:tblHeader/>');
    expect(rows[1]).not.toContain('<w:tblHeader/>');
    expect(paragraphs(rows[0]!).map((p) => p.text)).toEqual(['Periode', 'Activiteit']);
    // Header cells are bold.
    expect(rows[0]).toMatch(/<w:b\/>[\s\S]*?<w:t[^>]*>Periode<\/w:t>/);
    expect(rows[2]).toContain('<w:gridSpan w:val="2"/>');
    expect(rows[2]).toContain('<w:hyperlink');
    expect(body).toContain('<w:gridCol w:w="4500"/>');
  });

  it('takes a first row of header cells as the header of a table without <thead>', async () => {
    const { body } = await bodyXml(
      '<table><tbody><tr><th>Doel</th></tr><tr><td>Lezen</td></tr><tr><th>Later</th></tr></tbody></table>',
    );
    const rows = [...body.matchAll(/<w:tr[ >][\s\S]*?<\/w:tr>/g)].map(([r]) => r);
    expect(rows.map((r) => r.includes('<w:tblHeader/>'))).toEqual([true, false, false]);
  });

  it('keeps h3 and h4 as Word headings, quotes, code and rules', async () => {
    const { body } = await bodyXml(
      '<h3>Aanpak</h3><h4>Stap 1</h4><blockquote><p>Elk kind telt.</p></blockquote><pre>regel 1\nregel 2</pre><hr>',
    );
    const ps = paragraphs(body);
    expect(ps.map((p) => [p.style, p.text])).toEqual([
      ['Heading3', 'Aanpak'],
      ['Heading4', 'Stap 1'],
      ['Quote', 'Elk kind telt.'],
      [null, 'regel 1regel 2'],
      [null, ''],
    ]);
    expect(ps[3]!.xml).toContain('<w:br/>');
    expect(ps[3]!.xml).toContain('Consolas');
    expect(ps[4]!.xml).toContain('<w:bottom w:val="single"');
  });

  it('wraps loose text in a paragraph and leaves out empty ones', async () => {
    const { body } = await bodyXml('Losse tekst <em>zonder</em> alinea<p> </p><p></p><p><br></p>');
    expect(paragraphs(body).map((p) => p.text)).toEqual(['Losse tekst zonder alinea']);
  });
});

describe('the Word file of a document', () => {
  const blocks: DocumentExport['blocks'] = [
    { id: 11, type: 'h1', content: 'Inleiding' },
    { id: 12, type: 'h2', content: 'Doel van dit plan' },
    { id: 13, type: 'body', content: '<p>Tekst</p>' },
    { id: 14, type: 'file', content: { name: 'Begroting.pdf', file_id: 5, url: '/api/files/5?x' } },
    { id: 15, type: 'file', content: { name: 'Weg.pdf', file_id: null, url: null } },
    {
      id: 16,
      type: 'contact',
      content: {
        name: 'Fatima el Amrani',
        function: 'Intern begeleider',
        organisation_name: 'OBS De Regenboog',
        email: 'ib@regenboog.nl',
        phone: '0344 - 12 34 56',
      },
    },
    { id: 17, type: 'h1', content: 'Onze school' },
  ];

  async function partsOf(doc: DocumentExport) {
    return openDocx(await Packer.toBuffer(buildDocx(doc)));
  }

  it('has a title page, the numbered headings in Word heading styles and a table of contents', async () => {
    const parts = await partsOf(exportOf({ blocks }));
    const xml = parts['word/document.xml']!;
    const ps = paragraphs(xml);
    const titlePage = ps.slice(0, 5).map((p) => p.text);
    expect(titlePage).toEqual([
      'OBS De Regenboog',
      'Stichting Openbaar Onderwijs Rivierenland',
      'Jaarplan 2026-2027',
      'Schooljaar 2026-2027',
      'Laatst gewijzigd op 1 november 2026',
    ]);
    expect(ps[2]!.style).toBe('Title');
    const headings = ps.filter((p) => p.style === 'Heading1' || p.style === 'Heading2');
    expect(headings.map((p) => [p.style, p.text])).toEqual([
      ['Heading1', '1. Inleiding'],
      ['Heading2', '1.1. Doel van dit plan'],
      ['Heading1', '2. Onze school'],
    ]);
    // Word's own table of contents over Heading 1 and 2, written with its entries.
    expect(xml).toContain('TOC \\h \\o &quot;1-2&quot;');
    expect(ps.some((p) => p.style === 'TOC2' && p.text.startsWith('1.1. Doel van dit plan'))).toBe(
      true,
    );
    // Word fills in the entries' page numbers when it opens the file.
    expect(parts['word/settings.xml']).toContain('<w:updateFields/>');
    expect(parts['docProps/core.xml']).toContain('<dc:title>Jaarplan 2026-2027</dc:title>');
    expect(parts['docProps/core.xml']).toContain('<dc:creator>OBS De Regenboog</dc:creator>');
    expect(parts['docProps/core.xml']).toContain('<cp:lastModifiedBy>Koers</cp:lastModifiedBy>');
  });

  it('names attachments (linked to their place in the plan) and gives contacts their details', async () => {
    const parts = await partsOf(exportOf({ blocks }));
    const ps = paragraphs(parts['word/document.xml']!);
    const rels = parts['word/_rels/document.xml.rels']!;
    expect(ps.filter((p) => p.style === 'Attachment').map((p) => p.text)).toEqual([
      'Bijlage: Begroting.pdf',
      'Bijlage: Weg.pdf',
    ]);
    expect(ps.find((p) => p.text === 'Bijlage: Begroting.pdf')!.xml).toContain('<w:hyperlink');
    expect(ps.find((p) => p.text === 'Bijlage: Weg.pdf')!.xml).not.toContain('<w:hyperlink');
    expect(hyperlinks(parts['word/document.xml']!, rels).map((l) => l.href)).toEqual([
      'https://koers.test/document/7#block-14',
      'mailto:ib@regenboog.nl',
      'tel:0344123456',
    ]);
    // Never the signed URL, which expires within hours.
    expect(rels).not.toContain('/api/files/');
    expect(ps.filter((p) => p.style === 'Contact').map((p) => p.text)).toEqual([
      'Fatima el Amrani',
      'Intern begeleider, OBS De Regenboog',
      'E-mail: ib@regenboog.nl',
      'Telefoon: 0344 - 12 34 56',
    ]);
  });

  it('puts "<name> — pagina X van Y" at the foot of the pages after the title page, in English for en', async () => {
    for (const [locale, words] of [
      ['nl', ['Jaarplan 2026-2027 — pagina ', ' van ']],
      ['en', ['Jaarplan 2026-2027 — page ', ' of ']],
    ] as const) {
      const parts = await partsOf(exportOf({ blocks, locale }));
      const footers = Object.keys(parts).filter((p) => /^word\/footer\d*\.xml$/.test(p));
      expect(footers).toHaveLength(1);
      const footer = parts[footers[0]!]!;
      expect(footer).toContain(words[0]);
      expect(footer).toContain(words[1]);
      expect(footer).toMatch(/PAGE[\s\S]*SECTIONPAGES/);
      // Only the second section (after the title page) has it.
      const sections = [...parts['word/document.xml']!.matchAll(/<w:sectPr[\s\S]*?<\/w:sectPr>/g)];
      expect(sections.map(([s]) => s.includes('w:footerReference'))).toEqual([false, true]);
    }
    const en = paragraphs(
      (await partsOf(exportOf({ blocks, locale: 'en' })))['word/document.xml']!,
    );
    expect(en.map((p) => p.text)).toContain('Attachment: Begroting.pdf');
    expect(en.map((p) => p.text)).toContain('School year 2026-2027');
  });

  it('has no table of contents without headings, and names Koers for the template', async () => {
    const parts = await partsOf(
      exportOf({
        contextName: null,
        boardName: null,
        periodName: null,
        blocks: [{ id: 1, type: 'body', content: '<p>Alleen tekst</p>' }],
      }),
    );
    const xml = parts['word/document.xml']!;
    expect(xml).not.toContain('TOC \\h');
    expect(paragraphs(xml).map((p) => p.text)).toEqual([
      'Koers',
      'Jaarplan 2026-2027',
      'Laatst gewijzigd op 1 november 2026',
      'Alleen tekst',
    ]);
  });
});

describe('download names', () => {
  it('drop what file systems refuse and keep the name readable', () => {
    expect(safeFileName('Jaarplan 2026/2027: "concept"', 'docx', 'document')).toBe(
      'Jaarplan 2026 2027 concept.docx',
    );
    expect(safeFileName(' ... ', 'docx', 'document')).toBe('document.docx');
    expect(safeFileName('x'.repeat(300), 'docx', 'document')).toBe(`${'x'.repeat(150)}.docx`);
  });

  it('carry the UTF-8 name in filename* and an ASCII stand-in in filename', () => {
    expect(attachmentDisposition("Schoolplan 't Kompas (2026).docx")).toBe(
      "attachment; filename=\"Schoolplan 't Kompas (2026).docx\"; filename*=UTF-8''Schoolplan%20%27t%20Kompas%20%282026%29.docx",
    );
    expect(attachmentDisposition('Ouderbetrokkenheid – één.docx')).toBe(
      'attachment; filename="Ouderbetrokkenheid _ __n.docx"; filename*=UTF-8\'\'Ouderbetrokkenheid%20%E2%80%93%20%C3%A9%C3%A9n.docx',
    );
  });
});
