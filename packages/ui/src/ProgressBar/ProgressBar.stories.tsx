import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'Shell/ProgressBar',
  component: ProgressBar,
  args: { active: true },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

function NavigationDemo({ label, start, stop }: { label: string; start: string; stop: string }) {
  const [active, setActive] = useState(false);
  return (
    <>
      <ProgressBar active={active} label={label} />
      <Button onPress={() => setActive((a) => !a)}>{active ? stop : start}</Button>
    </>
  );
}

/** Running: creeps towards 95% over 3 seconds. */
export const RunningNl: Story = {
  globals: { locale: 'nl' },
  args: { label: 'Pagina wordt geladen' },
  play: async ({ canvasElement }) => {
    const bar = await within(canvasElement).findByRole('progressbar', {
      name: 'Pagina wordt geladen',
    });
    await waitFor(() => expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThan(10));
    await expect(bar.getBoundingClientRect().height).toBe(2);
  },
};

export const RunningEn: Story = {
  globals: { locale: 'en' },
  args: { label: 'Loading page' },
};

export const IdleNl: Story = {
  globals: { locale: 'nl' },
  args: { active: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('progressbar')).toBeNull();
  },
};

export const IdleEn: Story = {
  globals: { locale: 'en' },
  args: { active: false, label: 'Loading page' },
};

/** Navigation started and ended with the keyboard: the bar completes and fades away. */
export const NavigationNl: Story = {
  globals: { locale: 'nl' },
  render: () => (
    <NavigationDemo
      label="Pagina wordt geladen"
      start="Navigatie starten"
      stop="Navigatie afronden"
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const bar = await canvas.findByRole('progressbar', { name: 'Pagina wordt geladen' });
    await waitFor(() => expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThan(5));
    await userEvent.keyboard('{Enter}');
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await waitFor(() => expect(canvas.queryByRole('progressbar')).toBeNull(), { timeout: 2000 });
  },
};

export const NavigationEn: Story = {
  globals: { locale: 'en' },
  render: () => (
    <NavigationDemo label="Loading page" start="Start navigation" stop="Finish navigation" />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await canvas.findByRole('progressbar', { name: 'Loading page' });
    await userEvent.keyboard(' ');
    await waitFor(() => expect(canvas.queryByRole('progressbar')).toBeNull(), { timeout: 2000 });
  },
};
