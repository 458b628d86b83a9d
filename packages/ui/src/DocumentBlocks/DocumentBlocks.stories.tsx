import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { scrollToAnchor } from '../utils/scrollToAnchor';
import { DocumentBlocks } from './DocumentBlocks';
import {
  BOARD_TEXT_LABEL,
  longPlan,
  planWithBoardText,
  sampleBlocks,
} from './DocumentBlocks.fixtures';

const meta = {
  title: 'Document/DocumentBlocks',
  component: DocumentBlocks,
  args: { blocks: sampleBlocks('nl') },
} satisfies Meta<typeof DocumentBlocks>;

export default meta;
type Story = StoryObj<typeof meta>;

interface Texts {
  headings: [string, string, string];
  explanation: string;
  download: string;
  file: string;
  email: string;
  phoneLabel: string;
}

const nl: Texts = {
  headings: ['1. Visie en missie', '1.2. Kernwaarden', '3. Evaluatie'],
  explanation: 'de toelichting',
  download: 'Downloaden',
  file: 'Jaarplan 2026.pdf',
  email: 'an.devries@example.org',
  phoneLabel: 'Telefoon',
};
const en: Texts = {
  headings: ['1. Vision and mission', '1.2. Core values', '3. Evaluation'],
  explanation: 'the explanation',
  download: 'Download',
  file: 'Annual plan 2026.pdf',
  email: 'an.devries@example.org',
  phoneLabel: 'Phone',
};
const enLabels = {
  download: 'Download',
  email: 'Email',
  phone: 'Phone',
  organisation: 'Organisation',
  match: 'Search result',
};

/**
 * Every block type: numbered headings with anchors, sanitized body HTML (the script is gone,
 * a new-tab link gets rel="noopener noreferrer"), the file with its download link, the contact
 * with its details; the unknown video block is skipped. Tab reaches the links in order.
 */
async function playAllBlocks(canvasElement: HTMLElement, t: Texts) {
  const canvas = within(canvasElement);
  for (const name of t.headings) await expect(canvas.getByRole('heading', { name })).toBeVisible();
  await expect(canvas.getByRole('heading', { name: t.headings[2] })).toHaveAttribute(
    'id',
    'block-12',
  );
  await expect(canvasElement.querySelector('script')).toBeNull();
  await expect(canvasElement.querySelector('#block-14')).toBeNull();
  const download = canvas.getByRole('link', { name: `${t.download} ${t.file}` });
  await expect(download).toHaveAttribute('download', t.file);
  await expect(canvas.getByText(t.phoneLabel)).toBeVisible();
  await userEvent.tab();
  const explanation = canvas.getByRole('link', { name: t.explanation });
  await expect(explanation).toHaveFocus();
  await expect(explanation).toHaveAttribute('rel', 'noopener noreferrer');
  await userEvent.tab();
  await expect(download).toHaveFocus();
  await userEvent.tab();
  await expect(canvas.getByRole('link', { name: t.email })).toHaveFocus();
  await userEvent.tab();
  const phone = canvas.getByRole('link', { name: '030 123 45 67' });
  await expect(phone).toHaveFocus();
  await expect(phone).toHaveAttribute('href', 'tel:0301234567');
}

export const AllBlocksNl: Story = {
  globals: { locale: 'nl' },
  play: ({ canvasElement }) => playAllBlocks(canvasElement, nl),
};

export const AllBlocksEn: Story = {
  globals: { locale: 'en' },
  args: { blocks: sampleBlocks('en'), locale: 'en', labels: enLabels },
  play: ({ canvasElement }) => playAllBlocks(canvasElement, en),
};

/** Search matches by block id: only blocks 2 and 11 are highlighted; the word is marked. */
async function playHighlighted(canvasElement: HTMLElement, word: string, match: string) {
  await expect(canvasElement.querySelector('#block-11')).toHaveAttribute(
    'data-highlighted',
    'true',
  );
  await expect(canvasElement.querySelector('#block-2')).toHaveAttribute('data-highlighted', 'true');
  await expect(canvasElement.querySelector('#block-10')).not.toHaveAttribute('data-highlighted');
  const marks = [...canvasElement.querySelectorAll('mark')].map((m) => m.textContent);
  await expect(marks).toEqual([word]);
  await expect(canvasElement.querySelector('#block-11')).toHaveTextContent(match);
}

export const HighlightedNl: Story = {
  globals: { locale: 'nl' },
  args: { highlightIds: [2, 11], highlightText: 'lezen' },
  play: ({ canvasElement }) => playHighlighted(canvasElement, 'lezen', 'Zoekresultaat'),
};

export const HighlightedEn: Story = {
  globals: { locale: 'en' },
  args: {
    blocks: sampleBlocks('en'),
    highlightIds: [2, 11],
    highlightText: 'reading',
    labels: enLabels,
  },
  play: ({ canvasElement }) => playHighlighted(canvasElement, 'reading', 'Search result'),
};

function WithJump({ label, target }: { label: string; target: string }) {
  return (
    <div>
      <button type="button" onClick={() => void scrollToAnchor(target)}>
        {label}
      </button>
      <DocumentBlocks blocks={sampleBlocks(label.startsWith('Naar') ? 'nl' : 'en')} />
      <div style={{ height: '100vh' }} />
    </div>
  );
}

/**
 * scrollToAnchor: Enter on the button scrolls smoothly (not in one jump) to 100 px above the
 * heading and moves focus there.
 */
async function playScroll(canvasElement: HTMLElement, label: string, heading: string) {
  const canvas = within(canvasElement);
  await userEvent.tab();
  await expect(canvas.getByRole('button', { name: label })).toHaveFocus();
  const positions: number[] = [];
  const track = () => positions.push(window.scrollY);
  window.addEventListener('scroll', track);
  await userEvent.keyboard('{Enter}');
  const target = canvas.getByRole('heading', { name: heading });
  await waitFor(() => expect(target).toHaveFocus());
  window.removeEventListener('scroll', track);
  await expect(target).toHaveAttribute('tabindex', '-1');
  await expect(Math.round(target.getBoundingClientRect().top)).toBe(100);
  // Smooth: several intermediate positions, not a single jump.
  await expect(new Set(positions).size).toBeGreaterThan(3);
  window.scrollTo(0, 0);
}

export const ScrollToAnchorNl: Story = {
  globals: { locale: 'nl' },
  render: () => <WithJump label="Naar Evaluatie" target="block-12" />,
  play: ({ canvasElement }) => playScroll(canvasElement, 'Naar Evaluatie', '3. Evaluatie'),
};

export const ScrollToAnchorEn: Story = {
  globals: { locale: 'en' },
  render: () => <WithJump label="To Evaluation" target="block-12" />,
  play: ({ canvasElement }) => playScroll(canvasElement, 'To Evaluation', '3. Evaluation'),
};

/**
 * The board's text in a school's plan: its label stands once above the chapter's heading (for
 * reading and print), the chapter is numbered as any other, the school's own text has no label.
 */
async function playBoardText(canvasElement: HTMLElement, locale: 'nl' | 'en') {
  const canvas = within(canvasElement);
  const label = BOARD_TEXT_LABEL[locale];
  const notes = canvas.getAllByText(label);
  await expect(notes).toHaveLength(1);
  await expect(notes[0]).toBeVisible();
  const chapter = canvas.getByRole('heading', {
    name: locale === 'nl' ? '2. Identiteit van de stichting' : '2. Identity of the foundation',
  });
  await expect(notes[0]!.nextElementSibling).toBe(chapter);
  await expect(chapter).toHaveAttribute('data-locked', 'true');
  await expect(
    canvas.getByRole('heading', {
      name: locale === 'nl' ? '2.1. Burgerschap' : '2.1. Citizenship',
    }),
  ).toHaveAttribute('data-locked', 'true');
  await expect(
    canvas.getByRole('heading', { name: locale === 'nl' ? '3. Onderwijs' : '3. Education' }),
  ).not.toHaveAttribute('data-locked');
}

export const BoardTextNl: Story = {
  globals: { locale: 'nl' },
  args: { blocks: planWithBoardText('nl') },
  play: ({ canvasElement }) => playBoardText(canvasElement, 'nl'),
};

export const BoardTextEn: Story = {
  globals: { locale: 'en' },
  args: { blocks: planWithBoardText('en'), locale: 'en', labels: enLabels },
  play: ({ canvasElement }) => playBoardText(canvasElement, 'en'),
};

function LongWithJump({ locale }: { locale: 'nl' | 'en' }) {
  const blocks = longPlan(60, locale);
  const last = blocks.findLast((b) => b.type === 'h1')!;
  return (
    <div>
      <button type="button" onClick={() => void scrollToAnchor(`block-${last.id}`)}>
        {locale === 'nl' ? 'Naar het laatste hoofdstuk' : 'To the last chapter'}
      </button>
      <DocumentBlocks blocks={blocks} lazyOffscreen locale={locale} />
      <div style={{ height: '100vh' }} />
    </div>
  );
}

/**
 * A long document with `lazyOffscreen`: paragraphs far out of view are left to the browser's
 * lazy rendering (content-visibility), headings are not; the jump to the last chapter still lands
 * 100 px below the top, and the text far down is in the page for find in page.
 */
async function playLong(canvasElement: HTMLElement, label: string, heading: string, text: RegExp) {
  const canvas = within(canvasElement);
  const container = canvasElement.querySelector('.koers-document-blocks')!;
  await expect(container).toHaveAttribute('data-lazy-offscreen');
  const [paragraph] = canvas.getAllByText(text);
  await expect(
    getComputedStyle(paragraph!.closest('.koers-document-block')!).contentVisibility,
  ).toBe('auto');
  const target = canvas.getByRole('heading', { name: heading });
  await expect(getComputedStyle(target).contentVisibility).toBe('visible');
  await userEvent.click(canvas.getByRole('button', { name: label }));
  await waitFor(() => expect(target).toHaveFocus());
  await waitFor(() => expect(Math.round(target.getBoundingClientRect().top)).toBe(100));
  window.scrollTo(0, 0);
}

export const LongDocumentNl: Story = {
  globals: { locale: 'nl' },
  render: () => <LongWithJump locale="nl" />,
  play: ({ canvasElement }) =>
    playLong(
      canvasElement,
      'Naar het laatste hoofdstuk',
      '60. Hoofdstuk 60',
      /Alinea 9 van hoofdstuk 60/,
    ),
};

export const LongDocumentEn: Story = {
  globals: { locale: 'en' },
  render: () => <LongWithJump locale="en" />,
  play: ({ canvasElement }) =>
    playLong(canvasElement, 'To the last chapter', '60. Chapter 60', /Paragraph 9 of chapter 60/),
};
