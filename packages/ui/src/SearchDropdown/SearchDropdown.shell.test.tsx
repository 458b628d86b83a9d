import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { itPassesThrough } from '../test-utils/passthrough';
import { useState } from 'react';
import type { SearchDropdownResult } from './SearchDropdown';

let release = () => {};

// Transform the implementation once, so a test's first load is not slower than its timeouts.
beforeAll(() => import('./SearchDropdownImpl'));

/** A fresh SearchDropdown module whose implementation has not been imported yet. */
async function freshSearchDropdown() {
  vi.resetModules();
  const gate = new Promise<void>((resolve) => (release = resolve));
  vi.doMock('./SearchDropdownImpl', async (importOriginal) => {
    await gate;
    return importOriginal();
  });
  return (await import('./SearchDropdown')).SearchDropdown;
}

const all: SearchDropdownResult[] = [
  { id: 1, title: '1. Visie', description: 'Onze visie op onderwijs' },
  { id: 2, title: '2. Doelen', description: 'Doelen voor 2026' },
];

describe('SearchDropdown before its implementation has loaded', () => {
  it('renders a labelled combobox input with the same value and placeholder', async () => {
    const SearchDropdown = await freshSearchDropdown();
    const onValueChange = vi.fn();
    render(
      <SearchDropdown
        label="Zoeken in document"
        hideLabel
        placeholder="Zoek op kop"
        value="vis"
        onValueChange={onValueChange}
        results={[]}
        onSelect={() => {}}
        isLoading
      />,
    );
    const input = screen.getByRole('combobox', { name: 'Zoeken in document' });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    expect(input).toHaveAttribute('placeholder', 'Zoek op kop');
    expect(input).toHaveValue('vis');
    expect(input).toHaveClass('koers-search-dropdown__input');
    expect(document.querySelector('.koers-search-dropdown__spinner')).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Zoekveld leegmaken' }));
    expect(onValueChange).toHaveBeenCalledWith('');
    release();
  });

  it('passes typing to the caller, then opens the list with focus and caret kept', async () => {
    const SearchDropdown = await freshSearchDropdown();
    const user = userEvent.setup();
    function Harness() {
      const [value, setValue] = useState('');
      const results = value ? all.filter((r) => r.title.toLowerCase().includes(value)) : [];
      return (
        <SearchDropdown
          label="Zoeken in document"
          value={value}
          onValueChange={setValue}
          results={results}
          onSelect={() => {}}
        />
      );
    }
    render(<Harness />);
    const shell = screen.getByRole('combobox', { name: 'Zoeken in document' });
    await user.click(shell);
    await user.keyboard('doe');
    expect(shell).toHaveValue('doe');
    expect(screen.getByRole('status')).toHaveTextContent('1 resultaat');
    release();
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByRole('option', { name: /2\. Doelen/ })).toBeInTheDocument();
    const input = screen.getByRole('combobox', { name: 'Zoeken in document' });
    expect(input).not.toBe(shell);
    await waitFor(() => expect(input).toHaveFocus());
    expect((input as HTMLInputElement).selectionStart).toBe(3);
    await user.keyboard('l');
    expect(input).toHaveValue('doel');
  });
});

describe('SearchDropdown passthrough before its implementation has loaded', () => {
  let Shell: Awaited<ReturnType<typeof freshSearchDropdown>>;
  beforeAll(async () => {
    Shell = await freshSearchDropdown();
  });
  afterAll(() => release());
  // ref, className and data-* to the root, id and aria-* to the input.
  itPassesThrough({
    renderWith: (props) => (
      <Shell
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
