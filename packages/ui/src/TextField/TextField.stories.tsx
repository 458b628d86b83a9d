import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Naam', onChange: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Reached with Tab and typed into; the description is linked; every keystroke reaches onChange. */
async function playTyping(
  canvasElement: HTMLElement,
  texts: { label: string; description: string; value: string },
  onChange: unknown,
) {
  const canvas = within(canvasElement);
  await userEvent.tab();
  const input = canvas.getByRole('textbox', { name: texts.label });
  await expect(input).toHaveFocus();
  await expect(input).toHaveAccessibleDescription(texts.description);
  await userEvent.keyboard(texts.value);
  await expect(input).toHaveValue(texts.value);
  await expect(onChange).toHaveBeenLastCalledWith(texts.value);
}

export const DefaultNl: Story = {
  globals: { locale: 'nl' },
  args: { label: 'Naam van de school', description: 'Zoals die op de website staat.' },
  play: ({ canvasElement, args }) =>
    playTyping(
      canvasElement,
      {
        label: 'Naam van de school',
        description: 'Zoals die op de website staat.',
        value: 'De Regenboog',
      },
      args.onChange,
    ),
};

export const DefaultEn: Story = {
  globals: { locale: 'en' },
  args: { label: 'School name', description: 'As shown on the website.' },
  play: ({ canvasElement, args }) =>
    playTyping(
      canvasElement,
      { label: 'School name', description: 'As shown on the website.', value: 'The Rainbow' },
      args.onChange,
    ),
};

/** An error from the server: aria-invalid, and the message shown and linked to the input. */
async function playInvalid(canvasElement: HTMLElement, texts: { label: string; error: string }) {
  const canvas = within(canvasElement);
  const input = canvas.getByRole('textbox', { name: texts.label });
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toHaveAccessibleDescription(texts.error);
  await expect(canvas.getByText(texts.error)).toBeVisible();
}

export const InvalidNl: Story = {
  globals: { locale: 'nl' },
  args: {
    label: 'E-mailadres',
    type: 'email',
    defaultValue: 'an@',
    isInvalid: true,
    errorMessage: 'Vul een geldig e-mailadres in, zoals naam@school.nl.',
  },
  play: ({ canvasElement }) =>
    playInvalid(canvasElement, {
      label: 'E-mailadres',
      error: 'Vul een geldig e-mailadres in, zoals naam@school.nl.',
    }),
};

export const InvalidEn: Story = {
  globals: { locale: 'en' },
  args: {
    label: 'Email address',
    type: 'email',
    defaultValue: 'an@',
    isInvalid: true,
    errorMessage: 'Enter a valid email address, like name@school.nl.',
  },
  play: ({ canvasElement }) =>
    playInvalid(canvasElement, {
      label: 'Email address',
      error: 'Enter a valid email address, like name@school.nl.',
    }),
};

/** Validation: emptied again after typing, the field shows its message; a value clears it. */
async function playRequired(canvasElement: HTMLElement, texts: { label: string; error: string }) {
  const canvas = within(canvasElement);
  await userEvent.tab();
  const input = canvas.getByRole('textbox', { name: texts.label });
  await expect(input).toBeRequired();
  await userEvent.keyboard('x{Backspace}');
  await expect(await canvas.findByText(texts.error)).toBeVisible();
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await userEvent.keyboard('An');
  await expect(canvas.queryByText(texts.error)).toBeNull();
}

export const RequiredNl: Story = {
  globals: { locale: 'nl' },
  args: {
    label: 'Naam',
    isRequired: true,
    validationBehavior: 'aria',
    validate: (v: string) => (v.trim() ? null : 'Vul een naam in.'),
  },
  play: ({ canvasElement }) =>
    playRequired(canvasElement, { label: 'Naam', error: 'Vul een naam in.' }),
};

export const RequiredEn: Story = {
  globals: { locale: 'en' },
  args: {
    label: 'Name',
    isRequired: true,
    validationBehavior: 'aria',
    validate: (v: string) => (v.trim() ? null : 'Enter a name.'),
  },
  play: ({ canvasElement }) =>
    playRequired(canvasElement, { label: 'Name', error: 'Enter a name.' }),
};

/** Disabled: the value is shown, Tab skips the field and typing changes nothing. */
async function playDisabled(canvasElement: HTMLElement, label: string, onChange: unknown) {
  const input = within(canvasElement).getByRole('textbox', { name: label });
  await expect(input).toBeDisabled();
  await expect(input).toHaveValue('01AB');
  await userEvent.tab();
  await expect(input).not.toHaveFocus();
  await userEvent.type(input, 'X', { skipClick: true });
  await expect(input).toHaveValue('01AB');
  await expect(onChange).not.toHaveBeenCalled();
}

export const DisabledNl: Story = {
  globals: { locale: 'nl' },
  args: { label: 'BRIN-nummer', defaultValue: '01AB', isDisabled: true },
  play: ({ canvasElement, args }) => playDisabled(canvasElement, 'BRIN-nummer', args.onChange),
};

export const DisabledEn: Story = {
  globals: { locale: 'en' },
  args: { label: 'BRIN number', defaultValue: '01AB', isDisabled: true },
  play: ({ canvasElement, args }) => playDisabled(canvasElement, 'BRIN number', args.onChange),
};
