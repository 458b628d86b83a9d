import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SearchComboBox, type SearchComboBoxOption } from './SearchComboBox';

const PEOPLE: SearchComboBoxOption[] = [
  { id: 1, label: 'Anna de Vries', description: 'anna@regenboog.test' },
  { id: 2, label: 'Henk van den Berg', description: 'henk@rivierenland.test' },
  { id: 3, label: 'Marieke Jansen', description: 'marieke@regenboog.test' },
  { id: 4, label: 'Pieter Bakker', description: 'pieter@kompas.test' },
];

/** A search as a server would answer it: a little later, and only what matches. */
const searchPeople = async (query: string) => {
  await new Promise((resolve) => setTimeout(resolve, 50));
  const q = query.toLowerCase();
  return PEOPLE.filter((p) => `${p.label} ${p.description}`.toLowerCase().includes(q));
};

const meta = {
  title: 'Forms/SearchComboBox',
  component: SearchComboBox,
  args: { label: 'Persoon', onSearch: searchPeople, onSelectedChange: fn() },
} satisfies Meta<typeof SearchComboBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tab to the field, type, arrow to the result and choose it with Enter. */
async function playChoosing(
  canvasElement: HTMLElement,
  texts: { label: string; type: string; chosen: string },
  onSelectedChange: unknown,
) {
  const canvas = within(canvasElement);
  const body = within(canvasElement.ownerDocument.body);
  await userEvent.tab();
  const input = canvas.getByRole('combobox', { name: texts.label });
  await expect(input).toHaveFocus();
  await userEvent.keyboard(texts.type);
  // The answer to the whole text, not to a part typed before a pause (the status is empty then).
  const status = canvasElement.querySelector('.koers-search-combobox__status');
  await waitFor(() => {
    expect(status?.textContent).toBe('');
    expect(body.getAllByRole('option')).toHaveLength(1);
  });
  await userEvent.keyboard('{ArrowDown}{Enter}');
  await expect(input).toHaveValue(texts.chosen);
  await expect(onSelectedChange).toHaveBeenLastCalledWith(
    PEOPLE.find((p) => p.label === texts.chosen),
  );
}

export const ChoosingNl: Story = {
  globals: { locale: 'nl' },
  args: { label: 'Persoon', description: 'Zoek op naam of e-mailadres' },
  play: ({ canvasElement, args }) =>
    playChoosing(
      canvasElement,
      { label: 'Persoon', type: 'kompas', chosen: 'Pieter Bakker' },
      args.onSelectedChange,
    ),
};

export const ChoosingEn: Story = {
  globals: { locale: 'en' },
  args: {
    label: 'Person',
    description: 'Search by name or email address',
    labels: { searching: 'Searching…', none: 'No one found.', failed: 'The search failed.' },
  },
  play: ({ canvasElement, args }) =>
    playChoosing(
      canvasElement,
      { label: 'Person', type: 'jans', chosen: 'Marieke Jansen' },
      args.onSelectedChange,
    ),
};

/** Nothing matches: the list and the live region say so. */
export const NothingFound: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Persoon' });
    await userEvent.click(input);
    await userEvent.keyboard('zzz');
    await waitFor(() =>
      expect(
        within(canvasElement.ownerDocument.body).getAllByText('Niets gevonden.').length,
      ).toBeGreaterThan(0),
    );
  },
};

/** A chosen person; emptying the field clears the choice. */
export const Chosen: Story = {
  globals: { locale: 'nl' },
  args: { selected: PEOPLE[1] },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Persoon' });
    await expect(input).toHaveValue('Henk van den Berg');
    await userEvent.clear(input);
    await expect(args.onSelectedChange).toHaveBeenLastCalledWith(null);
  },
};

/** An error from the server under the field. */
export const Invalid: Story = {
  globals: { locale: 'nl' },
  args: { isInvalid: true, errorMessage: 'Kies een persoon.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Persoon' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Kies een persoon.');
  },
};
