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

/** Typed into with the keyboard; every keystroke reaches onChange. */
export const DefaultNl: Story = {
  globals: { locale: 'nl' },
  args: { label: 'Naam van de school', description: 'Zoals die op de website staat.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const input = canvas.getByRole('textbox', { name: 'Naam van de school' });
    await expect(input).toHaveFocus();
    await expect(input).toHaveAccessibleDescription('Zoals die op de website staat.');
    await userEvent.keyboard('De Regenboog');
    await expect(input).toHaveValue('De Regenboog');
    await expect(args.onChange).toHaveBeenLastCalledWith('De Regenboog');
  },
};

export const DefaultEn: Story = {
  globals: { locale: 'en' },
  args: { label: 'School name', description: 'As shown on the website.' },
};

/** An error from the server: the message is shown and linked to the input. */
export const InvalidNl: Story = {
  globals: { locale: 'nl' },
  args: {
    label: 'E-mailadres',
    type: 'email',
    defaultValue: 'an@',
    isInvalid: true,
    errorMessage: 'Vul een geldig e-mailadres in, zoals naam@school.nl.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'E-mailadres' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'Vul een geldig e-mailadres in, zoals naam@school.nl.',
    );
  },
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
};

/** Native validation: required and empty on blur shows the message. */
export const RequiredNl: Story = {
  globals: { locale: 'nl' },
  args: {
    label: 'Naam',
    isRequired: true,
    validationBehavior: 'aria',
    validate: (v: string) => (v.trim() ? null : 'Vul een naam in.'),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('x{Backspace}');
    await expect(await canvas.findByText('Vul een naam in.')).toBeVisible();
  },
};

export const RequiredEn: Story = {
  globals: { locale: 'en' },
  args: {
    label: 'Name',
    isRequired: true,
    validationBehavior: 'aria',
    validate: (v: string) => (v.trim() ? null : 'Enter a name.'),
  },
};

export const DisabledNl: Story = {
  globals: { locale: 'nl' },
  args: { label: 'BRIN-nummer', defaultValue: '01AB', isDisabled: true },
};

export const DisabledEn: Story = {
  globals: { locale: 'en' },
  args: { label: 'BRIN number', defaultValue: '01AB', isDisabled: true },
};
