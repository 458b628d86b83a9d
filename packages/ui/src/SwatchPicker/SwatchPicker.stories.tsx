import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Swatch } from './Swatch';
import { SwatchPicker, type SwatchOption } from './SwatchPicker';

// A palette whose colours keep 3:1 with the light backgrounds and whose dark partners keep 3:1
// with the dark ones, each with its own pattern.
const palette = [
  { value: '#2E7D32', nl: 'Groen', en: 'Green', dark: '#81C784', pattern: 'solid' },
  { value: '#00796B', nl: 'Blauwgroen', en: 'Teal', dark: '#80CBC4', pattern: 'diagonal' },
  { value: '#1565C0', nl: 'Blauw', en: 'Blue', dark: '#90CAF9', pattern: 'dots' },
  { value: '#6A1B9A', nl: 'Paars', en: 'Purple', dark: '#CE93D8', pattern: 'grid' },
  { value: '#C62828', nl: 'Rood', en: 'Red', dark: '#EF9A9A', pattern: 'checker' },
  { value: '#C43E00', nl: 'Oranje', en: 'Orange', dark: '#FFB74D', pattern: 'ring' },
] as const;
const options = (locale: 'nl' | 'en'): SwatchOption[] =>
  palette.map((c) => ({
    value: c.value,
    label: c[locale],
    color: c.value,
    darkColor: c.dark,
    pattern: c.pattern,
  }));

const meta = {
  title: 'Forms/SwatchPicker',
  component: SwatchPicker,
  args: { label: 'Kleur', options: options('nl'), name: 'color', onChange: fn() },
} satisfies Meta<typeof SwatchPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Tab enters the group on the first colour; the arrow keys move and choose; the chosen one is
 * checked and told by its name; Tab leaves the group.
 */
async function playChoose(
  canvasElement: HTMLElement,
  texts: { label: string; description: string; first: string; second: string; last: string },
  onChange: unknown,
) {
  const canvas = within(canvasElement);
  const group = canvas.getByRole('radiogroup', { name: texts.label });
  await expect(group).toHaveAccessibleDescription(texts.description);
  await expect(within(group).getAllByRole('radio')).toHaveLength(palette.length);
  await userEvent.tab();
  await expect(canvas.getByRole('radio', { name: texts.first })).toHaveFocus();
  await userEvent.keyboard('{ArrowRight}');
  const second = canvas.getByRole('radio', { name: texts.second });
  await expect(second).toHaveFocus();
  await expect(second).toBeChecked();
  await expect(onChange).toHaveBeenLastCalledWith(palette[1].value);
  // Left from the first wraps round to the last.
  await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
  await expect(canvas.getByRole('radio', { name: texts.last })).toBeChecked();
  await expect(onChange).toHaveBeenLastCalledWith(palette.at(-1)!.value);
  // Every option is a 44 px high target.
  for (const option of canvasElement.querySelectorAll('.koers-swatch-picker__option')) {
    await expect(option.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  }
}

export const DefaultNl: Story = {
  globals: { locale: 'nl' },
  args: { description: 'De kleur van de activiteiten in de jaarkalender.' },
  play: ({ canvasElement, args }) =>
    playChoose(
      canvasElement,
      {
        label: 'Kleur',
        description: 'De kleur van de activiteiten in de jaarkalender.',
        first: 'Groen',
        second: 'Blauwgroen',
        last: 'Oranje',
      },
      args.onChange,
    ),
};

export const DefaultEn: Story = {
  globals: { locale: 'en' },
  args: {
    label: 'Colour',
    options: options('en'),
    description: 'The colour of the events in the year calendar.',
  },
  play: ({ canvasElement, args }) =>
    playChoose(
      canvasElement,
      {
        label: 'Colour',
        description: 'The colour of the events in the year calendar.',
        first: 'Green',
        second: 'Teal',
        last: 'Orange',
      },
      args.onChange,
    ),
};

/** A server error on the field: shown under the colours and linked to the group. */
async function playInvalid(canvasElement: HTMLElement, label: string, error: string) {
  const canvas = within(canvasElement);
  const group = canvas.getByRole('radiogroup', { name: label });
  await expect(group).toHaveAccessibleDescription(error);
  await expect(canvas.getByText(error)).toBeVisible();
  // The error summary's link focuses the field by its id: the group hands the focus on to the
  // chosen colour.
  group.focus();
  await waitFor(() =>
    expect(canvas.getByRole('radio', { name: label === 'Kleur' ? 'Blauw' : 'Blue' })).toHaveFocus(),
  );
}

export const InvalidNl: Story = {
  globals: { locale: 'nl' },
  args: {
    id: 'kleur',
    defaultValue: '#1565C0',
    isInvalid: true,
    errorMessage: 'Kies een van de aangeboden kleuren.',
  },
  play: ({ canvasElement }) =>
    playInvalid(canvasElement, 'Kleur', 'Kies een van de aangeboden kleuren.'),
};

export const InvalidEn: Story = {
  globals: { locale: 'en' },
  args: {
    id: 'colour',
    label: 'Colour',
    options: options('en'),
    defaultValue: '#1565C0',
    isInvalid: true,
    errorMessage: 'Choose one of the offered colours.',
  },
  play: ({ canvasElement }) =>
    playInvalid(canvasElement, 'Colour', 'Choose one of the offered colours.'),
};

/** In a form: the chosen colour is submitted under the field's name. */
function InForm({ locale }: { locale: 'nl' | 'en' }) {
  const [sent, setSent] = useState<string | null>(null);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setSent(String(new FormData(event.currentTarget).get('color')));
      }}
    >
      <SwatchPicker
        label={locale === 'nl' ? 'Kleur' : 'Colour'}
        name="color"
        options={options(locale)}
        defaultValue="#2E7D32"
      />
      <button type="submit">{locale === 'nl' ? 'Opslaan' : 'Save'}</button>
      {sent ? <output>{sent}</output> : null}
    </form>
  );
}

async function playForm(canvasElement: HTMLElement, texts: { purple: string; save: string }) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('radio', { name: texts.purple }));
  await userEvent.click(canvas.getByRole('button', { name: texts.save }));
  await expect(canvas.getByRole('status')).toHaveTextContent('#6A1B9A');
}

export const InFormNl: Story = {
  globals: { locale: 'nl' },
  render: () => <InForm locale="nl" />,
  play: ({ canvasElement }) => playForm(canvasElement, { purple: 'Paars', save: 'Opslaan' }),
};

export const InFormEn: Story = {
  globals: { locale: 'en' },
  render: () => <InForm locale="en" />,
  play: ({ canvasElement }) => playForm(canvasElement, { purple: 'Purple', save: 'Save' }),
};

/** Dark mode: the light partners of the colours, with dark pattern ink (axe checks contrast). */
export const DarkModeNl: Story = {
  globals: { locale: 'nl' },
  args: { defaultValue: '#6A1B9A' },
  parameters: { emulate: { colorScheme: 'dark' } },
  render: (args) => (
    <div style={{ colorScheme: 'dark', background: '#16191e', padding: '1rem' }}>
      <SwatchPicker {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const swatch = canvasElement.querySelector('.koers-swatch') as HTMLElement;
    await expect(getComputedStyle(swatch).backgroundColor).toBe('rgb(129, 199, 132)');
    await expect(within(canvasElement).getByRole('radio', { name: 'Paars' })).toBeChecked();
  },
};

/** The swatch alone, small, beside the name it stands for (a legend, a calendar entry). */
export const SwatchesWithNamesEn: Story = {
  globals: { locale: 'en' },
  render: () => (
    <ul style={{ listStyle: 'none', padding: 0, display: 'grid', gap: '0.5rem' }}>
      {options('en').map((o) => (
        <li key={o.value} style={{ display: 'flex', alignItems: 'center', gap: '0.5rem' }}>
          <Swatch color={o.color} darkColor={o.darkColor} pattern={o.pattern} size="sm" />
          {o.label}
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const swatches = canvasElement.querySelectorAll('.koers-swatch');
    await expect(swatches).toHaveLength(palette.length);
    for (const swatch of swatches) {
      await expect(swatch).toHaveAttribute('aria-hidden', 'true');
      await expect(swatch.getBoundingClientRect().width).toBe(14);
    }
    await expect(new Set([...swatches].map((s) => s.getAttribute('data-pattern'))).size).toBe(
      palette.length,
    );
  },
};
