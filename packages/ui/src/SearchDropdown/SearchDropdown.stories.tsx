import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DOCUMENT_SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../hooks/useDebounced';
import {
  SearchDropdown,
  formatResultCountEn,
  type SearchDropdownProps,
  type SearchDropdownResult,
} from './SearchDropdown';

const RESULTS_NL: SearchDropdownResult[] = [
  { id: 1, title: '1. Visie en missie', description: 'Wij geloven dat ieder kind telt.' },
  { id: 3, title: '1.1. Onze missie', description: 'Samen leren, samen groeien.' },
  { id: 5, title: '1.2. Kernwaarden', description: 'Vertrouwen, verantwoordelijkheid, verbinding' },
  { id: 7, title: '2. Doelen', description: 'Wat we in 2026 willen bereiken' },
  { id: 8, title: 'Jaarplan 2026.pdf', description: 'Bestand bij 2. Doelen' },
  { id: 9, title: 'An de Vries', description: 'Directeur, Stichting Koers' },
  {
    id: 11,
    title: '2.1. Taal en lezen',
    description: '… lezen alle leerlingen elke dag twintig minuten …',
  },
  { id: 12, title: '3. Evaluatie', description: 'We evalueren elk halfjaar met het team.' },
];
const RESULTS_EN: SearchDropdownResult[] = [
  { id: 1, title: '1. Vision and mission', description: 'We believe every child counts.' },
  { id: 3, title: '1.1. Our mission', description: 'Learning together, growing together.' },
  { id: 7, title: '2. Goals', description: 'What we want to achieve in 2026' },
  {
    id: 11,
    title: '2.1. Language and reading',
    description: '… every pupil reads for twenty minutes …',
  },
];

type Texts = Pick<
  SearchDropdownProps<SearchDropdownResult>,
  'label' | 'emptyText' | 'loadingLabel' | 'formatResultCount' | 'placeholder' | 'clearLabel'
>;

/** A caller like the document header: debounces 400 ms, then "searches" (filters) for 300 ms. */
function Harness({
  data,
  texts,
  onSelect,
}: {
  data: SearchDropdownResult[];
  texts: Texts;
  onSelect: (r: SearchDropdownResult) => void;
}) {
  const [value, setValue] = useState('');
  const [answer, setAnswer] = useState<{ query: string; results: SearchDropdownResult[] }>({
    query: '',
    results: [],
  });
  const [chosen, setChosen] = useState('');
  const debounced = useDebouncedValue(value, DOCUMENT_SEARCH_DEBOUNCE_MS);
  const q = debounced.trim().toLowerCase();
  const results = q && answer.query === q ? answer.results : [];
  const loading = value.trim() !== '' && (value !== debounced || answer.query !== q);

  useEffect(() => {
    if (!q) return;
    const timer = setTimeout(
      () =>
        setAnswer({
          query: q,
          results: data.filter((r) =>
            `${r.title} ${r.description ?? ''}`.toLowerCase().includes(q),
          ),
        }),
      300,
    );
    return () => clearTimeout(timer);
  }, [q, data]);

  return (
    <div style={{ maxWidth: '24rem', minHeight: '340px' }}>
      <SearchDropdown
        {...texts}
        value={value}
        onValueChange={setValue}
        results={results}
        isLoading={loading}
        onSelect={(r) => {
          setChosen(r.title);
          onSelect(r);
        }}
      />
      <p>{chosen ? `→ ${chosen}` : ''}</p>
    </div>
  );
}

const meta = {
  title: 'Document/SearchDropdown',
  component: SearchDropdown,
  args: {
    label: 'Zoeken in document',
    value: '',
    onValueChange: fn(),
    results: [],
    onSelect: fn(),
  },
} satisfies Meta<typeof SearchDropdown>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Type, wait for the (debounced) results, walk them with the arrow keys and choose with
 * Enter; the count is announced politely.
 */
export const SearchAndChooseNl: Story = {
  globals: { locale: 'nl' },
  render: (args) => (
    <Harness data={RESULTS_NL} texts={{ label: args.label }} onSelect={args.onSelect} />
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const input = canvas.getByRole('combobox', { name: 'Zoeken in document' });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('lezen');
    const listbox = await screen.findByRole('listbox', {}, { timeout: 3000 });
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(1), {
      timeout: 3000,
    });
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('1 resultaat'));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(RESULTS_NL[6]);
    await expect(canvas.getByText('→ 2.1. Taal en lezen')).toBeVisible();
  },
};

export const SearchAndChooseEn: Story = {
  globals: { locale: 'en' },
  render: (args) => (
    <Harness
      data={RESULTS_EN}
      texts={{
        label: 'Search in document',
        emptyText: 'No results',
        loadingLabel: 'Searching…',
        formatResultCount: formatResultCountEn,
        clearLabel: 'Clear search',
      }}
      onSelect={args.onSelect}
    />
  ),
};

/** Many results: the list is at most 250 px high and scrolls; Escape closes, then clears. */
export const ManyResultsNl: Story = {
  globals: { locale: 'nl' },
  render: (args) => (
    <Harness data={RESULTS_NL} texts={{ label: args.label }} onSelect={args.onSelect} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox');
    await userEvent.click(input);
    await userEvent.keyboard('e');
    const listbox = await screen.findByRole('listbox', {}, { timeout: 3000 });
    await waitFor(() => expect(within(listbox).getAllByRole('option').length).toBeGreaterThan(5), {
      timeout: 3000,
    });
    const popover = listbox.closest('.koers-search-dropdown__popover') as HTMLElement;
    await expect(popover.getBoundingClientRect().height).toBeLessThanOrEqual(250);
    await expect(listbox.scrollHeight).toBeGreaterThan(listbox.clientHeight);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
  },
};

export const ManyResultsEn: Story = {
  globals: { locale: 'en' },
  render: (args) => (
    <Harness
      data={[...RESULTS_EN, ...RESULTS_EN.map((r) => ({ ...r, id: Number(r.id) + 100 }))]}
      texts={{ label: 'Search in document', formatResultCount: formatResultCountEn }}
      onSelect={args.onSelect}
    />
  ),
};

/** Nothing found: the empty text in the list, "Geen resultaten" announced. */
export const NoResultsNl: Story = {
  globals: { locale: 'nl' },
  render: (args) => (
    <Harness data={RESULTS_NL} texts={{ label: args.label }} onSelect={args.onSelect} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox'));
    await userEvent.keyboard('xyz');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Geen resultaten'), {
      timeout: 3000,
    });
  },
};

export const NoResultsEn: Story = {
  globals: { locale: 'en' },
  render: (args) => (
    <Harness
      data={RESULTS_EN}
      texts={{
        label: 'Search in document',
        emptyText: 'No results',
        formatResultCount: formatResultCountEn,
      }}
      onSelect={args.onSelect}
    />
  ),
};

/** Loading: a spinner in the field; no count is announced until the results are in. */
export const LoadingNl: Story = {
  globals: { locale: 'nl' },
  args: { value: 'visie', isLoading: true, placeholder: 'Zoek op kop, bestand of tekst' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox')).toHaveValue('visie');
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

export const LoadingEn: Story = {
  globals: { locale: 'en' },
  args: {
    label: 'Search in document',
    value: 'vision',
    isLoading: true,
    placeholder: 'Search headings, files or text',
    clearLabel: 'Clear search',
  },
};

/** A hidden label, as in the header. */
export const HiddenLabelNl: Story = {
  globals: { locale: 'nl' },
  args: { hideLabel: true, placeholder: 'Zoeken in document' },
};

export const HiddenLabelEn: Story = {
  globals: { locale: 'en' },
  args: { hideLabel: true, label: 'Search in document', placeholder: 'Search in document' },
};
