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

/** Numbered 1., 1.1., 1.2., 2., … with the current entry marked. */
export const NumberedNl: Story = {
  globals: { locale: 'nl' },
  args: { activeId: 5 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Inhoudsopgave' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((l) => l.textContent)).toEqual([
      '1. Visie en missie',
      '1.1. Onze missie',
      '1.2. Kernwaarden',
      '2. Doelen',
      '2.1. Taal en lezen',
      '3. Evaluatie',
    ]);
    await expect(links[2]).toHaveAttribute('aria-current', 'location');
    await userEvent.tab();
    await expect(links[0]).toHaveFocus();
  },
};

export const NumberedEn: Story = {
  globals: { locale: 'en' },
  args: { blocks: sampleBlocks('en'), title: 'Contents', label: 'Contents', activeId: 5 },
};

/** An h2 before the first h1 is numbered 0.1. and listed at the top level. */
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
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links.map((l) => l.textContent)).toEqual([
      '0.1. Voorwoord',
      '1. Inleiding',
      '1.1. Leeswijzer',
    ]);
  },
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
 * the entry of the section in view becomes aria-current (IntersectionObserver).
 */
export const WithDocumentNl: Story = {
  globals: { locale: 'nl' },
  args: { onNavigate: fn() },
  render: (args) => <Page locale="nl" onNavigate={args.onNavigate} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Inhoudsopgave' });
    const evaluation = within(nav).getByRole('link', { name: '3. Evaluatie' });
    evaluation.focus();
    await userEvent.keyboard('{Enter}');
    const heading = canvas.getByRole('heading', { name: '3. Evaluatie' });
    await waitFor(() => expect(heading).toHaveFocus(), { timeout: 2000 });
    await expect(args.onNavigate).toHaveBeenCalledWith(12);
    await waitFor(() => expect(evaluation).toHaveAttribute('aria-current', 'location'), {
      timeout: 2000,
    });
  },
};

export const WithDocumentEn: Story = {
  globals: { locale: 'en' },
  render: () => <Page locale="en" />,
};
