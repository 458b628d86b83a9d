import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Sidebar, SidebarAction, SidebarLink, SidebarSection } from './Sidebar';
import { itPassesThrough } from '../test-utils/passthrough';

describe('Sidebar', () => {
  it('shows the context name as plain text when switching is not possible', () => {
    render(
      <Sidebar contextName="Stichting Primair">
        <SidebarSection>
          <SidebarLink href="/">Home</SidebarLink>
        </SidebarSection>
      </Sidebar>,
    );
    expect(screen.getByText('Stichting Primair')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('makes the brand a button that opens the context switch when switching is possible', async () => {
    const onSwitch = vi.fn();
    render(
      <Sidebar contextName="Stichting Primair" onSwitchContext={onSwitch}>
        <SidebarSection>
          <SidebarLink href="/">Home</SidebarLink>
        </SidebarSection>
      </Sidebar>,
    );
    const button = screen.getByRole('button', {
      name: /^Stichting Primair\s*, Wisselen van omgeving$/,
    });
    await userEvent.setup().click(button);
    expect(onSwitch).toHaveBeenCalledOnce();
  });

  it('shows the icon beside the name, which stays readable text', () => {
    const { container } = render(
      <Sidebar contextName="De Regenboog" contextIconUrl="/logo.png">
        <SidebarSection>
          <SidebarLink href="/">Home</SidebarLink>
        </SidebarSection>
      </Sidebar>,
    );
    // The name is text, not alt text; the icon is decoration beside it (read once, not twice).
    expect(screen.getByText('De Regenboog')).toBeVisible();
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('img')).toHaveAttribute('src', '/logo.png');
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('names the switch by the context name when an icon is shown', () => {
    render(
      <Sidebar contextName="De Regenboog" contextIconUrl="/logo.png" onSwitchContext={() => {}}>
        <SidebarSection>
          <SidebarLink href="/">Home</SidebarLink>
        </SidebarSection>
      </Sidebar>,
    );
    expect(
      screen.getByRole('button', { name: /^De Regenboog\s*, Wisselen van omgeving$/ }),
    ).toHaveTextContent(/^De Regenboog/);
  });

  it('marks only the current link with aria-current="page" and names the list by its heading', () => {
    render(
      <Sidebar contextName="X" navLabel="Hoofdmenu">
        <SidebarSection heading="Plannen">
          <SidebarLink href="/document/1" isCurrent>
            Schoolplan
          </SidebarLink>
          <SidebarLink href="/document/2">Jaarplan</SidebarLink>
        </SidebarSection>
      </Sidebar>,
    );
    expect(screen.getByRole('navigation', { name: 'Hoofdmenu' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Plannen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Schoolplan' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'Jaarplan' })).not.toHaveAttribute('aria-current');
  });

  it('puts an action among the links as a button of the list that calls onPress', async () => {
    const onPress = vi.fn();
    render(
      <Sidebar contextName="X">
        <SidebarSection heading="Plannen">
          <SidebarLink href="/document/1">Schoolplan</SidebarLink>
          <SidebarAction onPress={onPress}>Nieuw document</SidebarAction>
        </SidebarSection>
      </Sidebar>,
    );
    const list = screen.getByRole('list', { name: 'Plannen' });
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    const action = screen.getByRole('button', { name: 'Nieuw document' });
    expect(list).toContainElement(action);
    await userEvent.setup().click(action);
    expect(onPress).toHaveBeenCalledOnce();
  });
});

itPassesThrough({
  renderWith: (props) => (
    <Sidebar {...props} contextName="OBS De Regenboog">
      <SidebarSection>
        <SidebarLink href="/">Home</SidebarLink>
      </SidebarSection>
    </Sidebar>
  ),
  root: () => screen.getByRole('navigation', { name: 'Hoofdmenu' }),
  ownClass: 'koers-sidebar',
});

itPassesThrough({
  renderWith: (props) => (
    <SidebarSection {...props} heading="Plannen">
      <SidebarLink href="/">Home</SidebarLink>
    </SidebarSection>
  ),
  root: () => screen.getByRole('list', { name: 'Plannen' }).parentElement!,
  ownClass: 'koers-sidebar__section',
});

itPassesThrough({
  renderWith: (props) => (
    <ul>
      <SidebarLink {...props} href="/jaarkalender">
        Jaarkalender
      </SidebarLink>
    </ul>
  ),
  root: () => screen.getByRole('link', { name: 'Jaarkalender' }),
  ownClass: 'koers-sidebar__link',
});

itPassesThrough({
  renderWith: (props) => (
    <ul>
      <SidebarAction {...props} onPress={() => {}}>
        Nieuw document
      </SidebarAction>
    </ul>
  ),
  root: () => screen.getByRole('button', { name: 'Nieuw document' }),
  ownClass: 'koers-sidebar__action',
});
