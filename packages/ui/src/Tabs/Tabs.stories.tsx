import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Tabs } from './Tabs';

const settingsNl = [
  { id: 'global', label: 'Algemeen', href: '#/instellingen/algemeen' },
  {
    id: 'application-chooser',
    label: 'Applicatie-kiezer',
    href: '#/instellingen/applicatie-kiezer',
  },
  { id: 'calendar', label: 'Jaarkalender', href: '#/instellingen/jaarkalender' },
  { id: 'periods', label: 'Schooljaren', href: '#/instellingen/schooljaren' },
  { id: 'schools', label: 'Scholen', href: '#/instellingen/scholen' },
  { id: 'users', label: 'Gebruikers', href: '#/instellingen/gebruikers' },
  { id: 'contact-categories', label: 'Sociale kaart', href: '#/instellingen/sociale-kaart' },
];

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  args: { items: settingsNl, selectedId: 'global', label: 'Instellingen' },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A named navigation of links; only the selected tab has aria-current="page". Tab moves to the
 * next tab and Enter follows its link.
 */
async function playTabs(
  canvasElement: HTMLElement,
  texts: { nav: string; labels: string[]; current: string; next: string; nextHref: string },
) {
  const canvas = within(canvasElement);
  const nav = canvas.getByRole('navigation', { name: texts.nav });
  const links = within(nav).getAllByRole('link');
  await expect(links.map((l) => l.textContent)).toEqual(texts.labels);
  for (const link of links) {
    if (link.textContent === texts.current) {
      await expect(link).toHaveAttribute('aria-current', 'page');
    } else {
      await expect(link).not.toHaveAttribute('aria-current');
    }
  }
  const next = canvas.getByRole('link', { name: texts.next });
  for (let i = 0; i <= texts.labels.indexOf(texts.next); i += 1) await userEvent.tab();
  await expect(next).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await expect(window.location.hash).toBe(texts.nextHref);
}

export const SettingsNl: Story = {
  globals: { locale: 'nl' },
  play: ({ canvasElement }) =>
    playTabs(canvasElement, {
      nav: 'Instellingen',
      labels: settingsNl.map((t) => t.label),
      current: 'Algemeen',
      next: 'Applicatie-kiezer',
      nextHref: '#/instellingen/applicatie-kiezer',
    }),
};

const settingsEn = [
  { id: 'global', label: 'General', href: '#/settings/general' },
  {
    id: 'application-chooser',
    label: 'Application chooser',
    href: '#/settings/application-chooser',
  },
  { id: 'calendar', label: 'Year calendar', href: '#/settings/calendar' },
  { id: 'periods', label: 'School years', href: '#/settings/periods' },
  { id: 'schools', label: 'Schools', href: '#/settings/schools' },
  { id: 'users', label: 'Users', href: '#/settings/users' },
  { id: 'contact-categories', label: 'Social map', href: '#/settings/social-map' },
];

export const SettingsEn: Story = {
  globals: { locale: 'en' },
  args: { label: 'Settings', selectedId: 'users', items: settingsEn },
  play: ({ canvasElement }) =>
    playTabs(canvasElement, {
      nav: 'Settings',
      labels: settingsEn.map((t) => t.label),
      current: 'Users',
      next: 'Social map',
      nextHref: '#/settings/social-map',
    }),
};

const adminNl = [
  { id: 'organisations', label: 'Besturen', href: '#/admin/besturen' },
  { id: 'schools', label: 'Scholen', href: '#/admin/scholen' },
  { id: 'users', label: 'Gebruikers', href: '#/admin/gebruikers' },
  { id: 'manuals', label: 'Handleidingen', href: '#/admin/handleidingen' },
];

export const AdminNl: Story = {
  globals: { locale: 'nl' },
  args: { label: 'Admin-omgeving', selectedId: 'schools', items: adminNl },
  play: ({ canvasElement }) =>
    playTabs(canvasElement, {
      nav: 'Admin-omgeving',
      labels: adminNl.map((t) => t.label),
      current: 'Scholen',
      next: 'Gebruikers',
      nextHref: '#/admin/gebruikers',
    }),
};

const adminEn = [
  { id: 'organisations', label: 'Boards', href: '#/admin/boards' },
  { id: 'schools', label: 'Schools', href: '#/admin/schools' },
  { id: 'users', label: 'Users', href: '#/admin/users' },
  { id: 'manuals', label: 'Manuals', href: '#/admin/manuals' },
];

export const AdminEn: Story = {
  globals: { locale: 'en' },
  args: { label: 'Admin area', selectedId: 'organisations', items: adminEn },
  play: ({ canvasElement }) =>
    playTabs(canvasElement, {
      nav: 'Admin area',
      labels: adminEn.map((t) => t.label),
      current: 'Boards',
      next: 'Manuals',
      nextHref: '#/admin/manuals',
    }),
};
