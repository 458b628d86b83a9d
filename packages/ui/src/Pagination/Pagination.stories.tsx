import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination } from './Pagination';

const meta = {
  title: 'Lists/Pagination',
  component: Pagination,
  args: { currentPage: 5, lastPage: 10, onPageChange: fn() },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One page each side of the current, first and last, ellipses between. */
export const MiddleNl: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const pages = canvas.getAllByRole('button', { name: /^Pagina/ });
    await expect(pages.map((p) => p.textContent)).toEqual(['1', '4', '5', '6', '10']);
    await expect(canvas.getByRole('button', { name: 'Pagina 5' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Vorige' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(4);
  },
};

export const MiddleEn: Story = {
  globals: { locale: 'en' },
  args: {
    previousLabel: 'Previous',
    nextLabel: 'Next',
    label: 'Pagination',
    pageLabel: (p: number) => `Page ${p}`,
  },
};

/** On the first page "Vorige" is aria-disabled: pressing it requests nothing. */
export const FirstPageNl: Story = {
  globals: { locale: 'nl' },
  args: { currentPage: 1, lastPage: 4 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const previous = canvas.getByRole('button', { name: 'Vorige' });
    await expect(previous).toHaveFocus();
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).not.toHaveBeenCalled();
  },
};

export const FirstPageEn: Story = {
  globals: { locale: 'en' },
  args: {
    currentPage: 1,
    lastPage: 4,
    previousLabel: 'Previous',
    nextLabel: 'Next',
    label: 'Pagination',
    pageLabel: (p: number) => `Page ${p}`,
  },
};

/** A single page: no bar at all (SPEC §9). */
export const SinglePageNl: Story = {
  globals: { locale: 'nl' },
  args: { currentPage: 1, lastPage: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).not.toBeInTheDocument();
  },
};

export const SinglePageEn: Story = {
  globals: { locale: 'en' },
  args: { currentPage: 1, lastPage: 1, previousLabel: 'Previous', nextLabel: 'Next' },
};

function Walk() {
  const [page, setPage] = useState(1);
  return (
    <div>
      <p>Pagina {page} van 6</p>
      <Pagination currentPage={page} lastPage={6} onPageChange={setPage} />
    </div>
  );
}

/** Walk to the last page with "Volgende": focus stays on it and a further press is ignored. */
export const WalkToEndNl: Story = {
  globals: { locale: 'nl' },
  render: () => <Walk />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const next = canvas.getByRole('button', { name: 'Volgende' });
    next.focus();
    for (let i = 0; i < 7; i += 1) await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Pagina 6 van 6')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Volgende' })).toHaveFocus();
  },
};

function WalkEn() {
  const [page, setPage] = useState(1);
  return (
    <div>
      <p>Page {page} of 6</p>
      <Pagination
        currentPage={page}
        lastPage={6}
        onPageChange={setPage}
        previousLabel="Previous"
        nextLabel="Next"
        label="Pagination"
        pageLabel={(p) => `Page ${p}`}
      />
    </div>
  );
}

export const WalkToEndEn: Story = {
  globals: { locale: 'en' },
  render: () => <WalkEn />,
};
