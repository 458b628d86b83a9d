import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Select, selectImpl } from './Select';

const yearsNl = [
  { id: '2024', label: 'Schooljaar 2024-2025' },
  { id: '2025', label: 'Schooljaar 2025-2026' },
  { id: '2026', label: 'Schooljaar 2026-2027' },
];
const yearsEn = yearsNl.map((y) => ({ ...y, label: y.label.replace('Schooljaar', 'School year') }));

const meta = {
  // The react-aria implementation is in before the story renders: the plays test the component,
  // not how fast its first import finishes (the hand-over has its own tests, *.shell.test.tsx).
  loaders: [() => selectImpl.load()],
  title: 'Forms/Select',
  component: Select,
  args: { label: 'Schooljaar', options: yearsNl, onSelectionChange: fn() },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Opened with Enter, moved with the arrow keys, chosen with Enter; the list closes and the
 * button shows the choice.
 */
async function playChoose(
  canvasElement: HTMLElement,
  texts: { label: string; placeholder: string; chosen: string },
  onSelectionChange: unknown,
) {
  const canvas = within(canvasElement);
  await userEvent.tab();
  const button = () => canvas.getByRole('button', { name: new RegExp(texts.label) });
  await expect(button()).toHaveFocus();
  await expect(button()).toHaveTextContent(texts.placeholder);
  await userEvent.keyboard('{Enter}');
  const listbox = await screen.findByRole('listbox');
  await expect(within(listbox).getAllByRole('option')).toHaveLength(3);
  await userEvent.keyboard('{ArrowDown}{Enter}');
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  await expect(onSelectionChange).toHaveBeenCalledWith('2025');
  await expect(button()).toHaveTextContent(texts.chosen);
  await waitFor(() => expect(button()).toHaveFocus());
}

export const DefaultNl: Story = {
  globals: { locale: 'nl' },
  play: ({ canvasElement, args }) =>
    playChoose(
      canvasElement,
      { label: 'Schooljaar', placeholder: 'Maak een keuze', chosen: 'Schooljaar 2025-2026' },
      args.onSelectionChange,
    ),
};

export const DefaultEn: Story = {
  globals: { locale: 'en' },
  args: { label: 'School year', options: yearsEn, placeholder: 'Choose one' },
  play: ({ canvasElement, args }) =>
    playChoose(
      canvasElement,
      { label: 'School year', placeholder: 'Choose one', chosen: 'School year 2025-2026' },
      args.onSelectionChange,
    ),
};

/** A preset choice with a description; Escape closes the list without changing it. */
async function playSelected(
  canvasElement: HTMLElement,
  texts: { label: string; chosen: string; description: string },
  onSelectionChange: unknown,
) {
  const canvas = within(canvasElement);
  const button = () => canvas.getByRole('button', { name: new RegExp(texts.label) });
  await expect(button()).toHaveTextContent(texts.chosen);
  await expect(canvas.getByText(texts.description)).toBeVisible();
  await userEvent.tab();
  await userEvent.keyboard('{ArrowDown}');
  const listbox = await screen.findByRole('listbox');
  await expect(within(listbox).getByRole('option', { name: texts.chosen })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  await expect(button()).toHaveTextContent(texts.chosen);
  await expect(onSelectionChange).not.toHaveBeenCalled();
}

export const SelectedNl: Story = {
  globals: { locale: 'nl' },
  args: { defaultSelectedKey: '2026', description: 'Het jaar waarin je plant.' },
  play: ({ canvasElement, args }) =>
    playSelected(
      canvasElement,
      {
        label: 'Schooljaar',
        chosen: 'Schooljaar 2026-2027',
        description: 'Het jaar waarin je plant.',
      },
      args.onSelectionChange,
    ),
};

export const SelectedEn: Story = {
  globals: { locale: 'en' },
  args: {
    label: 'School year',
    options: yearsEn,
    defaultSelectedKey: '2026',
    description: 'The year you are planning for.',
  },
  play: ({ canvasElement, args }) =>
    playSelected(
      canvasElement,
      {
        label: 'School year',
        chosen: 'School year 2026-2027',
        description: 'The year you are planning for.',
      },
      args.onSelectionChange,
    ),
};

/** Invalid: the error text is visible under the button. */
async function playInvalid(canvasElement: HTMLElement, error: string) {
  const canvas = within(canvasElement);
  await expect(canvas.getByText(error)).toBeVisible();
  await userEvent.tab();
  await expect(canvas.getByRole('button')).toHaveFocus();
}

export const InvalidNl: Story = {
  globals: { locale: 'nl' },
  args: { isInvalid: true, errorMessage: 'Kies een schooljaar.' },
  play: ({ canvasElement }) => playInvalid(canvasElement, 'Kies een schooljaar.'),
};

export const InvalidEn: Story = {
  globals: { locale: 'en' },
  args: {
    label: 'School year',
    options: yearsEn,
    placeholder: 'Choose one',
    isInvalid: true,
    errorMessage: 'Choose a school year.',
  },
  play: ({ canvasElement }) => playInvalid(canvasElement, 'Choose a school year.'),
};

/** A disabled option is listed but skipped by the arrow keys and cannot be chosen. */
async function playDisabledOption(
  canvasElement: HTMLElement,
  disabled: string,
  onSelectionChange: unknown,
) {
  await userEvent.tab();
  await userEvent.keyboard('{Enter}');
  const listbox = await screen.findByRole('listbox');
  await expect(within(listbox).getByRole('option', { name: disabled })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  // Down from the first option four times: the disabled fourth is skipped, focus stays on the third.
  await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  await expect(onSelectionChange).toHaveBeenCalledWith('2026');
  await expect(onSelectionChange).not.toHaveBeenCalledWith('2027');
}

export const DisabledOptionNl: Story = {
  globals: { locale: 'nl' },
  args: { options: [...yearsNl, { id: '2027', label: 'Schooljaar 2027-2028', isDisabled: true }] },
  play: ({ canvasElement, args }) =>
    playDisabledOption(canvasElement, 'Schooljaar 2027-2028', args.onSelectionChange),
};

export const DisabledOptionEn: Story = {
  globals: { locale: 'en' },
  args: {
    label: 'School year',
    placeholder: 'Choose one',
    options: [...yearsEn, { id: '2027', label: 'School year 2027-2028', isDisabled: true }],
  },
  play: ({ canvasElement, args }) =>
    playDisabledOption(canvasElement, 'School year 2027-2028', args.onSelectionChange),
};
