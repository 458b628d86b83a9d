import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { GuestFooter } from './GuestFooter';

const meta = {
  title: 'Shell/GuestFooter',
  component: GuestFooter,
} satisfies Meta<typeof GuestFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DefaultNl: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = canvas.getAllByRole('link');
    await expect(links.map((l) => l.textContent)).toEqual([
      'Certificeringen (opent in nieuw tabblad)',
      'Algemene voorwaarden (opent in nieuw tabblad)',
      'Klachtenprocedure (opent in nieuw tabblad)',
      'Privacyverklaring (opent in nieuw tabblad)',
    ]);
    for (const link of links) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await userEvent.tab();
    await expect(links[0]).toHaveFocus();
    await userEvent.tab();
    await expect(links[1]).toHaveFocus();
  },
};

export const DefaultEn: Story = {
  globals: { locale: 'en' },
  args: {
    label: 'Footer',
    newTabHint: '(opens in a new tab)',
    note: '© 2026 Koers',
    links: [
      { label: 'Certifications', href: 'https://www.koers.nl/certificeringen' },
      { label: 'Terms and conditions', href: 'https://www.koers.nl/algemene-voorwaarden' },
      { label: 'Complaints procedure', href: 'https://www.koers.nl/klachtenprocedure' },
      { label: 'Privacy statement', href: 'https://www.koers.nl/privacyverklaring' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Footer' })).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Privacy statement (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://www.koers.nl/privacyverklaring');
  },
};
