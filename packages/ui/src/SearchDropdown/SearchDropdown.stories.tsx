import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DOCUMENT_SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../hooks/useDebounced';
import {
  SearchDropdown,
  formatResultCountEn,
  type SearchDropdownProps,
  type SearchDropdownResult,
  searchDropdownImpl,
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
  // The react-aria implementation is in before the story renders: the plays test the component,
  // not how fast its first import finishes (the hand-over has its own tests, *.shell.test.tsx).
  loaders: [() => searchDropdownImpl.load()],
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

interface PlayTexts {
  label: string;
  query: string;
  choice: SearchDropdownResult;
  one: string;
  none: string;
}

const nl: PlayTexts = {
  label: 'Zoeken in document',
  query: 'lezen',
  choice: RESULTS_NL[6]!,
  one: '1 resultaat',
  none: 'Geen resultaten',
};
const en: PlayTexts = {
  label: 'Search in document',
  query: 'reads',
  choice: RESULTS_EN[3]!,
  one: '1 result',
  none: 'No results',
};
const enTexts: Texts = {
  label: en.label,
  emptyText: en.none,
  loadingLabel: 'Searching…',
  formatResultCount: formatResultCountEn,
  clearLabel: 'Clear search',
};

/**
 * Type, wait for the (debounced) results, each with its two lines; the count is announced
 * politely; walk them with the arrow keys and choose with Enter.
 */
async function playSearch(canvasElement: HTMLElement, t: PlayTexts, onSelect: unknown) {
  const canvas = within(canvasElement);
  await userEvent.tab();
  const input = () => canvas.getByRole('combobox', { name: t.label });
  await expect(input()).toHaveFocus();
  await userEvent.keyboard(t.query);
  const listbox = await screen.findByRole('listbox');
  // While searching, react-aria shows the loading text in the list as its empty state.
  const option = await within(listbox).findByRole('option', {
    name: (name) => name.includes(t.choice.title),
  });
  await expect(within(listbox).getAllByRole('option')).toHaveLength(1);
  await expect(option).toHaveTextContent(t.choice.description!);
  await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(t.one));
  await userEvent.keyboard('{ArrowDown}');
  await expect(input()).toHaveAttribute('aria-activedescendant', option.id);
  await userEvent.keyboard('{Enter}');
  await expect(onSelect).toHaveBeenCalledWith(t.choice);
  await expect(canvas.getByText(`→ ${t.choice.title}`)).toBeVisible();
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

export const SearchAndChooseNl: Story = {
  globals: { locale: 'nl' },
  render: (args) => (
    <Harness data={RESULTS_NL} texts={{ label: args.label }} onSelect={args.onSelect} />
  ),
  play: ({ canvasElement, args }) => playSearch(canvasElement, nl, args.onSelect),
};

export const SearchAndChooseEn: Story = {
  globals: { locale: 'en' },
  render: (args) => <Harness data={RESULTS_EN} texts={enTexts} onSelect={args.onSelect} />,
  play: ({ canvasElement, args }) => playSearch(canvasElement, en, args.onSelect),
};

/** Many results: the list is at most 250 px high and scrolls; Escape closes, then clears. */
async function playMany(canvasElement: HTMLElement, query: string) {
  const canvas = within(canvasElement);
  const input = () => canvas.getByRole('combobox');
  await userEvent.click(input());
  await userEvent.keyboard(query);
  const listbox = await screen.findByRole('listbox');
  await waitFor(() => expect(within(listbox).getAllByRole('option').length).toBeGreaterThan(5));
  const popover = listbox.closest('.koers-search-dropdown__popover') as HTMLElement;
  await expect(popover.getBoundingClientRect().height).toBeLessThanOrEqual(250);
  await expect(listbox.scrollHeight).toBeGreaterThan(listbox.clientHeight);
  // The last option is reachable by keyboard and scrolled into view.
  await userEvent.keyboard('{ArrowUp}');
  const options = within(listbox).getAllByRole('option');
  await expect(input()).toHaveAttribute('aria-activedescendant', options.at(-1)!.id);
  await waitFor(() => expect(listbox.scrollTop).toBeGreaterThan(0));
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  await expect(input()).toHaveValue(query);
  await userEvent.keyboard('{Escape}');
  await expect(input()).toHaveValue('');
}

export const ManyResultsNl: Story = {
  globals: { locale: 'nl' },
  render: (args) => (
    <Harness data={RESULTS_NL} texts={{ label: args.label }} onSelect={args.onSelect} />
  ),
  play: ({ canvasElement }) => playMany(canvasElement, 'e'),
};

export const ManyResultsEn: Story = {
  globals: { locale: 'en' },
  render: (args) => (
    <Harness
      data={[...RESULTS_EN, ...RESULTS_EN.map((r) => ({ ...r, id: Number(r.id) + 100 }))]}
      texts={enTexts}
      onSelect={args.onSelect}
    />
  ),
  play: ({ canvasElement }) => playMany(canvasElement, 'e'),
};

/** Nothing found: the empty text in the list and the zero count announced. */
async function playNoResults(canvasElement: HTMLElement, none: string) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('combobox'));
  await userEvent.keyboard('xyz');
  await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(none));
  const listbox = await screen.findByRole('listbox');
  await expect(listbox).toHaveTextContent(none);
  await expect(listbox.querySelectorAll('.koers-search-dropdown__option')).toHaveLength(0);
}

export const NoResultsNl: Story = {
  globals: { locale: 'nl' },
  render: (args) => (
    <Harness data={RESULTS_NL} texts={{ label: args.label }} onSelect={args.onSelect} />
  ),
  play: ({ canvasElement }) => playNoResults(canvasElement, nl.none),
};

export const NoResultsEn: Story = {
  globals: { locale: 'en' },
  render: (args) => <Harness data={RESULTS_EN} texts={enTexts} onSelect={args.onSelect} />,
  play: ({ canvasElement }) => playNoResults(canvasElement, en.none),
};

/**
 * Loading: a spinner in the field and no count announced until the results are in; the clear
 * button (pointer only; Escape clears from the keyboard) empties the field.
 */
async function playLoading(
  canvasElement: HTMLElement,
  texts: { value: string; clear: string },
  onValueChange: unknown,
) {
  const canvas = within(canvasElement);
  const input = canvas.getByRole('combobox');
  await expect(input).toHaveValue(texts.value);
  await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  await expect(canvasElement.querySelector('.koers-search-dropdown__spinner')).toBeVisible();
  await userEvent.click(canvas.getByRole('button', { name: texts.clear }));
  await expect(onValueChange).toHaveBeenCalledWith('');
}

export const LoadingNl: Story = {
  globals: { locale: 'nl' },
  args: { value: 'visie', isLoading: true, placeholder: 'Zoek op kop, bestand of tekst' },
  play: ({ canvasElement, args }) =>
    playLoading(canvasElement, { value: 'visie', clear: 'Zoekveld leegmaken' }, args.onValueChange),
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
  play: ({ canvasElement, args }) =>
    playLoading(canvasElement, { value: 'vision', clear: 'Clear search' }, args.onValueChange),
};

/** A hidden label, as in the header: still the input's accessible name; typing reaches the caller. */
async function playHiddenLabel(canvasElement: HTMLElement, label: string, onValueChange: unknown) {
  const canvas = within(canvasElement);
  const input = () => canvas.getByRole('combobox', { name: label });
  const labelElement = canvasElement.querySelector('label')!;
  await expect(labelElement.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  await userEvent.tab();
  await expect(input()).toHaveFocus();
  await userEvent.keyboard('a');
  await expect(onValueChange).toHaveBeenCalledWith('a');
}

export const HiddenLabelNl: Story = {
  globals: { locale: 'nl' },
  args: { hideLabel: true, placeholder: 'Zoeken in document' },
  play: ({ canvasElement, args }) =>
    playHiddenLabel(canvasElement, 'Zoeken in document', args.onValueChange),
};

export const HiddenLabelEn: Story = {
  globals: { locale: 'en' },
  args: { hideLabel: true, label: 'Search in document', placeholder: 'Search in document' },
  play: ({ canvasElement, args }) =>
    playHiddenLabel(canvasElement, 'Search in document', args.onValueChange),
};

/** One result per block, as the document search gives them: the count and the text marked. */
function MarkedHarness({ results, label }: { results: SearchDropdownResult[]; label: string }) {
  const [value, setValue] = useState('');
  return (
    <div style={{ maxWidth: '24rem', minHeight: '340px' }}>
      <SearchDropdown
        label={label}
        value={value}
        onValueChange={setValue}
        results={value.trim() ? results : []}
        highlightText={value}
        onSelect={() => {}}
      />
    </div>
  );
}

/** The searched text is marked in both lines of a result; the badge says how often it occurs. */
async function playMarked(
  canvasElement: HTMLElement,
  t: { label: string; query: string; title: string; badge: string; marks: string[] },
) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('combobox', { name: t.label }));
  await userEvent.keyboard(t.query);
  const listbox = await screen.findByRole('listbox');
  const option = await within(listbox).findByRole('option', {
    name: (name) => name.includes(t.title),
  });
  await expect(option).toHaveTextContent(t.badge);
  // The marks follow the text as it is typed: wait for the whole of it.
  await waitFor(() =>
    expect([...option.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(t.marks),
  );
  // The mark is seen: it has a background of its own.
  const background = getComputedStyle(option.querySelector('mark')!).backgroundColor;
  await expect(background).not.toBe('rgba(0, 0, 0, 0)');
}

export const MarkedMatchesNl: Story = {
  globals: { locale: 'nl' },
  render: () => (
    <MarkedHarness
      label="Zoeken in document"
      results={[
        {
          id: 11,
          title: '2.1. Taal en lezen',
          description: '… Lezen doen alle leerlingen elke dag …',
          badge: '3 treffers',
        },
      ]}
    />
  ),
  play: ({ canvasElement }) =>
    playMarked(canvasElement, {
      label: 'Zoeken in document',
      query: 'lezen',
      title: '2.1. Taal en lezen',
      badge: '3 treffers',
      marks: ['lezen', 'Lezen'],
    }),
};

export const MarkedMatchesEn: Story = {
  globals: { locale: 'en' },
  render: () => (
    <MarkedHarness
      label="Search in document"
      results={[
        {
          id: 11,
          title: '2.1. Language and reading',
          description: '… every pupil reads for twenty minutes …',
          badge: '2 matches',
        },
      ]}
    />
  ),
  play: ({ canvasElement }) =>
    playMarked(canvasElement, {
      label: 'Search in document',
      query: 'read',
      title: '2.1. Language and reading',
      badge: '2 matches',
      marks: ['read', 'read'],
    }),
};
