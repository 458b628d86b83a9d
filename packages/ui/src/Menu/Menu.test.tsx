import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { itPassesThrough } from '../test-utils/passthrough';
import { Menu, MENU_HOVER_DELAY_MS, menuImpl } from './Menu';

const items = [
  { id: 'links', label: 'Koppelingen', href: '/account/koppelingen' },
  { id: 'logout', label: 'Uitloggen', onAction: vi.fn() },
];

// These test the react-aria implementation; Menu.shell.test.tsx covers the time before it loads.
beforeAll(() => menuImpl.load());

describe('Menu', () => {
  afterEach(() => vi.useRealTimers());

  it('opens after the 10 ms hover delay and closes 10 ms after the pointer leaves', () => {
    vi.useFakeTimers();
    render(<Menu trigger="Anna" items={items} openOnHover />);
    const wrapper = screen.getByRole('button', { name: 'Anna' }).parentElement!;
    fireEvent.pointerEnter(wrapper, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(MENU_HOVER_DELAY_MS - 1));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('menu')).toBeInTheDocument();

    fireEvent.pointerLeave(wrapper, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(MENU_HOVER_DELAY_MS));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('stays closed on hover without openOnHover', () => {
    vi.useFakeTimers();
    render(<Menu trigger="Acties" items={items} />);
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Acties' }).parentElement!, {
      pointerType: 'mouse',
    });
    act(() => vi.advanceTimersByTime(50));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('runs the chosen item with the keyboard', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    render(<Menu trigger="Anna" items={[{ id: 'logout', label: 'Uitloggen', onAction }]} />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: 'Uitloggen' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onAction).toHaveBeenCalledOnce();
  });
});

describe('Menu opened by hover', () => {
  it('stays open when the user then clicks the trigger (the click pins it)', async () => {
    const user = userEvent.setup();
    render(<Menu trigger="Anna" items={items} openOnHover />);
    const trigger = screen.getByRole('button', { name: 'Anna' });
    await user.hover(trigger);
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    await user.click(trigger);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });
});

describe('Menu passthrough', () => {
  // To the trigger button: it is what a host labels, describes and points at.
  itPassesThrough({
    renderWith: (props) => <Menu {...props} trigger="Anna" items={items} />,
    root: () => screen.getByRole('button', { name: 'Anna' }),
    ownClass: 'koers-menu__trigger',
  });
});
