import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DocumentBlocks } from '../DocumentBlocks/DocumentBlocks';
import { sampleBlocks } from '../DocumentBlocks/DocumentBlocks.fixtures';
import { TableOfContents } from './TableOfContents';

const meta = {
  title: 'Document/TableOfContents',
  component: TableOfContents,
  args: { blocks: sampleBlocks('nl'), title: 'Inhoudsopgave' },
} satisfies Meta<typeof TableOfContents>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Numbered 1., 1.1., 1.2., 2., … with the h2 entries nested under their h1; the controlled
 * current entry has aria-current="location"; the links point at the block anchors.
 */
async function playNumbered(canvasElement: HTMLElement, nav: string, entries: string[]) {
  const canvas = within(canvasElement);
  const landmark = canvas.getByRole('navigation', { name: nav });
  const links = within(landmark).getAllByRole('link');
  await expect(links.map((l) => l.textContent)).toEqual(entries);
  await expect(links.map((l) => l.getAttribute('href'))).toEqual([
    '#block-1',
    '#block-3',
    '#block-5',
    '#block-7',
    '#block-10',
    '#block-12',
  ]);
  // Nested: the top list has the three h1 entries; 1.1. lives in a list inside entry 1.
  const top = within(landmark).getAllByRole('list')[0]!;
  await expect(top.querySelectorAll(':scope > li')).toHaveLength(3);
  await expect(links[1]!.closest('ol')).not.toBe(top);
  await expect(links[2]).toHaveAttribute('aria-current', 'location');
  await expect(links.filter((l) => l.hasAttribute('aria-current'))).toHaveLength(1);
  await userEvent.tab();
  await expect(links[0]).toHaveFocus();
  await userEvent.tab();
  await expect(links[1]).toHaveFocus();
}

export const NumberedNl: Story = {
  globals: { locale: 'nl' },
  args: { activeId: 5 },
  play: ({ canvasElement }) =>
    playNumbered(canvasElement, 'Inhoudsopgave', [
      '1. Visie en missie',
      '1.1. Onze missie',
      '1.2. Kernwaarden',
      '2. Doelen',
      '2.1. Taal en lezen',
      '3. Evaluatie',
    ]),
};

export const NumberedEn: Story = {
  globals: { locale: 'en' },
  args: { blocks: sampleBlocks('en'), title: 'Contents', label: 'Contents', activeId: 5 },
  play: ({ canvasElement }) =>
    playNumbered(canvasElement, 'Contents', [
      '1. Vision and mission',
      '1.1. Our mission',
      '1.2. Core values',
      '2. Goals',
      '2.1. Language and reading',
      '3. Evaluation',
    ]),
};

/** An h2 before the first h1 is numbered 0.1. and listed at the top level; nothing current. */
async function playLeading(canvasElement: HTMLElement, entries: string[]) {
  const links = within(canvasElement).getAllByRole('link');
  await expect(links.map((l) => l.textContent)).toEqual(entries);
  await expect(links.filter((l) => l.hasAttribute('aria-current'))).toHaveLength(0);
}

export const LeadingSubheadingNl: Story = {
  globals: { locale: 'nl' },
  args: {
    activeId: null,
    blocks: [
      { id: 'a', type: 'h2', content: 'Voorwoord' },
      { id: 'b', type: 'h1', content: 'Inleiding' },
      { id: 'c', type: 'h2', content: 'Leeswijzer' },
    ],
  },
  play: ({ canvasElement }) =>
    playLeading(canvasElement, ['0.1. Voorwoord', '1. Inleiding', '1.1. Leeswijzer']),
};

export const LeadingSubheadingEn: Story = {
  globals: { locale: 'en' },
  args: {
    title: 'Contents',
    label: 'Contents',
    activeId: null,
    blocks: [
      { id: 'a', type: 'h2', content: 'Foreword' },
      { id: 'b', type: 'h1', content: 'Introduction' },
      { id: 'c', type: 'h2', content: 'Reading guide' },
    ],
  },
  play: ({ canvasElement }) =>
    playLeading(canvasElement, ['0.1. Foreword', '1. Introduction', '1.1. Reading guide']),
};

function Page({
  locale,
  onNavigate,
}: {
  locale: 'nl' | 'en';
  onNavigate?: (id: string | number) => void;
}) {
  const blocks = sampleBlocks(locale);
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: '16rem 1fr',
        gap: '2rem',
        alignItems: 'start',
      }}
    >
      <div style={{ position: 'sticky', top: 0 }}>
        <TableOfContents
          blocks={blocks}
          title={locale === 'nl' ? 'Inhoudsopgave' : 'Contents'}
          label={locale === 'nl' ? 'Inhoudsopgave' : 'Contents'}
          onNavigate={onNavigate}
        />
      </div>
      <main>
        <DocumentBlocks blocks={blocks} locale={locale} />
        <div style={{ height: '100vh' }} />
      </main>
    </div>
  );
}

/**
 * Next to the document: Enter on an entry scrolls smoothly to its heading and focuses it;
 * the entry of the section in view becomes aria-current (IntersectionObserver), and only it.
 */
async function playWithDocument(
  canvasElement: HTMLElement,
  t: { nav: string; entry: string },
  onNavigate: unknown,
) {
  const canvas = within(canvasElement);
  const nav = canvas.getByRole('navigation', { name: t.nav });
  const first = within(nav).getAllByRole('link')[0]!;
  await waitFor(() => expect(first).toHaveAttribute('aria-current', 'location'));
  const entry = within(nav).getByRole('link', { name: t.entry });
  entry.focus();
  await userEvent.keyboard('{Enter}');
  const heading = canvas.getByRole('heading', { name: t.entry });
  await waitFor(() => expect(heading).toHaveFocus());
  await expect(onNavigate).toHaveBeenCalledWith(12);
  await waitFor(() => expect(entry).toHaveAttribute('aria-current', 'location'));
  await expect(first).not.toHaveAttribute('aria-current');
  window.scrollTo(0, 0);
}

export const WithDocumentNl: Story = {
  globals: { locale: 'nl' },
  args: { onNavigate: fn() },
  render: (args) => <Page locale="nl" onNavigate={args.onNavigate} />,
  play: ({ canvasElement, args }) =>
    playWithDocument(
      canvasElement,
      { nav: 'Inhoudsopgave', entry: '3. Evaluatie' },
      args.onNavigate,
    ),
};

export const WithDocumentEn: Story = {
  globals: { locale: 'en' },
  args: { onNavigate: fn() },
  render: (args) => <Page locale="en" onNavigate={args.onNavigate} />,
  play: ({ canvasElement, args }) =>
    playWithDocument(canvasElement, { nav: 'Contents', entry: '3. Evaluation' }, args.onNavigate),
};
