import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Sidebar, SidebarLink, SidebarSection } from '../Sidebar/Sidebar';
import { Header } from '../Header/Header';
import { AppShell } from './AppShell';
import { itPassesThrough } from '../test-utils/passthrough';
import { SidebarToggle } from './AppShell';

function setDesktop(matches: boolean) {
  window.matchMedia = ((query: string) => ({
    matches,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}

function renderShell(onSwitchContext?: () => void) {
  return render(
    <AppShell
      sidebarToggleLabel="Menu"
      sidebar={
        <Sidebar contextName="OBS De Regenboog" onSwitchContext={onSwitchContext}>
          <SidebarSection heading="Plannen">
            <SidebarLink href="/document/1" isCurrent>
              Schoolplan
            </SidebarLink>
            <SidebarLink href="/jaarkalender">Jaarkalender</SidebarLink>
          </SidebarSection>
        </Sidebar>
      }
      header={<Header />}
    >
      <h1>Inhoud</h1>
    </AppShell>,
  );
}

describe('AppShell below 1024px', () => {
  beforeEach(() => setDesktop(false));

  // jsdom does not implement inert's effect on focus; the browser stories check the tab order.
  it('starts closed: the toggle says so and the sidebar is inert', () => {
    renderShell();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const sidebar = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(sidebar).toHaveAttribute('inert');
  });

  it('opens with the toggle, moves focus in, and Escape closes and returns focus', async () => {
    const user = userEvent.setup();
    renderShell();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const sidebar = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(sidebar).not.toHaveAttribute('inert');
    // The page under the drawer is out of reach while it is open; the header (toggle) is not.
    const page = document.querySelector('main')!.parentElement!;
    expect(page).toHaveAttribute('inert');
    expect(toggle.closest('[inert]')).toBeNull();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Schoolplan' })).toHaveFocus());

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(sidebar).toHaveAttribute('inert');
    expect(page).not.toHaveAttribute('inert');
    await waitFor(() => expect(toggle).toHaveFocus());
  });

  it('closes again with the toggle and returns focus to it', async () => {
    const user = userEvent.setup();
    renderShell(() => {});
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    // The brand is a button when switching is possible, so it is the first focus target.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /OBS De Regenboog/ })).toHaveFocus(),
    );
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});

describe('AppShell from 1024px', () => {
  beforeEach(() => setDesktop(true));

  it('always shows the sidebar: links are reachable and no toggle is rendered', async () => {
    const user = userEvent.setup();
    renderShell();
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
    await user.tab(); // skip link
    await user.tab();
    expect(screen.getByRole('link', { name: 'Schoolplan' })).toHaveFocus();
  });
});

describe('AppShell landmarks', () => {
  beforeEach(() => setDesktop(true));

  it('has a skip link to the main landmark with the given text', () => {
    renderShell();
    const skip = screen.getByRole('link', { name: 'Naar de inhoud' });
    expect(skip).toHaveAttribute('href', `#${screen.getByRole('main').id}`);
  });
});

describe('AppShell passthrough', () => {
  beforeEach(() => setDesktop(true));
  itPassesThrough({
    renderWith: (props) => (
      <AppShell {...props} sidebar={null} header={null}>
        <h1>Inhoud</h1>
      </AppShell>
    ),
    root: () => screen.getByRole('main').closest<HTMLElement>('.koers-shell')!,
    ownClass: 'koers-shell',
  });
});

describe('SidebarToggle passthrough below 1024px', () => {
  beforeEach(() => setDesktop(false));
  itPassesThrough({
    renderWith: (props) => (
      <AppShell sidebar={null} header={<SidebarToggle {...props} />}>
        <h1>Inhoud</h1>
      </AppShell>
    ),
    root: () => screen.getByRole('button', { name: 'Menu' }),
    ownClass: 'koers-sidebar-toggle',
  });
});
