import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContextSwitcher } from './ContextSwitcher';
import { filterContexts, type ContextOrganisation, type ContextSchool } from './filterContexts';
import { itPassesThrough } from '../test-utils/passthrough';

const organisations: ContextOrganisation[] = [
  {
    id: 1,
    name: 'Stichting Primair Noord',
    authority_number: '41234',
    schools: [
      { id: 10, name: 'OBS De Regenboog', brin_number: '12AB' },
      { id: 11, name: 'CBS Het Kompas', brin_number: '13CD' },
    ],
  },
  { id: 2, name: 'Stichting Kindwijs', authority_number: '45678', schools: [] },
];
const schools: ContextSchool[] = [{ id: 20, name: 'Vrije School Zuid', brin_number: '99ZZ' }];

describe('filterContexts', () => {
  it('returns everything for an empty query', () => {
    expect(filterContexts(organisations, schools, '  ')).toEqual({ organisations, schools });
  });

  it('keeps an organisation with only its matching schools', () => {
    const result = filterContexts(organisations, schools, 'kompas');
    expect(result.organisations).toHaveLength(1);
    expect(result.organisations[0]!.schools.map((s) => s.name)).toEqual(['CBS Het Kompas']);
    expect(result.schools).toEqual([]);
  });

  it('keeps all schools of an organisation whose name or authority number matches', () => {
    expect(filterContexts(organisations, schools, '41234').organisations[0]!.schools).toHaveLength(
      2,
    );
    expect(
      filterContexts(organisations, schools, 'kindwijs').organisations.map((o) => o.id),
    ).toEqual([2]);
  });

  it('matches BRIN numbers and ignores case and accents', () => {
    expect(filterContexts(organisations, schools, '99zz').schools).toHaveLength(1);
    expect(filterContexts([], [{ id: 1, name: 'École Één' }], 'ecole een').schools).toHaveLength(1);
  });
});

describe('ContextSwitcher', () => {
  it('groups schools under their organisation and lists schools without one separately', () => {
    render(<ContextSwitcher organisations={organisations} schools={schools} onSelect={() => {}} />);
    const boards = screen.getByRole('listbox', { name: 'Besturen' });
    const regenboog = within(boards).getByRole('option', { name: /OBS De Regenboog/ });
    expect(regenboog.closest('[role="group"]')).toHaveAccessibleName('Stichting Primair Noord');
    expect(
      within(boards).getByRole('option', { name: /Stichting Primair Noord/ }),
    ).toHaveTextContent('Bestuursnummer 41234');
    expect(regenboog).toHaveTextContent('BRIN 12AB');
    const own = screen.getByRole('listbox', { name: 'Scholen' });
    expect(
      within(own)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([expect.stringContaining('Vrije School Zuid')]);
  });

  it('shows the two SPEC empty texts when there is nothing to choose', () => {
    render(<ContextSwitcher organisations={[]} schools={[]} onSelect={() => {}} />);
    expect(screen.getByText('Er zijn geen besturen gevonden.')).toBeInTheDocument();
    expect(screen.getByText('Er zijn geen scholen gevonden.')).toBeInTheDocument();
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('uses overridden empty texts', () => {
    render(
      <ContextSwitcher
        organisations={[]}
        schools={[]}
        onSelect={() => {}}
        emptyOrganisationsText="No boards found."
        emptySchoolsText="No schools found."
      />,
    );
    expect(screen.getByText('No boards found.')).toBeInTheDocument();
    expect(screen.getByText('No schools found.')).toBeInTheDocument();
  });

  it('marks the current context as selected', () => {
    render(
      <ContextSwitcher
        organisations={organisations}
        schools={schools}
        current={{ id: 11, contextType: 'school' }}
        onSelect={() => {}}
      />,
    );
    expect(screen.getByRole('option', { name: /CBS Het Kompas/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('option', { name: /OBS De Regenboog/ })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    expect(screen.getByRole('option', { name: /CBS Het Kompas/ })).toHaveTextContent(
      'huidige omgeving',
    );
  });

  it('chooses with the keyboard: arrows move, Enter selects, with the id and context type', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<ContextSwitcher organisations={organisations} schools={schools} onSelect={onSelect} />);
    await user.tab();
    expect(screen.getByRole('option', { name: /Stichting Primair Noord/ })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith({ id: 10, contextType: 'school' });
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith({ id: 2, contextType: 'organisation' });
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith({ id: 20, contextType: 'school' });
  });

  it('filters both lists and shows the empty texts when nothing matches', async () => {
    const user = userEvent.setup();
    render(
      <ContextSwitcher
        organisations={organisations}
        schools={schools}
        onSelect={() => {}}
        filterLabel="Zoek een school of bestuur"
      />,
    );
    await user.type(
      screen.getByRole('searchbox', { name: 'Zoek een school of bestuur' }),
      'regenboog',
    );
    expect(await screen.findByText('Er zijn geen scholen gevonden.')).toBeInTheDocument();
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      expect.stringContaining('Stichting Primair Noord'),
      expect.stringContaining('OBS De Regenboog'),
    ]);
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'xyz');
    expect(await screen.findByText('Er zijn geen besturen gevonden.')).toBeInTheDocument();
  });
});

itPassesThrough({
  renderWith: (props) => (
    <ContextSwitcher
      {...props}
      organisations={organisations}
      schools={schools}
      onSelect={() => {}}
    />
  ),
  root: () => screen.getByRole('heading', { name: 'Besturen' }).closest('.koers-context-switcher')!,
  ownClass: 'koers-context-switcher',
});
