import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { itPassesThrough } from '../test-utils/passthrough';
import { SearchComboBox, type SearchComboBoxOption } from './SearchComboBox';

const PEOPLE: SearchComboBoxOption[] = [
  { id: 1, label: 'Anna de Vries', description: 'anna@school.test' },
  { id: 2, label: 'Henk van den Berg', description: 'henk@bestuur.test' },
  { id: 3, label: 'Marieke Jansen', description: 'marieke@school.test' },
];

/** A search over PEOPLE that records what it was asked. */
function searchPeople() {
  const asked: string[] = [];
  const search = vi.fn(async (query: string) => {
    asked.push(query);
    const q = query.toLowerCase();
    return PEOPLE.filter((p) => p.label.toLowerCase().includes(q));
  });
  return { search, asked };
}

describe('SearchComboBox', () => {
  it('searches as the user types, and Enter chooses the result the arrows moved to', async () => {
    const user = userEvent.setup();
    const { search, asked } = searchPeople();
    const onSelectedChange = vi.fn();
    render(
      <SearchComboBox
        label="Persoon"
        description="Zoek op naam"
        onSearch={search}
        onSelectedChange={onSelectedChange}
        debounceMs={0}
      />,
    );
    const input = screen.getByRole('combobox', { name: 'Persoon' });
    expect(input).toHaveAccessibleDescription('Zoek op naam');
    await user.click(input);
    // Opening offers everyone (the empty search).
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    expect(listbox).toBeInTheDocument();
    await user.type(input, 'jans');
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
        'Marieke Jansen, marieke@school.test',
      ]),
    );
    // Label and description are one name: what is seen is what is read (WCAG 2.5.3).
    expect(screen.getByRole('option')).toHaveAccessibleName('Marieke Jansen, marieke@school.test');
    expect(asked.at(-1)).toBe('jans');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSelectedChange).toHaveBeenLastCalledWith(PEOPLE[2]);
    expect(input).toHaveValue('Marieke Jansen');
  });

  it('does not let Enter choose from the answer to an earlier text while the new one is on its way', async () => {
    const user = userEvent.setup();
    const answers = new Map<string, (items: SearchComboBoxOption[]) => void>();
    const search = vi.fn(
      (query: string) =>
        new Promise<readonly SearchComboBoxOption[]>((resolve) => answers.set(query, resolve)),
    );
    const onSelectedChange = vi.fn();
    render(
      <SearchComboBox
        label="Persoon"
        onSearch={search}
        onSelectedChange={onSelectedChange}
        debounceMs={0}
      />,
    );
    const input = screen.getByRole('combobox', { name: 'Persoon' });
    await user.click(input);
    await waitFor(() => expect(answers.has('')).toBe(true));
    act(() => answers.get('')!(PEOPLE));
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));

    // "henk" is typed; its answer has not come yet: the list still shows everyone, unchosen.
    await user.type(input, 'henk');
    await waitFor(() => expect(answers.has('henk')).toBe(true));
    expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSelectedChange).not.toHaveBeenCalled();

    // The answer comes; the arrows (opening the list again where Enter closed it) reach it.
    act(() => answers.get('henk')!([PEOPLE[1]!]));
    await user.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(screen.getByRole('option', { name: /Henk van den Berg/ })).not.toHaveAttribute(
        'aria-disabled',
        'true',
      ),
    );
    await user.keyboard('{Enter}');
    expect(onSelectedChange).toHaveBeenLastCalledWith(PEOPLE[1]);
  });

  it('says when nothing matches or the search failed', async () => {
    const user = userEvent.setup();
    render(
      <SearchComboBox
        label="Person"
        onSearch={async (query) => {
          if (query === 'fout') throw new Error('offline');
          return [];
        }}
        labels={{ none: 'No one found.', failed: 'The search failed.', searching: 'Searching…' }}
        debounceMs={0}
      />,
    );
    const input = screen.getByRole('combobox', { name: 'Person' });
    await user.click(input);
    expect((await screen.findAllByText('No one found.')).length).toBeGreaterThan(0);
    await user.type(input, 'fout');
    expect((await screen.findAllByText('The search failed.')).length).toBeGreaterThan(0);
  });

  it('shows a chosen option given from outside, and emptying the field clears the choice', async () => {
    const user = userEvent.setup();
    const { search } = searchPeople();
    function Host() {
      const [chosen, setChosen] = useState<SearchComboBoxOption | null>(PEOPLE[1]!);
      return (
        <>
          <SearchComboBox
            label="Persoon"
            onSearch={search}
            selected={chosen}
            onSelectedChange={setChosen}
            debounceMs={0}
          />
          <p>Gekozen: {chosen?.label ?? 'niemand'}</p>
          <button type="button" onClick={() => setChosen(PEOPLE[0]!)}>
            Kies Anna
          </button>
        </>
      );
    }
    render(<Host />);
    const input = screen.getByRole('combobox', { name: 'Persoon' });
    expect(input).toHaveValue('Henk van den Berg');
    await user.click(screen.getByRole('button', { name: 'Kies Anna' }));
    expect(input).toHaveValue('Anna de Vries');
    await user.clear(input);
    expect(screen.getByText('Gekozen: niemand')).toBeInTheDocument();
  });

  it('submits the chosen option’s id under its name', async () => {
    const user = userEvent.setup();
    const { search } = searchPeople();
    let submitted: string | null = null;
    render(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submitted = String(new FormData(event.currentTarget).get('user_id'));
        }}
      >
        <SearchComboBox label="Persoon" name="user_id" onSearch={search} debounceMs={0} />
        <button type="submit">Opslaan</button>
      </form>,
    );
    const input = screen.getByRole('combobox', { name: 'Persoon' });
    await user.click(input);
    await user.type(input, 'henk');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    await user.keyboard('{ArrowDown}{Enter}');
    await act(async () => {
      screen.getByRole('button', { name: 'Opslaan' }).click();
    });
    expect(submitted).toBe('2');
  });
});

itPassesThrough({
  renderWith: (props) => (
    <SearchComboBox {...props} label="Persoon" onSearch={async () => PEOPLE} />
  ),
  root: () => screen.getByRole('combobox', { name: 'Persoon' }).closest('.koers-search-combobox')!,
  ownClass: 'koers-field',
  labelled: () => screen.getByRole('combobox', { name: 'Persoon' }),
});
