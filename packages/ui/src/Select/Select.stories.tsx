import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Select } from './Select';

const yearsNl = [
  { id: '2024', label: 'Schooljaar 2024-2025' },
  { id: '2025', label: 'Schooljaar 2025-2026' },
  { id: '2026', label: 'Schooljaar 2026-2027' },
];
const yearsEn = yearsNl.map((y) => ({ ...y, label: y.label.replace('Schooljaar', 'School year') }));

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: { label: 'Schooljaar', options: yearsNl, onSelectionChange: fn() },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened with Enter, moved with the arrow keys, chosen with Enter. */
export const DefaultNl: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: /Schooljaar/ });
    await expect(button).toHaveFocus();
    await expect(button).toHaveTextContent('Maak een keuze');
    await userEvent.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(3);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(args.onSelectionChange).toHaveBeenCalledWith('2025');
    await expect(button).toHaveTextContent('Schooljaar 2025-2026');
  },
};

export const DefaultEn: Story = {
  globals: { locale: 'en' },
  args: { label: 'School year', options: yearsEn, placeholder: 'Choose one' },
};

export const SelectedNl: Story = {
  globals: { locale: 'nl' },
  args: { defaultSelectedKey: '2026', description: 'Het jaar waarin je plant.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toHaveTextContent(
      'Schooljaar 2026-2027',
    );
  },
};

export const SelectedEn: Story = {
  globals: { locale: 'en' },
  args: {
    label: 'School year',
    options: yearsEn,
    defaultSelectedKey: '2026',
    description: 'The year you are planning for.',
  },
};

export const InvalidNl: Story = {
  globals: { locale: 'nl' },
  args: { isInvalid: true, errorMessage: 'Kies een schooljaar.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Kies een schooljaar.')).toBeVisible();
  },
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
};

export const DisabledOptionNl: Story = {
  globals: { locale: 'nl' },
  args: { options: [...yearsNl, { id: '2027', label: 'Schooljaar 2027-2028', isDisabled: true }] },
};

export const DisabledOptionEn: Story = {
  globals: { locale: 'en' },
  args: {
    label: 'School year',
    placeholder: 'Choose one',
    options: [...yearsEn, { id: '2027', label: 'School year 2027-2028', isDisabled: true }],
  },
};
