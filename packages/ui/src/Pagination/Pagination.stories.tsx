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

interface Texts {
  previous: string;
  next: string;
  nav: string;
  page: (page: number) => string;
}

const nl: Texts = {
  previous: 'Vorige',
  next: 'Volgende',
  nav: 'Paginering',
  page: (p) => `Pagina ${p}`,
};
const en: Texts = {
  previous: 'Previous',
  next: 'Next',
  nav: 'Pagination',
  page: (p) => `Page ${p}`,
};
const enArgs = {
  previousLabel: en.previous,
  nextLabel: en.next,
  label: en.nav,
  pageLabel: en.page,
};

/**
 * Page 5 of 10: one page each side of the current, first and last, ellipses between (hidden
 * from screen readers). Vorige/Volgende and the page buttons request pages; the current page
 * is not requested again.
 */
async function playMiddle(canvasElement: HTMLElement, t: Texts, onPageChange: unknown) {
  const canvas = within(canvasElement);
  const nav = canvas.getByRole('navigation', { name: t.nav });
  const pageName = new RegExp(`^${t.page(0).replace('0', '\\d+')}$`);
  const pages = within(nav).getAllByRole('button', { name: pageName });
  await expect(pages.map((p) => p.textContent)).toEqual(['1', '4', '5', '6', '10']);
  await expect(canvas.getByRole('button', { name: t.page(5) })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(nav.querySelectorAll('[aria-hidden="true"]')).not.toHaveLength(0);
  await userEvent.tab();
  await expect(canvas.getByRole('button', { name: t.previous })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await expect(onPageChange).toHaveBeenLastCalledWith(4);
  await userEvent.tab();
  await userEvent.tab();
  await expect(canvas.getByRole('button', { name: t.page(4) })).toHaveFocus();
  await userEvent.tab();
  await userEvent.keyboard(' ');
  await expect(onPageChange).toHaveBeenCalledTimes(1);
  canvas.getByRole('button', { name: t.next }).focus();
  await userEvent.keyboard('{Enter}');
  await expect(onPageChange).toHaveBeenLastCalledWith(6);
}

export const MiddleNl: Story = {
  globals: { locale: 'nl' },
  play: ({ canvasElement, args }) => playMiddle(canvasElement, nl, args.onPageChange),
};

export const MiddleEn: Story = {
  globals: { locale: 'en' },
  args: enArgs,
  play: ({ canvasElement, args }) => playMiddle(canvasElement, en, args.onPageChange),
};

/** On the first page Vorige is aria-disabled (still focusable): pressing it requests nothing. */
async function playFirstPage(canvasElement: HTMLElement, t: Texts, onPageChange: unknown) {
  const canvas = within(canvasElement);
  await userEvent.tab();
  const previous = canvas.getByRole('button', { name: t.previous });
  await expect(previous).toHaveFocus();
  await expect(previous).toHaveAttribute('aria-disabled', 'true');
  await userEvent.keyboard('{Enter}');
  await expect(onPageChange).not.toHaveBeenCalled();
  await expect(canvas.getByRole('button', { name: t.next })).not.toHaveAttribute('aria-disabled');
}

export const FirstPageNl: Story = {
  globals: { locale: 'nl' },
  args: { currentPage: 1, lastPage: 4 },
  play: ({ canvasElement, args }) => playFirstPage(canvasElement, nl, args.onPageChange),
};

export const FirstPageEn: Story = {
  globals: { locale: 'en' },
  args: { ...enArgs, currentPage: 1, lastPage: 4 },
  play: ({ canvasElement, args }) => playFirstPage(canvasElement, en, args.onPageChange),
};

/** A single page: no bar at all (SPEC §9). */
async function playSinglePage(canvasElement: HTMLElement) {
  await expect(within(canvasElement).queryByRole('navigation')).not.toBeInTheDocument();
  await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
}

export const SinglePageNl: Story = {
  globals: { locale: 'nl' },
  args: { currentPage: 1, lastPage: 1 },
  play: ({ canvasElement }) => playSinglePage(canvasElement),
};

export const SinglePageEn: Story = {
  globals: { locale: 'en' },
  args: { ...enArgs, currentPage: 1, lastPage: 1 },
  play: ({ canvasElement }) => playSinglePage(canvasElement),
};

function Walk({ t, status }: { t: Texts; status: (page: number) => string }) {
  const [page, setPage] = useState(1);
  return (
    <div>
      <p>{status(page)}</p>
      <Pagination
        currentPage={page}
        lastPage={6}
        onPageChange={setPage}
        previousLabel={t.previous}
        nextLabel={t.next}
        label={t.nav}
        pageLabel={t.page}
      />
    </div>
  );
}

/**
 * Walk to the last page with Volgende: focus stays on it, further presses are ignored, and
 * the window moves along (1 … 5 6 at the end).
 */
async function playWalk(canvasElement: HTMLElement, t: Texts, last: string) {
  const canvas = within(canvasElement);
  const next = canvas.getByRole('button', { name: t.next });
  next.focus();
  for (let i = 0; i < 7; i += 1) await userEvent.keyboard('{Enter}');
  await expect(canvas.getByText(last)).toBeVisible();
  await expect(canvas.getByRole('button', { name: t.next })).toHaveFocus();
  await expect(canvas.getByRole('button', { name: t.next })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  const nav = canvas.getByRole('navigation', { name: t.nav });
  await expect(
    within(nav)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual([t.previous, '1', '5', '6', t.next]);
}

export const WalkToEndNl: Story = {
  globals: { locale: 'nl' },
  render: () => <Walk t={nl} status={(page) => `Pagina ${page} van 6`} />,
  play: ({ canvasElement }) => playWalk(canvasElement, nl, 'Pagina 6 van 6'),
};

export const WalkToEndEn: Story = {
  globals: { locale: 'en' },
  render: () => <Walk t={en} status={(page) => `Page ${page} of 6`} />,
  play: ({ canvasElement }) => playWalk(canvasElement, en, 'Page 6 of 6'),
};
