import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination } from './Pagination';
import { paginationRange } from './paginationRange';
import { itPassesThrough } from '../test-utils/passthrough';

describe('paginationRange', () => {
  it('shows one page each side of the current, plus first and last with ellipses', () => {
    expect(paginationRange(5, 10)).toEqual([1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 10]);
  });

  it('has no ellipsis where there is no gap', () => {
    expect(paginationRange(1, 3)).toEqual([1, 2, 3]);
    expect(paginationRange(2, 4)).toEqual([1, 2, 3, 4]);
    expect(paginationRange(1, 5)).toEqual([1, 2, 'ellipsis-end', 5]);
    expect(paginationRange(5, 5)).toEqual([1, 'ellipsis-start', 4, 5]);
    expect(paginationRange(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('clamps an out-of-range current page and returns nothing without pages', () => {
    expect(paginationRange(99, 3)).toEqual([1, 2, 3]);
    expect(paginationRange(1, 0)).toEqual([]);
  });
});

describe('Pagination', () => {
  it('is not rendered when there is only one page', () => {
    const { container } = render(
      <Pagination currentPage={1} lastPage={1} onPageChange={() => {}} />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('marks the current page and requests the pages around it', async () => {
    const onPageChange = vi.fn();
    render(<Pagination currentPage={2} lastPage={5} onPageChange={onPageChange} />);
    expect(screen.getByRole('navigation', { name: 'Paginering' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pagina 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Volgende' }));
    await userEvent.click(screen.getByRole('button', { name: 'Vorige' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pagina 5' }));
    expect(onPageChange.mock.calls).toEqual([[3], [1], [5]]);
  });

  it('ignores requests below the first and above the last page, and for the current page', async () => {
    const onPageChange = vi.fn();
    const { rerender } = render(
      <Pagination currentPage={1} lastPage={3} onPageChange={onPageChange} />,
    );
    const previous = screen.getByRole('button', { name: 'Vorige' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(previous);
    await userEvent.click(screen.getByRole('button', { name: 'Pagina 1' }));
    rerender(<Pagination currentPage={3} lastPage={3} onPageChange={onPageChange} />);
    const next = screen.getByRole('button', { name: 'Volgende' });
    next.focus();
    await userEvent.keyboard('{Enter}');
    expect(onPageChange).not.toHaveBeenCalled();
    // Focus stays on the button, it is not removed from the tab order.
    expect(next).toHaveFocus();
  });

  it('takes English labels', () => {
    render(
      <Pagination
        currentPage={1}
        lastPage={2}
        onPageChange={() => {}}
        previousLabel="Previous"
        nextLabel="Next"
        label="Pagination"
        pageLabel={(p) => `Page ${p}`}
      />,
    );
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toBeInTheDocument();
  });
});

itPassesThrough({
  renderWith: (props) => (
    <Pagination {...props} currentPage={1} lastPage={3} onPageChange={() => {}} />
  ),
  root: () => screen.getByRole('navigation', { name: 'Paginering' }),
  ownClass: 'koers-pagination',
});
