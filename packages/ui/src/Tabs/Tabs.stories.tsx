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

export const SettingsNl: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Instellingen' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Algemeen' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Scholen' })).not.toHaveAttribute('aria-current');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Applicatie-kiezer' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(window.location.hash).toBe('#/instellingen/applicatie-kiezer');
  },
};

export const SettingsEn: Story = {
  globals: { locale: 'en' },
  args: {
    label: 'Settings',
    selectedId: 'users',
    items: [
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
    ],
  },
};

export const AdminNl: Story = {
  globals: { locale: 'nl' },
  args: {
    label: 'Admin-omgeving',
    selectedId: 'schools',
    items: [
      { id: 'organisations', label: 'Besturen', href: '#/admin/besturen' },
      { id: 'schools', label: 'Scholen', href: '#/admin/scholen' },
      { id: 'users', label: 'Gebruikers', href: '#/admin/gebruikers' },
      { id: 'manuals', label: 'Handleidingen', href: '#/admin/handleidingen' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Scholen' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getAllByRole('link')).toHaveLength(4);
  },
};

export const AdminEn: Story = {
  globals: { locale: 'en' },
  args: {
    label: 'Admin area',
    selectedId: 'organisations',
    items: [
      { id: 'organisations', label: 'Boards', href: '#/admin/boards' },
      { id: 'schools', label: 'Schools', href: '#/admin/schools' },
      { id: 'users', label: 'Users', href: '#/admin/users' },
      { id: 'manuals', label: 'Manuals', href: '#/admin/manuals' },
    ],
  },
};
