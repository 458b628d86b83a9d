import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Menu, menuImpl } from './Menu';

const body = within(document.body);

const meta = {
  // The react-aria implementation is in before the story renders: the plays test the component,
  // not how fast its first import finishes (the hand-over has its own tests, *.shell.test.tsx).
  loaders: [() => menuImpl.load()],
  title: 'Navigation/Menu',
  component: Menu,
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

const logout = fn();

/**
 * The user menu: a resting pointer opens it (after 10 ms) and leaving closes it; from the
 * keyboard Enter opens it on the first item, the arrows move, Enter chooses, and focus
 * returns to the trigger.
 */
async function playUserMenu(canvasElement: HTMLElement, items: string[]) {
  const canvas = within(canvasElement);
  logout.mockClear();
  const trigger = () => canvas.getByRole('button', { name: 'Anna de Vries' });
  await userEvent.hover(trigger());
  await expect(await body.findByRole('menuitem', { name: items.at(-1) })).toBeVisible();
  await userEvent.unhover(trigger());
  await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());

  await userEvent.tab();
  await expect(trigger()).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  const menu = await body.findByRole('menu');
  await expect(
    within(menu)
      .getAllByRole('menuitem')
      .map((i) => i.textContent),
  ).toEqual(items);
  await expect(body.getByRole('menuitem', { name: items[0] })).toHaveFocus();
  for (let i = 1; i < items.length; i += 1) await userEvent.keyboard('{ArrowDown}');
  await expect(body.getByRole('menuitem', { name: items.at(-1) })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await expect(logout).toHaveBeenCalledOnce();
  await waitFor(() => expect(menu).not.toBeInTheDocument());
  await waitFor(() => expect(trigger()).toHaveFocus());
}

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
  play: ({ canvasElement }) =>
    playUserMenu(canvasElement, ['Admin-omgeving', 'Koppelingen', 'Uitloggen']),
};

export const UserMenuEn: Story = {
  globals: { locale: 'en' },
  args: {
    trigger: 'Anna de Vries',
    openOnHover: true,
    items: [
      { id: 'admin', label: 'Admin area', href: '/admin' },
      { id: 'links', label: 'Linked applications', href: '/account/koppelingen' },
      { id: 'logout', label: 'Log out', onAction: logout },
    ],
  },
  play: ({ canvasElement }) =>
    playUserMenu(canvasElement, ['Admin area', 'Linked applications', 'Log out']),
};

/**
 * A click-only dropdown: ArrowDown opens it on the first item, typing a letter jumps to an
 * item, Escape closes it and focus returns to the trigger; a hover does not open it.
 */
async function playDropdown(
  canvasElement: HTMLElement,
  texts: { trigger: string; items: [string, string, string] },
) {
  const canvas = within(canvasElement);
  const trigger = () => canvas.getByRole('button', { name: texts.trigger });
  await userEvent.hover(trigger());
  await new Promise((resolve) => setTimeout(resolve, 50));
  await expect(body.queryByRole('menu')).not.toBeInTheDocument();
  await userEvent.unhover(trigger());
  await userEvent.tab();
  await expect(trigger()).toHaveFocus();
  await userEvent.keyboard('{ArrowDown}');
  const menu = await body.findByRole('menu');
  await expect(
    within(menu)
      .getAllByRole('menuitem')
      .map((i) => i.textContent),
  ).toEqual(texts.items);
  await expect(body.getByRole('menuitem', { name: texts.items[0] })).toHaveFocus();
  await userEvent.keyboard(texts.items[2][0]!);
  await expect(body.getByRole('menuitem', { name: texts.items[2] })).toHaveFocus();
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
  await expect(trigger()).toHaveFocus();
}

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
  play: ({ canvasElement }) =>
    playDropdown(canvasElement, {
      trigger: 'Acties',
      items: ['Bewerken', 'Kopiëren', 'Verwijderen'],
    }),
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
  play: ({ canvasElement }) =>
    playDropdown(canvasElement, { trigger: 'Actions', items: ['Edit', 'Copy', 'Delete'] }),
};
