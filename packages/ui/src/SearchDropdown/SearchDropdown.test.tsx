import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { itPassesThrough } from '../test-utils/passthrough';
import { SearchDropdown, searchDropdownImpl, type SearchDropdownResult } from './SearchDropdown';

const all: SearchDropdownResult[] = [
  { id: 1, title: '1. Visie', description: 'Onze visie op onderwijs' },
  { id: 2, title: '1.1. Missie', description: 'Waar we voor staan' },
  { id: 3, title: '2. Doelen', description: 'Doelen voor 2026' },
];

function Harness({
  onSelect,
  isLoading = false,
  lateKeystroke,
}: {
  onSelect: (r: SearchDropdownResult) => void;
  isLoading?: boolean;
  /** Renders a "late keystroke" button that sets this text, as the shell's last keystroke would. */
  lateKeystroke?: string;
}) {
  const [value, setValue] = useState('');
  const results = value
    ? all.filter((r) => r.title.toLowerCase().includes(value.toLowerCase()))
    : [];
  return (
    <>
      <SearchDropdown
        label="Zoeken in document"
        value={value}
        onValueChange={setValue}
        results={results}
        onSelect={onSelect}
        isLoading={isLoading}
      />
      {lateKeystroke === undefined ? null : (
        <button type="button" onClick={() => setValue(lateKeystroke)}>
          late keystroke
        </button>
      )}
    </>
  );
}

// The react-aria implementation loads on the first intent; loaded once here, so no test's first
// keystrokes race its import (under a loaded CI machine that took longer than findBy* waits).
// SearchDropdown.shell.test.tsx covers the hand-over itself.
beforeAll(() => searchDropdownImpl.load());

describe('SearchDropdown', () => {
  it('leaves the rest of the page readable while the list is open', async () => {
    const user = userEvent.setup();
    render(
      <div>
        <nav aria-label="Inhoudsopgave">
          <a href="#x">1. Visie</a>
          <svg aria-hidden="true" data-testid="icon" />
        </nav>
        <Harness onSelect={() => {}} />
        <main>
          <button type="button">Bewerken</button>
        </main>
      </div>,
    );
    await user.click(screen.getByRole('combobox'));
    await user.keyboard('i');
    await screen.findByRole('listbox');
    await waitFor(() => {
      expect(screen.getByRole('navigation', { name: 'Inhoudsopgave' })).not.toHaveAttribute(
        'aria-hidden',
      );
      expect(screen.getByRole('button', { name: 'Bewerken' }).closest('main')).not.toHaveAttribute(
        'aria-hidden',
      );
    });
    // What the page hid itself stays hidden.
    expect(screen.getByTestId('icon')).toHaveAttribute('aria-hidden', 'true');
  });

  it('lists results with two lines, announces the count, and chooses with arrows + Enter', async () => {
    const onSelect = vi.fn();
    const user = userEvent.setup();
    render(<Harness onSelect={onSelect} />);
    const input = screen.getByRole('combobox', { name: 'Zoeken in document' });
    await user.click(input);
    await user.keyboard('i');
    const listbox = await screen.findByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    expect(options).toHaveLength(2);
    expect(options[0]).toHaveTextContent('1. Visie');
    expect(options[0]).toHaveTextContent('Onze visie op onderwijs');
    expect(screen.getByRole('status')).toHaveTextContent('2 resultaten');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith(all[1]);
    // Choosing is an action: the list closes, the text stays for a next choice.
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(input).toHaveValue('i');
  });

  it('closes the list after a result is clicked', async () => {
    const onSelect = vi.fn();
    const user = userEvent.setup();
    render(<Harness onSelect={onSelect} />);
    await user.click(screen.getByRole('combobox'));
    await user.keyboard('doel');
    await user.click(await screen.findByRole('option', { name: /2\. Doelen/ }));
    expect(onSelect).toHaveBeenCalledWith(all[2]);
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  });

  it('shows the empty text and announces no results', async () => {
    const user = userEvent.setup();
    render(<Harness onSelect={() => {}} />);
    await user.click(screen.getByRole('combobox'));
    await user.keyboard('xyz');
    expect(
      await screen.findByText('Geen resultaten', { selector: 'div:not([role])' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Geen resultaten');
  });

  it('Escape closes the list, a second Escape clears the text', async () => {
    const user = userEvent.setup();
    render(<Harness onSelect={() => {}} />);
    const input = screen.getByRole('combobox');
    await user.click(input);
    await user.keyboard('doel');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await act(async () => {});
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveValue('doel');
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('');
  });

  it('opens the list when text typed into the shell arrives after the implementation took over', async () => {
    const user = userEvent.setup();
    render(<Harness onSelect={() => {}} lateKeystroke="doel" />);
    await user.click(screen.getByRole('combobox'));
    // The implementation has taken over (react-aria's input has aria-controls once it can open).
    await waitFor(() => expect(screen.getByRole('combobox')).toHaveFocus());
    await waitFor(() => expect(screen.getByRole('combobox')).toHaveAttribute('id'));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    // The shell's last keystroke reaches the caller only now, as a new value.
    // (fireEvent: a click without moving the focus away from the input.)
    fireEvent.click(screen.getByRole('button', { name: 'late keystroke' }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByRole('option', { name: /Doelen/ })).toBeInTheDocument();
    // Closed with Escape, the list stays closed while the text stays the same.
    await user.keyboard('{Escape}');
    await act(async () => {});
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('does not announce a count while loading', async () => {
    const user = userEvent.setup();
    render(<Harness onSelect={() => {}} isLoading />);
    await user.click(screen.getByRole('combobox'));
    await user.keyboard('v');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});

describe('SearchDropdown passthrough, once loaded', () => {
  // ref, className and data-* to the root, id and aria-* to react-aria's input.
  itPassesThrough({
    renderWith: (props) => (
      <SearchDropdown
        {...props}
        label="Zoeken"
        value=""
        onValueChange={() => {}}
        results={[]}
        onSelect={() => {}}
      />
    ),
    root: () => screen.getByRole('status').parentElement!,
    ownClass: 'koers-search-dropdown',
    labelled: () => screen.getByRole('combobox', { name: 'Zoeken' }),
  });
});
