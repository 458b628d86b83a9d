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

/** Type, then Tab to the toggle and show the password with Enter; hide it with Space. */
export const DefaultNl: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const input = canvas.getByLabelText('Wachtwoord');
    await userEvent.keyboard('geheim123');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Wachtwoord tonen' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Wachtwoord verbergen' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveValue('geheim123');
  },
};

export const DefaultEn: Story = {
  globals: { locale: 'en' },
  args: {
    label: 'Password',
    showPasswordLabel: 'Show password',
    hidePasswordLabel: 'Hide password',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'text');
  },
};

export const InvalidNl: Story = {
  globals: { locale: 'nl' },
  args: {
    description: 'Minstens 12 tekens.',
    isInvalid: true,
    errorMessage: 'Het wachtwoord is te kort.',
    autoComplete: 'new-password',
    label: 'Nieuw wachtwoord',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Het wachtwoord is te kort.')).toBeVisible();
  },
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
};
