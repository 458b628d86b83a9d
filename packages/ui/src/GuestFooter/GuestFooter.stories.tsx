import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { GuestFooter } from './GuestFooter';

const meta = {
  title: 'Shell/GuestFooter',
  component: GuestFooter,
} satisfies Meta<typeof GuestFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Four external links in a named navigation, each opening a new tab safely and saying so to
 * screen readers; Tab walks them in order.
 */
async function playFooter(
  canvasElement: HTMLElement,
  texts: { nav: string; links: string[]; hint: string },
) {
  const canvas = within(canvasElement);
  const nav = canvas.getByRole('navigation', { name: texts.nav });
  const links = within(nav).getAllByRole('link');
  await expect(links.map((l) => l.textContent)).toEqual(
    texts.links.map((label) => `${label} ${texts.hint}`),
  );
  for (const link of links) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link.getAttribute('href')).toMatch(/^https:\/\//);
  }
  for (const link of links) {
    await userEvent.tab();
    await expect(link).toHaveFocus();
  }
}

export const DefaultNl: Story = {
  globals: { locale: 'nl' },
  play: ({ canvasElement }) =>
    playFooter(canvasElement, {
      nav: 'Voettekst',
      hint: '(opent in nieuw tabblad)',
      links: ['Certificeringen', 'Algemene voorwaarden', 'Klachtenprocedure', 'Privacyverklaring'],
    }),
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
    await expect(within(canvasElement).getByText('© 2026 Koers')).toBeVisible();
    await playFooter(canvasElement, {
      nav: 'Footer',
      hint: '(opens in a new tab)',
      links: [
        'Certifications',
        'Terms and conditions',
        'Complaints procedure',
        'Privacy statement',
      ],
    });
  },
};

/**
 * The app's English guest pages: the four default labels stay Dutch (SPEC §1) and say so with
 * lang="nl", so a screen reader pronounces them as Dutch; the English hint is not marked.
 */
export const DutchLabelsInEnglish: Story = {
  globals: { locale: 'en' },
  args: { label: 'Footer', newTabHint: '(opens in a new tab)' },
  play: async ({ canvasElement }) => {
    await playFooter(canvasElement, {
      nav: 'Footer',
      hint: '(opens in a new tab)',
      links: ['Certificeringen', 'Algemene voorwaarden', 'Klachtenprocedure', 'Privacyverklaring'],
    });
    for (const link of within(canvasElement).getAllByRole('link')) {
      const label = link.querySelector('[lang]');
      await expect(label).toHaveAttribute('lang', 'nl');
      await expect(label?.textContent).not.toContain('(opens in a new tab)');
    }
  },
};
