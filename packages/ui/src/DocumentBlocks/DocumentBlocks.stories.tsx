import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { scrollToAnchor } from '../utils/scrollToAnchor';
import { DocumentBlocks } from './DocumentBlocks';
import { sampleBlocks } from './DocumentBlocks.fixtures';

const meta = {
  title: 'Document/DocumentBlocks',
  component: DocumentBlocks,
  args: { blocks: sampleBlocks('nl') },
} satisfies Meta<typeof DocumentBlocks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every block type; the script in a body block is removed, the unknown video block skipped. */
export const AllBlocksNl: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '1. Visie en missie' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '1.2. Kernwaarden' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '3. Evaluatie' })).toBeVisible();
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(canvasElement.querySelector('#block-14')).toBeNull();
    const download = canvas.getByRole('link', { name: 'Downloaden Jaarplan 2026.pdf' });
    // Keyboard: Tab reaches the links in order, the download link among them.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'de toelichting' })).toHaveFocus();
    await expect(canvas.getByRole('link', { name: 'de toelichting' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    await userEvent.tab();
    await expect(download).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'an.devries@example.org' })).toHaveFocus();
  },
};

export const AllBlocksEn: Story = {
  globals: { locale: 'en' },
  args: {
    blocks: sampleBlocks('en'),
    locale: 'en',
    labels: {
      download: 'Download',
      email: 'Email',
      phone: 'Phone',
      organisation: 'Organisation',
      match: 'Search result',
    },
  },
};

/** Search matches: two blocks highlighted, the word marked inside them. */
export const HighlightedNl: Story = {
  globals: { locale: 'nl' },
  args: { highlightIds: [2, 11], highlightText: 'lezen' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('#block-11')).toHaveAttribute(
      'data-highlighted',
      'true',
    );
    const marks = [...canvasElement.querySelectorAll('mark')].map((m) => m.textContent);
    await expect(marks).toEqual(['lezen']);
  },
};

export const HighlightedEn: Story = {
  globals: { locale: 'en' },
  args: {
    blocks: sampleBlocks('en'),
    highlightIds: [2, 11],
    highlightText: 'reading',
    labels: { download: 'Download', match: 'Search result' },
  },
};

function WithJump({ label, target }: { label: string; target: string }) {
  return (
    <div>
      <button type="button" onClick={() => void scrollToAnchor(target)}>
        {label}
      </button>
      <DocumentBlocks blocks={sampleBlocks(label.startsWith('Naar') ? 'nl' : 'en')} />
    </div>
  );
}

/** scrollToAnchor: Enter on the button scrolls smoothly and moves focus to the heading. */
export const ScrollToAnchorNl: Story = {
  globals: { locale: 'nl' },
  render: () => <WithJump label="Naar Evaluatie" target="block-12" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const heading = canvas.getByRole('heading', { name: '3. Evaluatie' });
    await waitFor(() => expect(heading).toHaveFocus(), { timeout: 2000 });
    await expect(heading).toHaveAttribute('tabindex', '-1');
  },
};

export const ScrollToAnchorEn: Story = {
  globals: { locale: 'en' },
  render: () => <WithJump label="To Evaluation" target="block-12" />,
};
