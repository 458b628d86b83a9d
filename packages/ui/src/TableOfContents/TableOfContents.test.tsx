import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TableOfContents } from './TableOfContents';
import { itPassesThrough } from '../test-utils/passthrough';

const blocks = [
  { id: 1, type: 'h1', content: 'Visie' },
  { id: 2, type: 'body', content: '<p>…</p>' },
  { id: 3, type: 'h2', content: 'Missie' },
  { id: 4, type: 'h2', content: 'Kernwaarden' },
  { id: 5, type: 'h1', content: 'Doelen' },
  { id: 6, type: 'h2', content: 'Taal' },
];

describe('TableOfContents', () => {
  it('is a named nav with numbered, nested links to the block anchors', () => {
    render(<TableOfContents blocks={blocks} />);
    const nav = screen.getByRole('navigation', { name: 'Inhoudsopgave' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      '1. Visie',
      '1.1. Missie',
      '1.2. Kernwaarden',
      '2. Doelen',
      '2.1. Taal',
    ]);
    expect(links[0]).toHaveAttribute('href', '#block-1');
    // h2 entries are nested in the list of their h1.
    const taal = links[4]!.closest('ol');
    expect(taal?.closest('li')).toContainElement(links[3]!);
  });

  it('marks the controlled active entry with aria-current', () => {
    const { rerender } = render(<TableOfContents blocks={blocks} activeId={3} />);
    expect(screen.getByRole('link', { name: /Missie/ })).toHaveAttribute(
      'aria-current',
      'location',
    );
    rerender(<TableOfContents blocks={blocks} activeId={null} />);
    expect(screen.getByRole('link', { name: /Missie/ })).not.toHaveAttribute('aria-current');
  });

  it('scrolls to the heading and reports the navigation', async () => {
    window.matchMedia = vi.fn().mockReturnValue({ matches: true }) as never; // reduced motion
    window.scrollTo = vi.fn() as never;
    const onNavigate = vi.fn();
    render(
      <>
        <TableOfContents blocks={blocks} onNavigate={onNavigate} />
        <h2 id="block-5">2. Doelen</h2>
      </>,
    );
    await userEvent.click(screen.getByRole('link', { name: /Doelen/ }));
    expect(window.scrollTo).toHaveBeenCalled();
    expect(onNavigate).toHaveBeenCalledWith(5);
    expect(screen.getByRole('heading', { name: '2. Doelen' })).toHaveFocus();
  });

  it('renders no list without headings', () => {
    render(<TableOfContents blocks={[{ id: 1, type: 'body', content: 'x' }]} />);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});

itPassesThrough({
  renderWith: (props) => <TableOfContents {...props} blocks={blocks} activeId={null} />,
  root: () => screen.getByRole('navigation', { name: 'Inhoudsopgave' }),
  ownClass: 'koers-toc',
});
