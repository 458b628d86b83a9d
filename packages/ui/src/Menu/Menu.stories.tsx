import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Menu } from './Menu';

const body = within(document.body);

const meta = {
  title: 'Navigation/Menu',
  component: Menu,
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

const logout = fn();

/** The user menu: opens on hover (10 ms) and with the keyboard. */
export const UserMenuNl: Story = {
  globals: { locale: 'nl' },
  args: {
    trigger: 'Anna de Vries',
    openOnHover: true,
    items: [
      { id: 'admin', label: 'Admin-omgeving', href: '/admin' },
      { id: 'links', label: 'Koppelingen', href: '/account/koppelingen' },
      { id: 'logout', label: 'Uitloggen', onAction: logout },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    logout.mockClear();
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: 'Anna de Vries' });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu');
    await expect(body.getByRole('menuitem', { name: 'Admin-omgeving' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(body.getByRole('menuitem', { name: 'Uitloggen' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(logout).toHaveBeenCalledOnce();
    await waitFor(() => expect(menu).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const UserMenuEn: Story = {
  globals: { locale: 'en' },
  args: {
    trigger: 'Anna de Vries',
    openOnHover: true,
    items: [
      { id: 'links', label: 'Linked applications', href: '/account/koppelingen' },
      { id: 'logout', label: 'Log out', onAction: fn() },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.hover(canvas.getByRole('button', { name: 'Anna de Vries' }));
    await expect(await body.findByRole('menuitem', { name: 'Log out' })).toBeVisible();
    await userEvent.unhover(canvas.getByRole('button', { name: 'Anna de Vries' }));
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
  },
};

/** A click-only dropdown, closed with Escape. */
export const DropdownNl: Story = {
  globals: { locale: 'nl' },
  args: {
    trigger: 'Acties',
    items: [
      { id: 'edit', label: 'Bewerken', onAction: fn() },
      { id: 'copy', label: 'Kopiëren', onAction: fn() },
      { id: 'remove', label: 'Verwijderen', onAction: fn() },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await body.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Acties' })).toHaveFocus();
  },
};

export const DropdownEn: Story = {
  globals: { locale: 'en' },
  args: {
    trigger: 'Actions',
    items: [
      { id: 'edit', label: 'Edit', onAction: fn() },
      { id: 'copy', label: 'Copy', onAction: fn() },
      { id: 'remove', label: 'Delete', onAction: fn() },
    ],
  },
};
