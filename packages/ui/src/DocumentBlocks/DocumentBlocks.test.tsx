import { render, screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import { DocumentBlocks, formatFileSize, type DocumentBlock } from './DocumentBlocks';
import { richTextPurifier } from '../RichText/sanitize';
import { itPassesThrough } from '../test-utils/passthrough';

const blocks: DocumentBlock[] = [
  { id: 1, type: 'h1', level: 1, content: 'Visie' },
  {
    id: 2,
    type: 'body',
    level: 0,
    content: '<p>Onze visie <img src=x onerror="alert(1)">op leren.</p>',
  },
  { id: 3, type: 'h2', level: 2, content: 'Missie' },
  {
    id: 4,
    type: 'file',
    level: 0,
    content: { name: 'Jaarplan.pdf', url: '/files/4', size: 1_234_567 },
  },
  {
    id: 5,
    type: 'contact',
    level: 0,
    content: {
      name: 'An de Vries',
      role: 'Directeur',
      email: 'an@school.nl',
      phone: '010 123 45 67',
    },
  },
  { id: 6, type: 'h1', level: 1, content: 'Doelen' },
  { id: 7, type: 'video', level: 0, content: 'niet ondersteund' },
];

describe('DocumentBlocks', () => {
  it('numbers headings with anchors, h1 blocks as <h2> under the page title', () => {
    render(<DocumentBlocks blocks={blocks} />);
    const h2s = screen.getAllByRole('heading', { level: 2 });
    expect(h2s.map((h) => h.textContent)).toEqual(['1. Visie', '2. Doelen']);
    expect(h2s[0]).toHaveAttribute('id', 'block-1');
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('1.1. Missie');
  });

  it('sanitizes body HTML', () => {
    const { container } = render(<DocumentBlocks blocks={blocks} />);
    const body = container.querySelector('#block-2')!;
    expect(body).toHaveTextContent('Onze visie op leren.');
    // Images are not in the server's allow-list, so neither the image nor its handler survives.
    expect(body.querySelector('img, [onerror]')).toBeNull();
  });

  it('renders a file with its size and a download link named after the file', () => {
    render(<DocumentBlocks blocks={blocks} />);
    const link = screen.getByRole('link', { name: 'Downloaden Jaarplan.pdf' });
    expect(link).toHaveAttribute('href', '/files/4');
    expect(screen.getByText('(1,2 MB)', { exact: false })).toBeInTheDocument();
  });

  it('renders a contact with mail and phone links', () => {
    const { container } = render(<DocumentBlocks blocks={blocks} />);
    const contact = within(container.querySelector<HTMLElement>('#block-5')!);
    expect(contact.getByText('An de Vries')).toBeInTheDocument();
    expect(contact.getByText('Directeur')).toBeInTheDocument();
    expect(contact.getByRole('link', { name: 'an@school.nl' })).toHaveAttribute(
      'href',
      'mailto:an@school.nl',
    );
    expect(contact.getByRole('link', { name: '010 123 45 67' })).toHaveAttribute(
      'href',
      'tel:0101234567',
    );
  });

  it('skips unknown block types and blocks without a name', () => {
    const { container } = render(
      <DocumentBlocks blocks={[...blocks, { id: 8, type: 'file', content: {} }]} />,
    );
    expect(container.querySelector('#block-7')).toBeNull();
    expect(container.querySelector('#block-8')).toBeNull();
    expect(container).not.toHaveTextContent('niet ondersteund');
  });

  it('highlights matching blocks and marks the matched text', () => {
    const { container } = render(
      <DocumentBlocks blocks={blocks} highlightIds={[2, '6']} highlightText="visie" />,
    );
    expect(container.querySelector('#block-2')).toHaveAttribute('data-highlighted', 'true');
    expect(container.querySelector('#block-6')).toHaveAttribute('data-highlighted', 'true');
    expect(container.querySelector('#block-1')).not.toHaveAttribute('data-highlighted');
    // Only inside the highlighted blocks: the h1 "Visie" (block 1) is not a match.
    const marks = [...container.querySelectorAll('mark')].map((m) => m.textContent);
    expect(marks).toEqual(['visie']);
  });

  it('marks the text in every block when no block ids are given', () => {
    const { container } = render(<DocumentBlocks blocks={blocks} highlightText="visie" />);
    const marks = [...container.querySelectorAll('mark')].map((m) => m.textContent);
    expect(marks).toEqual(['Visie', 'visie']);
    expect(container.querySelector('[data-highlighted]')).toBeNull();
  });
});

describe('formatFileSize', () => {
  it('formats bytes in Dutch and English', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(12_300)).toBe('12 kB');
    expect(formatFileSize(1_234_567, 'en')).toBe('1.2 MB');
  });

  it('sanitizes each body once: a search redraws only the blocks it changes', () => {
    const bodies: DocumentBlock[] = [1, 2, 3].map((n) => ({
      id: 100 + n,
      type: 'body',
      content: `<p>Alinea ${n} over lezen en rekenen (uniek ${Math.random()})</p>`,
    }));
    const sanitize = vi.spyOn(richTextPurifier(), 'sanitize');
    try {
      const { rerender } = render(<DocumentBlocks blocks={bodies} />);
      expect(sanitize).toHaveBeenCalledTimes(3);
      rerender(<DocumentBlocks blocks={bodies} labels={{ download: 'Downloaden' }} />);
      expect(sanitize).toHaveBeenCalledTimes(3);
      rerender(<DocumentBlocks blocks={bodies} highlightIds={[102]} highlightText="lezen" />);
      expect(sanitize).toHaveBeenCalledTimes(4);
      expect(document.querySelectorAll('mark')).toHaveLength(1);
      // Back to no search: the unmarked body comes from the cache.
      rerender(<DocumentBlocks blocks={bodies} />);
      expect(sanitize).toHaveBeenCalledTimes(4);
      expect(document.querySelectorAll('mark')).toHaveLength(0);
    } finally {
      sanitize.mockRestore();
    }
  });
});

itPassesThrough({
  renderWith: (props) => <DocumentBlocks {...props} blocks={blocks} />,
  root: () => screen.getByRole('heading', { name: '1. Visie' }).parentElement!,
  ownClass: 'koers-document-blocks',
});

describe('DocumentBlocks with locked blocks (the board’s text)', () => {
  it('shows the label of locked blocks once above each run, and each locked chapter', () => {
    const label = 'Tekst van het bestuur · gewijzigd op 3 mei 2027';
    const other = 'Tekst van het bestuur · gewijzigd op 9 juni 2027';
    const { container } = render(
      <DocumentBlocks
        blocks={[
          { id: 1, type: 'h1', content: 'Eigen tekst' },
          { id: 2, type: 'h1', content: 'Identiteit', locked: label },
          { id: 3, type: 'body', content: '<p>Open voor iedereen.</p>', locked: label },
          { id: 4, type: 'h1', content: 'Burgerschap', locked: label },
          { id: 5, type: 'body', content: '<p>Meedoen.</p>', locked: other },
          { id: 6, type: 'body', content: '<p>Eigen aanvulling.</p>', locked: '' },
          { id: 7, type: 'h1', content: 'Onderwijs', locked: null },
        ]}
      />,
    );
    const notes = [...container.querySelectorAll('.koers-document-blocks__locked-label')];
    expect(notes.map((note) => [note.textContent, note.nextElementSibling?.id])).toEqual([
      [label, 'block-2'],
      [label, 'block-4'],
      [other, 'block-5'],
    ]);
    expect([...container.querySelectorAll('[data-locked]')].map((block) => block.id)).toEqual([
      'block-2',
      'block-3',
      'block-4',
      'block-5',
    ]);
    // Locked headings are numbered as any other.
    expect(screen.getByRole('heading', { name: '3. Burgerschap' })).toBeInTheDocument();
  });
});
