import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { children: 'Beheerder', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Toggled with Space from the keyboard. */
export const DefaultNl: Story = {
  globals: { locale: 'nl' },
  args: { description: 'Beheerders zien de admin-omgeving.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const box = canvas.getByRole('checkbox', { name: 'Beheerder' });
    await expect(box).toHaveFocus();
    await expect(box).toHaveAccessibleDescription('Beheerders zien de admin-omgeving.');
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
  },
};

export const DefaultEn: Story = {
  globals: { locale: 'en' },
  args: { children: 'Administrator', description: 'Administrators see the admin area.' },
};

export const CheckedNl: Story = {
  globals: { locale: 'nl' },
  args: { defaultSelected: true, children: 'Agenda tonen' },
};

export const CheckedEn: Story = {
  globals: { locale: 'en' },
  args: { defaultSelected: true, children: 'Show calendar' },
};

export const IndeterminateNl: Story = {
  globals: { locale: 'nl' },
  args: { isIndeterminate: true, children: 'Alle scholen' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toBePartiallyChecked();
  },
};

export const IndeterminateEn: Story = {
  globals: { locale: 'en' },
  args: { isIndeterminate: true, children: 'All schools' },
};

export const InvalidNl: Story = {
  globals: { locale: 'nl' },
  args: {
    children: 'Ik ga akkoord met de voorwaarden',
    isInvalid: true,
    errorMessage: 'Ga akkoord om door te gaan.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toHaveAccessibleDescription(
      'Ga akkoord om door te gaan.',
    );
  },
};

export const InvalidEn: Story = {
  globals: { locale: 'en' },
  args: {
    children: 'I accept the terms',
    isInvalid: true,
    errorMessage: 'Accept the terms to continue.',
  },
};

export const DisabledNl: Story = {
  globals: { locale: 'nl' },
  args: { isDisabled: true, children: 'Niet wijzigbaar' },
};

export const DisabledEn: Story = {
  globals: { locale: 'en' },
  args: { isDisabled: true, children: 'Cannot be changed' },
};
