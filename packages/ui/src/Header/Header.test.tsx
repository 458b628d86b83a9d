import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { AppShell } from '../AppShell/AppShell';
import { menuImpl } from '../Menu/Menu';
import { Header, type HeaderProps } from './Header';
import { itPassesThrough } from '../test-utils/passthrough';
import { EditModeToggle } from './Header';

describe('Header', () => {
  it('shows one external icon link per linked application, named by the application', () => {
    render(
      <Header
        applications={[
          { id: 1, type: 'tasks', name: 'Taken', url: 'https://taken.example.nl' },
          { id: 2, type: 'webmail', name: 'Webmail', url: 'https://mail.example.nl' },
        ]}
      />,
    );
    const tasks = screen.getByRole('link', { name: 'Taken (opent in nieuw tabblad)' });
    expect(tasks).toHaveAttribute('href', 'https://taken.example.nl');
    expect(tasks).toHaveAttribute('target', '_blank');
    expect(tasks).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });

  it('hides the edit switch when not visible and reports changes when shown', async () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <Header editMode={{ visible: false, isEditing: false, onChange, label: 'Bewerkmodus' }} />,
    );
    expect(screen.queryByRole('switch')).toBeNull();
    rerender(<Header editMode={{ isEditing: false, onChange, label: 'Bewerkmodus' }} />);
    await userEvent.setup().click(screen.getByRole('switch', { name: 'Bewerkmodus' }));
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('renders no sidebar toggle outside an AppShell', () => {
    render(<Header />);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

function setDesktop(matches: boolean) {
  window.matchMedia = ((query: string) => ({
    matches,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}

/** A header in the shell with a search field, edit mode and the user's menu. */
function ShellHeader(props: Partial<HeaderProps> & { onEdit?: (on: boolean) => void }) {
  const [editing, setEditing] = useState(false);
  return (
    <AppShell
      sidebar={<nav aria-label="Hoofdmenu" />}
      header={
        <Header
          title="OBS De Regenboog"
          search={<input aria-label="Zoeken in dit document" />}
          editMode={{
            isEditing: editing,
            onChange: (on) => {
              setEditing(on);
              props.onEdit?.(on);
            },
            label: 'Bewerkmodus',
          }}
          applications={[
            { id: 1, type: 'webmail', name: 'Webmail', url: 'https://mail.example.nl' },
          ]}
          moreApplications={[
            { id: 'canva', label: 'Canva', href: 'https://canva.com', target: '_blank' },
          ]}
          userMenu={{ name: 'Anna de Vries', items: [{ id: 'logout', label: 'Uitloggen' }] }}
          {...props}
        />
      }
    >
      <h1>Inhoud</h1>
    </AppShell>
  );
}

describe('Header in an AppShell below 1024px', () => {
  beforeAll(() => menuImpl.load());
  beforeEach(() => setDesktop(false));
  afterEach(() => {
    // @ts-expect-error jsdom has no matchMedia of its own
    delete window.matchMedia;
  });

  it('keeps to one row: menu button, the name, a search button and a "more" menu', () => {
    render(<ShellHeader />);
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-compact');
    expect(within(header).getByText('OBS De Regenboog')).toBeInTheDocument();
    expect(
      within(header)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label') ?? b.textContent),
    ).toEqual(['Menu', 'Zoeken', 'Meer']);
    // Edit mode, the applications and the user's menu wait in "more".
    expect(screen.queryByRole('switch')).toBeNull();
    expect(within(header).queryByRole('link')).toBeNull();
    expect(screen.getByRole('textbox', { hidden: true })).not.toBeVisible();
  });

  it('opens the search field in the row and closes it with its button or Escape', async () => {
    const user = userEvent.setup();
    render(<ShellHeader />);
    const button = screen.getByRole('button', { name: 'Zoeken' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const field = screen.getByRole('textbox', { name: 'Zoeken in dit document' });
    expect(field).toHaveFocus();
    expect(document.getElementById(button.getAttribute('aria-controls')!)).toContainElement(field);
    // The name and "more" give the field their room while it is open.
    expect(screen.queryByText('OBS De Regenboog')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Meer' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    expect(screen.getByText('OBS De Regenboog')).toBeInTheDocument();

    await user.keyboard('{Enter}');
    expect(screen.getByRole('textbox', { name: 'Zoeken in dit document' })).toHaveFocus();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes the opened search when the page has none any more', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<ShellHeader />);
    await user.click(screen.getByRole('button', { name: 'Zoeken' }));
    expect(screen.queryByText('OBS De Regenboog')).toBeNull();
    rerender(<ShellHeader search={undefined} />);
    expect(screen.getByText('OBS De Regenboog')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Meer' })).toBeInTheDocument();
    rerender(<ShellHeader />);
    expect(screen.getByRole('button', { name: 'Zoeken' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('offers edit mode, the applications and the user\'s items in the "more" menu, from the keyboard', async () => {
    const user = userEvent.setup();
    const onEdit = vi.fn();
    render(<ShellHeader onEdit={onEdit} />);
    const more = screen.getByRole('button', { name: 'Meer' });
    more.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    const edit = within(menu).getByRole('menuitemcheckbox', { name: 'Bewerkmodus' });
    expect(edit).toHaveAttribute('aria-checked', 'false');
    expect(edit).toHaveFocus();
    const webmail = within(menu).getByRole('menuitem', {
      // jsdom drops the space a browser reads between the name and the hidden hint.
      name: /^Webmail ?\(opent in nieuw tabblad\)$/,
    });
    expect(webmail).toHaveAttribute('href', 'https://mail.example.nl');
    expect(webmail).toHaveAttribute('target', '_blank');
    expect(within(menu).getByRole('menuitem', { name: 'Canva' })).toBeInTheDocument();
    expect(within(menu).getByRole('group', { name: 'Anna de Vries' })).toContainElement(
      within(menu).getByRole('menuitem', { name: 'Uitloggen' }),
    );
    await user.keyboard('{Enter}');
    expect(onEdit).toHaveBeenCalledWith(true);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(more).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitemcheckbox', { name: 'Bewerkmodus' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(more).toHaveFocus());
  });

  it('is the full header from 1024px, without the name or the extra buttons', () => {
    setDesktop(true);
    render(<ShellHeader />);
    expect(screen.getByRole('banner')).not.toHaveAttribute('data-compact');
    expect(screen.queryByText('OBS De Regenboog')).toBeNull();
    expect(screen.getByRole('switch', { name: 'Bewerkmodus' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Zoeken in dit document' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Meer' })).toBeNull();
  });
});

itPassesThrough({
  renderWith: (props) => <Header {...props} />,
  root: () => screen.getByRole('banner'),
  ownClass: 'koers-header',
});

itPassesThrough({
  renderWith: (props) => <EditModeToggle {...props} isEditing={false} onChange={() => {}} />,
  root: () => screen.getByRole('switch', { name: 'Bewerkmodus' }).closest('label')!,
  ownClass: 'koers-edit-toggle',
  labelled: () => screen.getByRole('switch', { name: 'Bewerkmodus' }),
});
