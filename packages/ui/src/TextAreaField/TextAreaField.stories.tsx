import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextAreaField } from './TextAreaField';

const meta = {
  title: 'Forms/TextAreaField',
  component: TextAreaField,
  args: { label: 'Toelichting', onChange: fn() },
} satisfies Meta<typeof TextAreaField>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Reached with Tab and typed into: Enter makes a new line (it does not submit), the description
 * is linked, every keystroke reaches onChange, and `rows` sets the visible height.
 */
async function playTyping(
  canvasElement: HTMLElement,
  texts: { label: string; description: string; lines: [string, string] },
  onChange: unknown,
) {
  const canvas = within(canvasElement);
  await userEvent.tab();
  const textarea = canvas.getByRole('textbox', { name: texts.label });
  await expect(textarea).toHaveFocus();
  await expect(textarea).toHaveAttribute('rows', '5');
  await expect(textarea).toHaveAccessibleDescription(texts.description);
  await userEvent.keyboard(`${texts.lines[0]}{Enter}${texts.lines[1]}`);
  const value = texts.lines.join('\n');
  await expect(textarea).toHaveValue(value);
  await expect(onChange).toHaveBeenLastCalledWith(value);
  // Five lines high before it scrolls; the user may only drag it taller, not wider.
  const style = getComputedStyle(textarea);
  await expect(textarea.clientHeight).toBeGreaterThanOrEqual(5 * parseFloat(style.lineHeight));
  await expect(style.resize).toBe('vertical');
}

export const DefaultNl: Story = {
  globals: { locale: 'nl' },
  args: {
    label: 'Toelichting bij de wijziging',
    description: 'Wat is er veranderd, en waarom?',
    rows: 5,
  },
  play: ({ canvasElement, args }) =>
    playTyping(
      canvasElement,
      {
        label: 'Toelichting bij de wijziging',
        description: 'Wat is er veranderd, en waarom?',
        lines: ['De startdatum is verschoven.', 'Het team koos voor april.'],
      },
      args.onChange,
    ),
};

export const DefaultEn: Story = {
  globals: { locale: 'en' },
  args: {
    label: 'Note on the change',
    description: 'What changed, and why?',
    rows: 5,
  },
  play: ({ canvasElement, args }) =>
    playTyping(
      canvasElement,
      {
        label: 'Note on the change',
        description: 'What changed, and why?',
        lines: ['The start date moved.', 'The team chose April.'],
      },
      args.onChange,
    ),
};

/** An error from the server: aria-invalid, and the message shown and linked to the textarea. */
async function playInvalid(canvasElement: HTMLElement, texts: { label: string; error: string }) {
  const canvas = within(canvasElement);
  const textarea = canvas.getByRole('textbox', { name: texts.label });
  await expect(textarea).toHaveAttribute('aria-invalid', 'true');
  await expect(textarea).toHaveAccessibleDescription(texts.error);
  await expect(canvas.getByText(texts.error)).toBeVisible();
}

export const InvalidNl: Story = {
  globals: { locale: 'nl' },
  args: {
    label: 'Toelichting',
    defaultValue: 'Zie',
    isInvalid: true,
    errorMessage: 'Schrijf ten minste één zin.',
  },
  play: ({ canvasElement }) =>
    playInvalid(canvasElement, { label: 'Toelichting', error: 'Schrijf ten minste één zin.' }),
};

export const InvalidEn: Story = {
  globals: { locale: 'en' },
  args: {
    label: 'Note',
    defaultValue: 'See',
    isInvalid: true,
    errorMessage: 'Write at least one sentence.',
  },
  play: ({ canvasElement }) =>
    playInvalid(canvasElement, { label: 'Note', error: 'Write at least one sentence.' }),
};

/** Validation: emptied again after typing, the field shows its message; a value clears it. */
async function playRequired(canvasElement: HTMLElement, texts: { label: string; error: string }) {
  const canvas = within(canvasElement);
  await userEvent.tab();
  const textarea = canvas.getByRole('textbox', { name: texts.label });
  await expect(textarea).toBeRequired();
  await userEvent.keyboard('x{Backspace}');
  await expect(await canvas.findByText(texts.error)).toBeVisible();
  await expect(textarea).toHaveAttribute('aria-invalid', 'true');
  await userEvent.keyboard('Klaar');
  await expect(canvas.queryByText(texts.error)).toBeNull();
}

export const RequiredNl: Story = {
  globals: { locale: 'nl' },
  args: {
    label: 'Toelichting',
    isRequired: true,
    validationBehavior: 'aria',
    validate: (v: string) => (v.trim() ? null : 'Vul een toelichting in.'),
  },
  play: ({ canvasElement }) =>
    playRequired(canvasElement, { label: 'Toelichting', error: 'Vul een toelichting in.' }),
};

export const RequiredEn: Story = {
  globals: { locale: 'en' },
  args: {
    label: 'Note',
    isRequired: true,
    validationBehavior: 'aria',
    validate: (v: string) => (v.trim() ? null : 'Enter a note.'),
  },
  play: ({ canvasElement }) =>
    playRequired(canvasElement, { label: 'Note', error: 'Enter a note.' }),
};
