import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { itPassesThrough } from '../test-utils/passthrough';
import { useLayoutEffect } from 'react';

let release = () => {};

// Transform the implementation once, so a test's first load is not slower than its timeouts.
beforeAll(() => import('./SelectImpl'));

/** A fresh Select module whose implementation has not been imported yet. */
async function freshSelect() {
  vi.resetModules();
  const gate = new Promise<void>((resolve) => (release = resolve));
  vi.doMock('./SelectImpl', async (importOriginal) => {
    await gate;
    return importOriginal();
  });
  return (await import('./Select')).Select;
}

const options = [
  { id: '2024', label: 'Schooljaar 2024-2025' },
  { id: '2025', label: 'Schooljaar 2025-2026' },
];

describe('Select before its implementation has loaded', () => {
  it('renders the same labelled button, value, description and error with plain elements', async () => {
    const Select = await freshSelect();
    render(
      <Select
        label="Schooljaar"
        description="Het jaar waarin je plant."
        isInvalid
        errorMessage="Kies een schooljaar."
        options={options}
        defaultSelectedKey="2025"
      />,
    );
    const button = screen.getByRole('button', { name: 'Schooljaar 2025-2026 Schooljaar' });
    expect(button).toHaveAttribute('aria-haspopup', 'listbox');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveClass('koers-field__input', 'koers-select__button');
    expect(button).toHaveAccessibleDescription('Het jaar waarin je plant. Kies een schooljaar.');
    expect(button.closest('.koers-select')).toHaveAttribute('data-invalid', 'true');
    release();
    // The implementation renders the same name and description.
    await userEvent.setup().hover(button);
    await waitFor(() => expect(screen.getByRole('button')).not.toBe(button));
    // react-aria builds its collection in a render of its own: the chosen value's text can
    // follow the new button by a render (a loaded CI machine showed it between the two).
    const loaded = await screen.findByRole('button', { name: 'Schooljaar 2025-2026 Schooljaar' });
    expect(loaded).toHaveAccessibleDescription('Het jaar waarin je plant. Kies een schooljaar.');
  });

  it('shows the placeholder while nothing is chosen', async () => {
    const Select = await freshSelect();
    render(<Select label="Schooljaar" options={options} selectedKey={null} />);
    expect(screen.getByRole('button', { name: 'Maak een keuze Schooljaar' })).toBeInTheDocument();
    release();
  });

  it('opens after load on ArrowDown pressed before, with focus in the list', async () => {
    const Select = await freshSelect();
    const onSelectionChange = vi.fn();
    const user = userEvent.setup();
    render(<Select label="Schooljaar" options={options} onSelectionChange={onSelectionChange} />);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    release();
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option')).toHaveLength(2);
    await waitFor(() =>
      expect(within(listbox).getByRole('option', { name: options[0]!.label })).toHaveFocus(),
    );
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSelectionChange).toHaveBeenCalledWith('2025');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Schooljaar 2025-2026/ })).toHaveFocus(),
    );
  });

  it('moves focus to the implementation button when it arrives', async () => {
    const Select = await freshSelect();
    const user = userEvent.setup();
    render(<Select label="Schooljaar" options={options} />);
    const shell = screen.getByRole('button');
    await user.tab();
    release();
    await waitFor(() => expect(screen.getByRole('button')).not.toBe(shell));
    await waitFor(() => expect(screen.getByRole('button')).toHaveFocus());
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('submits the chosen key in a form', async () => {
    const Select = await freshSelect();
    const { container } = render(
      <form>
        <Select label="Schooljaar" name="year" options={options} defaultSelectedKey="2024" />
      </form>,
    );
    expect(new FormData(container.querySelector('form')!).get('year')).toBe('2024');
    release();
  });
});

describe('Select implementation', () => {
  it('shows the chosen value from its first render, before react-aria has its collection', async () => {
    const { default: SelectImpl } = await import('./SelectImpl');
    const firstCommit: (string | null | undefined)[] = [];
    /** Reads the value as the first commit left it, before any later render. */
    function Probe() {
      useLayoutEffect(() => {
        firstCommit.push(document.querySelector('.koers-select__value')?.textContent);
      }, []);
      return null;
    }
    render(
      <>
        <SelectImpl label="Schooljaar" options={options} defaultSelectedKey="2025" />
        <Probe />
      </>,
    );
    expect(firstCommit).toEqual(['Schooljaar 2025-2026']);
    expect(screen.getByRole('button', { name: 'Schooljaar 2025-2026 Schooljaar' })).toBeVisible();
  });
});

describe('Select passthrough before its implementation has loaded', () => {
  let ShellSelect: Awaited<ReturnType<typeof freshSelect>>;
  beforeAll(async () => {
    ShellSelect = await freshSelect();
  });
  afterAll(() => release());
  // ref, className and data-* to the field, id and aria-* to the button.
  itPassesThrough({
    renderWith: (props) => <ShellSelect {...props} label="Schooljaar" options={options} />,
    root: () =>
      screen.getByRole('button', { name: /Schooljaar/ }).closest<HTMLElement>('.koers-select')!,
    ownClass: 'koers-field',
    labelled: () => screen.getByRole('button', { name: /Schooljaar/ }),
  });
});
