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

/** Reached with Tab, toggled with Space (on, then off again); the label is a 24 px+ target. */
async function playToggle(
  canvasElement: HTMLElement,
  texts: { label: string; description?: string },
  onChange: unknown,
  startsChecked = false,
) {
  const canvas = within(canvasElement);
  await userEvent.tab();
  const box = canvas.getByRole('checkbox', { name: texts.label });
  await expect(box).toHaveFocus();
  if (texts.description) await expect(box).toHaveAccessibleDescription(texts.description);
  const target = canvasElement.querySelector('.koers-checkbox__control') as HTMLElement;
  await expect(target.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
  await expect(box).toHaveProperty('checked', startsChecked);
  await userEvent.keyboard(' ');
  await expect(box).toHaveProperty('checked', !startsChecked);
  await expect(onChange).toHaveBeenLastCalledWith(!startsChecked);
  await userEvent.keyboard(' ');
  await expect(box).toHaveProperty('checked', startsChecked);
}

export const DefaultNl: Story = {
  globals: { locale: 'nl' },
  args: { description: 'Beheerders zien de admin-omgeving.' },
  play: ({ canvasElement, args }) =>
    playToggle(
      canvasElement,
      { label: 'Beheerder', description: 'Beheerders zien de admin-omgeving.' },
      args.onChange,
    ),
};

export const DefaultEn: Story = {
  globals: { locale: 'en' },
  args: { children: 'Administrator', description: 'Administrators see the admin area.' },
  play: ({ canvasElement, args }) =>
    playToggle(
      canvasElement,
      { label: 'Administrator', description: 'Administrators see the admin area.' },
      args.onChange,
    ),
};

export const CheckedNl: Story = {
  globals: { locale: 'nl' },
  args: { defaultSelected: true, children: 'Agenda tonen' },
  play: ({ canvasElement, args }) =>
    playToggle(canvasElement, { label: 'Agenda tonen' }, args.onChange, true),
};

export const CheckedEn: Story = {
  globals: { locale: 'en' },
  args: { defaultSelected: true, children: 'Show calendar' },
  play: ({ canvasElement, args }) =>
    playToggle(canvasElement, { label: 'Show calendar' }, args.onChange, true),
};

/** Mixed state ("some schools"): announced as partially checked; Space selects all. */
async function playIndeterminate(canvasElement: HTMLElement, label: string, onChange: unknown) {
  const box = within(canvasElement).getByRole('checkbox', { name: label });
  await expect(box).toBePartiallyChecked();
  await userEvent.tab();
  await expect(box).toHaveFocus();
  await userEvent.keyboard(' ');
  await expect(onChange).toHaveBeenCalledWith(true);
}

export const IndeterminateNl: Story = {
  globals: { locale: 'nl' },
  args: { isIndeterminate: true, children: 'Alle scholen' },
  play: ({ canvasElement, args }) =>
    playIndeterminate(canvasElement, 'Alle scholen', args.onChange),
};

export const IndeterminateEn: Story = {
  globals: { locale: 'en' },
  args: { isIndeterminate: true, children: 'All schools' },
  play: ({ canvasElement, args }) => playIndeterminate(canvasElement, 'All schools', args.onChange),
};

/** Invalid: aria-invalid and the error text as its description. */
async function playInvalid(canvasElement: HTMLElement, label: string, error: string) {
  const box = within(canvasElement).getByRole('checkbox', { name: label });
  await expect(box).toBeInvalid();
  await expect(box).toHaveAccessibleDescription(error);
  await expect(within(canvasElement).getByText(error)).toBeVisible();
}

export const InvalidNl: Story = {
  globals: { locale: 'nl' },
  args: {
    children: 'Ik ga akkoord met de voorwaarden',
    isInvalid: true,
    errorMessage: 'Ga akkoord om door te gaan.',
  },
  play: ({ canvasElement }) =>
    playInvalid(canvasElement, 'Ik ga akkoord met de voorwaarden', 'Ga akkoord om door te gaan.'),
};

export const InvalidEn: Story = {
  globals: { locale: 'en' },
  args: {
    children: 'I accept the terms',
    isInvalid: true,
    errorMessage: 'Accept the terms to continue.',
  },
  play: ({ canvasElement }) =>
    playInvalid(canvasElement, 'I accept the terms', 'Accept the terms to continue.'),
};

/** Disabled: skipped by Tab and not toggled by a click. */
async function playDisabled(canvasElement: HTMLElement, label: string, onChange: unknown) {
  const box = within(canvasElement).getByRole('checkbox', { name: label });
  await expect(box).toBeDisabled();
  await userEvent.tab();
  await expect(box).not.toHaveFocus();
  await userEvent.click(within(canvasElement).getByText(label), { pointerEventsCheck: 0 });
  await expect(box).not.toBeChecked();
  await expect(onChange).not.toHaveBeenCalled();
}

export const DisabledNl: Story = {
  globals: { locale: 'nl' },
  args: { isDisabled: true, children: 'Niet wijzigbaar' },
  play: ({ canvasElement, args }) => playDisabled(canvasElement, 'Niet wijzigbaar', args.onChange),
};

export const DisabledEn: Story = {
  globals: { locale: 'en' },
  args: { isDisabled: true, children: 'Cannot be changed' },
  play: ({ canvasElement, args }) =>
    playDisabled(canvasElement, 'Cannot be changed', args.onChange),
};
