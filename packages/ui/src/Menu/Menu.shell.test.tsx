import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { itPassesThrough } from '../test-utils/passthrough';
import type { MenuProps } from './Menu';

// Holds the import of the implementation until the test calls release().
let release = () => {};

// Transform the implementation once, so a test's first load is not slower than its timeouts.
beforeAll(() => import('./MenuImpl'));

/** A fresh Menu module whose implementation has not been imported yet. */
async function freshMenu() {
  vi.resetModules();
  const gate = new Promise<void>((resolve) => (release = resolve));
  vi.doMock('./MenuImpl', async (importOriginal) => {
    await gate;
    return importOriginal();
  });
  return (await import('./Menu')).Menu;
}

const items: MenuProps['items'] = [
  { id: 'links', label: 'Koppelingen', href: '/account/koppelingen' },
  { id: 'logout', label: 'Uitloggen', onAction: () => {} },
];

describe('Menu before its implementation has loaded', () => {
  it('renders the same trigger, name and state with a native button', async () => {
    const Menu = await freshMenu();
    render(<Menu trigger={<span>AV</span>} triggerLabel="Gebruikersmenu" items={items} />);
    const trigger = screen.getByRole('button', { name: 'Gebruikersmenu' });
    expect(trigger).toHaveAttribute('type', 'button');
    expect(trigger).toHaveAttribute('aria-haspopup', 'true');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveClass('koers-menu__trigger');
    expect(trigger).not.toHaveAttribute('data-rac');
    expect(trigger.parentElement).toHaveClass('koers-menu');
    expect(trigger.querySelector('.koers-menu__chevron')).toBeInTheDocument();
    release();
  });

  it('loads on focus and moves focus to the implementation trigger', async () => {
    const Menu = await freshMenu();
    const user = userEvent.setup();
    render(<Menu trigger="Anna" items={items} />);
    const shell = screen.getByRole('button', { name: 'Anna' });
    await user.tab();
    expect(shell).toHaveFocus();
    release();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Anna' })).not.toBe(shell));
    const trigger = screen.getByRole('button', { name: 'Anna' });
    expect(trigger).toHaveAttribute('data-rac');
    await waitFor(() => expect(trigger).toHaveFocus());
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens on the first item after load when Enter was pressed before, and Escape returns focus', async () => {
    const Menu = await freshMenu();
    const user = userEvent.setup();
    render(<Menu trigger="Anna" items={items} />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    release();
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: 'Koppelingen' })).toHaveFocus(),
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Anna' })).toHaveFocus());
  });

  it('opens after load when clicked before', async () => {
    const Menu = await freshMenu();
    const user = userEvent.setup();
    render(<Menu trigger="Anna" items={items} />);
    await user.click(screen.getByRole('button', { name: 'Anna' }));
    release();
    expect(await screen.findByRole('menu')).toBeInTheDocument();
  });

  it('opens after load when the pointer rests on an openOnHover trigger', async () => {
    const Menu = await freshMenu();
    const user = userEvent.setup();
    render(<Menu trigger="Anna" items={items} openOnHover />);
    await user.hover(screen.getByRole('button', { name: 'Anna' }));
    release();
    expect(await screen.findByRole('menu')).toBeInTheDocument();
  });

  it('renders the implementation at once when it was loaded before mount', async () => {
    const Menu = await freshMenu();
    release();
    const { menuImpl } = await import('./Menu');
    await menuImpl.load();
    render(<Menu trigger="Anna" items={items} />);
    expect(screen.getByRole('button', { name: 'Anna' })).toHaveAttribute('data-rac');
  });
});

describe('Menu passthrough before its implementation has loaded', () => {
  let ShellMenu: Awaited<ReturnType<typeof freshMenu>>;
  beforeAll(async () => {
    ShellMenu = await freshMenu();
  });
  afterAll(() => release());
  itPassesThrough({
    renderWith: (props) => <ShellMenu {...props} trigger="Anna" items={items} />,
    root: () => screen.getByRole('button', { name: 'Anna' }),
    ownClass: 'koers-menu__trigger',
  });
});
