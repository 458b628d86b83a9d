import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Forms/PasswordField',
  component: PasswordField,
  args: { label: 'Wachtwoord' },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

interface Texts {
  label: string;
  show: string;
  hide: string;
}

/**
 * Type, then Tab to the toggle and show the password with Enter (aria-pressed true, the name
 * says what the next press does); hide it again with Space; the value is kept throughout.
 */
async function playToggle(canvasElement: HTMLElement, t: Texts) {
  const canvas = within(canvasElement);
  await userEvent.tab();
  const input = canvas.getByLabelText(t.label);
  await expect(input).toHaveFocus();
  await expect(input).toHaveAttribute('autocomplete', 'current-password');
  await userEvent.keyboard('geheim123');
  await expect(input).toHaveAttribute('type', 'password');
  await userEvent.tab();
  const toggle = canvas.getByRole('button', { name: t.show });
  await expect(toggle).toHaveFocus();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await userEvent.keyboard('{Enter}');
  await expect(input).toHaveAttribute('type', 'text');
  await expect(canvas.getByRole('button', { name: t.hide })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await userEvent.keyboard(' ');
  await expect(input).toHaveAttribute('type', 'password');
  await expect(input).toHaveValue('geheim123');
}

export const DefaultNl: Story = {
  globals: { locale: 'nl' },
  play: ({ canvasElement }) =>
    playToggle(canvasElement, {
      label: 'Wachtwoord',
      show: 'Wachtwoord tonen',
      hide: 'Wachtwoord verbergen',
    }),
};

export const DefaultEn: Story = {
  globals: { locale: 'en' },
  args: {
    label: 'Password',
    showPasswordLabel: 'Show password',
    hidePasswordLabel: 'Hide password',
  },
  play: ({ canvasElement }) =>
    playToggle(canvasElement, { label: 'Password', show: 'Show password', hide: 'Hide password' }),
};

/** Invalid: aria-invalid, the description and the error both linked to the input. */
async function playInvalid(
  canvasElement: HTMLElement,
  texts: { label: string; description: string; error: string },
) {
  const canvas = within(canvasElement);
  const input = canvas.getByLabelText(texts.label);
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toHaveAttribute('autocomplete', 'new-password');
  await expect(input).toHaveAccessibleDescription(`${texts.description} ${texts.error}`);
  await expect(canvas.getByText(texts.error)).toBeVisible();
}

export const InvalidNl: Story = {
  globals: { locale: 'nl' },
  args: {
    description: 'Minstens 12 tekens.',
    isInvalid: true,
    errorMessage: 'Het wachtwoord is te kort.',
    autoComplete: 'new-password',
    label: 'Nieuw wachtwoord',
  },
  play: ({ canvasElement }) =>
    playInvalid(canvasElement, {
      label: 'Nieuw wachtwoord',
      description: 'Minstens 12 tekens.',
      error: 'Het wachtwoord is te kort.',
    }),
};

export const InvalidEn: Story = {
  globals: { locale: 'en' },
  args: {
    label: 'New password',
    description: 'At least 12 characters.',
    isInvalid: true,
    errorMessage: 'The password is too short.',
    autoComplete: 'new-password',
    showPasswordLabel: 'Show password',
    hidePasswordLabel: 'Hide password',
  },
  play: ({ canvasElement }) =>
    playInvalid(canvasElement, {
      label: 'New password',
      description: 'At least 12 characters.',
      error: 'The password is too short.',
    }),
};
