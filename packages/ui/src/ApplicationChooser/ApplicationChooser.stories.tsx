import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ApplicationChooser, type ChooserApplication } from './ApplicationChooser';

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
  title: 'Shell/ApplicationChooser',
  component: ApplicationChooser,
  parameters: { layout: 'centered' },
  args: { applications },
} satisfies Meta<typeof ApplicationChooser>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened with Enter, links reached with Tab, closed with Escape (focus back on the trigger). */
export const ManyNl: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: 'Applicaties' });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: 'Applicaties' });
    const link = within(dialog).getByRole('link', { name: 'Parnassys (opent in nieuw tabblad)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(within(dialog).getAllByRole('link')).toHaveLength(12);
    // Three per row: the fourth link starts a new row under the first.
    const links = within(dialog).getAllByRole('link');
    await expect(links[3]!.getBoundingClientRect().left).toBeCloseTo(
      links[0]!.getBoundingClientRect().left,
      0,
    );
    await userEvent.tab();
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const ManyEn: Story = {
  globals: { locale: 'en' },
  args: { label: 'Applications', newTabHint: '(opens in a new tab)' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    const dialog = await body.findByRole('dialog', { name: 'Applications' });
    await expect(
      within(dialog).getByRole('link', { name: 'Gynzy (opens in a new tab)' }),
    ).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Applications' })).toHaveFocus());
  },
};

export const EmptyNl: Story = {
  globals: { locale: 'nl' },
  args: { applications: [] },
  play: async () => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(await body.findByText('Er zijn geen applicaties gekoppeld.')).toBeVisible();
  },
};

export const EmptyEn: Story = {
  globals: { locale: 'en' },
  args: { applications: [], label: 'Applications', emptyText: 'No applications are linked.' },
};
