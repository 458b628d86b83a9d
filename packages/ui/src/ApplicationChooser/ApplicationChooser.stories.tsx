import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  ApplicationChooser,
  type ChooserApplication,
  applicationChooserImpl,
} from './ApplicationChooser';

const body = within(document.body);

const icon = (color: string, letter: string) =>
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" rx="10" fill="${color}"/><text x="24" y="32" font-family="sans-serif" font-size="22" fill="#fff" text-anchor="middle">${letter}</text></svg>`,
  );

const applications: ChooserApplication[] = [
  { id: 1, name: 'Parnassys', url: 'https://www.parnassys.nl', iconUrl: icon('#0b6e4f', 'P') },
  { id: 2, name: 'Basispoort', url: 'https://www.basispoort.nl', iconUrl: icon('#8a3ffc', 'B') },
  { id: 3, name: 'Gynzy', url: 'https://www.gynzy.com' },
  { id: 4, name: 'Snappet', url: 'https://www.snappet.org' },
  { id: 5, name: 'Microsoft Teams', url: 'https://teams.microsoft.com' },
  { id: 6, name: 'Google Drive', url: 'https://drive.google.com' },
  { id: 7, name: 'Social Schools', url: 'https://www.socialschools.nl' },
  { id: 8, name: 'Momento', url: 'https://www.momento.nl' },
  { id: 9, name: 'Cito LVS', url: 'https://www.cito.nl' },
  { id: 10, name: 'Bouw!', url: 'https://www.bouwlezen.nl' },
  { id: 11, name: 'Rekentuin', url: 'https://www.rekentuin.nl' },
  { id: 12, name: 'Squla', url: 'https://www.squla.nl' },
];

const meta = {
  // The react-aria implementation is in before the story renders: the plays test the component,
  // not how fast its first import finishes (the hand-over has its own tests, *.shell.test.tsx).
  loaders: [() => applicationChooserImpl.load()],
  title: 'Shell/ApplicationChooser',
  component: ApplicationChooser,
  parameters: { layout: 'centered' },
  args: { applications },
} satisfies Meta<typeof ApplicationChooser>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Opened with Enter, the links reached with Tab (safe new-tab links, three per row in a
 * scroll area 16rem high), closed with Escape with focus back on the trigger.
 */
async function playMany(
  canvasElement: HTMLElement,
  texts: { label: string; hint: string; openKey: string },
) {
  const canvas = within(canvasElement);
  await userEvent.tab();
  const trigger = () => canvas.getByRole('button', { name: texts.label });
  await expect(trigger()).toHaveFocus();
  await userEvent.keyboard(texts.openKey);
  const dialog = await body.findByRole('dialog', { name: texts.label });
  const links = within(dialog).getAllByRole('link');
  await expect(links).toHaveLength(12);
  const first = within(dialog).getByRole('link', { name: `Parnassys ${texts.hint}` });
  await expect(first).toHaveAttribute('target', '_blank');
  await expect(first).toHaveAttribute('rel', 'noopener noreferrer');
  // Three per row: the fourth link starts a new row under the first.
  const left = (i: number) => links[i]!.getBoundingClientRect().left;
  await expect(left(1)).toBeGreaterThan(left(0));
  await expect(left(2)).toBeGreaterThan(left(1));
  await expect(left(3)).toBeCloseTo(left(0), 0);
  // The grid scrolls inside a 16rem (256 px) area.
  const grid = dialog.querySelector('ul')!;
  await expect(grid.getBoundingClientRect().height).toBeCloseTo(256, 0);
  await expect(grid.scrollHeight).toBeGreaterThan(grid.clientHeight);
  await userEvent.tab();
  await expect(dialog).toContainElement(document.activeElement as HTMLElement);
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(trigger()).toHaveFocus());
}

export const ManyNl: Story = {
  globals: { locale: 'nl' },
  play: ({ canvasElement }) =>
    playMany(canvasElement, {
      label: 'Applicaties',
      hint: '(opent in nieuw tabblad)',
      openKey: '{Enter}',
    }),
};

export const ManyEn: Story = {
  globals: { locale: 'en' },
  args: { label: 'Applications', newTabHint: '(opens in a new tab)' },
  play: ({ canvasElement }) =>
    playMany(canvasElement, { label: 'Applications', hint: '(opens in a new tab)', openKey: ' ' }),
};

/** Nothing linked: the overlay says so, and Escape still returns focus to the trigger. */
async function playEmpty(canvasElement: HTMLElement, texts: { label: string; empty: string }) {
  const trigger = () => within(canvasElement).getByRole('button', { name: texts.label });
  await userEvent.tab();
  await userEvent.keyboard('{Enter}');
  const dialog = await body.findByRole('dialog', { name: texts.label });
  await expect(within(dialog).getByText(texts.empty)).toBeVisible();
  await expect(within(dialog).queryByRole('link')).toBeNull();
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(trigger()).toHaveFocus());
}

export const EmptyNl: Story = {
  globals: { locale: 'nl' },
  args: { applications: [] },
  play: ({ canvasElement }) =>
    playEmpty(canvasElement, {
      label: 'Applicaties',
      empty: 'Er zijn geen applicaties gekoppeld.',
    }),
};

export const EmptyEn: Story = {
  globals: { locale: 'en' },
  args: { applications: [], label: 'Applications', emptyText: 'No applications are linked.' },
  play: ({ canvasElement }) =>
    playEmpty(canvasElement, { label: 'Applications', empty: 'No applications are linked.' }),
};
